import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { orders, type products } from "../../db/schema";
import { signUp, type TestApp } from "./accounts";
import { call } from "./http";
import { placeOrderAs, productOfShop, signedIn } from "./order-fixture";
import type { TestClient } from "./test-app";

/** `POST refund-request` as multipart, with pictures under `images[]` (the reference's form) and the page's token. */
export async function askRefund(
  client: TestClient,
  fields: Record<string, string | number>,
  files: { bytes: Uint8Array; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of files)
    form.append("images[]", new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type ?? "image/png" }), "photo.png");
  const res = await client.request("/refund-request", { method: "POST", body: form });
  return { status: res.status, body: await res.json() };
}

/** Pay a placed group through the sandbox's hosted page (the pay button, its in-process webhook). */
export async function payBySandbox(app: TestApp, buyer: TestClient, code: string) {
  const done = await call(buyer, "/user/complete-order", { payment_type: "sandbox", code });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const url = done.body.redirect_url as string;
  const html = await (await app.request(url)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const pressed = await app.request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "pay", token }).toString(),
  });
  expect(pressed.status).toBe(303);
}

/** Move an order to delivered as its seller (optionally marking it paid on delivery: cash on delivery). */
export async function deliverAsSeller(seller: TestClient, code: string, markPaid = false) {
  for (const status of ["confirmed", "picked_up", "on_the_way", "delivered"]) {
    const body = status === "delivered" && markPaid ? { status, payment_status: "paid" } : { status };
    const moved = await call(seller, `/seller/orders/${code}/status`, body);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

/**
 * A fresh buyer's delivered order of `quantity` × a fresh product (stock 10, `extra` its other columns), paid by the
 * sandbox or by cash on delivery (marked paid at delivery); with its seller signed in.
 */
export async function deliveredOrder(
  app: TestApp,
  db: Database,
  opts: { by: "sandbox" | "cash_on_delivery"; quantity?: number; shopIndex?: number; extra?: Partial<typeof products.$inferInsert> },
) {
  const product = await productOfShop(db, { stock: 10, priceCents: 2000, shopIndex: opts.shopIndex ?? 0, extra: opts.extra });
  const { client: buyer, userId } = await signUp(app);
  const placed = await placeOrderAs(db, buyer, [{ id: product.id, quantity: opts.quantity ?? 2 }]);
  const order = placed.orders[0];
  if (opts.by === "sandbox") await payBySandbox(app, buyer, placed.group.code);
  else expect((await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: placed.group.code })).status).toBe(200);
  const seller = await signedIn(app, product.ownerEmail, "seller123");
  await deliverAsSeller(seller, order.code, opts.by === "cash_on_delivery");
  return { buyer, buyerId: userId, seller, product, order, group: placed.group };
}

export const orderRow = async (db: Database, id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
