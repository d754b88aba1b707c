import { eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { allOf } from "../../db/conditions";
import type { Viewer } from "../context";

/** Whose cart: a signed-in user's, or a guest's by session (it joins the account at sign-in). */
export type CartOwner = { userId: number; sessionHash?: undefined } | { userId?: undefined; sessionHash: string };

export function cartOwnerOf(viewer: Pick<Viewer, "userId" | "sessionHash">): CartOwner {
  return viewer.userId !== null ? { userId: viewer.userId } : { sessionHash: viewer.sessionHash };
}

/** The rows of one owner in a table with `user_id` and `session_hash` columns (a guest's rows have no user). */
export function ownedBy(table: { userId: PgColumn; sessionHash: PgColumn }, owner: CartOwner): SQL {
  return owner.userId !== undefined
    ? eq(table.userId, owner.userId)
    : allOf(eq(table.sessionHash, owner.sessionHash), isNull(table.userId));
}

/** The kinds of owner a statement built once is written for (db/named-statement.ts): one text each. */
export type OwnerKind = "user" | "session";
export const ownerKind = (owner: CartOwner): OwnerKind => (owner.userId !== undefined ? "user" : "session");

/**
 * An owner of the given kind whose id is the statement's `owner` placeholder, for `ownedBy` in a
 * statement built once; `ownerValue` is what the placeholder is given when it runs.
 */
export function ownerPlaceholder(kind: OwnerKind): CartOwner {
  const owner: unknown = sql.placeholder("owner");
  return kind === "user" ? { userId: owner as number } : { sessionHash: owner as string };
}
export const ownerValue = (owner: CartOwner): number | string => owner.userId ?? owner.sessionHash;

/** The key of the advisory lock that serialises one owner's cart changes and checkouts. */
export function cartLockKey(owner: CartOwner): string {
  return owner.userId !== undefined ? `cart:user:${owner.userId}` : `cart:session:${owner.sessionHash}`;
}

/** A lock key made only of letters, digits and colons (an account's id, a session's hex hash): it may be written into the statement. */
const PLAIN_KEY = /^cart:(user:\d{1,10}|session:[0-9a-f]{16,128})$/;

/**
 * Take the owner's cart lock for the rest of the transaction. `durable: false` also lets the
 * transaction's commit return before its WAL reaches the disk: for changes to cart lines only,
 * never to money or stock (decision 050). On PGlite the setting changes nothing. The key is
 * written into the statement when it is plain (it always is for a real owner), so the statement
 * has no parameters and its transaction's `begin` travels with it: one round trip for both
 * (db/begin-with-first-statement.ts, decision 058).
 */
export async function lockCart(tx: Database, owner: CartOwner, opts: { durable: boolean } = { durable: true }): Promise<void> {
  const key = cartLockKey(owner);
  const keySql = PLAIN_KEY.test(key) ? sql.raw(`'${key}'`) : sql`${key}`;
  await tx.execute(
    opts.durable
      ? sql`select pg_advisory_xact_lock(hashtext(${keySql}))`
      : sql`select pg_advisory_xact_lock(hashtext(${keySql})), set_config('synchronous_commit', 'off', true)`,
  );
}

/** The owner columns of a new row. */
export function ownerColumns(owner: CartOwner) {
  return { userId: owner.userId ?? null, sessionHash: owner.userId !== undefined ? null : owner.sessionHash };
}
