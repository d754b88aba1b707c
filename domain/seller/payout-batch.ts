import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type PayoutMethod, payoutBatches, sellerPayoutSettings, sellerPayouts, shops } from "../../db/schema";
import type { Ctx } from "../context";
import { enqueueJob } from "../jobs/queue";
import { book, lockAccount } from "../ledger/book";
import { walletCurrency } from "../ledger/wallet-account";
import { maskIban } from "./iban";
import { payoutMethods } from "./payout-settings";
import { netSellerDebt } from "./seller-debt";

/**
 * Payouts on a schedule (decision 073). Each day a `payout-batch` job looks at the sellers paid
 * automatically whose date it is (weekly: Mondays, monthly: the 1st; days in UTC), and in one
 * transaction builds one batch per method: for each such seller, their debt is netted first (a
 * seller who still owes is left out), and a balance at or above their minimum is paid whole:
 * a payout row and its `withdrawal` debit, keyed by batch and shop, so the money is locked and a
 * second run of the same day books nothing.
 */

const DAY_MS = 86_400_000;

/** "2026-12-07" for the UTC day of a moment. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** Is a schedule due on this UTC date? */
export function scheduleDue(schedule: string, date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  if (schedule === "weekly") return d.getUTCDay() === 1;
  if (schedule === "monthly") return d.getUTCDate() === 1;
  return false;
}

export const batchPayoutKey = (batchId: number, shopId: number) => `payout-batch-${batchId}-shop-${shopId}`;

/** Queue the day's `payout-batch` job (once per date): at start, and by each run for the next day. */
export async function schedulePayoutBatch(db: Database, date: string): Promise<void> {
  const runAt = new Date(`${date}T00:05:00Z`);
  await enqueueJob(db, { kind: "payout-batch", payload: { date }, dedupeKey: `payout-batch-${date}`, runAt });
}

export const nextDate = (date: string) => utcDate(new Date(new Date(`${date}T00:00:00Z`).getTime() + DAY_MS));

/** The batch of a date and method, locked; made (`building`) when missing. */
async function batchOf(tx: Database, date: string, method: PayoutMethod, currencyCode: string, now: Date) {
  await tx.insert(payoutBatches).values({ runDate: date, method, currencyCode, createdAt: now, updatedAt: now }).onConflictDoNothing();
  const [batch] = await tx
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.runDate, date), eq(payoutBatches.method, method)))
    .for("update");
  return batch;
}

/**
 * Build the date's batches (idempotent): answers the ids of the batches that hold payouts. A
 * batch without any is not kept; without Stripe's keys the Stripe Connect sellers wait.
 */
export async function buildPayoutBatches(ctx: Ctx, date: string, opts: { stripeOn: boolean }): Promise<number[]> {
  const currencyCode = await walletCurrency(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const due = (
      await tx
        .select({ s: sellerPayoutSettings, ownerId: shops.ownerId })
        .from(sellerPayoutSettings)
        .innerJoin(shops, eq(shops.id, sellerPayoutSettings.shopId))
        .where(and(ne(sellerPayoutSettings.schedule, "manual"), isNotNull(shops.verifiedAt)))
        .orderBy(sellerPayoutSettings.shopId)
    ).filter((r) => scheduleDue(r.s.schedule, date));
    const ids: number[] = [];
    for (const method of payoutMethods(opts.stripeOn)) {
      const sellers = due.filter((r) => r.s.method === method);
      if (!sellers.length) continue;
      const batch = await batchOf(tx, date, method, currencyCode, now);
      if (batch.status !== "building") {
        ids.push(batch.id);
        continue;
      }
      let total = 0;
      let count = 0;
      for (const { s, ownerId } of sellers) {
        const debt = await netSellerDebt(tx, ownerId, currencyCode);
        const seller = await lockAccount(tx, { userId: ownerId, account: "seller", currencyCode });
        if (debt > 0 || seller.balanceMinor <= 0 || seller.balanceMinor < s.minimumMinor) continue;
        if (method === "bank_transfer" ? !s.iban : !s.stripeAccountId) continue;
        const amount = seller.balanceMinor;
        const [row] = await tx
          .insert(sellerPayouts)
          .values({
            shopId: s.shopId,
            userId: ownerId,
            amountMinor: amount,
            currencyCode,
            payoutDetails: method === "bank_transfer" ? `${s.accountHolder} · ${maskIban(s.iban)}` : "Stripe Connect",
            batchId: batch.id,
            method,
            accountHolder: s.accountHolder,
            iban: method === "bank_transfer" ? s.iban : "",
            bic: method === "bank_transfer" ? s.bic : "",
            destination: method === "stripe_connect" ? s.stripeAccountId : "",
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await book(tx, {
          userId: ownerId,
          account: "seller",
          currencyCode,
          kind: "withdrawal",
          amountMinor: -amount,
          ref: { type: "payout", id: row.id },
          idempotencyKey: batchPayoutKey(batch.id, s.shopId),
        });
        total += amount;
        count += 1;
      }
      if (!count) {
        await tx.delete(payoutBatches).where(eq(payoutBatches.id, batch.id));
        continue;
      }
      await tx
        .update(payoutBatches)
        .set({ status: "ready", totalMinor: total, payoutCount: count, messageId: `BZR-BATCH-${batch.id}`, updatedAt: now })
        .where(eq(payoutBatches.id, batch.id));
      ids.push(batch.id);
    }
    return ids;
  });
}
