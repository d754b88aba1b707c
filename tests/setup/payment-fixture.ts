import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client";
import { orderEvents, orderGroups, orders, paymentEvents, payments, users } from "../../db/schema";
import { guest, signUp, type TestApp } from "./accounts";
import type { JsonAnswer } from "./json-answer";
import { simpleProduct, typedAddress } from "./shop-fixture";
import type { TestClient } from "./test-app";

export const call = async (client: TestClient, url: string, json?: unknown) => {
  const res = await client.request(url, json === undefined ? {} : { method: "POST", json });
  const text = await res.text();
  let body: JsonAnswer = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
};

/**
 * A placed order group of two sellers (2 × 20.00 and 15.00, flat shipping 5.00 each: 65.00),
 * bought by a fresh guest, or by a fresh account with `account: true`.
 */
export async function placedGroup(app: TestApp, db: Database, opts: { account?: boolean; digital?: boolean } = {}) {
  const a = await simpleProduct(db, { priceCents: 2000, stock: 50, extra: opts.digital ? { isDigital: true } : {} });
  const b = await simpleProduct(db, { priceCents: 1500, stock: 50, shopIndex: 1 });
  const buyer = opts.account ? (await signUp(app)).client : await guest(app);
  await call(buyer, "/user/addToCart", { id: a.id, quantity: 2 });
  const cart = await call(buyer, "/user/addToCart", { id: b.id, quantity: 1 });
  const placed = await call(buyer, "/user/confirm-order", { shipping_address: await typedAddress(db), trx_id: cart.body.trx_id });
  if (placed.status !== 200) throw new Error(`placing failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return { buyer, code: placed.body.code as string, trxId: placed.body.trx_id as string };
}

/** Everything a payment may change, to compare before and after a refused callback. */
export async function paymentState(db: Database, code: string) {
  const [group] = await db.select().from(orderGroups).where(eq(orderGroups.code, code));
  const orderRows = await db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, paymentType: orders.paymentType })
    .from(orders)
    .where(eq(orders.groupId, group.id))
    .orderBy(orders.id);
  const paymentRows = await db
    .select({ id: payments.id, status: payments.status, gateway: payments.gateway, amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.groupId, group.id))
    .orderBy(payments.id);
  const events = [] as { id: number }[];
  for (const p of paymentRows)
    events.push(...(await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.paymentId, p.id))));
  const history = [] as { id: number }[];
  for (const o of orderRows)
    history.push(...(await db.select({ id: orderEvents.id }).from(orderEvents).where(eq(orderEvents.orderId, o.id))));
  return {
    group: { paymentStatus: group.paymentStatus, paymentType: group.paymentType, totalCents: group.totalCents },
    orders: orderRows,
    payments: paymentRows,
    events: events.length,
    history: history.length,
  };
}

/** A signed-in admin (a fresh account given the admin role). */
export async function adminClient(app: TestApp, db: Database) {
  const admin = await signUp(app);
  await db.update(users).set({ role: "admin" }).where(eq(users.id, admin.userId));
  return admin.client;
}

/** A small real picture (a receipt photo) as PNG bytes. */
export function receiptPng(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .png()
    .toBuffer();
}

/** complete-order as multipart (the receipt upload), with the page's token. */
export async function completeWithFile(
  client: TestClient,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  const res = await client.request("/user/complete-order", { method: "POST", body: form });
  return { status: res.status, body: await res.json() };
}
