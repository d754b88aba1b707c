import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Keep `products.sale_price_cents` (the price the shopper pays, which listings sort and filter
 * on) in step with the clock: the database trigger sets it whenever a price or a discount is
 * written, but a discount whose window opens or closes changes the paid price without a write.
 * This rewrites the rows whose stored price is no longer the one the window gives now (SQL
 * function `product_sale_price_cents`, the same rule as `./pricing.ts`). Run at start and every
 * minute; only rows with a discount are looked at, and only those out of step are written.
 * Returns how many rows it changed.
 */
export async function refreshSalePrices(db: Database): Promise<number> {
  const result = await db.execute(sql`
    update products set sale_price_cents = product_sale_price_cents(price_cents, discount_type, discount_value, discount_starts_at, discount_ends_at, now())
    where discount_type is not null
      and sale_price_cents <> product_sale_price_cents(price_cents, discount_type, discount_value, discount_starts_at, discount_ends_at, now())`);
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
