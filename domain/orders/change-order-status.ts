import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type OrderStatus,
  orderEvents,
  orderGroups,
  orderLines,
  orders,
  type PaymentStatus,
  products,
  productVariants,
} from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { forgetProductPages } from "../catalog/product-pages";
import type { Ctx } from "../context";
import { refundToWallet } from "../ledger/wallet-account";
import { announceOrders } from "./order-notices";
import { countsAsSold, recordSales } from "./product-sales";
import { receivePayment, settleOrder } from "./settle-order";

/** The lifecycle: where an order may go from each status. Delivered and cancelled are final. */
export const NEXT_STATUS: Record<OrderStatus, OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["picked_up", "cancelled"],
  picked_up: ["on_the_way"],
  on_the_way: ["delivered"],
  delivered: [],
  cancelled: [],
};

const NEXT_PAYMENT: Record<PaymentStatus, PaymentStatus[]> = { unpaid: ["paid"], paid: ["refunded"], refunded: [] };

/**
 * Put an order's stock back (a cancelled order, an accepted refund): the variants' and the
 * product's (its sales: `changeOrderStatus`). The products' guest pages are dropped after the answer.
 */
export async function restock(ctx: Ctx, tx: Database, orderId: number): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity, slug: products.slug })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  // the order every stock change takes its rows in (./take-stock.ts): products by id, then variants by id
  for (const l of [...lines].sort((a, b) => a.productId - b.productId))
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${l.quantity}` })
      .where(eq(products.id, l.productId));
  for (const l of lines.filter((x) => x.variantId).sort((a, b) => a.variantId - b.variantId))
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${l.quantity}` })
      .where(eq(productVariants.id, l.variantId));
  forgetProductPages(
    ctx,
    lines.map((l) => l.slug),
  );
}

/**
 * Move one order along its lifecycle and/or its payment status, with a history row, in one
 * transaction (or the caller's `tx`). A move the lifecycle does not allow, or one that lost a
 * race with another change, is 409 and changes nothing. Cancelling puts the stock back (and a
 * wallet-paid order's money back into the wallet: payment "refunded"); the products' sales
 * count the order's units while it is paid and not cancelled; once paid and delivered the order
 * is settled (`settleOrder`: seller, commission, affiliate, points; never unpaid). The
 * group is paid once all its orders are. Buyer and seller hear of it after the answer.
 */
export async function changeOrderStatus(
  ctx: Ctx,
  input: {
    orderId: number;
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
    actorUserId: number | null;
    note?: string;
    tx?: Database;
    quiet?: boolean;
  },
) {
  const run = async (tx: Database) => {
    // the group's row first, then the order's: the order every payment change and refund takes them in
    // (a refund decided while the order moves would otherwise deadlock on PostgreSQL)
    const [owner] = await tx.select({ groupId: orders.groupId }).from(orders).where(eq(orders.id, input.orderId));
    if (!owner) throw new NotFoundError("order_not_found");
    await tx.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.id, owner.groupId)).for("update");
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) throw new NotFoundError("order_not_found");
    const status = input.status ?? order.status;
    // an order paid from the wallet and cancelled gives its money back to the wallet at once
    const backToWallet =
      status === "cancelled" && order.status !== "cancelled" && order.paymentStatus === "paid" && order.paymentType === "wallet";
    const paymentStatus = backToWallet ? "refunded" : (input.paymentStatus ?? order.paymentStatus);
    if (status !== order.status && !NEXT_STATUS[order.status].includes(status))
      throw new ConflictError("order_status_not_allowed", { from: order.status, to: status });
    if (paymentStatus !== order.paymentStatus && !NEXT_PAYMENT[order.paymentStatus].includes(paymentStatus))
      throw new ConflictError("order_status_not_allowed", { from: order.paymentStatus, to: paymentStatus });
    if (status === order.status && paymentStatus === order.paymentStatus) return { order, changed: false };
    const now = ctx.now();
    const [updated] = await tx
      .update(orders)
      .set({ status, paymentStatus, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.paymentStatus, order.paymentStatus)))
      .returning();
    if (!updated) throw new ConflictError("order_status_not_allowed", { from: order.status, to: status });
    if (status === "cancelled") await restock(ctx, tx, order.id);
    if (backToWallet) {
      const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, order.groupId));
      await refundToWallet(tx, {
        group,
        amountCents: order.totalCents,
        idempotencyKey: `wallet-cancel-order-${order.id}`,
        ref: { type: "order", id: order.id },
        note: order.code,
      });
    }
    // a gateway's or a bank transfer's money came in: the marketplace holds it for the order (decision 071)
    if (paymentStatus === "paid" && order.paymentStatus !== "paid") await receivePayment(tx, updated);
    // paid and delivered (whichever came last): the money is shared out once (decision 071)
    const settled = await settleOrder(ctx, tx, updated);
    // paid units count as sold: becoming paid adds them, a refund or cancelling a paid order takes them back
    if (countsAsSold(order) !== countsAsSold(updated)) await recordSales(tx, order.id, countsAsSold(updated) ? 1 : -1);
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status, paymentStatus, note: input.note ?? "", actorUserId: input.actorUserId, createdAt: now });
    if (paymentStatus !== order.paymentStatus) {
      const siblings = await tx
        .select({ paymentStatus: orders.paymentStatus, status: orders.status })
        .from(orders)
        .where(eq(orders.groupId, order.groupId));
      const live = siblings.filter((o) => o.status !== "cancelled");
      const groupStatus: PaymentStatus =
        live.length && live.every((o) => o.paymentStatus === "paid")
          ? "paid"
          : live.some((o) => o.paymentStatus === "refunded")
            ? "refunded"
            : "unpaid";
      await tx.update(orderGroups).set({ paymentStatus: groupStatus, updatedAt: now }).where(eq(orderGroups.id, order.groupId));
    }
    if (!input.quiet) {
      // buyer and seller hear of it: queued with the change (decision 035)
      const [group] = await tx.select({ code: orderGroups.code }).from(orderGroups).where(eq(orderGroups.id, updated.groupId));
      await announceOrders(tx, group.code, {
        kind: "status",
        orderId: updated.id,
        status: input.paymentStatus && !input.status ? `payment_${updated.paymentStatus}` : updated.status,
      });
    }
    return { order: settled, changed: true };
  };
  const result = input.tx ? await run(input.tx) : await ctx.db.transaction((tx) => run(tx));
  return result.order;
}
