import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { payoutBatches, sellerPayouts, shops } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";

import { loadSettings } from "../settings/load-settings";
import { maskAccount, maskIban } from "./iban";
import { payoutCsv, type SepaBatch, sepaCreditTransfer } from "./payout-drivers/sepa";
import { bookPayoutBack } from "./payouts";

type PayoutRow = typeof sellerPayouts.$inferSelect;
type BatchRow = typeof payoutBatches.$inferSelect;
const NOT_FOUND = "payout_batch_not_found";

/**
 * Inside a transaction: a batch payout failed (the bank returned it, Stripe refused it); the
 * money goes back to the seller's balance once (`seller-payout-{id}-back`, the key a rejected
 * request uses), and a batch whose every payout failed is `failed`.
 */
export async function failBatchPayout(tx: Database, p: PayoutRow, note: string, now: Date): Promise<PayoutRow> {
  await bookPayoutBack(tx, p, "failed");
  const [row] = await tx
    .update(sellerPayouts)
    .set({ status: "failed", decisionNote: note, decidedAt: now, updatedAt: now })
    .where(eq(sellerPayouts.id, p.id))
    .returning();
  if (p.batchId !== null) await settleBatchStatus(tx, p.batchId, now);
  return row;
}

/** A batch with nothing left pending is `paid` (or `failed` when nothing was paid). */
export async function settleBatchStatus(tx: Database, batchId: number, now: Date): Promise<void> {
  const rows = await tx.select({ status: sellerPayouts.status }).from(sellerPayouts).where(eq(sellerPayouts.batchId, batchId));
  if (rows.some((r) => r.status === "pending")) return;
  const status = rows.some((r) => r.status === "paid") ? "paid" : "failed";
  await tx
    .update(payoutBatches)
    .set({ status, updatedAt: now, ...(status === "paid" ? { paidAt: now } : {}) })
    .where(and(eq(payoutBatches.id, batchId), ne(payoutBatches.status, status)));
}

function payoutLine(p: PayoutRow, shop: { name: Record<string, string>; slug: string }, locale: string) {
  return {
    id: p.id,
    shop: { name: localize(shop.name, locale), slug: shop.slug },
    amount: centsToDecimal(p.amountMinor),
    status: p.status,
    account_holder: p.accountHolder,
    iban_masked: maskIban(p.iban),
    destination_masked: maskAccount(p.destination),
    provider_ref: p.providerRef,
    note: p.decisionNote,
  };
}

const batchView = (b: BatchRow) => ({
  id: b.id,
  run_date: b.runDate,
  method: b.method,
  status: b.status,
  currency_code: b.currencyCode,
  total: centsToDecimal(b.totalMinor),
  payout_count: b.payoutCount,
  message_id: b.messageId,
  paid_at: b.paidAt ? b.paidAt.toISOString() : null,
  created_at: b.createdAt.toISOString(),
});

/** `GET admin/payout-batches`: the latest batches, each with its payouts (IBANs masked); operators with `approvals`. */
export async function payoutBatchList(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requirePermission(ctx, input.userId, "approvals", NOT_FOUND);
  const batches = await ctx.db
    .select()
    .from(payoutBatches)
    .where(ne(payoutBatches.status, "building"))
    .orderBy(desc(payoutBatches.id))
    .limit(50);
  const ids = batches.map((b) => b.id);
  const payouts = ids.length
    ? await ctx.db
        .select({ p: sellerPayouts, name: shops.name, slug: shops.slug })
        .from(sellerPayouts)
        .innerJoin(shops, eq(shops.id, sellerPayouts.shopId))
        .where(inArray(sellerPayouts.batchId, ids))
        .orderBy(asc(sellerPayouts.id))
    : [];
  return batches.map((b) => ({
    ...batchView(b),
    payouts: payouts.filter((r) => r.p.batchId === b.id).map((r) => payoutLine(r.p, { name: r.name, slug: r.slug }, input.locale)),
  }));
}

async function lockedBatch(tx: Database, id: number | null): Promise<BatchRow> {
  if (id === null) throw new NotFoundError(NOT_FOUND);
  const [b] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for("update");
  if (!b || b.status === "building") throw new NotFoundError(NOT_FOUND);
  return b;
}

