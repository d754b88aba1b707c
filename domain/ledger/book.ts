import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type LedgerEntryKind,
  type LedgerRefType,
  ledgerAccounts,
  ledgerEntries,
  type PlatformAccountKind,
  type UserAccountKind,
} from "../../db/schema";
import { ConflictError, UnprocessableError } from "../../kernel/errors";
import { contraOf } from "./contra";

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Users' accounts that hold what the user owes the marketplace (the marketplace's assets), not what
 * it owes them: their entries and counter-entries have the same sign, and the books' sum counts them
 * the other way (`checkBooks`).
 */
export const OWED_TO_MARKETPLACE: ReadonlySet<UserAccountKind> = new Set(["seller_debt", "rider_cash"]);

/** The largest amount one entry may move (well inside a bigint and a JS safe integer). */
export const MAX_ENTRY_MINOR = 1_000_000_000_000;

export interface Booking {
  userId: number;
  account: UserAccountKind;
  /** the marketplace account the counter-entry goes to (decision 071); by default the one of the kind (./contra.ts) */
  contra?: PlatformAccountKind;
  /** the account's currency when it is opened by this booking (an existing account keeps its own) */
  currencyCode: string;
  kind: LedgerEntryKind;
  /** signed, in the account's minor units: credit > 0, debit < 0 */
  amountMinor: number;
  ref?: { type: LedgerRefType; id: number | null };
  /** the same key for every retry of the same booking: the second finds the first */
  idempotencyKey: string;
  note?: string;
  /** the amount as it was in another currency, and the rate used (account currency → that one) */
  foreign?: { amountMinor: number; currencyCode: string; rate: string };
}

export interface Booked {
  entry: LedgerEntryRow;
  account: LedgerAccountRow;
  /** true when the key was booked before: nothing new was booked */
  repeated: boolean;
}

/** The user's account of a kind, locked (`FOR UPDATE`) for the rest of the caller's transaction; opened at zero if missing. */
export async function lockAccount(
  tx: Database,
  input: { userId: number; account: UserAccountKind; currencyCode: string },
): Promise<LedgerAccountRow> {
  await tx
    .insert(ledgerAccounts)
    .values({ userId: input.userId, kind: input.account, currencyCode: input.currencyCode })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, input.userId), eq(ledgerAccounts.kind, input.account)))
    .for("update");
  return row;
}

/**
 * Before a transfer that books on several accounts (a conversion, a voucher bought or redeemed,
 * a commission): lock them all in one fixed order (user, then kind), so two transfers that
 * touch the same accounts in opposite directions queue instead of deadlocking. `book` then finds
 * each row already locked by this transaction.
 */
export async function lockAccounts(tx: Database, accounts: { userId: number; account: UserAccountKind; currencyCode: string }[]) {
  const unique = [...new Map(accounts.map((a) => [`${a.userId}:${a.account}`, a])).values()];
  unique.sort((a, b) => a.userId - b.userId || a.account.localeCompare(b.account));
  for (const a of unique) await lockAccount(tx, a);
}

/**
 * The one way money moves (decision 027), inside the caller's transaction: lock the account
 * row, answer the earlier entry if the idempotency key was booked already (the same amount and
 * account, else 409), refuse a debit below zero (422 `wallet_insufficient` under `amount`, nothing booked),
 * append the entry and move the cached balance. Concurrent bookings on one account queue on
 * its row lock, so the check and the write see the same balance.
 */
