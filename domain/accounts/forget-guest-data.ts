import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartCoupons, cartLines, compareItems, productViews } from "../../db/schema";

/**
 * What a guest kept by session (cart, applied coupons, compare list, viewed products) goes
 * when the session itself is swept: nobody can reach it any more. A signed-in user's rows
 * carry the user id and are never touched here.
 */
export async function forgetGuestData(db: Database, sessionHashes: string[]): Promise<void> {
  if (!sessionHashes.length) return;
  for (const table of [cartLines, cartCoupons, compareItems]) {
    await db.delete(table).where(and(inArray(table.sessionHash, sessionHashes), isNull(table.userId)));
  }
  await db.delete(productViews).where(and(inArray(productViews.sessionHash, sessionHashes), isNull(productViews.userId)));
}
