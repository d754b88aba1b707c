import { and, asc, count, desc, eq } from "drizzle-orm";
import { compareItems, products, wishlists } from "../../db/schema";
import type { Database } from "../../db/client";
import { ownedBy, type CompareOwner } from "./compare-owner";

/**
 * The ids the client keeps for its counters and pressed buttons (page data `user_wishlists`,
 * `compare_ids`): only products shoppers may see, so the counters match the list pages.
 */
export async function wishlistIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: wishlists.productId })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(and(eq(wishlists.userId, userId), eq(products.isVisible, true)))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.productId));
  return rows.map((r) => r.id);
}

export async function compareIds(db: Database, owner: CompareOwner): Promise<number[]> {
  const rows = await db
    .select({ id: compareItems.productId })
    .from(compareItems)
    .innerJoin(products, eq(products.id, compareItems.productId))
    .where(and(ownedBy(owner), eq(products.isVisible, true)))
    .orderBy(asc(compareItems.createdAt), asc(compareItems.id));
  return rows.map((r) => r.id);
}

export async function wishlistCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(and(eq(wishlists.userId, userId), eq(products.isVisible, true)));
  return row?.n ?? 0;
}

export async function compareCount(db: Database, owner: CompareOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(compareItems)
    .innerJoin(products, eq(products.id, compareItems.productId))
    .where(and(ownedBy(owner), eq(products.isVisible, true)));
  return row?.n ?? 0;
}
