import { sql } from "drizzle-orm";
import { type Database, rowsChanged } from "../../db/client";

/** How far back each periodic refresh looks past the previous one (clock differences, a slow run). */
export const REFRESH_OVERLAP_MS = 5 * 60_000;

/**
 * Keep `products.sale_price_cents` (the price the shopper pays, which listings sort and filter
 * on) in step with the clock: the database trigger sets it whenever a price or a discount is
 * written, but a discount whose window opens or closes changes the paid price without a write.
 * This rewrites the rows whose stored price is no longer the one the window gives now (SQL
 * function `product_sale_price_cents`, the same rule as `./pricing.ts`), and only those.
 *
 * Without `since` every discounted product is looked at (at start: windows that moved while the
 * shop was down; ~0.3 s on 100k products). With `since`, only discounts whose window opened or
 * closed after it, through the two partial indexes on the window's ends (the minute's run).
 * Returns how many rows it changed.
 */
export async function refreshSalePrices(db: Database, opts: { since?: Date } = {}): Promise<number> {
  const paid = sql`product_paid_cents(price_cents, discount_type, discount_value, discount_starts_at, discount_ends_at,
    campaign_discount_type, campaign_discount_value, campaign_starts_at, campaign_ends_at, now())`;
  const since = opts.since?.toISOString();
  // each window is looked up through its own partial indexes (own discount; campaign)
  const own = since
    ? sql`discount_type is not null and ((discount_starts_at > ${since} and discount_starts_at <= now())
            or (discount_ends_at >= ${since} and discount_ends_at < now()))`
    : sql`discount_type is not null`;
  const campaign = since
    ? sql`campaign_id is not null and ((campaign_starts_at > ${since} and campaign_starts_at <= now())
            or (campaign_ends_at >= ${since} and campaign_ends_at < now()))`
    : sql`campaign_id is not null`;
  const result = await db.execute(
    sql`update products set sale_price_cents = ${paid} where ((${own}) or (${campaign})) and sale_price_cents <> ${paid}`,
  );
  return rowsChanged(result);
}
