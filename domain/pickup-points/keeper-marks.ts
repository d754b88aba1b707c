import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, orders, pickupParcels, type ShipmentEventKind, shipmentEvents, shipments, shops } from "../../db/schema";
import { ConflictError, NotFoundError, UnprocessableError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import type { Ctx, Viewer } from "../context";
import { queueMails } from "../mail/mailer";
import { orderMail } from "../mail/templates";
import { notifyUser } from "../notifications/notify";
import { signedInvoiceUrl } from "../orders/order-notices";
import { addShipmentEvent } from "../parcels/add-shipment-event";
import { CODE_ATTEMPTS, codeMatches, deliveryCodeHash, newDeliveryCode, typedCode } from "../riders/delivery-code";
import { requireKeeper } from "./keeper-of";

const NOT_FOUND = "pickup_parcel_not_found";
const FINAL: ShipmentEventKind[] = ["delivered", "returned"];

/** The order of this code bound for one of the keeper's points, locked (the group's row first, as `changeOrderStatus` takes them). */
async function lockedOrder(tx: Database, pointIds: number[], code: string) {
  const [found] = await tx
    .select({ id: orders.id, groupId: orders.groupId })
    .from(orders)
    .where(and(eq(orders.code, code), inArray(orders.pickupPointId, pointIds)));
  if (!found) throw new NotFoundError(NOT_FOUND);
  const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, found.groupId)).for("update");
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
  const [parcel] = await tx.select().from(pickupParcels).where(eq(pickupParcels.orderId, found.id)).for("update");
  return { group, order, parcel: parcel ?? null };
}

/** The order's parcels still travelling, each with its last step (a parcel delivered or returned is done). */
async function travelling(tx: Database, orderId: number) {
  const parcels = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
  const out: { id: number; last: ShipmentEventKind | null }[] = [];
  for (const p of parcels) {
    const [last] = await tx
      .select({ kind: shipmentEvents.kind })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, p.id))
      .orderBy(desc(shipmentEvents.happenedAt), desc(shipmentEvents.id))
      .limit(1);
    if (!last || !FINAL.includes(last.kind)) out.push({ id: p.id, last: last?.kind ?? null });
  }
  return out;
}

/**
 * `POST pickup-point/parcels/{code}/received`: the parcel of that order is at the point (decision
 * 080). Each of the order's parcels still travelling becomes "ready for pickup" (one not yet sent
 * is shipped first; an order with no parcel gets one, the seller's own delivery), through the
 * parcels' one event verb, so the order moves on and the buyer hears of it. The buyer is sent a
 * six-digit code to collect it with (notification and mail, queued with the change). Doing it
 * again answers the same; a cancelled or collected order is 409.
 */
export async function markReceived(ctx: Ctx, viewer: Pick<Viewer, "userId">, code: string) {
  const keeper = await requireKeeper(ctx, viewer.userId);
  return ctx.db.transaction(async (tx) => {
    const { group, order, parcel } = await lockedOrder(
      tx,
      keeper.points.map((p) => p.id),
      code,
    );
    if (parcel?.status === "collected") throw new ConflictError("pickup_parcel_collected");
    if (parcel) return { code: order.code, status: parcel.status, changed: false };
    if (order.status === "cancelled" || order.status === "delivered") throw new ConflictError("pickup_order_closed");
    const now = ctx.now();
    let open = await travelling(tx, order.id);
    if (!open.length) {
      const [made] = await tx
        .insert(shipments)
        .values({ orderId: order.id, carrier: "local_courier", createdBy: keeper.userId, createdAt: now })
        .returning({ id: shipments.id });
      open = [{ id: made.id, last: null }];
    }
    const actor = { kind: "pickup_point" as const, userId: keeper.userId };
    for (const p of open) {
      if (p.last === "ready_for_pickup") continue;
      if (p.last === null || p.last === "packed") await addShipmentEvent(ctx, { shipmentId: p.id, event: "shipped", actor, tx });
      await addShipmentEvent(ctx, { shipmentId: p.id, event: "ready_for_pickup", actor, tx });
    }
    const pickupCode = newDeliveryCode();
    const pointId = order.pickupPointId as number;
    await tx.insert(pickupParcels).values({
      orderId: order.id,
      pickupPointId: pointId,
      codeHash: deliveryCodeHash(order.id, pickupCode),
      receivedBy: keeper.userId,
      receivedAt: now,
    });
    const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, order.shopId));
    const point = keeper.points.find((p) => p.id === pointId);
    await sendPickupCode(ctx, tx, {
      group,
      orderCode: order.code,
      shopName: localize(shop?.name ?? {}, group.locale),
      point: point?.name ?? "",
      hours: point?.hours ?? "",
      code: pickupCode,
    });
    return { code: order.code, status: "received" as const, changed: true };
  });
}

