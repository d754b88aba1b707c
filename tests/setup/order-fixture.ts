import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { orderGroups, orders, users } from "../../db/schema";
import { guest, signIn, type TestApp } from "./accounts";
import { call } from "./http";
import { simpleProduct, typedAddress } from "./shop-fixture";
import type { TestClient } from "./test-app";

/**
 * Put products in the client's cart and place the order through the real calls; answers the
 * placed group, its orders (placing order) and the address used.
 */
export async function placeOrderAs(
  db: Database,
  client: TestClient,
  items: { id: number; quantity?: number; variant_id?: number }[],
  address: Record<string, unknown> = {},
) {
  for (const item of items) expect((await call(client, "/user/addToCart", { ...item, quantity: item.quantity ?? 1 })).status).toBe(200);
  const shipping = { ...(await typedAddress(db)), ...address };
  const placed = await call(client, "/user/confirm-order", { shipping_address: shipping });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const [group] = await db.select().from(orderGroups).where(eq(orderGroups.code, placed.body.code));
  const rows = await db.select().from(orders).where(eq(orders.groupId, group.id)).orderBy(orders.id);
  return { group, orders: rows, shipping };
}

/** A fresh product with known stock in the n-th verified shop, with the shop owner's e-mail. */
export async function productOfShop(db: Database, opts: Parameters<typeof simpleProduct>[1] = {}) {
  const p = await simpleProduct(db, opts);
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, p.ownerId));
  return { ...p, ownerEmail: owner.email };
}

/** A client signed in with a demo password (sellers: seller123, admin: admin123). */
export async function signedIn(app: TestApp, email: string, password: string) {
  const client = await guest(app);
  const res = await signIn(client, email, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}
