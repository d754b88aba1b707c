import { and, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { compareItems, products } from "../../db/schema";
import { COMPARE_MAX } from "./compare-owner";

/**
 * A sign-in step (domain/accounts/carry-over.ts): the guest's compare list joins the user's.
 * A product already on the user's list stays once (the insert skips it instead of failing on
 * the unique index); if the two lists together pass the maximum, the most recently added
 * products are kept. Only the guest's own rows move: rows of a signed-in session have no hash.
 */
export async function carryOverCompare(db: Database, move: { fromSessionHash: string; userId: number }): Promise<void> {
  const guestRows = and(eq(compareItems.sessionHash, move.fromSessionHash), isNull(compareItems.userId));
  await db.execute(sql`
    insert into ${compareItems} (user_id, session_hash, product_id, created_at)
    select ${move.userId}, null, product_id, created_at from ${compareItems}
    where session_hash = ${move.fromSessionHash} and user_id is null
    order by created_at, id
    on conflict (user_id, product_id) do nothing`);
  await db.delete(compareItems).where(guestRows);
  const kept = db
    .select({ id: compareItems.id })
    .from(compareItems)
    .innerJoin(products, eq(products.id, compareItems.productId))
    .where(and(eq(compareItems.userId, move.userId), eq(products.isVisible, true)))
    .orderBy(desc(compareItems.createdAt), desc(compareItems.id))
    .limit(COMPARE_MAX);
  await db.delete(compareItems).where(and(eq(compareItems.userId, move.userId), notInArray(compareItems.id, kept)));
}
