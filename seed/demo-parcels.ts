import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { type OrderStatus, orderEvents, orders, type ShipmentEventKind, shipmentEvents, shipments, shops, users } from "../db/schema";
import { DEMO_ACCOUNTS } from "./demo-catalog";

/** The parcel step each status of a demo order's history stands for (decision 077). */
const STEP_OF: Partial<Record<OrderStatus, ShipmentEventKind>> = {
  confirmed: "packed",
  picked_up: "shipped",
  on_the_way: "out_for_delivery",
  delivered: "delivered",
};

/** The demo seller's orders that get a parcel, by how far they came: a carrier and a number of its form for each. */
const PARCELS: { status: OrderStatus; carrier: string; trackingNumber: string; failedFirst?: boolean }[] = [
  { status: "delivered", carrier: "dhl", trackingNumber: "1234567890" },
  { status: "on_the_way", carrier: "postnl", trackingNumber: "3SBZR12345678", failedFirst: true },
  { status: "picked_up", carrier: "tipax", trackingNumber: "987654321012" },
];

/**
 * Parcels on a few of the demo seller's orders (issue 38 item 5): a delivered one by DHL, one on
 * its way by PostNL after a failed attempt, one just shipped by Tipax; each step at the moment its
 * order reached the status it stands for, entered by the seller. Written as rows (the orders'
 * statuses are already where the parcels say), quietly: no notices.
 */
export async function seedDemoParcels(db: Database) {
  const [seller] = await db
    .select({ shopId: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  if (!seller) return;
  const mine = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.shopId, seller.shopId))
    .orderBy(asc(orders.id));
  const chosen = PARCELS.map((p) => ({ ...p, order: mine.find((o) => o.status === p.status) })).filter((p) => p.order);
  if (!chosen.length) return;
  const history = await db
    .select()
    .from(orderEvents)
    .where(
      inArray(
        orderEvents.orderId,
        chosen.map((p) => p.order?.id ?? 0),
      ),
    )
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  for (const p of chosen) {
    const orderId = p.order?.id ?? 0;
    const steps = history.filter((e) => e.orderId === orderId && STEP_OF[e.status]);
    const first = steps[0]?.createdAt ?? new Date();
    const [parcel] = await db
      .insert(shipments)
      .values({ orderId, carrier: p.carrier, trackingNumber: p.trackingNumber, createdBy: seller.ownerId, createdAt: first })
      .returning({ id: shipments.id });
    const events: (typeof shipmentEvents.$inferInsert)[] = [];
    for (const step of steps) {
      const kind = STEP_OF[step.status] as ShipmentEventKind;
      if (events.some((e) => e.kind === kind)) continue;
      // the PostNL parcel's first round found nobody home: a failed attempt, then out again an hour later
      if (kind === "out_for_delivery" && p.failedFirst) {
        events.push(event(parcel.id, "failed_attempt", step.createdAt, seller.ownerId, "Nobody home: a card was left"));
        events.push(event(parcel.id, kind, new Date(step.createdAt.getTime() + 3_600_000), seller.ownerId));
        continue;
      }
      events.push(event(parcel.id, kind, step.createdAt, seller.ownerId));
    }
    if (events.length) await db.insert(shipmentEvents).values(events);
  }
}

function event(shipmentId: number, kind: ShipmentEventKind, at: Date, userId: number, note = "") {
  return { shipmentId, kind, happenedAt: at, note, actor: "seller" as const, actorUserId: userId, createdAt: at };
}
