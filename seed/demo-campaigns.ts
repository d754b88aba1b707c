import { and, desc, eq, gt, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { campaignProducts, campaigns, products, systemKeys } from "../db/schema";
import { applyCampaignPrices } from "../domain/campaigns/campaign-prices";
import { campaigns as campaignData } from "./data/content";
import type { Art } from "./illustrations";
import type { ImageSpec } from "./images";

const HOUR = 3_600_000;
/** The moment the demo campaigns' windows are counted from (system_keys): set by the seed, moved by every start. */
export const DEMO_CAMPAIGN_ANCHOR = "demo_campaigns_anchor";

/** What each campaign's pictures show, in the order of seed/data/content.ts. */
const CAMPAIGN_ARTS: Art[][] = [
  ["jacket", "beanie", "pillow"], // winter sale
  ["smartwatch", "earbuds", "camera"], // flash Friday
  ["backpack", "book", "laptop"], // back to school
  ["armchair", "pendant", "rug"], // home refresh
  ["phone", "tablet", "gamepad"], // gadget week
  ["sneaker", "tshirt", "tote"], // summer clearance (ended)
  ["bicycle", "helmet", "basket"], // spring festival (upcoming)
];

const PER_CAMPAIGN = 20;

/**
 * The demo's campaigns (seed/data/content.ts) with their banner and thumbnail, each with 20
 * approved products (fewer in a small catalogue) (percentage and flat discounts; some also have their own special discount
 * running, so the lower price shows) and two requests still pending. The flash sale's products
 * are in stock and have sold a few units already. The windows are relative to `now`, which is
 * kept as the anchor `rollDemoCampaigns` moves them from. Prices are copied onto the products
 * by applyCampaignPrices, as any writer of campaigns must.
 */
export async function seedDemoCampaigns(db: Database, images: ImageSpec[], now: Date) {
  const pool = await db
    .select({ id: products.id, priceCents: products.priceCents, stock: products.stock })
    .from(products)
    // things sold from stock at a price (no classified ads, catalogue-only or digital items)
    .where(
      and(
        eq(products.isVisible, true),
        gt(products.priceCents, 1000),
        eq(products.isClassified, false),
        eq(products.isCatalog, false),
        eq(products.isDigital, false),
      ),
    )
    .orderBy(desc(products.totalSales), products.id)
    .limit(600);
  const ownRunning = new Set(
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(
              products.id,
              pool.map((p) => p.id),
            ),
            isNotNull(products.discountType),
            lte(products.discountStartsAt, now),
            gte(products.discountEndsAt, now),
          ),
        )
    ).map((r) => r.id),
  );
  const taken = new Set<number>();
  const take = (n: number, test: (p: (typeof pool)[number]) => boolean) => {
    const out = pool.filter((p) => !taken.has(p.id) && test(p)).slice(0, n);
    for (const p of out) taken.add(p.id);
    return out;
  };
  // a small catalogue (the tests') shares out what it has
  const per = Math.max(2, Math.min(PER_CAMPAIGN, Math.floor(pool.length / (campaignData.length + 2))));
  const withOwn = Math.max(1, Math.round(per / 5));
  for (const [i, c] of campaignData.entries()) {
    const [art, ...arts] = CAMPAIGN_ARTS[i % CAMPAIGN_ARTS.length];
    const key = `demo/campaigns/${c.slug}`;
    // one drawing per campaign: the kind writes the square thumbnail and the wide banner sizes
    images.push({ kind: "campaign", key, hue: c.hue, art, arts });
    const [row] = await db
      .insert(campaigns)
      .values({
        slug: c.slug,
        title: c.title,
        shortDescription: c.shortDescription,
        description: c.description,
        image: key,
        thumbnail: key,
        backgroundColor: c.backgroundColor,
        textColor: c.textColor,
        startsAt: new Date(now.getTime() + c.startHours * HOUR),
        endsAt: new Date(now.getTime() + c.endHours * HOUR),
        isFeatured: c.featured,
        isFlashSale: c.flashSale,
      })
      .returning({ id: campaigns.id });
    const inStock = (p: (typeof pool)[number]) => !c.flashSale || p.stock > 0;
    const chosen = [
      ...take(per - withOwn, (p) => inStock(p) && !ownRunning.has(p.id)),
      ...take(withOwn, (p) => inStock(p) && ownRunning.has(p.id)),
    ];
    const pending = take(2, () => true);
    const entries = [
      ...chosen.map((p, k) => {
        const flat = k % 3 === 2;
        return {
          campaignId: row.id,
          productId: p.id,
          status: "approved" as const,
          discountType: flat ? ("flat" as const) : ("percentage" as const),
          // flat: about a fifth of the price in whole units; percentage: 10 to 35 % (hundredths)
          discountValue: flat ? Math.max(100, Math.round((p.priceCents * 0.2) / 100) * 100) : 1000 + (k % 6) * 500,
          soldCount: c.flashSale ? 3 + ((k * 7) % 23) : (k * 5) % 9,
        };
      }),
      ...pending.map((p) => ({
        campaignId: row.id,
        productId: p.id,
        status: "pending" as const,
        discountType: "percentage" as const,
        discountValue: 5000,
      })),
    ];
    if (entries.length) await db.insert(campaignProducts).values(entries);
    await applyCampaignPrices(db, row.id, now);
  }
  await db
    .insert(systemKeys)
    .values({ name: DEMO_CAMPAIGN_ANCHOR, value: now.toISOString() })
    .onConflictDoUpdate({ target: systemKeys.name, set: { value: now.toISOString() } });
}

/**
 * At every start of a demo shop: move the demo campaigns' windows by the time since the anchor,
 * so they sit where the seed put them relative to now (the running ones run, the ended one has
 * ended, the coming one is still to come), then bring the products' copies of their prices in
 * step. Only a shop the demo seeded has the anchor; only the demo's slugs move. Returns how
 * many campaigns moved (0 without the anchor or when no time passed).
 */
export async function rollDemoCampaigns(db: Database, now: Date): Promise<number> {
  return db.transaction(async (t) => {
    const [anchor] = await t.select().from(systemKeys).where(eq(systemKeys.name, DEMO_CAMPAIGN_ANCHOR)).for("update");
    if (!anchor) return 0;
    const shift = now.getTime() - Date.parse(anchor.value);
    if (!Number.isFinite(shift) || shift === 0) return 0;
    const interval = `${Math.round(shift)} milliseconds`;
    const moved = await t
      .update(campaigns)
      .set({
        startsAt: sql`${campaigns.startsAt} + ${interval}::interval`,
        endsAt: sql`${campaigns.endsAt} + ${interval}::interval`,
        updatedAt: now,
      })
      .where(
        inArray(
          campaigns.slug,
          campaignData.map((c) => c.slug),
        ),
      )
      .returning({ id: campaigns.id });
    for (const c of moved) await applyCampaignPrices(t, c.id, now);
    await t.update(systemKeys).set({ value: now.toISOString() }).where(eq(systemKeys.name, DEMO_CAMPAIGN_ANCHOR));
    return moved.length;
  });
}
