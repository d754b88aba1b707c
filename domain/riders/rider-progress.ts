import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, orders, riderDeliveries } from "../../db/schema";
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from "../../kernel/errors";
import type { Ctx, Viewer } from "../context";
import { walletCurrencyIn } from "../ledger/wallet-account";
import { changeOrderStatus } from "../orders/change-order-status";
import { CODE_ATTEMPTS, codeMatches, typedCode } from "./delivery-code";
import { storeDeliveryPicture } from "./delivery-picture";
import { bookCashCollected, bookRiderCommission } from "./rider-books";
import { requireRider } from "./rider-of";
import { riderMilestone } from "./shipment-events";

type DeliveryRow = typeof riderDeliveries.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The rider's own delivery and its order, both locked (the group's row first: the order `changeOrderStatus` takes them in). */
async function lockedDelivery(
  tx: Database,
  riderId: number,
  deliveryId: number | null,
): Promise<{ delivery: DeliveryRow; order: OrderRow }> {
  if (deliveryId === null) throw new NotFoundError("rider_delivery_not_found");
  const [found] = await tx
    .select({ orderId: riderDeliveries.orderId, groupId: orders.groupId })
    .from(riderDeliveries)
    .innerJoin(orders, eq(orders.id, riderDeliveries.orderId))
    .where(and(eq(riderDeliveries.id, deliveryId), eq(riderDeliveries.riderId, riderId)));
  if (!found) throw new NotFoundError("rider_delivery_not_found");
  await tx.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.id, found.groupId)).for("update");
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for("update");
  const [delivery] = await tx.select().from(riderDeliveries).where(eq(riderDeliveries.id, deliveryId)).for("update");
  if (delivery.riderId !== riderId) throw new NotFoundError("rider_delivery_not_found");
  return { delivery, order };
}

/** Move the order along its lifecycle to `to` through the statuses between (the one status path: `changeOrderStatus`). */
async function moveTo(
  ctx: Ctx,
  tx: Database,
  order: OrderRow,
  path: OrderRow["status"][],
  actor: number,
  last?: { paymentStatus?: "paid" },
) {
  let current = order;
  const from = path.indexOf(order.status);
  for (const [i, status] of path.entries()) {
    if (i <= from) continue;
    const isLast = i === path.length - 1;
    current = await changeOrderStatus(ctx, {
      orderId: order.id,
      status,
      ...(isLast ? last : {}),
      actorUserId: actor,
      note: "by rider",
      tx,
      // the buyer hears of it through the parcel's step (riderMilestone), once
      quiet: true,
    });
  }
  return current;
}

/**
 * `POST rider/deliveries/{id}/picked-up`: the rider has the parcel and sets off. A confirmed order
 * goes picked up → on the way (a seller's own "picked up" is taken as it is); a pending one is 409
 * (the seller has not confirmed it). Doing it again answers the same.
 */
export async function markPickedUp(ctx: Ctx, viewer: Pick<Viewer, "userId">, deliveryId: number | null) {
  const rider = await requireRider(ctx, viewer.userId);
  return ctx.db.transaction(async (tx) => {
    const { delivery, order } = await lockedDelivery(tx, rider.id, deliveryId);
    if (delivery.status === "delivered") throw new ConflictError("rider_delivery_done");
    if (delivery.status === "picked_up") return { id: delivery.id, status: delivery.status, order_status: order.status, changed: false };
    if (order.status === "pending") throw new ConflictError("rider_order_not_confirmed");
    if (order.status === "cancelled" || order.status === "delivered") throw new ConflictError("rider_order_not_assignable");
    const now = ctx.now();
    const moved = await moveTo(ctx, tx, order, ["confirmed", "picked_up", "on_the_way"], rider.userId);
    await tx
      .update(riderDeliveries)
      .set({ status: "picked_up", pickedUpAt: now, updatedAt: now })
      .where(eq(riderDeliveries.id, delivery.id));
    await riderMilestone(ctx, tx, { orderId: order.id, event: "out_for_delivery", actorUserId: rider.userId, at: now });
    return { id: delivery.id, status: "picked_up" as const, order_status: moved.status, changed: true };
  });
}

