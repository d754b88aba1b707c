import { eq } from "drizzle-orm";
import { orderGroups, orders } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import type { Ctx, Viewer } from "../context";
import { changeOrderStatus } from "./change-order-status";
import { isBuyer } from "./order-access";
import { announceOrders } from "./order-notices";

/**
 * `GET user/cancel-order/{id}`: the signed-in buyer cancels their own order while it is still
 * pending; its stock goes back (through `changeOrderStatus`, with a history row). Someone
 * else's id answers as an unknown one; an order already confirmed or further along is 409.
 * The check and the change happen under the order's row lock, so a seller confirming at the
 * same moment either wins (409 here) or finds it cancelled.
 */
export async function cancelOwnOrder(ctx: Ctx, viewer: Pick<Viewer, "userId" | "sessionHash">, input: { orderId: number }) {
  if (viewer.userId === null) throw new NotFoundError("order_not_found");
  const order = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, group: orderGroups })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(eq(orders.id, input.orderId))
      .limit(1)
      .for("update", { of: orders });
    if (!row || !isBuyer(ctx, row.group, viewer)) throw new NotFoundError("order_not_found");
    if (row.order.status !== "pending") throw new ConflictError("order_cancel_only_pending");
    const changed = await changeOrderStatus(ctx, {
      orderId: row.order.id,
      status: "cancelled",
      actorUserId: viewer.userId,
      note: "cancelled by buyer",
      tx,
      quiet: true,
    });
    // buyer and seller hear of it (queued with the cancel)
    await announceOrders(tx, row.group.code, { kind: "status", orderId: changed.id, status: changed.status });
    return changed;
  });
  return order;
}
