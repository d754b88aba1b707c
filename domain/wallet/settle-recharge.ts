import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type PaymentType, paymentEvents, users, walletRecharges } from "../../db/schema";
import { ConflictError, DomainError, NotFoundError } from "../../kernel/errors";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { book } from "../ledger/book";
import { notifyUser } from "../notifications/notify";
import type { PaymentOutcome } from "../payments/apply-payment-event";
import { activatePaidVoucher, cancelUnpaidVoucher, mailVoucher } from "../vouchers/activate-voucher";

type RechargeRow = typeof walletRecharges.$inferSelect;

/**
 * Inside the caller's transaction: the recharge becomes `status` and, when the money is in, the
 * wallet is credited once (`recharge-<id>`). A recharge that pays for a gift voucher then buys it
 * with the same money (answered with the code to mail), or cancels it when the payment failed.
 */
async function settle(tx: Database, recharge: RechargeRow, status: RechargeRow["status"], extra: Partial<RechargeRow>, now: Date) {
  const [updated] = await tx
    .update(walletRecharges)
    .set({ ...extra, status, updatedAt: now })
    .where(eq(walletRecharges.id, recharge.id))
    .returning();
  if (status === "paid" || status === "approved")
    await book(tx, {
      userId: recharge.userId,
      account: "wallet",
      currencyCode: recharge.currencyCode,
      kind: "recharge",
      amountMinor: recharge.amountMinor,
      ref: { type: "recharge", id: recharge.id },
      idempotencyKey: `recharge-${recharge.id}`,
      note: recharge.paymentType,
    });
  // the owner hears that the money is in (a voucher bought online is told on the voucher page instead)
  if ((status === "paid" || status === "approved") && recharge.giftVoucherId === null)
    await notifyUser(tx, {
      userId: recharge.userId,
      message: { title: "notice_wallet_credited", params: { amount: `${centsToDecimal(recharge.amountMinor)} ${recharge.currencyCode}` } },
      url: "/my-wallet",
      data: { message_type: "success", recharge_id: recharge.id },
    });
  const voucher =
    status === "paid" || status === "approved" ? await activatePaidVoucher(tx, recharge, now) : await cancelVoucherOf(tx, recharge, now);
  return { updated, voucher };
}

const cancelVoucherOf = (tx: Database, recharge: RechargeRow, now: Date) => cancelUnpaidVoucher(tx, recharge, now).then(() => null);

export interface RechargeEvent {
  gateway: PaymentType;
  eventId: string;
  type: string;
  rechargeId: number;
  outcome: PaymentOutcome | null;
  amountMinor: number;
  currencyCode: string;
}

/**
 * A verified gateway event about a recharge, applied once (the event id is recorded in
 * `payment_events`, as for orders): the amount and currency must be the recharge's (else 400,
 * nothing written); a success from pending makes it "paid" and credits the wallet; a failure
 * or cancel from pending closes it. A replay, or a second outcome, changes nothing.
 */
export async function applyRechargeEvent(ctx: Ctx, event: RechargeEvent) {
  const applied = await ctx.db.transaction(async (tx) => {
    const [recharge] = await tx.select().from(walletRecharges).where(eq(walletRecharges.id, event.rechargeId)).for("update");
    if (!recharge || recharge.paymentType !== event.gateway) throw new DomainError("pay_unknown_payment", 400);
    if (recharge.amountMinor !== event.amountMinor || recharge.currencyCode !== event.currencyCode.toUpperCase())
      throw new DomainError("pay_amount_mismatch", 400);
    const now = ctx.now();
    const fresh = await tx
      .insert(paymentEvents)
      .values({ gateway: event.gateway, eventId: event.eventId, paymentId: null, type: `recharge.${event.type}`, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh.length) return { duplicate: true, changed: false, recharge, voucher: null };
    if (!event.outcome || recharge.status !== "pending") return { duplicate: false, changed: false, recharge, voucher: null };
    const status = event.outcome === "succeeded" ? "paid" : event.outcome;
    const details = { ...recharge.details, [`${event.outcome}_at`]: now.toISOString(), last_event: event.eventId };
    const settled = await settle(tx, recharge, status, { details }, now);
    if (settled.voucher) {
      const locale = typeof settled.updated.details.locale === "string" ? settled.updated.details.locale : "en";
      await mailVoucher(ctx, tx, locale, settled.voucher.voucher, settled.voucher.code);
    }
    return { duplicate: false, changed: true, recharge: settled.updated, voucher: settled.voucher };
  });
  return { duplicate: applied.duplicate, changed: applied.changed, recharge: applied.recharge };
}

/**
 * `POST admin/wallet-recharges/{id}/approve|reject`: an operator decides an offline recharge
 * that is pending. Approving credits the wallet once; deciding again the same way answers the
 * same recharge (`repeated`), the other way is 409. Anyone but an admin: 404.
 */
export async function decideRecharge(
  ctx: Ctx,
  input: { userId: number | null; rechargeId: number | null; decision: "approve" | "reject" },
) {
  const op = await requirePermission(ctx, input.userId, "approvals", "wallet_recharge_not_found");
  const rechargeId = input.rechargeId;
  if (rechargeId === null) throw new NotFoundError("wallet_recharge_not_found");
  const target = input.decision === "approve" ? "approved" : "rejected";
  return ctx.db.transaction(async (tx) => {
    const [recharge] = await tx.select().from(walletRecharges).where(eq(walletRecharges.id, rechargeId)).for("update");
    if (recharge?.paymentType !== "offline_method") throw new NotFoundError("wallet_recharge_not_found");
    if (recharge.status === target) return { recharge, repeated: true };
    if (recharge.status !== "pending") throw new ConflictError("wallet_recharge_decided");
    const now = ctx.now();
    const settled = await settle(tx, recharge, target, { decidedBy: op.id, decidedAt: now }, now);
    await recordAudit(
      tx,
      op,
      {
        action: `wallet_recharge.${input.decision}`,
        target: { type: "wallet_recharge", id: recharge.id },
        before: { status: recharge.status },
        after: { status: target, amount_minor: recharge.amountMinor, currency_code: recharge.currencyCode, user_id: recharge.userId },
      },
      now,
    );
    return { recharge: settled.updated, repeated: false };
  });
}

/** `GET admin/wallet-recharges`: the offline recharges waiting for an operator, oldest first, with who asked. */
export async function pendingRecharges(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "approvals", "wallet_recharge_not_found");
  return ctx.db
    .select({ recharge: walletRecharges, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(walletRecharges)
    .innerJoin(users, eq(users.id, walletRecharges.userId))
    .where(and(eq(walletRecharges.status, "pending"), eq(walletRecharges.paymentType, "offline_method")))
    .orderBy(asc(walletRecharges.createdAt), asc(walletRecharges.id))
    .limit(100);
}

/** The receipt of a recharge for its owner or an admin; anyone else: 404 as unknown. */
export async function rechargeReceiptKey(ctx: Ctx, input: { userId: number | null; rechargeId: number | null }): Promise<string> {
  if (input.userId === null || input.rechargeId === null) throw new NotFoundError("wallet_recharge_not_found");
  const [row] = await ctx.db.select().from(walletRecharges).where(eq(walletRecharges.id, input.rechargeId)).limit(1);
  if (!row?.receipt) throw new NotFoundError("wallet_recharge_not_found");
  if (row.userId !== input.userId) await requirePermission(ctx, input.userId, "approvals", "wallet_recharge_not_found");
  return row.receipt;
}
