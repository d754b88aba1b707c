import { and, eq, isNull } from "drizzle-orm";
import { orderGroups, orders } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import type { Ctx, Viewer } from "../context";
import { changeOrderStatus } from "./change-order-status";
import { announceOrders } from "./order-notices";

/**
 * `GET user/remove-order/{id}`: the signed-in buyer removes an order from their order history.
 * Allowed only where no money or goods are on the way: a cancelled order, or a pending unpaid
 * one, which is cancelled first (its stock goes back, with a history row). A paid, confirmed,
 * shipped or delivered order stays (the buyer's record; refunds and downloads hang on it): 409.
 * The order is hidden, never deleted: the seller, operators and the invoice link still see it.
 * Someone else's id, or one already removed, is 404 like an unknown one.
 */
export async function removeOwnOrder(ctx: Ctx, viewer: Pick<Viewer, "userId">, input: { orderId: number }) {
  const userId = viewer.userId;
  if (userId === null) throw new NotFoundError("order_not_found");
  const order = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, groupCode: orderGroups.code })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId), isNull(orders.removedByBuyerAt)))
      .limit(1)
      .for("update", { of: orders });
    if (!row) throw new NotFoundError("order_not_found");
    const pendingUnpaid = row.order.status === "pending" && row.order.paymentStatus === "unpaid";
    if (row.order.status !== "cancelled" && !pendingUnpaid) throw new ConflictError("order_remove_not_allowed");
    if (pendingUnpaid)
      await changeOrderStatus(ctx, {
        orderId: row.order.id,
        status: "cancelled",
        actorUserId: userId,
        note: "removed by buyer",
        tx,
        quiet: true,
      });
    const now = ctx.now();
    const [removed] = await tx.update(orders).set({ removedByBuyerAt: now, updatedAt: now }).where(eq(orders.id, row.order.id)).returning();
    if (pendingUnpaid) await announceOrders(tx, row.groupCode, { kind: "status", orderId: removed.id, status: "cancelled" });
    return removed;
  });
  return order;
}
