import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { campaignProducts, campaigns, notifications, products, shopFollowers } from "../../db/schema";
import { decideCampaignEntries, enterCampaign } from "../../domain/campaigns/campaign-entries";
import { customers } from "../setup/product-fixture";
import { simpleProduct } from "../setup/shop-fixture";
import { describeOnDatabases } from "../setup/test-db";

const DAY = 86_400_000;
const NOW = new Date("2026-12-01T10:00:00Z");

/**
 * Sellers entering products into a campaign and the operator's answer (issue 15 item 1; issue 14
 * item 3: a followed shop's new campaign reaches its followers as a notification).
 */
describeOnDatabases("campaign entries", { products: 20 }, (on) => {
  const name = on.name;
  let database: DatabaseHandle;
  let running = 0;
  let other = 0;
  let ended = 0;
  let mine: Awaited<ReturnType<typeof simpleProduct>>;
  let second: Awaited<ReturnType<typeof simpleProduct>>;
  let someoneElses: Awaited<ReturnType<typeof simpleProduct>>;

  const campaign = async (slug: string, startsAt: Date, endsAt: Date) =>
    (
      await database.db
        .insert(campaigns)
        .values({ slug, title: { en: `Sale ${slug}`, fa: `حراج ${slug}` }, description: {}, startsAt, endsAt })
        .returning({ id: campaigns.id })
    )[0].id;

  beforeAll(async () => {
    database = on.database;
    mine = await simpleProduct(database.db, { priceCents: 4000 });
    second = await simpleProduct(database.db, { priceCents: 3000 });
    someoneElses = await simpleProduct(database.db, { priceCents: 4000, shopIndex: 1 });
    running = await campaign("running", new Date(NOW.getTime() - DAY), new Date(NOW.getTime() + 5 * DAY));
    other = await campaign("other", new Date(NOW.getTime() + DAY), new Date(NOW.getTime() + 9 * DAY));
    ended = await campaign("ended", new Date(NOW.getTime() - 9 * DAY), new Date(NOW.getTime() - DAY));
    const fans = await customers(database.db, 3, "campaign-fan");
    await database.db.insert(shopFollowers).values(fans.map((f) => ({ shopId: mine.shopId, userId: f.id })));
  });

  const entry = (productId: number, discount = 1000, type = "percentage") => ({ product_id: productId, discount_type: type, discount });
  const statusOf = async (campaignId: number, productId: number) =>
    (
      await database.db
        .select({ status: campaignProducts.status })
        .from(campaignProducts)
        .where(and(eq(campaignProducts.campaignId, campaignId), eq(campaignProducts.productId, productId)))
    )[0]?.status;

  it("refuses another seller's product, a discount that gives the product away and an ended campaign, writing nothing", async () => {
    const db = database.db;
    const enter = (campaignId: number, entries: unknown[]) =>
      enterCampaign(db, { userId: mine.ownerId, campaignId, form: { entries }, now: NOW });
    await expect(enter(running, [entry(mine.id), entry(someoneElses.id)])).rejects.toMatchObject({
      fieldErrors: { "entries.1.product_id": ["campaign_not_your_product"] },
    });
    await expect(enter(running, [entry(mine.id, 4000, "flat")])).rejects.toMatchObject({
      fieldErrors: { "entries.0.discount": ["campaign_discount_too_large"] },
    });
    await expect(enter(running, [entry(mine.id, 10_000)])).rejects.toMatchObject({
      fieldErrors: { "entries.0.discount": ["campaign_discount_too_large"] },
    });
    await expect(enter(running, [entry(mine.id, 0)])).rejects.toThrow();
    await expect(enter(ended, [entry(mine.id)])).rejects.toMatchObject({ message: "campaign_not_found" });
    await expect(enter(999_999, [entry(mine.id)])).rejects.toMatchObject({ message: "campaign_not_found" });
    expect(await db.select().from(campaignProducts).where(eq(campaignProducts.productId, mine.id))).toEqual([]);
  });

  it("an entry waits for the operator; approval gives the price and tells the shop's followers once; a second product tells no one again", async () => {
    const db = database.db;
    await enterCampaign(db, { userId: mine.ownerId, campaignId: running, form: { entries: [entry(mine.id, 2000)] }, now: NOW });
    expect(await statusOf(running, mine.id)).toBe("pending");
    expect((await db.select().from(products).where(eq(products.id, mine.id)))[0].campaignId).toBeNull();

    const followers = (await db.select().from(shopFollowers).where(eq(shopFollowers.shopId, mine.shopId))).length;
    expect(followers).toBeGreaterThanOrEqual(3);
    const first = await decideCampaignEntries(db, { campaignId: running, productIds: [mine.id], approve: true, now: NOW });
    expect(first).toMatchObject({ decided: 1, shopsJoined: 1, notified: followers });
    const [row] = await db.select().from(products).where(eq(products.id, mine.id));
    expect([row.campaignId, row.campaignDiscountValue]).toEqual([running, 2000]);
    const told = await db.select().from(notifications).where(eq(notifications.url, "/campaign/running"));
    expect(told).toHaveLength(followers);

    await enterCampaign(db, { userId: mine.ownerId, campaignId: running, form: { entries: [entry(second.id)] }, now: NOW });
    const again = await decideCampaignEntries(db, { campaignId: running, productIds: [second.id], approve: true, now: NOW });
    expect(again).toMatchObject({ decided: 1, shopsJoined: 0, notified: 0 });
  });

  it("a product in a campaign that has not ended cannot enter another; rejecting takes the price away", async () => {
    const db = database.db;
    await expect(
      enterCampaign(db, { userId: mine.ownerId, campaignId: other, form: { entries: [entry(mine.id)] }, now: NOW }),
    ).rejects.toMatchObject({ message: "campaign_product_elsewhere" });
    await decideCampaignEntries(db, { campaignId: running, productIds: [mine.id], approve: false, now: NOW });
    expect(await statusOf(running, mine.id)).toBe("rejected");
    expect((await db.select().from(products).where(eq(products.id, mine.id)))[0].campaignId).toBeNull();
    // rejected there: free to enter the next one
    await enterCampaign(db, { userId: mine.ownerId, campaignId: other, form: { entries: [entry(mine.id)] }, now: NOW });
    expect(await statusOf(other, mine.id)).toBe("pending");
  });
  // two connections at once: PostgreSQL only (PGlite is one connection, so nothing there runs side by side)
  it.skipIf(name === "pglite")(
    "the operator answering while a checkout sells the same product: both go through, one after the other, never a deadlock",
    async () => {
      const db = database.db;
      const third = await simpleProduct(db, { priceCents: 5000 });
      await enterCampaign(db, { userId: third.ownerId, campaignId: running, form: { entries: [entry(third.id)] }, now: NOW });
      let locked!: () => void;
      const checkoutHoldsIt = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // what placing an order does (orders/take-stock.ts): its products locked first, then their campaign rows
      const checkout = db.transaction(async (tx) => {
        await tx.execute(sql`select id from products where id = ${third.id} for update`);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 400));
        await tx
          .update(campaignProducts)
          .set({ soldCount: sql`${campaignProducts.soldCount} + 1` })
          .where(and(eq(campaignProducts.campaignId, running), eq(campaignProducts.productId, third.id)));
      });
      await checkoutHoldsIt;
      const answer = decideCampaignEntries(db, { campaignId: running, productIds: [third.id], approve: true, now: NOW });
      const [sold, decided] = await Promise.allSettled([checkout, answer]);
      expect([sold.status, decided.status]).toEqual(["fulfilled", "fulfilled"]);
      const [row] = await db
        .select({ status: campaignProducts.status, sold: campaignProducts.soldCount })
        .from(campaignProducts)
        .where(and(eq(campaignProducts.campaignId, running), eq(campaignProducts.productId, third.id)));
      expect(row).toEqual({ status: "approved", sold: 1 });
      expect((await db.select().from(products).where(eq(products.id, third.id)))[0].campaignId).toBe(running);
    },
  );
});
