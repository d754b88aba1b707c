import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { campaigns, products, systemKeys } from "../../db/schema";
import { campaignList } from "../../domain/campaigns/campaign-list";
import { campaignState } from "../../domain/campaigns/campaign-page";
import { paidPrice } from "../../domain/catalog/pricing";
import { seedDemo } from "../../seed/demo";
import { DEMO_CAMPAIGN_ANCHOR, rollDemoCampaigns } from "../../seed/demo-campaigns";
import { present } from "../setup/present";
import { testCtx } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const DAY = 86_400_000;
const SEEDED = new Date("2026-03-01T09:00:00Z");

/** The demo never goes stale: every start moves its campaigns by the time since the last (seed/demo-campaigns.ts). */
describeOnDatabases("the demo's campaigns rolled forward", { seed: false }, (on) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = on.database;
    await seedDemo(database.db, { uploadsDir: path.join(os.tmpdir(), "campaign-roll-uploads"), products: 120, images: false, now: SEEDED });
  }, 60_000);

  const states = async (now: Date) =>
    Object.fromEntries((await database.db.select().from(campaigns)).map((c) => [c.slug, campaignState(c, now)]));

  it("seeds five running campaigns (one a flash sale), one ended and one upcoming, relative to the seed's moment", async () => {
    expect(await states(SEEDED)).toEqual({
      "winter-sale": "running",
      "flash-friday": "running",
      "back-to-school": "running",
      "home-refresh": "running",
      "gadget-week": "running",
      "summer-clearance": "ended",
      "spring-festival": "upcoming",
    });
    const [anchor] = await database.db.select().from(systemKeys).where(eq(systemKeys.name, DEMO_CAMPAIGN_ANCHOR));
    expect(anchor.value).toBe(SEEDED.toISOString());
  });

  it("left alone, a month later every campaign has ended; a start then moves them all back into place and reprices", async () => {
    const later = new Date(SEEDED.getTime() + 40 * DAY);
    expect((await campaignList(testCtx(database.db, later), { page: 1, locale: "en" })).total).toBe(0);
    const before = await database.db.select().from(campaigns);
    const placed = await states(SEEDED);

    expect(await rollDemoCampaigns(database.db, later)).toBe(7);

    expect(await states(later)).toEqual(placed);
    const after = await database.db.select().from(campaigns);
    for (const c of after) {
      const was = present(
        before.find((b) => b.id === c.id),
        `campaign ${c.slug} before the roll`,
      );
      expect(c.startsAt.getTime() - was.startsAt.getTime()).toBe(40 * DAY);
      expect(c.endsAt.getTime() - was.endsAt.getTime()).toBe(40 * DAY);
    }
    const list = await campaignList(testCtx(database.db, later), { page: 1, locale: "en" });
    expect(list.total).toBe(5);
    expect(list.data.some((c) => c.is_flash_sale)).toBe(true);

    // the products carry the moved window, so the running campaigns' prices apply again
    const flash = present(
      after.find((c) => c.slug === "flash-friday"),
      "the flash-friday campaign",
    );
    const rows = await database.db.select().from(products).where(eq(products.campaignId, flash.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const p of rows) {
      expect(p.campaignEndsAt?.getTime()).toBe(flash.endsAt.getTime());
      expect(p.campaignStartsAt?.getTime()).toBe(flash.startsAt.getTime());
    }
    expect(rows.some((p) => paidPrice(p, later).source === "campaign")).toBe(true);
    const [anchor] = await database.db.select().from(systemKeys).where(eq(systemKeys.name, DEMO_CAMPAIGN_ANCHOR));
    expect(anchor.value).toBe(later.toISOString());
  });

  it("does nothing when no time passed, and leaves a shop without the demo's anchor (and campaigns not the demo's) alone", async () => {
    const [anchor] = await database.db.select().from(systemKeys).where(eq(systemKeys.name, DEMO_CAMPAIGN_ANCHOR));
    expect(await rollDemoCampaigns(database.db, new Date(anchor.value))).toBe(0);

    const [own] = await database.db
      .insert(campaigns)
      .values({
        slug: "operator-own",
        title: { en: "Own" },
        description: { en: "" },
        startsAt: new Date(anchor.value),
        endsAt: new Date(Date.parse(anchor.value) + DAY),
      })
      .returning();
    const later = new Date(Date.parse(anchor.value) + 3 * DAY);
    expect(await rollDemoCampaigns(database.db, later)).toBe(7);
    const [still] = await database.db.select().from(campaigns).where(eq(campaigns.id, own.id));
    expect(still.endsAt.getTime()).toBe(own.endsAt.getTime());

    await database.db.delete(systemKeys).where(inArray(systemKeys.name, [DEMO_CAMPAIGN_ANCHOR]));
    expect(await rollDemoCampaigns(database.db, new Date(later.getTime() + DAY))).toBe(0);
  });
});
