import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { campaignProducts, campaigns, products } from "../../db/schema";
import { present } from "../setup/present";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The server-rendered `/campaigns`, `/campaign/{slug}` and `/flash-sale` (needs `npm run build`), and the home page's campaign sections. */
describeOnDatabases("the campaign pages", { products: 160 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  }, 60_000);

  const page = async (url: string) => {
    const res = await app.request(url);
    return { status: res.status, html: await res.text() };
  };
  const count = (html: string, testid: string) => html.split(`data-testid="${testid}"`).length - 1;
  const total = (html: string) => Number(/data-testid="products-total"[^>]*>(\d+) products?</.exec(html)?.[1]);

  it("/campaigns shows the running campaigns as tiles with their pictures, and a title", async () => {
    const { status, html } = await page("/campaigns");
    expect(status).toBe(200);
    expect(count(html, "campaign-card")).toBe(5);
    expect(html).toContain("/campaign/winter-sale");
    expect(html).not.toContain("/campaign/summer-clearance");
    expect(html).toContain("demo/campaigns/flash-friday-374x374.webp");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("All Campaigns | Bazaar");
  });

  it("/campaign/{slug} shows the banner in its colours, title, countdown, the brand and shop filters and its products", async () => {
    const { status, html } = await page("/campaign/winter-sale");
    expect(status).toBe(200);
    expect(html).toMatch(/data-testid="campaign-title"[^>]*>Winter Sale</);
    expect(html).toContain("demo/campaigns/winter-sale-1920x412.webp");
    expect(html).toMatch(/style="background:#e0f2fe;color:#0c4a6e" data-testid="campaign-banner"/);
    expect(html).toContain('data-testid="countdown"');
    expect(html).toContain("Ends in");
    expect(html).toMatch(/data-testid="filter-brand-\d+"/);
    expect(html).toMatch(/data-testid="filter-shop-\d+"/);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.slug, "winter-sale"));
    const shown = await database.db
      .select({ id: products.id, brandId: products.brandId })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .where(and(eq(campaignProducts.campaignId, row.id), eq(campaignProducts.status, "approved"), eq(products.isVisible, true)));
    expect(total(html)).toBe(shown.length);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("Winter Sale | Bazaar");

    // a brand narrows the products in the URL
    const brandId = present(shown.find((p) => p.brandId !== null)?.brandId, "a shown product with a brand");
    const filtered = await page(`/campaign/winter-sale?brand=${brandId}`);
    expect(total(filtered.html)).toBe(shown.filter((p) => p.brandId === brandId).length);
  });

  it("an ended campaign's page says so and has no countdown; an upcoming one counts down to its start", async () => {
    const ended = await page("/campaign/summer-clearance");
    expect(ended.status).toBe(200);
    expect(ended.html).toContain('data-testid="campaign-ended"');
    expect(ended.html).toContain("This campaign has ended");
    expect(ended.html).not.toContain('data-testid="countdown"');
    expect(ended.html).toContain('<meta name="robots" content="noindex');
    const upcoming = await page("/campaign/spring-festival");
    expect(upcoming.html).toContain('data-testid="campaign-upcoming"');
    expect(upcoming.html).toContain("Starts in");
  });

  it("an unknown or switched-off campaign is the 404 screen", async () => {
    await database.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.slug, "gadget-week"));
    try {
      for (const url of ["/campaign/no-such-campaign", "/campaign/gadget-week", "/campaign/%00%ff"]) {
        const res = await page(url);
        expect(res.status).toBe(404);
        expect(res.html).toContain('data-testid="not-found"');
      }
    } finally {
      await database.db.update(campaigns).set({ isActive: true }).where(eq(campaigns.slug, "gadget-week"));
    }
  });

  it("/flash-sale shows the countdown and each product's sold bar as a labelled progress bar; Persian too", async () => {
    const { status, html } = await page("/flash-sale");
    expect(status).toBe(200);
    expect(html).toContain('data-testid="countdown"');
    const bars = count(html, "sold-bar");
    expect(bars).toBeGreaterThan(0);
    expect(html).toMatch(
      /role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="\d+" aria-valuetext="\u2068\d+%\u2069 sold"/,
    );
    const fa = await page("/flash-sale?lang=fa");
    expect(fa.html).toContain("فروش ویژه");
    expect(fa.html).toContain("فروخته شده");
    expect(count(fa.html, "sold-bar")).toBe(bars);
  });

  it("the home page shows the flash deals and the featured campaigns, linking to their pages, with the header's links", async () => {
    const { html } = await page("/");
    expect(html).toContain('data-testid="flash-rail"');
    expect(html).toContain('data-testid="campaign-rail"');
    expect(html).toContain('href="/flash-sale"');
    expect(html).toContain('href="/campaigns"');
    const featured = await database.db
      .select({ slug: campaigns.slug })
      .from(campaigns)
      .where(and(eq(campaigns.isFeatured, true), inArray(campaigns.slug, ["winter-sale", "flash-friday", "back-to-school"])));
    for (const c of featured) expect(html).toContain(`/campaign/${c.slug}`);
  });
});
