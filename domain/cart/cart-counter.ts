import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartLines } from "../../db/schema";
import { type CartOwner, ownedBy } from "./cart-owner";

/** The cart as the page data carries it (spec §1 `carts`): the lines' ids, products and quantities, for the header counter. */
export async function cartBrief(db: Database, owner: CartOwner) {
  return db
    .select({
      id: cartLines.id,
      product_id: cartLines.productId,
      variant_id: cartLines.variantId,
      quantity: cartLines.quantity,
      trx_id: cartLines.trxId,
    })
    .from(cartLines)
    .where(and(ownedBy(cartLines, owner), eq(cartLines.isBuyNow, false)))
    .orderBy(cartLines.id);
}

export type CartBrief = Awaited<ReturnType<typeof cartBrief>>;

/** `cartBrief` as a column of a bigger read (the account's state in one statement): the same lines, as JSON. */
export function cartBriefOf(owner: CartOwner): SQL<CartBrief> {
  return sql<CartBrief>`(select coalesce(json_agg(json_build_object('id', ${cartLines.id}, 'product_id', ${cartLines.productId},
      'variant_id', ${cartLines.variantId}, 'quantity', ${cartLines.quantity}, 'trx_id', ${cartLines.trxId}) order by ${cartLines.id}), '[]')
    from ${cartLines} where ${ownedBy(cartLines, owner)} and not ${cartLines.isBuyNow})`;
}
