import { eq } from "drizzle-orm";
import { paymentEvents, payments } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { lockPaymentGroup } from "./gateway";
import { announcePaid, markGroupPaid } from "./mark-group-paid";

/**
 * `POST admin/payments/{id}/approve`: an admin has seen the money of an offline payment
 * arrive. The payment succeeds and every live order of its group becomes paid, once (a
 * second approval is 409). Anyone but an admin gets the same 404 as an unknown payment.
 */
export async function approvePayment(ctx: Ctx, input: { userId: number | null; paymentId: number | null }) {
  const notFound = () => new NotFoundError("pay_not_found");
  const op = await requirePermission(ctx, input.userId, "approvals", "pay_not_found");
  const paymentId = input.paymentId;
  if (paymentId === null) throw notFound();
  const adminId = op.id;
  const result = await ctx.db.transaction(async (tx) => {
    const group = await lockPaymentGroup(tx, paymentId);
    const [payment] = group ? await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update") : [];
    if (!group || !payment || payment.gateway !== "offline_method") throw notFound();
    if (payment.status !== "awaiting_approval") throw new ConflictError("pay_not_awaiting_approval");
    const now = ctx.now();
    await tx
      .insert(paymentEvents)
      .values({ gateway: "offline_method", eventId: `approval:${payment.id}`, paymentId: payment.id, type: "approved", createdAt: now });
    const [updated] = await tx
      .update(payments)
      .set({ status: "succeeded", details: { ...payment.details, approved_by: adminId, succeeded_at: now.toISOString() }, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    const paid = await markGroupPaid(ctx, tx, updated, adminId);
    await announcePaid(tx, group.code, paid);
    await recordAudit(
      tx,
      op,
      {
        action: "payment.approve",
        target: { type: "payment", id: payment.id },
        before: { status: payment.status },
        after: { status: updated.status, order_group: group.code },
      },
      now,
    );
    return { payment: updated, code: group.code, paid };
  });
  return { payment: result.payment, code: result.code };
}