/**
 * `POST pickup-point/parcels/{code}/collected {pickup_code}`: the buyer has collected it, proved by
 * the code they were sent. A wrong code is 422 on `pickup_code` and changes nothing but the count
 * of wrong tries (kept when the call is refused); after `CODE_ATTEMPTS` it is refused for good
 * (the operator hands it over). Collected: each parcel waiting there is delivered, through the
 * parcels' one event verb, so the order is delivered (and settled) once.
 */
export async function markCollected(ctx: Ctx, viewer: Pick<Viewer, "userId">, input: { code: string; fields: Record<string, unknown> }) {
  const keeper = await requireKeeper(ctx, viewer.userId);
  const ids = keeper.points.map((p) => p.id);
  const typed = typedCode(input.fields.pickup_code);
  const verdict = await ctx.db.transaction(async (tx) => {
    const { parcel } = await lockedOrder(tx, ids, input.code);
    if (!parcel) throw new ConflictError("pickup_parcel_not_received");
    if (parcel.status === "collected") return "done" as const;
    if (parcel.codeAttempts >= CODE_ATTEMPTS) return "locked" as const;
    if (codeMatches(parcel.orderId, typed, parcel.codeHash)) return "ok" as const;
    await tx
      .update(pickupParcels)
      .set({ codeAttempts: sql`${pickupParcels.codeAttempts} + 1` })
      .where(eq(pickupParcels.id, parcel.id));
    return parcel.codeAttempts + 1 >= CODE_ATTEMPTS ? ("locked" as const) : ("wrong" as const);
  });
  if (verdict === "done") throw new ConflictError("pickup_parcel_collected");
  if (verdict === "locked") throw new UnprocessableError("pickup_code_locked", "pickup_code");
  if (verdict === "wrong") throw new UnprocessableError("pickup_code_wrong", "pickup_code");
  return ctx.db.transaction(async (tx) => {
    const { order, parcel } = await lockedOrder(tx, ids, input.code);
    if (!parcel || parcel.status === "collected") throw new ConflictError("pickup_parcel_collected");
    const now = ctx.now();
    const actor = { kind: "pickup_point" as const, userId: keeper.userId };
    let moved = order;
    for (const p of await travelling(tx, order.id))
      if (p.last === "ready_for_pickup") moved = (await addShipmentEvent(ctx, { shipmentId: p.id, event: "delivered", actor, tx })).order;
    await tx
      .update(pickupParcels)
      .set({ status: "collected", collectedBy: keeper.userId, collectedAt: now })
      .where(eq(pickupParcels.id, parcel.id));
    return { code: order.code, status: "collected" as const, order_status: moved.status };
  });
}

/** The buyer hears the code to collect with: a notification (for an account) and a mail, queued in the receiving transaction. */
async function sendPickupCode(
  ctx: Ctx,
  tx: Database,
  input: { group: typeof orderGroups.$inferSelect; orderCode: string; shopName: string; point: string; hours: string; code: string },
) {
  const { group, orderCode, code } = input;
  const params = { code: orderCode, shop: input.shopName, point: input.point, hours: input.hours, pickup_code: code };
  if (group.userId)
    await notifyUser(tx, {
      userId: group.userId,
      message: { title: "pickup_code_notice_title", details: "pickup_code_notice_details", params },
      locale: group.locale,
      url: `/get-invoice/${orderCode}`,
      data: { order: orderCode, message_type: "success" },
    });
  await queueMails(tx, [
    orderMail(group.locale, group.email, {
      subjectKey: "mail_pickup_code_subject",
      params: { ...params, name: group.shippingAddress.name },
      url: group.userId ? `${ctx.publicUrl}/get-invoice/${encodeURIComponent(orderCode)}` : signedInvoiceUrl(ctx, group.trxId),
    }),
  ]);
}
