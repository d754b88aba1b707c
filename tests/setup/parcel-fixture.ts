import { and, asc, count, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { jobs, ledgerEntries, notifications, orderEvents, orders, shipmentEvents, shipments } from "../../db/schema";
import { signUp, type TestApp } from "./accounts";
import { call } from "./http";
import { placeOrderAs, productOfShop, signedIn } from "./order-fixture";
import { payBySandbox } from "./refund-fixture";

/** A fresh buyer's order of a fresh product (paid by the sandbox unless `unpaid`), with its seller signed in. */
export async function parcelOrder(app: TestApp, db: Database, opts: { unpaid?: boolean; shopIndex?: number } = {}) {
  const product = await productOfShop(db, { stock: 10, priceCents: 2500, shopIndex: opts.shopIndex ?? 0 });
  const { client: buyer, userId: buyerId, email } = await signUp(app);
  const placed = await placeOrderAs(db, buyer, [{ id: product.id, quantity: 1 }]);
  if (!opts.unpaid) await payBySandbox(app, buyer, placed.group.code);
  const seller = await signedIn(app, product.ownerEmail, "seller123");
  return { buyer, buyerId, buyerEmail: email, seller, product, order: placed.orders[0], group: placed.group };
}

/** A parcel of the order through the seller's call; answers its id. */
export async function addParcel(seller: Parameters<typeof call>[0], code: string, fields: Record<string, string>) {
  const done = await call(seller, `/seller/orders/${code}/shipments`, fields);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.shipment as number;
}

/** A step of a parcel through the seller's call; answers the order's status after it. */
export async function addStep(seller: Parameters<typeof call>[0], code: string, parcel: number, fields: Record<string, string>) {
  const done = await call(seller, `/seller/orders/${code}/shipments/${parcel}/events`, fields);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.order.status as string;
}

/** Everything a refused call must leave as it was: the order's parcels, their events, status, history, notices, books and jobs. */
export async function parcelState(db: Database, orderId: number) {
  const parcels = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
  const ids = parcels.map((p) => p.id);
  const [events, [order], history, [books], [notices], [queued]] = await Promise.all([
    ids.length
      ? db.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, ids)).orderBy(asc(shipmentEvents.id))
      : Promise.resolve([]),
    db.select({ status: orders.status, settledAt: orders.settledAt }).from(orders).where(eq(orders.id, orderId)),
    db.select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refType, "order"), eq(ledgerEntries.refId, orderId))),
    db.select({ n: count() }).from(notifications),
    db.select({ n: count() }).from(jobs),
  ]);
  return { parcels, events, order, history: history.map((h) => h.status), books: books.n, notices: notices.n, jobs: queued.n };
}
