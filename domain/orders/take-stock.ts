import { sql } from "drizzle-orm";
import type { CartLineRow } from "../cart/cart-lines";

/**
 * What an order group's lines take from the stock, as the placing statement's values
 * (./write-orders.ts): units per product, per variant, and per campaign the product is sold in.
 */
export function stockNeeds(lines: CartLineRow[]) {
  const byProduct = new Map<number, number>();
  const byCampaign = new Map<string, { campaign_id: number; product_id: number; quantity: number }>();
  for (const l of lines) {
    byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
    if (l.campaignId === null) continue;
    const key = `${l.campaignId}:${l.productId}`;
    const sold = byCampaign.get(key) ?? { campaign_id: l.campaignId, product_id: l.productId, quantity: 0 };
    sold.quantity += l.quantity;
    byCampaign.set(key, sold);
  }
  return {
    products: [...byProduct].map(([id, quantity]) => ({ id, quantity })),
    variants: lines.filter((l) => l.variantId !== 0).map((l) => ({ id: l.variantId, quantity: l.quantity })),
    campaigns: [...byCampaign.values()],
  };
}

/**
 * The stock parts of the one placing statement: its products' rows locked in id order first,
 * then one conditional update per table for all lines. The lock order every stock change keeps
 * is products by id, then variants by id (the restock of a cancelled order too:
 * ./change-order-status.ts), so two of them never wait on each other crosswise. The updates'
 * `(select count(*) from "locked") > 0` is an uncorrelated subquery: PostgreSQL computes it once,
 * reading every row of `locked` (a `select` in a `with` runs only as far as its reader asks: an
 * `exists` would lock the first row only), before it changes any row. A row without the stock for
 * its quantity is not updated; the caller compares what was taken with what the lines need and
 * refuses the order (its transaction then undoes everything), as `stockShortfall` tells. The
 * units come as JSON values (`stockNeeds`), so the text is the same for every order.
 */
export const stockParts = sql`
  "need" as (select * from jsonb_to_recordset(${sql.placeholder("stockNeed")}::jsonb) as n("id" int, "quantity" int)),
  "locked" as (select "products"."id" from "products" where "products"."id" in (select "id" from "need") order by "products"."id" for update),
  "stock" as (update "products" set "stock" = "products"."stock" - "need"."quantity" from "need"
    where "products"."id" = "need"."id" and "products"."stock" >= "need"."quantity" and (select count(*) from "locked") > 0
    returning "products"."id"),
  "variant_stock" as (update "product_variants" set "stock" = "product_variants"."stock" - v."quantity"
    from jsonb_to_recordset(${sql.placeholder("variantNeed")}::jsonb) as v("id" int, "quantity" int)
    where "product_variants"."id" = v."id" and "product_variants"."stock" >= v."quantity" and (select count(*) from "locked") > 0
    returning "product_variants"."id"),
  -- units sold at a campaign's price count towards its sold-so-far (the flash sale's bar)
  "campaign_sold" as (update "campaign_products" set "sold_count" = "campaign_products"."sold_count" + s."quantity"
    from jsonb_to_recordset(${sql.placeholder("campaignSold")}::jsonb) as s("campaign_id" int, "product_id" int, "quantity" int)
    where "campaign_products"."campaign_id" = s."campaign_id" and "campaign_products"."product_id" = s."product_id"
      and (select count(*) from "locked") > 0)`;

/** What the statement answers about the stock: the rows it could take. */
export const stockTaken = sql`(select coalesce(array_agg("id"), '{}') from "stock") as "stock_taken",
  (select coalesce(array_agg("id"), '{}') from "variant_stock") as "variant_stock_taken"`;

/** The first line (in product order) whose stock was not there, or undefined when all of it was taken. */
export function stockShortfall(lines: CartLineRow[], taken: { products: number[]; variants: number[] }): CartLineRow | undefined {
  const products = new Set(taken.products.map(Number));
  const variants = new Set(taken.variants.map(Number));
  return [...lines]
    .sort((a, b) => a.productId - b.productId || a.variantId - b.variantId)
    .find((l) => !products.has(l.productId) || (l.variantId !== 0 && !variants.has(l.variantId)));
}
