import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import { compareItems, products, wishlists } from "../../db/schema";
import { type CompareOwner, ownedBy } from "./compare-owner";

/**
 * The ids the client keeps for its counters and pressed buttons (page data `user_wishlists`,
 * `compare_ids`): only products shoppers may see, so the counters match the list pages.
 */
export async function wishlistIds(db: Database, userId: number): Promise<number[]> {
  return idsFrom(await db.execute(sql`select ${wishlistIdsOf(userId)} as "ids"`));
}

export async function compareIds(db: Database, owner: CompareOwner): Promise<number[]> {
  return idsFrom(await db.execute(sql`select ${compareIdsOf(owner)} as "ids"`));
}

const idsFrom = (result: unknown) => (rowsOf<{ ids: number[] }>(result)[0]?.ids ?? []).map(Number);

/** `wishlistIds` as a column of a bigger read (the account's state in one statement): newest first. */
export function wishlistIdsOf(userId: number): SQL<number[]> {
  return sql<
    number[]
  >`(select coalesce(array_agg(${wishlists.productId} order by ${wishlists.createdAt} desc, ${wishlists.productId} desc), '{}')
    from ${wishlists} join ${products} on ${products.id} = ${wishlists.productId}
    where ${wishlists.userId} = ${userId} and ${products.isVisible})`;
}

/** `compareIds` as a column of a bigger read: in the order they were added. */
export function compareIdsOf(owner: CompareOwner): SQL<number[]> {
  return sql<number[]>`(select coalesce(array_agg(${compareItems.productId} order by ${compareItems.createdAt}, ${compareItems.id}), '{}')
    from ${compareItems} join ${products} on ${products.id} = ${compareItems.productId}
    where ${ownedBy(owner)} and ${products.isVisible})`;
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
