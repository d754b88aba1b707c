import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products, shops } from "../../db/schema";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The same-origin link targets (`<a href>`) of a server-rendered page, without their #fragment. */
function linksOf(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = m[1].replaceAll("&amp;", "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue; // other sites, mailto:, tel:, #fragments
    out.add(href.split("#")[0]);
  }
  return [...out];
}

/** Nothing links to a page that does not exist: every link of the home, the listing and a product page answers, on the demo catalog. */
describeOnDatabases("links on the demo pages", { products: 120 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];

  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, {
      pageHandler: await renderedPages(),
    }));
  }, 60_000);

  it("every same-origin link of home, /products and a product page answers non-404", async () => {
    const [product] = await ctx.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.isVisible, true), eq(products.hasVariants, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const pages = ["/", "/products", `/product/${product.slug}`];
    const links = new Set<string>();
    for (const page of pages) {
      const res = await app.request(page);
      expect(res.status, page).toBe(200);
      for (const link of linksOf(await res.text())) links.add(link);
    }
    // the pages link to shops, categories, brands, products and the fixed lists
    expect([...links].some((l) => l.startsWith("/product/"))).toBe(true);
    expect([...links].some((l) => l.startsWith("/category/"))).toBe(true);
    expect(links.has("/daily-deals")).toBe(true);
    const missing: string[] = [];
    for (const link of links) {
      const res = await app.request(link);
      if (res.status === 404) missing.push(link);
    }
    expect(missing).toEqual([]);
    expect(links.size).toBeGreaterThan(30);
  }, 120_000);

  it("a shop's page lists its products under its name, logo and rating; an unknown or unverified shop is a 404", async () => {
    const [shop] = await ctx.db
      .select({ id: shops.id, slug: shops.slug, name: shops.name, rating: shops.rating })
      .from(shops)
      .where(and(isNotNull(shops.verifiedAt), sql`${shops.reviewsCount} > 0`))
      .orderBy(asc(shops.id))
      .limit(1);
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.isVisible, true)));
    const res = await app.request(`/shop/${shop.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*data-testid="shop-name"[^>]*>${shop.name.en}<`));
    expect(html).toContain(`demo/shops/${shop.slug}-logo-82x82.webp`);
    expect(html).toMatch(new RegExp(`data-testid="shop-rating"[^>]*>${Number(shop.rating).toFixed(1)}<`));
    expect(html).toMatch(new RegExp(`${n} products`));
    expect(html).toMatch(/<title>[^<]*<\/title>/);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(shop.name.en);

    expect((await app.request("/shop/no-such-shop")).status).toBe(404);
    const [unverified] = await ctx.db.select({ slug: shops.slug }).from(shops).where(isNull(shops.verifiedAt)).limit(1);
    expect((await app.request(`/shop/${unverified.slug}`)).status).toBe(404);
  });

  it("the home's Today's deals rail leads to a listing of exactly the deals it shows", async () => {
    const home = await (await app.request("/")).text();
    expect(home).toContain('href="/daily-deals"');
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.todaysDeal, true), eq(products.isVisible, true)));
    expect(n).toBeGreaterThan(0);
    const res = await app.request("/daily-deals");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`data-testid="products-total"[^>]*>.*?${n} products`, "s"));
    // every product card on it is one of the flagged deals
    const shown = [...html.matchAll(/href="\/product\/([^"#]+)[^"]*"/g)].map((m) => m[1]);
    const deals = new Set(
      (await ctx.db.select({ slug: products.slug }).from(products).where(eq(products.todaysDeal, true))).map((r) => r.slug),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const slug of shown) expect(deals.has(slug), slug).toBe(true);
  });

  it("the home links the gift and business idea pages, which list exactly the flagged products", async () => {
    const home = await (await app.request("/")).text();
    for (const [path, flag] of [
      ["/gift-idea", products.giftIdea],
      ["/business-idea", products.businessIdea],
    ] as const) {
      expect(home, path).toContain(`href="${path}"`);
      const flagged = await ctx.db
        .select({ slug: products.slug })
        .from(products)
        .where(and(eq(flag, true), eq(products.isVisible, true)));
      expect(flagged.length, path).toBeGreaterThan(0);
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(/data-testid="products-total"[^>]*>.*?(\d+) products?</s.exec(html)?.[1], path).toBe(String(flagged.length));
      const shown = [...html.matchAll(/href="\/product\/([^"#]+)[^"]*"/g)].map((m) => m[1]);
      expect(shown.length, path).toBeGreaterThan(0);
      const slugs = new Set(flagged.map((r) => r.slug));
      for (const slug of shown) expect(slugs.has(slug), slug).toBe(true);
    }
  });
});
