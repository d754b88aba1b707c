import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type LedgerEntryKind, ledgerAccounts, ledgerEntries, type UserAccountKind } from "../../db/schema";
import { book, lockAccounts } from "./book";

/**
 * Earnings held for the return window (decision 071): an affiliate's commission and a buyer's
 * points are booked on a `…_pending` account when the order is settled, freed onto the spendable
 * account when the window ends (`releaseEarning`, a job), and taken back by a refund: exactly
 * while held, as far as the free account still holds them once freed (`takeBackEarning`).
 */
export const releasedKey = (earnedKey: string) => `${earnedKey}-released`;

async function entryOf(tx: Database, key: string) {
  const [row] = await tx
    .select({ entry: ledgerEntries, userId: ledgerAccounts.userId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

interface Held {
  earnedKey: string;
  pending: UserAccountKind;
  free: UserAccountKind;
}

/** Free a held earning once (nothing when it was never earned, already freed or taken back). Answers the amount freed. */
export async function releaseEarning(tx: Database, held: Held & { refundedKeyPrefix?: string }): Promise<number> {
  const earned = await entryOf(tx, held.earnedKey);
  if (!earned?.userId || earned.entry.amountMinor <= 0) return 0;
  if (await entryOf(tx, `${releasedKey(held.earnedKey)}-in`)) return 0;
  const { userId } = earned;
  const currencyCode = earned.entry.currencyCode;
  await lockAccounts(tx, [
    { userId, account: held.pending, currencyCode },
    { userId, account: held.free, currencyCode },
  ]);
  const amount = earned.entry.amountMinor;
  // the freed entry keeps the earning's note (its order and lines): the histories show it as earned
  const base = {
    userId,
    currencyCode,
    kind: "pending_released" as const,
    ref: { type: earned.entry.refType ?? "order", id: earned.entry.refId },
    note: earned.entry.note,
  };
  await book(tx, { ...base, account: held.pending, amountMinor: -amount, idempotencyKey: `${releasedKey(held.earnedKey)}-out` });
  await book(tx, { ...base, account: held.free, amountMinor: amount, idempotencyKey: `${releasedKey(held.earnedKey)}-in` });
  return amount;
}

/**
 * Inside an accepted refund's transaction: the earning goes back once per refund
 * (`reversalKey`). Still held: exactly, off the pending account. Freed: as far as the free
 * account holds it; the shortfall (spent or withdrawn already) is written on the note as
 * `short`. Answers the amount taken back.
 */
export async function takeBackEarning(
  tx: Database,
  input: Held & { releasedKey: string; reversalKey: string; kind: LedgerEntryKind; refundId: number },
): Promise<number> {
  const earned = await entryOf(tx, input.earnedKey);
  if (!earned?.userId || earned.entry.amountMinor <= 0) return 0;
  const done = await entryOf(tx, input.reversalKey);
  if (done) return -done.entry.amountMinor;
  const { userId } = earned;
  const currencyCode = earned.entry.currencyCode;
  const freed = await entryOf(tx, `${input.releasedKey}-in`);
  const account = freed ? input.free : input.pending;
  const [holder] = await lockAccounts(tx, [{ userId, account, currencyCode }]).then(() =>
    tx
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, freed ? freed.entry.accountId : earned.entry.accountId)),
  );
  const take = Math.min(earned.entry.amountMinor, holder.balanceMinor);
  if (take <= 0) return 0;
  const before = JSON.parse(earned.entry.note || "{}") as Record<string, unknown>;
  const note = { ...before, earned: earned.entry.amountMinor, short: earned.entry.amountMinor - take };
  await book(tx, {
    userId,
    account,
    currencyCode,
    kind: input.kind,
    amountMinor: -take,
    ref: { type: "refund", id: input.refundId },
    idempotencyKey: input.reversalKey,
    note: JSON.stringify(note),
  });
  return take;
}
