import { existsSync } from "node:fs";
import path from "node:path";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { productReviews, products, users } from "../../db/schema";
import { formatAmountOnly } from "../../kernel/money";
import { pageContext } from "../../server/page-context";
import { guest } from "../setup/accounts";
import { present } from "../setup/present";
import { variantProduct } from "../setup/product-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

// The real React Router build: build/ (npm run build), or BUILD_DIR's when set (a build beside it).
const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const HOSTILE = `Nice</p><script>alert("xss")</script><img src=x onerror=alert(1)>`;

/** The JSON-LD objects of a page, by their @type. */
function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [JSON.parse(m[1])].flat(),
  );
  return Object.fromEntries(blocks.map((b: Record<string, unknown>) => [String(b["@type"]), b]));
}

/** The product page rendered on the server through the real build. */
describeOnDatabases("the product page", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let fx: Awaited<ReturnType<typeof variantProduct>>;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` (or set BUILD_DIR to a build) before these tests`);
    const build = (await import(SERVER_BUILD)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    database = on.database;
    ({ app } = await makeTestApp(database, {
      pageHandler: (services) => async (c) => handle(c.req.raw, await pageContext(c, services)),
    }));
    fx = await variantProduct(database.db, new Date());
    const [customer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "customer@example.com"));
    await database.db
      .insert(productReviews)
      .values({ productId: fx.id, userId: customer.id, rating: 2, title: `<b>Title</b> ${HOSTILE}`, comment: HOSTILE });
  });

  it("renders the product, its choices, the countdown and the reviews; customers' text is escaped", async () => {
    const res = await app.request(`/product/${fx.slug}?lang=en`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Fixture jacket");
    expect(html).toContain('data-testid="variant-picker"');
    expect(html).toContain('data-testid="countdown"');
    expect(html).toContain('data-testid="reviews-summary"');
    expect(html).toContain("Cyrus C.");
    // the comment is in the markup as text, and nowhere (markup or embedded page data) as live HTML
    expect(html).toContain("Nice&lt;/p&gt;&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain('<script>alert("xss")');
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>Title</b>");
    // the lightbox library is not among the page's scripts (it loads when the gallery opens)
    expect(html).not.toMatch(/assets\/Lightbox-[\w-]+\.js/);
    expect(html).toMatch(/assets\/product-[\w-]+\.js/);
  });

  it("an unknown slug and an invisible product answer the 404 screen", async () => {
    expect((await app.request("/product/no-such-product-here")).status).toBe(404);
    await database.db.update(products).set({ isVisible: false }).where(eq(products.id, fx.id));
    const res = await app.request(`/product/${fx.slug}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Fixture jacket");
    await database.db.update(products).set({ isVisible: true }).where(eq(products.id, fx.id));
  });

  it("the page in Persian is right to left and its reviews summary is translated", async () => {
    const [seeded] = await database.db
      .select({ slug: products.slug })
      .from(products)
      .innerJoin(productReviews, eq(productReviews.productId, products.id))
      .where(and(eq(products.isVisible, true)))
      .orderBy(desc(products.reviewsCount))
      .limit(1);
    const html = await (await app.request(`/product/${seeded.slug}?lang=fa`)).text();
    expect(html).toMatch(/<html lang="fa" dir="rtl"/);
    expect(html).toContain("نظرات خریداران");
  });

  it("holds a JSON-LD Product: an AggregateOffer over the variants' prices and, with reviews, the rating; and its breadcrumb trail", async () => {
    const html = await (await app.request(`/product/${fx.slug}?lang=en`)).text();
    const { Product: product, BreadcrumbList: crumbs } = jsonLd(html);
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: expect.stringContaining("Fixture jacket"),
      sku: String(fx.id),
      url: `http://localhost/product/${fx.slug}`,
      image: expect.arrayContaining([expect.stringMatching(/^http:\/\/localhost\/uploads\/demo\/products\/p00-1000x1000\.webp$/)]),
      category: expect.any(String),
      // 10.00 to 12.00 with 10 % off, in US dollars (the default currency)
      offers: {
        "@type": "AggregateOffer",
        lowPrice: "9.00",
        highPrice: "10.80",
        offerCount: 3,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `http://localhost/product/${fx.slug}`,
        seller: { "@type": "Organization", name: expect.any(String) },
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "2.00", reviewCount: 1 },
    });
    // the review's hostile text is not part of it, and nothing in it closes the script element
    expect(JSON.stringify(product)).not.toContain("<script>");
    expect(present((crumbs.itemListElement as { name: string }[]).at(-1), "the last breadcrumb").name).toBe(product.name);
    expect((crumbs.itemListElement as { item: string }[])[0].item).toBe("http://localhost/");
  });

  it("a product without variants and without reviews: one Offer at its price, in the viewer's currency, and no rating", async () => {
    // the demo reviews its shops' best sellers: take a plain product and clear its reviews (cascading to replies and likes)
    const [plain] = await database.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      // priced: a negotiable one has no offer (decision 063)
      .where(and(eq(products.isVisible, true), eq(products.hasVariants, false), ne(products.priceCents, 0)))
      .orderBy(asc(products.reviewsCount), asc(products.id))
      .limit(1);
    await database.db.delete(productReviews).where(eq(productReviews.productId, plain.id));
    await database.db.update(products).set({ rating: "0.00", reviewsCount: 0 }).where(eq(products.id, plain.id));
    const details = await (await app.request(`/home/product-details/${plain.slug}`)).json();
    const visitor = await guest(app);
    expect((await visitor.request("/change/currency/EUR")).status).toBe(200);
    const product = jsonLd(await (await visitor.request(`/product/${plain.slug}?lang=en`)).text()).Product;
    expect(product.offers).toMatchObject({
      "@type": "Offer",
      price: formatAmountOnly(details.product.sale_price, { code: "EUR", symbol: "€", exchange_rate: "0.92" }, 2),
      priceCurrency: "EUR",
    });
    expect(product).not.toHaveProperty("aggregateRating");
    expect(product.description).toEqual(expect.any(String));
    expect(product.description).not.toMatch(/<\/?[a-z][^>]*>/i);
  });
});
