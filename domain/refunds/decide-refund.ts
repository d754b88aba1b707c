import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { orderGroups, orders, payments, refundRequests } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { operatorOf } from "../accounts/require-admin";
import { reverseCommission } from "../affiliate/commission";
import { recordAudit } from "../audit/record";
import type { Ctx, Viewer } from "../context";
import { changeOrderStatus, restock } from "../orders/change-order-status";
import { accessibleOrder } from "../orders/order-access";
import { announceOrders } from "../orders/order-notices";
import { returnPayment } from "../orders/settle-order";
import { type GroupRow, manualRefund } from "../payments/gateway";
import { type PaymentConfig, refundDriver } from "../payments/gateways";
import { payableAmount } from "../payments/payable";
import { takeBackReward } from "../rewards/earn-reward";
import { requireSellerOrOperator } from "../seller/require-seller";
import { reverseSellerShare } from "../seller/reverse-earnings";
import type { RefundRow } from "./refund-view";

const Input = z.object({ note: field.optional(1000) });

/** The request with its order, if the viewer is that order's seller or an operator; anyone else gets the 404 of an unknown id. */
async function staffRefund(ctx: Ctx, viewer: Pick<Viewer, "userId" | "sessionHash">, refundId: number | null) {
  const [row] =
    refundId === null
      ? []
      : await ctx.db
          .select({ refund: refundRequests, code: orders.code })
          .from(refundRequests)
          .innerJoin(orders, eq(orders.id, refundRequests.orderId))
          .where(eq(refundRequests.id, refundId))
          .limit(1);
  if (!row) throw new NotFoundError("refund_not_found");
  await requireSellerOrOperator(ctx, viewer.userId, "refund_not_found");
  try {
    const { access, group } = await accessibleOrder(ctx, viewer, row.code, undefined, { staffOnly: true });
    return { refund: row.refund, access, groupCode: group.code };
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError("refund_not_found");
    throw err;
  }
}

/** The group's settled payment through the order's gateway (null for cash on delivery and the like). */
async function settledPayment(tx: Database, group: GroupRow, gateway: string | null) {
  if (!gateway) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.groupId, group.id), eq(payments.gateway, gateway as never), inArray(payments.status, ["succeeded", "refunded"])))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment ?? null;
}

/**
 * `POST seller/refund-requests/{id}/accept|reject {note?}`: the order's seller or an operator
 * decides a pending request. Accepting, in one transaction under the group's lock (as every
 * payment change takes it first) and the request's: the order becomes "refunded" (history
 * row, group status), its stock goes back, and its money goes back by the way it was paid
 * (the gateway's `refund`; the reward points it earned are taken back first: the sandbox at once, the wallet credited at once; cash on delivery
 * and bank transfers recorded for an operator to pay out). Deciding again the same way answers the same request
 * (`repeated`: refunded once); the other way is 409. Others get 404.
 */
export async function decideRefund(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash">,
  input: { refundId: number | null; decision: "accept" | "reject"; fields: Record<string, unknown>; config: PaymentConfig },
): Promise<{ refund: RefundRow; repeated: boolean }> {
  const { refund: found, access, groupCode } = await staffRefund(ctx, viewer, input.refundId);
  const form = parseInput(Input, { note: input.fields.note ?? input.fields.reason });
  const target = input.decision === "accept" ? "accepted" : "rejected";
  // an operator's decision is recorded in the same transaction (decision 036); a seller's is not an operator action
  const op = access.as === "admin" ? await operatorOf(ctx, viewer.userId) : null;
  const decide = async (tx: Database): Promise<{ refund: RefundRow; repeated: boolean }> => {
    const [{ groupId }] = await tx.select({ groupId: orders.groupId }).from(orders).where(eq(orders.id, found.orderId));
    const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, groupId)).for("update");
    const [refund] = await tx.select().from(refundRequests).where(eq(refundRequests.id, found.id)).for("update");
    if (refund.status === target) return { refund, repeated: true };
    if (refund.status !== "pending") throw new ConflictError("refund_already_decided");
    const now = ctx.now();
    const decided = { status: target, decidedBy: viewer.userId, decisionNote: form.note, decidedAt: now, updatedAt: now } as const;
    if (target === "rejected") {
      const [rejected] = await tx.update(refundRequests).set(decided).where(eq(refundRequests.id, refund.id)).returning();
      await announceOrders(tx, groupCode, { kind: "status", orderId: rejected.orderId, status: "refund_rejected" });
      return { refund: rejected, repeated: false };
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
    if (order.status !== "delivered" || order.paymentStatus !== "paid") throw new ConflictError("refund_only_paid");
    await changeOrderStatus(ctx, {
      orderId: order.id,
      paymentStatus: "refunded",
      actorUserId: viewer.userId,
      note: `refund #${refund.id} accepted by ${access.as}`,
      tx,
      quiet: true,
    });
    await restock(ctx, tx, order.id);
    // the order's reward points go back before the money (reward then wallet: the conversion's lock order)
    await takeBackReward(tx, { orderId: order.id, refundId: refund.id });
    // a referred order's commission goes back too (lock order: reward → affiliate → wallet)
    await reverseCommission(tx, { orderId: order.id, refundId: refund.id });
    await reverseSellerShare(tx, { orderId: order.id, refundId: refund.id });
    const driver = refundDriver(input.config, order.paymentType);
    const { amountMinor, currencyCode } = payableAmount({ ...group, totalCents: order.totalCents });
    const money = driver
      ? await driver.refund({
          ctx,
          tx,
          group,
          payment: await settledPayment(tx, group, order.paymentType),
          amountMinor,
          currencyCode,
          amountBaseCents: order.totalCents,
          ref: { type: "refund", id: refund.id },
          idempotencyKey: `refund-${refund.id}`,
        })
      : await manualRefund();
    // money that came from outside has gone back out of the marketplace's clearing (decision 071)
    await returnPayment(tx, order, refund.id);
    const [accepted] = await tx
      .update(refundRequests)
      .set({ ...decided, paymentType: order.paymentType, payout: money.payout, providerRef: money.providerRef })
      .where(eq(refundRequests.id, refund.id))
      .returning();
    await announceOrders(tx, groupCode, { kind: "status", orderId: accepted.orderId, status: "payment_refunded" });
    return { refund: accepted, repeated: false };
  };
  return ctx.db.transaction(async (tx) => {
    const result = await decide(tx);
    if (op && !result.repeated)
      await recordAudit(
        tx,
        op,
        {
          action: `refund.${input.decision}`,
          target: { type: "refund_request", id: result.refund.id },
          before: { status: found.status },
          after: { status: result.refund.status, note: form.note, payout: result.refund.payout },
        },
        ctx.now(),
      );
    return result;
  });
}
