import { and, asc, eq } from "drizzle-orm";
import { payoutBatches, sellerPayouts } from "../../db/schema";
import type { Ctx } from "../context";
import { buildPayoutBatches, nextDate, schedulePayoutBatch } from "./payout-batch";
import { failBatchPayout, settleBatchStatus } from "./payout-batches";
import { type StripeTransfers, sendTransfer } from "./payout-drivers/stripe-connect";

/**
 * The `payout-batch` job of a date (decision 073): build the date's batches (the money locked in
 * the ledger), pay the Stripe Connect batch through Stripe (a bank-transfer batch waits for the
 * operator's file and word), and queue the next day's run. Every step may run again: the batch
 * is found, the transfers carry one idempotency key per payout, a failure books back once.
 */
export async function runPayoutBatch(ctx: Ctx, date: string, stripe: StripeTransfers | null) {
  const ids = await buildPayoutBatches(ctx, date, { stripeOn: !!stripe });
  if (stripe) for (const id of ids) await payStripeBatch(ctx, id, stripe);
  await schedulePayoutBatch(ctx.db, nextDate(date));
  return ids;
}

/** Each pending payout of a Stripe Connect batch becomes a transfer; a refused one is failed (its money back once). */
export async function payStripeBatch(ctx: Ctx, batchId: number, stripe: StripeTransfers) {
  const [batch] = await ctx.db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (batch?.method !== "stripe_connect" || batch.status !== "ready") return;
  const pending = await ctx.db
    .select()
    .from(sellerPayouts)
    .where(and(eq(sellerPayouts.batchId, batchId), eq(sellerPayouts.status, "pending")))
    .orderBy(asc(sellerPayouts.id));
  for (const p of pending) {
    const sent = await sendTransfer(stripe, {
      payoutId: p.id,
      batchId,
      amountMinor: p.amountMinor,
      currencyCode: p.currencyCode,
      destination: p.destination,
    });
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(sellerPayouts).where(eq(sellerPayouts.id, p.id)).for("update");
      if (row.status !== "pending") return;
      const now = ctx.now();
      if (!sent.ok) {
        await failBatchPayout(tx, row, sent.reason, now);
        return;
      }
      await tx
        .update(sellerPayouts)
        .set({ status: "paid", providerRef: sent.id, decidedAt: now, updatedAt: now })
        .where(eq(sellerPayouts.id, p.id));
      await settleBatchStatus(tx, batchId, now);
    });
  }
}