export async function book(tx: Database, input: Booking): Promise<Booked> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0 || Math.abs(input.amountMinor) > MAX_ENTRY_MINOR)
    throw new UnprocessableError("wallet_amount_invalid", "amount");
  const account = await lockAccount(tx, input);
  const [earlier] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, input.idempotencyKey)).limit(1);
  if (earlier) {
    if (earlier.accountId !== account.id || earlier.amountMinor !== input.amountMinor || earlier.kind !== input.kind)
      throw new ConflictError("ledger_key_reused");
    return { entry: earlier, account, repeated: true };
  }
  const after = account.balanceMinor + input.amountMinor;
  if (after < 0) throw new UnprocessableError("wallet_insufficient", "amount");
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      accountId: account.id,
      kind: input.kind,
      amountMinor: input.amountMinor,
      currencyCode: account.currencyCode,
      balanceAfter: after,
      foreignAmountMinor: input.foreign?.amountMinor ?? null,
      foreignCurrency: input.foreign?.currencyCode ?? null,
      rate: input.foreign?.rate ?? null,
      refType: input.ref?.type ?? null,
      refId: input.ref?.id ?? null,
      idempotencyKey: input.idempotencyKey,
      note: input.note ?? "",
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  // the key was taken by a booking on another account between our look and our insert
  if (!entry) throw new ConflictError("ledger_key_reused");
  const [moved] = await tx
    .update(ledgerAccounts)
    .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${input.amountMinor}`, updatedAt: new Date() })
    .where(eq(ledgerAccounts.id, account.id))
    .returning();
  // the double entry: the same amount the other way on the marketplace's account (for what a user
  // owes the marketplace, an asset of the marketplace, the same way: decision 071)
  await platformEntry(tx, {
    account: input.contra ?? contraOf(input.kind),
    currencyCode: account.currencyCode,
    kind: "contra",
    amountMinor: OWED_TO_MARKETPLACE.has(input.account) ? input.amountMinor : -input.amountMinor,
    ref: input.ref,
    idempotencyKey: `${input.idempotencyKey}#contra`,
    note: input.kind,
  });
  return { entry, account: moved, repeated: false };
}

/** The marketplace's account of a kind and currency (opened if missing; never locked: its balance is a sum). */
async function platformAccountId(tx: Database, kind: PlatformAccountKind, currencyCode: string): Promise<number> {
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currencyCode, currencyCode)))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await tx.insert(ledgerAccounts).values({ userId: null, kind, currencyCode }).onConflictDoNothing();
  const [opened] = await find();
  return opened.id;
}

async function platformEntry(
  tx: Database,
  input: {
    account: PlatformAccountKind;
    currencyCode: string;
    kind: LedgerEntryKind;
    amountMinor: number;
    ref?: { type: LedgerRefType; id: number | null };
    idempotencyKey: string;
    note?: string;
  },
) {
  const accountId = await platformAccountId(tx, input.account, input.currencyCode);
  await tx.insert(ledgerEntries).values({
    accountId,
    kind: input.kind,
    amountMinor: input.amountMinor,
    currencyCode: input.currencyCode,
    balanceAfter: 0,
    refType: input.ref?.type ?? null,
    refId: input.ref?.id ?? null,
    idempotencyKey: input.idempotencyKey,
    note: input.note ?? "",
  });
}

/**
 * Money that moves between two of the marketplace's own accounts (decision 071): a gateway's
 * payment into the orders' clearing, the commission out of it, a card refund back out. Two
 * entries, once per key (a second call with the same key books nothing and answers false).
 */
export async function movePlatform(
  tx: Database,
  input: {
    from: PlatformAccountKind;
    to: PlatformAccountKind;
    currencyCode: string;
    kind: LedgerEntryKind;
    amountMinor: number;
    ref?: { type: LedgerRefType; id: number | null };
    idempotencyKey: string;
    note?: string;
  },
): Promise<boolean> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor > MAX_ENTRY_MINOR)
    throw new UnprocessableError("wallet_amount_invalid", "amount");
  const [earlier] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, `${input.idempotencyKey}#to`))
    .limit(1);
  if (earlier) return false;
  const { from, to, amountMinor, idempotencyKey, ...rest } = input;
  await platformEntry(tx, { ...rest, account: from, amountMinor: -amountMinor, idempotencyKey: `${idempotencyKey}#from` });
  await platformEntry(tx, { ...rest, account: to, amountMinor, idempotencyKey: `${idempotencyKey}#to` });
  return true;
}

/** A user's cached balance of a kind (0 when the account was never opened). */
export async function balanceOf(
  db: Database,
  userId: number,
  kind: UserAccountKind,
): Promise<{ balanceMinor: number; currencyCode: string | null }> {
  const [row] = await db
    .select({ balanceMinor: ledgerAccounts.balanceMinor, currencyCode: ledgerAccounts.currencyCode })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)))
    .limit(1);
  return row ?? { balanceMinor: 0, currencyCode: null };
}
