import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { coupons, products, shops } from "../../db/schema";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The server-rendered `/shop/{slug}` (needs `npm run build`): its parts, its head, the 404 screen, and the product page's way to it. */
describeOnDatabases("the shop page", { products: 120 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  }, 60_000);

  const firstShop = async () =>
    (await database.db.select().from(shops).where(isNotNull(shops.verifiedAt)).orderBy(asc(shops.id)).limit(1))[0];

  it("shows the banner, name, tagline, coupons, sections, the filtered listing and the policies, with a complete head", async () => {
    const shop = await firstShop();
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.shopId, shop.id)).orderBy(asc(coupons.id));
    const res = await app.request(`/shop/${shop.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`demo/shops/${shop.slug}-banner-899x480.webp`);
    expect(html).toMatch(new RegExp(`<h1[^>]*data-testid="shop-name"[^>]*>${shop.name.en}<`));
    expect(html).toContain(shop.tagline.en);
    expect(html).toMatch(new RegExp(`data-testid="coupon-code"[^>]*>(<bdi[^>]*>)?${coupon.code}<`));
    expect(html).toContain('data-testid="shop-sections"');
    expect(html).toContain(`demo/shops/${shop.slug}-promo-899x480.webp`);
    expect(html).toContain('data-testid="shop-policies"');
    expect(html).toContain('data-testid="sort"');
    // the head: title, description, canonical, Open Graph picture, JSON-LD Store and breadcrumbs
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${shop.name.en} | Bazaar`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="${shop.tagline.en}`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]*/shop/${shop.slug}"`));
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="http://[^"]*/uploads/demo/shops/${shop.slug}-banner-899x480.webp"`),
    );
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].flatMap((m) => {
      const v = JSON.parse(m[1]);
      return Array.isArray(v) ? v : [v];
    });
    const store = ld.find((x) => x["@type"] === "Store");
    expect(store).toMatchObject({ name: shop.name.en, description: shop.tagline.en });
    expect(store.logo).toMatch(new RegExp(`^http://.*/uploads/demo/shops/${shop.slug}-logo-82x82.webp$`));
    expect(store.aggregateRating.reviewCount).toBe(shop.reviewsCount);
    expect(ld.some((x) => x["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("filters the shop's products in the URL as the listing call does; a search inside the shop is noindex", async () => {
    const shop = await firstShop();
    const total = (h: string) => Number(/data-testid="products-total"[^>]*>(\d+) products?</.exec(h)?.[1]);
    const json = async (query: string) =>
      (await (await app.request(`/home/filtered_products?type=shop&slug=${shop.slug}&sort=newest&${query}`)).json()).products
        .total as number;
    const all = await (await app.request(`/shop/${shop.slug}`)).text();
    expect(total(all)).toBe(await json(""));
    const rated = await app.request(`/shop/${shop.slug}?rating=5&sort=price_low`);
    expect(rated.status).toBe(200);
    const html = await rated.text();
    const narrowed = await json("rating=5");
    expect(narrowed).toBeLessThan(total(all));
    expect(total(html)).toBe(narrowed);
    expect(html).toMatch(/<option value="price_low" selected=""/);
    const searched = await (await app.request(`/shop/${shop.slug}?q=mug`)).text();
    expect(searched).toContain('<meta name="robots" content="noindex, follow"');
  });

  it("in Persian the page is right-to-left with the shop's Persian texts", async () => {
    const shop = await firstShop();
    const html = await (await app.request(`/shop/${shop.slug}?lang=fa`)).text();
    expect(html).toMatch(/<html[^>]*lang="fa"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="fa"/);
    expect(html).toContain(shop.name.fa);
    expect(html).toContain("قوانین فروشگاه");
    expect(html).toContain("کپی کد");
  });

  it("an unknown, unverified or malformed shop is the 404 screen", async () => {
    const [unverified] = await database.db.select().from(shops).where(isNull(shops.verifiedAt)).limit(1);
    for (const url of ["/shop/no-such-shop", `/shop/${unverified.slug}`, "/shop/%00%ff"]) {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('data-testid="not-found"');
    }
  });

  it("a product page links to its shop and shows the seller's active coupons", async () => {
    const shop = await firstShop();
    const [product] = await database.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.isVisible, true)))
      .limit(1);
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.shopId, shop.id)).orderBy(asc(coupons.id));
    const html = await (await app.request(`/product/${product.slug}`)).text();
    expect(html).toContain(`href="/shop/${shop.slug}"`);
    expect(html).toMatch(new RegExp(`data-testid="coupon-code"[^>]*>(<bdi[^>]*>)?${coupon.code}<`));
  });
});
