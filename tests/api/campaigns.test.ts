import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { campaignProducts, campaigns, products } from "../../db/schema";
import { call } from "../setup/http";
import { PAGINATOR_KEYS } from "../setup/paginator-keys";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Card = { id: number; price: string; sale_price: string; has_discount: boolean; campaign_id: number | null };

/** GET home/campaign-lists, home/campaign-products and home/flash-sale on the demo's campaigns (seeded relative to now). */
describeOnDatabases("campaign calls", { products: 160 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  const get = (url: string) => call(app, url);
  const campaignRow = async (slug: string) => (await database.db.select().from(campaigns).where(eq(campaigns.slug, slug)))[0];
  const approvedIds = async (campaignId: number) =>
    (
      await database.db
        .select({ id: campaignProducts.productId })
        .from(campaignProducts)
        .where(and(eq(campaignProducts.campaignId, campaignId), eq(campaignProducts.status, "approved")))
    ).map((r) => r.id);

  it("lists the running campaigns only, 12 a page, with the reference's keys and d M Y dates; past the end an empty page", async () => {
    const { status, body } = await get("/home/campaign-lists?page=1");
    expect(status).toBe(200);
    const page = body.campaigns;
    expect(Object.keys(page)).toEqual(expect.arrayContaining(PAGINATOR_KEYS));
    expect(page.per_page).toBe(12);
    const slugs = page.data.map((c: { slug: string }) => c.slug).sort();
    // five run; the ended and the upcoming one are not listed
    expect(slugs).toEqual(["back-to-school", "flash-friday", "gadget-week", "home-refresh", "winter-sale"]);
    for (const c of page.data) {
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining(["id", "slug", "title", "short_description", "campaign_start_date", "campaign_end_date", "image_374x374"]),
      );
      expect(c.campaign_start_date).toMatch(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
      expect(c.campaign_end_date).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
      expect(c.image_374x374).toBe(`/uploads/demo/campaigns/${c.slug}-374x374.webp`);
      expect(c.title).not.toBe("");
    }
    const past = await get("/home/campaign-lists?page=7");
    expect(past.status).toBe(200);
    expect(past.body.campaigns.data).toEqual([]);
    expect(past.body.campaigns.has_more_data).toBe(false);
    expect((await get("/home/campaign-lists?page=-1")).status).toBe(422);
  });

  it("gives the campaign with its title and its approved visible products at the campaign's price; a client's price changes nothing", async () => {
    const row = await campaignRow("winter-sale");
    const { status, body } = await get("/home/campaign-products?slug=winter-sale&page=1");
    expect(status).toBe(200);
    expect(body.campaign).toMatchObject({ id: row.id, slug: "winter-sale", title: "Winter Sale", state: "running" });
    expect(body.campaign.image_1920x412).toBe("/uploads/demo/campaigns/winter-sale-1920x412.webp");
    const ids = await approvedIds(row.id);
    const cards: Card[] = body.products.data;
    expect(cards.length).toBeGreaterThan(0);
    expect(body.products.total).toBe(ids.length);
    for (const card of cards) {
      expect(ids).toContain(card.id);
      expect(card.has_discount).toBe(true);
      expect(Number(card.sale_price)).toBeLessThan(Number(card.price));
    }
    // most are at the campaign's price (a few have their own, lower, special discount)
    expect(cards.filter((c) => c.campaign_id === row.id).length).toBeGreaterThan(cards.length / 2);
    const forged = await get("/home/campaign-products?slug=winter-sale&page=1&price_cents=1&discount=99&sale_price=0.01");
    expect(forged.body.products.data).toEqual(cards);
  });

  it("leaves out pending products and products that are not visible (unpublished, unapproved, unverified seller)", async () => {
    const row = await campaignRow("home-refresh");
    const [pending] = await database.db
      .select()
      .from(campaignProducts)
      .where(and(eq(campaignProducts.campaignId, row.id), eq(campaignProducts.status, "pending")));
    expect(pending).toBeDefined();
    const ids = await approvedIds(row.id);
    const hidden = ids[0];
    await database.db.update(products).set({ status: "draft", isVisible: false }).where(eq(products.id, hidden));
    try {
      const { body } = await get("/home/campaign-products?slug=home-refresh&per_page=60");
      const shown = body.products.data.map((c: Card) => c.id);
      expect(shown).not.toContain(pending.productId);
      expect(shown).not.toContain(hidden);
      expect(shown.length).toBe(ids.length - 1);
    } finally {
      await database.db.update(products).set({ status: "published", isVisible: true }).where(eq(products.id, hidden));
    }
  });

  it("filters by brand and by shop as the listing does", async () => {
    const row = await campaignRow("back-to-school");
    const rows = await database.db
      .select({ id: products.id, brandId: products.brandId, shopId: products.shopId })
      .from(products)
      .where(and(inArray(products.id, await approvedIds(row.id)), eq(products.isVisible, true)))
      .orderBy(asc(products.id));
    const brandId = present(rows.find((r) => r.brandId !== null)?.brandId, "an approved product with a brand");
    const byBrand = await get(`/home/campaign-products?slug=back-to-school&brand[]=${brandId}&per_page=60`);
    expect(byBrand.body.products.data.map((c: Card) => c.id).sort()).toEqual(
      rows
        .filter((r) => r.brandId === brandId)
        .map((r) => r.id)
        .sort(),
    );
    const shopId = rows[0].shopId;
    const byShop = await get(`/home/campaign-products?slug=back-to-school&shop=${shopId}&per_page=60`);
    expect(byShop.body.products.data.map((c: Card) => c.id).sort()).toEqual(
      rows
        .filter((r) => r.shopId === shopId)
        .map((r) => r.id)
        .sort(),
    );
    // the campaign's filter lists offer its shops
    const facets = await get("/home/filter_data?type=campaign&slug=back-to-school");
    expect(facets.body.shops.map((s: { id: number }) => s.id)).toContain(shopId);
    const past = await get("/home/campaign-products?slug=back-to-school&page=50");
    expect(past.status).toBe(200);
    expect(past.body.products.data).toEqual([]);
  });

  it("answers an unknown or switched-off campaign with 404 {error}; an ended one says so and has no campaign prices", async () => {
    const unknown = await get("/home/campaign-products?slug=no-such-campaign");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Campaign not found" });
    expect((await get("/home/campaign-products")).status).toBe(404);

    const ended = await get("/home/campaign-products?slug=summer-clearance");
    expect(ended.status).toBe(200);
    expect(ended.body.campaign).toMatchObject({ state: "ended", campaign_end_date: "", countdown: null });
    const endedRow = await campaignRow("summer-clearance");
    expect(ended.body.products.data.every((c: Card) => c.campaign_id !== endedRow.id)).toBe(true);

    const upcoming = await get("/home/campaign-products?slug=spring-festival");
    expect(upcoming.body.campaign.state).toBe("upcoming");
    const upcomingRow = await campaignRow("spring-festival");
    expect(upcoming.body.products.data.every((c: Card) => c.campaign_id !== upcomingRow.id)).toBe(true);

    await database.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, upcomingRow.id));
    try {
      expect((await get("/home/campaign-products?slug=spring-festival")).status).toBe(404);
    } finally {
      await database.db.update(campaigns).set({ isActive: true }).where(eq(campaigns.id, upcomingRow.id));
    }
  });

  it("lists the running flash sale's products with what has sold, and feeds the home components", async () => {
    const flash = await campaignRow("flash-friday");
    const { status, body } = await get("/home/flash-sale?page=1");
    expect(status).toBe(200);
    expect(body.ends_at).toBe(flash.endsAt.toISOString());
    const cards = body.products.data;
    expect(cards.length).toBeGreaterThan(0);
    const sold = await database.db.select().from(campaignProducts).where(eq(campaignProducts.campaignId, flash.id));
    for (const c of cards) {
      expect(c.flash.campaign_slug).toBe("flash-friday");
      expect(c.flash.sold).toBe(
        present(
          sold.find((s) => s.productId === c.id),
          `product ${c.id}'s flash-sale entry`,
        ).soldCount,
      );
      expect(c.flash.percent).toBe(Math.round((c.flash.sold * 100) / (c.flash.sold + c.flash.left)));
    }

    const home = await get("/home/page?page=1");
    expect(home.body.component_names.slice(0, 3)).toEqual(["flash_deal", "popular_category", "campaign"]);
    expect(home.body.components["flash_products-0"].length).toBe(Math.min(8, cards.length));
    const featured = home.body.components["campaigns-2"];
    expect(featured.length).toBeLessThanOrEqual(3);
    expect(featured.length).toBeGreaterThan(0);
    expect(Object.keys(featured[0])).toEqual(expect.arrayContaining(["image_1920x412", "image_374x374", "campaign_end_date"]));
  });
});
