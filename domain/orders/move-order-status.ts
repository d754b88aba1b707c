import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { operatorOf } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx, Viewer } from "../context";
import { requireSellerOrOperator } from "../seller/require-seller";
import { changeOrderStatus } from "./change-order-status";
import { accessibleOrder } from "./order-access";

const pick = <T extends string>(all: readonly T[], raw: unknown): T | undefined | null =>
  raw === undefined || raw === null || raw === "" ? undefined : all.includes(raw as T) ? (raw as T) : null;

/**
 * `POST seller/orders/{code}/status {status, payment_status?}`: the order's seller moves it along
 * its lifecycle (pending → confirmed → picked_up → on_the_way → delivered, or cancelled while
 * pending or confirmed); an admin may move any order. Anyone else, the buyer included, gets the
 * same 404 as an unknown code; a move the lifecycle forbids is 409 (`changeOrderStatus`).
 */
export async function moveOrderStatus(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash">,
  input: { code: string; fields: Record<string, unknown> },
) {
  const status = pick<OrderStatus>(ORDER_STATUSES, input.fields.status);
  const paymentStatus = pick<PaymentStatus>(PAYMENT_STATUSES, input.fields.payment_status);
  // only a verified seller (of this order, below) or an operator: one guard for every seller call
  await requireSellerOrOperator(ctx, viewer.userId, "order_not_found");
  const { order, access } = await accessibleOrder(ctx, viewer, input.code, undefined, { staffOnly: true });
  if (status === null || paymentStatus === null || (status === undefined && paymentStatus === undefined)) {
    throw new ValidationError(paymentStatus === null ? { payment_status: ["order_status_unknown"] } : { status: ["order_status_unknown"] });
  }
  // an operator's move is recorded in the move's own transaction (decision 036); a seller's is not an operator action
  const op = access.as === "admin" ? await operatorOf(ctx, viewer.userId) : null;
  const updated = await ctx.db.transaction(async (tx) => {
    const moved = await changeOrderStatus(ctx, {
      orderId: order.id,
      status,
      paymentStatus,
      actorUserId: viewer.userId,
      note: `by ${access.as}`,
      tx,
    });
    if (op && (moved.status !== order.status || moved.paymentStatus !== order.paymentStatus))
      await recordAudit(
        tx,
        op,
        {
          action: "order.status",
          target: { type: "order", id: order.id },
          before: { code: order.code, status: order.status, payment_status: order.paymentStatus },
          after: { code: moved.code, status: moved.status, payment_status: moved.paymentStatus },
        },
        ctx.now(),
      );
    return moved;
  });
  return { code: updated.code, status: updated.status, payment_status: updated.paymentStatus };
}
