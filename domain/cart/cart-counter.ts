import { and, eq } from "drizzle-orm";
import { cartLines } from "../../db/schema";
import type { Database } from "../../db/client";
import { ownedBy, type CartOwner } from "./cart-owner";

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
