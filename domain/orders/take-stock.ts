import { sql, type SQL } from "drizzle-orm";
import { campaignProducts, products, productVariants } from "../../db/schema";
import type { CartLineRow } from "../cart/cart-lines";

/**
 * The stock an order group takes, as parts of the one placing statement (./write-orders.ts):
 * its products' rows locked in id order first, then one conditional update per table for all
 * lines. The lock order every stock change keeps is products by id, then variants by id (the
 * restock of a cancelled order too: ./change-order-status.ts), so two of them never wait on each
 * other crosswise. The updates' `(select count(*) from "locked") > 0` is an uncorrelated subquery:
 * PostgreSQL computes it once, reading every row of `locked` (a `select` in a `with` runs only as
 * far as its reader asks: an `exists` would lock the first row only), before it changes any row.
 * A row without the stock for its quantity is not updated; the caller compares what was taken
 * with what the lines need and refuses the order (its transaction then undoes everything), as
 * `stockShortfall` tells.
 */
export function stockParts(lines: CartLineRow[]): { parts: [string, SQL][]; taken: SQL } {
  const byProduct = new Map<number, number>();
  const byCampaign = new Map<string, { campaignId: number; productId: number; quantity: number }>();
  for (const l of lines) {
    byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
    if (l.campaignId === null) continue;
    const key = `${l.campaignId}:${l.productId}`;
    const sold = byCampaign.get(key) ?? { campaignId: l.campaignId, productId: l.productId, quantity: 0 };
    sold.quantity += l.quantity;
    byCampaign.set(key, sold);
  }
  const variantLines = lines.filter((l) => l.variantId !== 0);
  const ids = [...byProduct.keys()].sort((a, b) => a - b);
  const pairs = (rows: [number, number][]) =>
    sql.join(
      rows.map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
      sql`, `,
    );
  const locked = sql`(select count(*) from "locked") > 0`;
  const parts: [string, SQL][] = [
    [
      "locked",
      sql`select ${products.id} from ${products} where ${products.id} in (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )}) order by ${products.id} for update`,
    ],
    [
      "stock",
      sql`update ${products} set "stock" = ${products.stock} - "need"."quantity"
        from (values ${pairs(ids.map((id) => [id, byProduct.get(id)!]))}) as "need"("id", "quantity")
        where ${products.id} = "need"."id" and ${products.stock} >= "need"."quantity" and ${locked}
        returning ${products.id}`,
    ],
  ];
  if (variantLines.length)
    parts.push([
      "variant_stock",
      sql`update ${productVariants} set "stock" = ${productVariants.stock} - "need"."quantity"
        from (values ${pairs(variantLines.map((l) => [l.variantId, l.quantity]))}) as "need"("id", "quantity")
        where ${productVariants.id} = "need"."id" and ${productVariants.stock} >= "need"."quantity" and ${locked}
        returning ${productVariants.id}`,
    ]);
  // units sold at a campaign's price count towards its sold-so-far (the flash sale's bar)
  if (byCampaign.size)
    parts.push([
      "campaign_sold",
      sql`update ${campaignProducts} set "sold_count" = ${campaignProducts.soldCount} + "sold"."quantity"
        from (values ${sql.join(
          [...byCampaign.values()].map((s) => sql`(${s.campaignId}::int, ${s.productId}::int, ${s.quantity}::int)`),
          sql`, `,
        )}) as "sold"("campaign_id", "product_id", "quantity")
        where ${campaignProducts.campaignId} = "sold"."campaign_id" and ${campaignProducts.productId} = "sold"."product_id" and ${locked}`,
    ]);
  // what the statement answers about the stock: the rows it could take
  const taken = sql`(select coalesce(array_agg("id"), '{}') from "stock") as "stock_taken", ${
    variantLines.length ? sql`(select coalesce(array_agg("id"), '{}') from "variant_stock")` : sql`'{}'::int[]`
  } as "variant_stock_taken"`;
  return { parts, taken };
}

/** The first line (in product order) whose stock was not there, or undefined when all of it was taken. */
export function stockShortfall(lines: CartLineRow[], taken: { products: number[]; variants: number[] }): CartLineRow | undefined {
  const products = new Set(taken.products.map(Number));
  const variants = new Set(taken.variants.map(Number));
  return [...lines]
    .sort((a, b) => a.productId - b.productId || a.variantId - b.variantId)
    .find((l) => !products.has(l.productId) || (l.variantId !== 0 && !variants.has(l.variantId)));
}
