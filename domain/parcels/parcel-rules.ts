import type { OrderStatus, ShipmentEventKind } from "../../db/schema";

/**
 * Which event may follow which on one parcel (decision 077). A parcel is packed (or not), then
 * shipped; out for delivery and failed attempts may repeat until it is delivered or comes back
 * (returned), or it waits to be collected (ready for pickup) until the buyer collects it
 * (delivered) or it goes back; after those nothing more happens to it.
 */
export const MAY_FOLLOW: Record<ShipmentEventKind | "none", ShipmentEventKind[]> = {
  none: ["packed", "shipped"],
  packed: ["shipped"],
  shipped: ["out_for_delivery", "delivered", "failed_attempt", "ready_for_pickup", "returned"],
  out_for_delivery: ["delivered", "failed_attempt", "ready_for_pickup", "returned"],
  failed_attempt: ["out_for_delivery", "delivered", "ready_for_pickup", "returned"],
  // waiting at a pickup point, or at the shop, for the buyer to collect it (decision 080)
  ready_for_pickup: ["delivered", "returned"],
  delivered: [],
  returned: [],
};

/** The events a parcel whose last event is `last` may take next. */
export const nextEvents = (last: ShipmentEventKind | null): ShipmentEventKind[] => MAY_FOLLOW[last ?? "none"];

/** How far a parcel has come, as the order's lifecycle says it (null: not yet on its way, or returned). */
const REACHES: Partial<Record<ShipmentEventKind, OrderStatus>> = {
  packed: "confirmed",
  shipped: "picked_up",
  out_for_delivery: "on_the_way",
  failed_attempt: "on_the_way",
  ready_for_pickup: "on_the_way",
  delivered: "delivered",
};

const LIFECYCLE: OrderStatus[] = ["pending", "confirmed", "picked_up", "on_the_way", "delivered"];

/**
 * Where the order stands by its parcels: the step every parcel still travelling has reached (a
 * parcel not yet sent holds the order back; a returned one does not count). Null when no parcel
 * says anything yet, or all came back.
 */
export function orderStatusByParcels(lastEvents: (ShipmentEventKind | null)[]): OrderStatus | null {
  const counted = lastEvents.filter((e) => e !== "returned");
  if (!counted.length) return null;
  const steps = counted.map((e) => (e ? LIFECYCLE.indexOf(REACHES[e] ?? "pending") : 0));
  const least = Math.min(...steps);
  return least > 0 ? LIFECYCLE[least] : null;
}

/** The lifecycle's steps from `from` (excluded) to `to` (included): the moves an order makes to get there; none to go back. */
export function stepsBetween(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const a = LIFECYCLE.indexOf(from);
  const b = LIFECYCLE.indexOf(to);
  if (a < 0 || b <= a) return [];
  return LIFECYCLE.slice(a + 1, b + 1);
}