/**
 * `POST rider/deliveries/{id}/delivered {delivery_code | image}`: the parcel is in the buyer's hands, proved
 * by the code the buyer was sent or a picture (the review pictures' pipeline). A wrong code is 422
 * on `delivery_code` and changes nothing but the count of wrong tries; after `CODE_ATTEMPTS` the code is
 * refused for good (422 `rider_code_locked`: a picture still proves it). Delivered goes through
 * `changeOrderStatus`, so the order is settled once: cash on delivery the rider collected is booked
 * to the rider's cash account and the order becomes paid with it (the marketplace holds the money,
 * decision 078), and the rider's commission is booked to their earnings.
 */
export async function markDelivered(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId">,
  input: { deliveryId: number | null; fields: Record<string, unknown>; pictures: { bytes: Uint8Array }[]; uploadsDir: string },
) {
  const rider = await requireRider(ctx, viewer.userId);
  const typed = typedCode(input.fields.delivery_code);
  if (!typed && !input.pictures.length) throw new ValidationError({ delivery_code: ["rider_proof_required"] });
  if (input.pictures.length > 1) throw new ValidationError({ images: ["rider_one_picture"] });
  // a wrong code is counted in its own statement (kept when the call is refused)
  if (!input.pictures.length) {
    const verdict = await ctx.db.transaction(async (tx) => {
      const { delivery } = await lockedDelivery(tx, rider.id, input.deliveryId);
      if (delivery.status !== "picked_up") return "state" as const;
      if (delivery.codeAttempts >= CODE_ATTEMPTS) return "locked" as const;
      if (codeMatches(delivery.orderId, typed, delivery.codeHash)) return "ok" as const;
      await tx
        .update(riderDeliveries)
        .set({ codeAttempts: sql`${riderDeliveries.codeAttempts} + 1` })
        .where(eq(riderDeliveries.id, delivery.id));
      return delivery.codeAttempts + 1 >= CODE_ATTEMPTS ? ("locked" as const) : ("wrong" as const);
    });
    if (verdict === "locked") throw new UnprocessableError("rider_code_locked", "delivery_code");
    if (verdict === "wrong") throw new UnprocessableError("rider_code_wrong", "delivery_code");
  }
  const picture = input.pictures.length ? await storeDeliveryPicture(input.pictures[0], { uploadsDir: input.uploadsDir }) : null;
  return ctx.db.transaction(async (tx) => {
    const { delivery, order } = await lockedDelivery(tx, rider.id, input.deliveryId);
    if (delivery.status === "delivered") throw new ConflictError("rider_delivery_done");
    if (delivery.status !== "picked_up") throw new ConflictError("rider_not_picked_up");
    if (order.status !== "on_the_way" && order.status !== "picked_up") throw new ConflictError("rider_order_not_assignable");
    const now = ctx.now();
    const currencyCode = await walletCurrencyIn(tx);
    const collect = order.paymentType === "cash_on_delivery" && order.paymentStatus === "unpaid" ? order.totalCents : 0;
    if (collect > 0) {
      await tx.update(orders).set({ riderCollectedCash: true }).where(eq(orders.id, order.id));
      await bookCashCollected(tx, { riderUserId: rider.userId, orderId: order.id, code: order.code, amountMinor: collect, currencyCode });
    }
    const withFlag = { ...order, riderCollectedCash: collect > 0 || order.riderCollectedCash };
    const moved = await moveTo(
      ctx,
      tx,
      withFlag,
      ["picked_up", "on_the_way", "delivered"],
      rider.userId,
      collect > 0 ? { paymentStatus: "paid" } : {},
    );
    await bookRiderCommission(tx, {
      riderUserId: rider.userId,
      orderId: order.id,
      code: order.code,
      amountMinor: delivery.commissionMinor,
      currencyCode,
    });
    await tx
      .update(riderDeliveries)
      .set({
        status: "delivered",
        proof: picture ? "picture" : "code",
        proofPicture: picture,
        collectMinor: collect,
        deliveredAt: now,
        updatedAt: now,
      })
      .where(eq(riderDeliveries.id, delivery.id));
    await riderMilestone(ctx, tx, { orderId: order.id, event: "delivered", actorUserId: rider.userId, at: now });
    return {
      id: delivery.id,
      status: "delivered" as const,
      order_status: moved.status,
      payment_status: moved.paymentStatus,
      collected: collect,
      proof: picture ? "picture" : "code",
    };
  });
}
