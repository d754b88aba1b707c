import { and, eq, isNull, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, ledgerAccounts, ledgerEntries, orderLines, orders, products, settings, shops, users } from "../../db/schema";
import type { PlatformAccountKind, UserAccountKind } from "../../db/schema/ledger";
import { balanceOf } from "../../domain/ledger/book";
import { checkBalances, checkBooks } from "../../domain/ledger/check-balances";
import { signUp, type TestApp } from "./accounts";
import { call } from "./http";
import { placeOrderAs } from "./order-fixture";
import { askRefund, payBySandbox } from "./refund-fixture";
import type { TestClient } from "./test-app";

/** Commission rules and discount funding (decision 072): a parent and a child category (the child at 10 %), fresh sellers with a product in the child. */
export async function commissionWorld(database: DatabaseHandle) {
  const tag = `${process.pid}-${Date.now()}`;
  const make = async (slug: string, parent: string, rate: string | null) => {
    const [c] = await database.db
      .insert(categories)
      .values({ slug, name: { en: slug }, path: "/", depth: parent === "/" ? 0 : 1, commissionRate: rate })
      .returning({ id: categories.id });
    const path = `${parent}${c.id}/`;
    await database.db.update(categories).set({ path }).where(eq(categories.id, c.id));
    return { id: c.id, path };
  };
  const parent = await make(`rules-parent-${tag}`, "/", null);
  const child = await make(`rules-child-${tag}`, parent.path, "10.00");
  return { parent, child };
}

let seq = 0;
/** A verified seller (signed in) with nothing on their accounts and a 20.00 product in the category. */
export async function freshSeller(app: TestApp, database: DatabaseHandle, categoryId: number) {
  const { client, userId } = await signUp(app);
  await database.db.update(users).set({ role: "seller" }).where(eq(users.id, userId));
  const n = ++seq;
  const [shop] = await database.db
    .insert(shops)
    .values({
      ownerId: userId,
      slug: `rules-shop-${process.pid}-${n}-${Date.now()}`,
      name: { en: `Rules shop ${n}` },
      verifiedAt: new Date(),
    })
    .returning({ id: shops.id });
  const [product] = await database.db
    .insert(products)
    .values({
      shopId: shop.id,
      categoryId,
      slug: `rules-product-${process.pid}-${n}-${Date.now()}`,
      name: { en: `Rules mug ${n}` },
      priceCents: 2000,
      stock: 1000,
      images: ["demo/products/p03"],
      shippingFeeCents: 300,
    })
    .returning({ id: products.id });
  return { client, userId, shopId: shop.id, productId: product.id };
}
export type Seller = Awaited<ReturnType<typeof freshSeller>>;

/** A fresh buyer places `quantity` of the seller's product, with a coupon when given. */
export async function buy(app: TestApp, database: DatabaseHandle, seller: Seller, quantity = 2, coupon?: string) {
  const { client: buyer } = await signUp(app);
  if (coupon) {
    expect((await call(buyer, "/user/addToCart", { id: seller.productId, quantity })).status).toBe(200);
    const applied = await call(buyer, "/user/apply_coupon", { coupon_code: coupon });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const placed = await placeOrderAs(database.db, buyer, []);
    return { buyer, order: placed.orders[0], group: placed.group };
  }
  const placed = await placeOrderAs(database.db, buyer, [{ id: seller.productId, quantity }]);
  return { buyer, order: placed.orders[0], group: placed.group };
}

export const lineOf = async (database: DatabaseHandle, orderId: number) =>
  (await database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0];
export const orderRow = async (database: DatabaseHandle, id: number) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

/** Paid by the sandbox gateway (or cash collected), then delivered by the seller: settled. */
export async function settle(app: TestApp, seller: Seller, placed: Awaited<ReturnType<typeof buy>>, cash = false) {
  if (cash)
    expect((await call(placed.buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: placed.group.code })).status).toBe(
      200,
    );
  else await payBySandbox(app, placed.buyer, placed.group.code);
  for (const status of ["confirmed", "picked_up", "on_the_way", "delivered"])
    expect((await call(seller.client, `/seller/orders/${placed.order.code}/status`, { status })).status).toBe(200);
  if (cash) expect((await call(seller.client, `/seller/orders/${placed.order.code}/status`, { payment_status: "paid" })).status).toBe(200);
}

export async function acceptRefund(seller: Seller, buyer: TestClient, orderId: number) {
  const asked = await askRefund(buyer, { order_id: orderId, reason: "It arrived broken in two places." });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const accepted = await call(seller.client, `/seller/refund-requests/${asked.body.refund.id}/accept`, {});
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

export const userBalance = async (database: DatabaseHandle, userId: number, kind: UserAccountKind) =>
  (await balanceOf(database.db, userId, kind)).balanceMinor;

export async function platformBalance(database: DatabaseHandle, kind: PlatformAccountKind) {
  const [row] = await database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currencyCode, "USD")));
  return Number(row.sum);
}

/** Every balance settling touches, to compare before and after. */
export async function money(database: DatabaseHandle, sellerId: number) {
  return {
    seller: await userBalance(database, sellerId, "seller"),
    debt: await userBalance(database, sellerId, "seller_debt"),
    commission: await platformBalance(database, "platform_commission"),
    feeTax: await platformBalance(database, "platform_fee_tax"),
    promotions: await platformBalance(database, "platform_promotions"),
    clearing: await platformBalance(database, "platform_clearing"),
  };
}

export async function booksAreRight(database: DatabaseHandle) {
  expect(await checkBalances(database.db)).toEqual([]);
  expect(await checkBooks(database.db)).toEqual({ unbalanced: [], unpaired: [], clearing: [] });
}

export const setSetting = (database: DatabaseHandle, key: string, value: string) =>
  database.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
export const dropSetting = (database: DatabaseHandle, key: string) => database.db.delete(settings).where(eq(settings.key, key));
