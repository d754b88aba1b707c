import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { Viewer } from "../context";

/** Whose cart: a signed-in user's, or a guest's by session (it joins the account at sign-in). */
export type CartOwner = { userId: number; sessionHash?: undefined } | { userId?: undefined; sessionHash: string };

export function cartOwnerOf(viewer: Pick<Viewer, "userId" | "sessionHash">): CartOwner {
  return viewer.userId !== null ? { userId: viewer.userId } : { sessionHash: viewer.sessionHash };
}

/** The rows of one owner in a table with `user_id` and `session_hash` columns (a guest's rows have no user). */
export function ownedBy(table: { userId: PgColumn; sessionHash: PgColumn }, owner: CartOwner): SQL {
  return owner.userId !== undefined ? eq(table.userId, owner.userId) : and(eq(table.sessionHash, owner.sessionHash), isNull(table.userId))!;
}

/** The key of the advisory lock that serialises one owner's cart changes and checkouts. */
export function cartLockKey(owner: CartOwner): string {
  return owner.userId !== undefined ? `cart:user:${owner.userId}` : `cart:session:${owner.sessionHash}`;
}

/**
 * Take the owner's cart lock for the rest of the transaction (one round trip). `durable: false`
 * also lets the transaction's commit return before its WAL reaches the disk: for changes to cart
 * lines only, never to money or stock (decision 050). On PGlite the setting changes nothing.
 */
export async function lockCart(tx: Database, owner: CartOwner, opts: { durable: boolean } = { durable: true }): Promise<void> {
  const key = cartLockKey(owner);
  await tx.execute(
    opts.durable
      ? sql`select pg_advisory_xact_lock(hashtext(${key}))`
      : sql`select pg_advisory_xact_lock(hashtext(${key})), set_config('synchronous_commit', 'off', true)`,
  );
}

/** The owner columns of a new row. */
export function ownerColumns(owner: CartOwner) {
  return { userId: owner.userId ?? null, sessionHash: owner.userId !== undefined ? null : owner.sessionHash };
}
