import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  orderGroups,
  orders,
  SHIPMENT_EVENTS,
  type ShipmentActor,
  type ShipmentEventKind,
  shipmentEvents,
  shipments,
} from "../../db/schema";
import { NotFoundError, UnprocessableError, ValidationError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { changeOrderStatus } from "../orders/change-order-status";
import { announceOrders } from "../orders/order-notices";
import { nextEvents, orderStatusByParcels, stepsBetween } from "./parcel-rules";

/** How far ahead of the shop's clock an event's time may be (a phone's clock a little fast); later is "in the future". */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** Who enters the event: the seller or an operator (through the seller centre), the rider, the pickup point (their own pages). */
export interface ShipmentEventActor {
  kind: ShipmentActor;
  userId: number | null;
}

/** An event's time as sent: an ISO date-time (with its offset), or nothing for now. Anything else is refused. */
export function eventTime(raw: unknown, now: Date): Date {
  if (raw === undefined || raw === null || raw === "") return now;
  const at = typeof raw === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) throw new ValidationError({ at: ["shipment_event_time_invalid"] });
  return at;
}

/**
 * Record what happened to a parcel (decision 077), for a caller that has already decided the
 * actor may (the seller centre's `sellerShipmentEvent`; a rider's or a pickup point's own verb).
 * In one transaction (or the caller's `tx`), with the order's row locked: an event the parcel's
 * history does not allow next (delivered before shipped, anything after delivered), a time in
 * the future, before the order or before the parcel's last event, or a cancelled order is 422
 * and changes nothing. The order then moves along its lifecycle to where all its parcels have
 * come (shipped: picked up, out for delivery: on the way, delivered: delivered) through
 * `changeOrderStatus`, step by step, so a paid order is settled once it is delivered, exactly
 * as when the seller moves it. The buyer (and the seller, when someone else entered it) hear
 * of it through the order's notices: a notification, its web push, a mail.
 */
export async function addShipmentEvent(
  ctx: Ctx,
  input: { shipmentId: number; event: unknown; at?: unknown; note?: unknown; actor: ShipmentEventActor; tx?: Database },
) {
  const kind = SHIPMENT_EVENTS.includes(input.event as ShipmentEventKind) ? (input.event as ShipmentEventKind) : null;
  if (!kind) throw new ValidationError({ event: ["shipment_event_unknown"] });
  const now = ctx.now();
  const at = eventTime(input.at, now);
  const note = typeof input.note === "string" ? input.note.trim().slice(0, 500) : "";
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new ValidationError({ at: ["shipment_event_in_future"] });

  const run = async (tx: Database) => {
    const [parcel] = await tx.select().from(shipments).where(eq(shipments.id, input.shipmentId));
    if (!parcel) throw new NotFoundError("shipment_not_found");
    // the group's row, then the order's: the order `changeOrderStatus` takes them in; every event of the order waits here
    const [owner] = await tx.select({ groupId: orders.groupId }).from(orders).where(eq(orders.id, parcel.orderId));
    const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, owner.groupId)).for("update");
    const [order] = await tx.select().from(orders).where(eq(orders.id, parcel.orderId)).for("update");
    if (order.status === "cancelled") throw new UnprocessableError("shipment_order_cancelled", "event");
    if (at < order.createdAt) throw new ValidationError({ at: ["shipment_event_before_order"] });
    const [last] = await tx
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, parcel.id))
      .orderBy(desc(shipmentEvents.happenedAt), desc(shipmentEvents.id))
      .limit(1);
    if (!nextEvents(last?.kind ?? null).includes(kind)) throw new ValidationError({ event: ["shipment_event_out_of_order"] });
    if (last && at < last.happenedAt) throw new ValidationError({ at: ["shipment_event_before_last"] });

    const [added] = await tx
      .insert(shipmentEvents)
      .values({
        shipmentId: parcel.id,
        kind,
        happenedAt: at,
        note,
        actor: input.actor.kind,
        actorUserId: input.actor.userId,
        createdAt: now,
      })
      .returning();

    // where the order stands by all its parcels now; it only moves forward, one lifecycle step at a time
    const lastEvents = await lastEventsOf(tx, order.id);
    const target = orderStatusByParcels(lastEvents);
    let moved = order;
    for (const step of target ? stepsBetween(order.status, target) : [])
      moved = await changeOrderStatus(ctx, {
        orderId: order.id,
        status: step,
        actorUserId: input.actor.userId,
        note: `parcel ${parcel.id}: ${kind} (by ${input.actor.kind})`,
        tx,
        // the parcel's own notice tells of it, once
        quiet: true,
      });
    await announceOrders(tx, group.code, {
      kind: "parcel",
      orderId: order.id,
      shipmentId: parcel.id,
      event: kind,
      by: input.actor.kind,
    });
    return { event: added, order: moved };
  };
  return input.tx ? run(input.tx) : ctx.db.transaction((tx) => run(tx));
}

/** The last event of each of the order's parcels (null: none yet). */
async function lastEventsOf(tx: Database, orderId: number): Promise<(ShipmentEventKind | null)[]> {
  const parcels = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orderId));
  if (!parcels.length) return [];
  const events = await tx
    .select({ shipmentId: shipmentEvents.shipmentId, kind: shipmentEvents.kind })
    .from(shipmentEvents)
    .where(
      and(
        inArray(
          shipmentEvents.shipmentId,
          parcels.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.id));
  return parcels.map((p) => events.filter((e) => e.shipmentId === p.id).at(-1)?.kind ?? null);
}