/**
 * `GET admin/payout-batches/{id}/sepa.xml|payouts.csv`: a bank-transfer batch's file for the bank
 * (its payouts that have not failed; the IBANs whole: the bank needs them).
 */
export async function payoutBatchFile(ctx: Ctx, input: { userId: number | null; batchId: number | null; format: "xml" | "csv" }) {
  await requirePermission(ctx, input.userId, "approvals", NOT_FOUND);
  const batch = await lockedBatch(ctx.db, input.batchId);
  if (batch.method !== "bank_transfer") throw new NotFoundError(NOT_FOUND);
  const [rows, all] = await Promise.all([
    ctx.db
      .select()
      .from(sellerPayouts)
      .where(and(eq(sellerPayouts.batchId, batch.id), ne(sellerPayouts.status, "failed")))
      .orderBy(asc(sellerPayouts.id)),
    loadSettings(ctx),
  ]);
  const sepa: SepaBatch = {
    messageId: batch.messageId,
    createdAt: batch.createdAt,
    executionDate: batch.runDate,
    currencyCode: batch.currencyCode,
    debtor: {
      name: String(all.payout_debtor_name || all.site_name),
      iban: String(all.payout_debtor_iban ?? ""),
      bic: String(all.payout_debtor_bic ?? ""),
    },
    payouts: rows.map((p) => ({
      id: p.id,
      amountMinor: p.amountMinor,
      accountHolder: p.accountHolder,
      iban: p.iban,
      bic: p.bic,
      reference: `${batch.messageId} payout ${p.id}`,
    })),
  };
  return input.format === "xml"
    ? { fileName: `${batch.messageId}.xml`, contentType: "application/xml; charset=utf-8", body: sepaCreditTransfer(sepa) }
    : { fileName: `${batch.messageId}.csv`, contentType: "text/csv; charset=utf-8", body: payoutCsv(sepa) };
}

/** `POST admin/payout-batches/{id}/paid`: the bank carried out the file; every payout still pending is paid. Again: the same answer. */
export async function markBatchPaid(ctx: Ctx, input: { userId: number | null; batchId: number | null }) {
  const op = await requirePermission(ctx, input.userId, "approvals", NOT_FOUND);
  return ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, input.batchId);
    if (batch.status === "paid") return { batch: batchView(batch), repeated: true };
    if (batch.status !== "ready") throw new ConflictError("payout_batch_decided");
    const now = ctx.now();
    await tx
      .update(sellerPayouts)
      .set({ status: "paid", decidedBy: op.id, decidedAt: now, updatedAt: now })
      .where(and(eq(sellerPayouts.batchId, batch.id), eq(sellerPayouts.status, "pending")));
    await settleBatchStatus(tx, batch.id, now);
    const [after] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
    const target = { type: "payout_batch", id: batch.id };
    await recordAudit(
      tx,
      op,
      { action: "payout_batch.paid", target, before: { status: batch.status }, after: { status: after.status } },
      now,
    );
    return { batch: batchView(after), repeated: false };
  });
}

/**
 * `POST admin/payout-batches/{id}/payouts/{payoutId}/fail {note?}`: one payout of the batch did
 * not arrive (pending, or returned after it was paid): its money is back on the seller's balance,
 * once; failing it again answers the same.
 */
export async function markPayoutFailed(
  ctx: Ctx,
  input: { userId: number | null; batchId: number | null; payoutId: number | null; note?: unknown },
) {
  const op = await requirePermission(ctx, input.userId, "approvals", NOT_FOUND);
  const { note } = parseInput(z.object({ note: field.optional(500) }), { note: input.note });
  return ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, input.batchId);
    const [p] =
      input.payoutId === null ? [] : await tx.select().from(sellerPayouts).where(eq(sellerPayouts.id, input.payoutId)).for("update");
    if (!p || p.batchId !== batch.id) throw new NotFoundError(NOT_FOUND);
    if (p.status === "failed") return { payout_id: p.id, status: p.status, repeated: true };
    const now = ctx.now();
    const failed = await failBatchPayout(tx, p, note, now);
    const target = { type: "seller_payout", id: p.id };
    await recordAudit(
      tx,
      op,
      { action: "seller_payout.fail", target, before: { status: p.status }, after: { status: failed.status, note } },
      now,
    );
    return { payout_id: p.id, status: failed.status, repeated: false };
  });
}
