import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, orders } from "../../db/schema";
import type { Ctx } from "../context";
import { changeOrderStatus } from "../orders/change-order-status";
import { announceOrders } from "../orders/order-notices";
import type { PaymentRow } from "./gateway";

/**
 * Inside the caller's transaction: every live order of the payment's group becomes paid
 * through `changeOrderStatus` (history row, group status). Answers the orders it changed,
 * for `announcePaid` once the transaction has committed.
 */
export async function markGroupPaid(ctx: Ctx, tx: Database, payment: PaymentRow, actorUserId: number | null): Promise<number[]> {
  const [group] = await tx
    .select({ paymentStatus: orderGroups.paymentStatus })
    .from(orderGroups)
    .where(eq(orderGroups.id, payment.groupId));
  if (group?.paymentStatus === "paid")
    ctx.log.warn({ paymentId: payment.id, groupId: payment.groupId }, "a paid group was paid again: refund the later payment");
  const unpaid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.groupId, payment.groupId), ne(orders.status, "cancelled"), eq(orders.paymentStatus, "unpaid")))
    .orderBy(orders.id);
  for (const o of unpaid) {
    await changeOrderStatus(ctx, {
      orderId: o.id,
      paymentStatus: "paid",
      actorUserId,
      note: `payment ${payment.gateway} #${payment.id}`,
      tx,
      quiet: true,
    });
  }
  return unpaid.map((o) => o.id);
}

/** Tell buyer and sellers about orders that became paid (inside the transaction that made them so: queued with it). */
export async function announcePaid(tx: Database, groupCode: string, orderIds: number[]): Promise<void> {
  for (const orderId of orderIds) await announceOrders(tx, groupCode, { kind: "status", orderId, status: "payment_paid" });
}
