import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cartLines, products } from "../../db/schema";
import { guest, PASSWORD, sessionHash, signIn, signUp, type TestApp } from "../setup/accounts";
import { variantProduct } from "../setup/product-fixture";
import { makeCoupon, simpleProduct } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The cart's contract calls (contract notes: Cart) through the HTTP app. */
describeOnDatabases("cart", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });

  const call = async (client: TestClient, url: string, json?: unknown, init: { noToken?: boolean } = {}) => {
    const res = await client.request(url, json === undefined ? init : { method: "POST", json, ...init });
    return { status: res.status, body: await res.json() };
  };
  const add = (client: TestClient, form: Record<string, unknown>) => call(client, "/user/addToCart", form);

  it("adds a product for a guest, reuses the cart's trx_id, raises the quantity and answers the server's cart", async () => {
    const a = await simpleProduct(database.db, { priceCents: 2500 });
    const b = await simpleProduct(database.db, { priceCents: 1000, shopIndex: 1 });
    const visitor = await guest(app);
    const first = await add(visitor, { id: a.id, quantity: 2, trx_id: "", price: "0.01", total: "0.01" });
    expect(first.status).toBe(200);
    expect(first.body.success).toBeTruthy();
    expect(first.body.carts).toHaveLength(1);
    expect(first.body.carts[0]).toMatchObject({ product_id: a.id, quantity: 2, price: "25.00", line_total: "50.00" });
    const second = await add(visitor, { id: b.id });
    expect(second.body.carts).toHaveLength(2);
    expect(new Set(second.body.carts.map((l: { trx_id: string }) => l.trx_id)).size).toBe(1);
    expect(Object.keys(second.body.checkouts)).toHaveLength(2);
    const again = await add(visitor, { id: a.id, quantity: 1 });
    expect(again.body.carts.find((l: { product_id: number }) => l.product_id === a.id).quantity).toBe(3);
    // a client-sent price changed nothing: 3 × 25.00 + 10.00, plus shipping per seller (flat rate 5.00 each)
    expect(again.body.summary).toMatchObject({ subtotal: "85.00", shipping_cost: "10.00", total: "95.00" });
    const rows = await database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.sessionHash, sessionHash(visitor)));
    expect(rows).toHaveLength(2);
  });

  it("refuses out-of-stock, under-minimum, more-than-stock and invalid quantities with a message, changing nothing", async () => {
    const visitor = await guest(app);
    const none = await simpleProduct(database.db, { stock: 0 });
    const min3 = await simpleProduct(database.db, { stock: 10, min: 3 });
    const few = await simpleProduct(database.db, { stock: 2 });
    const out = await add(visitor, { id: none.id, quantity: 1 });
    expect(out.status).toBe(422);
    expect(out.body.errors.quantity[0]).toBe("Product is out of stock");
    const under = await add(visitor, { id: min3.id, quantity: 2 });
    expect(under.status).toBe(422);
    expect(under.body.errors.quantity[0]).toBe("Please order minimum of 3 products");
    expect((await add(visitor, { id: few.id, quantity: 3 })).status).toBe(422);
    for (const quantity of [0, -1, 1.5, "abc", 100_000]) expect((await add(visitor, { id: few.id, quantity })).status).toBe(422);
    expect((await add(visitor, { id: 999_999_999 })).status).toBe(404);
    // the default quantity is the minimum order quantity
    const byDefault = await add(visitor, { id: min3.id });
    expect(byDefault.body.carts[0].quantity).toBe(3);
    expect(byDefault.body.carts).toHaveLength(1);
  });

  it("a product with variants needs its variant; the variant's own price and stock count", async () => {
    const p = await variantProduct(database.db, new Date());
    const visitor = await guest(app);
    expect((await add(visitor, { id: p.id, quantity: 2 })).status).toBe(422);
    // red + M is out of stock
    expect((await add(visitor, { id: p.id, quantity: 2, color_id: p.red, attribute_values: [p.medium] })).status).toBe(422);
    const blue = await add(visitor, { id: p.id, quantity: 2, variants_ids: `${p.blue}-${p.small}` });
    expect(blue.status).toBe(200);
    expect(blue.body.carts[0]).toMatchObject({ variant: "Blue-S", price: "11.00", sale_price: "9.90", quantity: 2 });
    // only 3 of blue + S
    expect((await add(visitor, { id: p.id, quantity: 2, color_id: p.blue, attribute_values: [p.small] })).status).toBe(422);
  });

  it("cart/update steps within stock and minimum; cart/delete removes; another visitor's line is 404 and untouched", async () => {
    const p = await simpleProduct(database.db, { stock: 3 });
    const owner = await guest(app);
    const other = await guest(app);
    const { body } = await add(owner, { id: p.id, quantity: 1 });
    const lineId = body.carts[0].id;
    expect((await call(owner, "/cart/update", { id: lineId, quantity: 1 })).body.carts[0].quantity).toBe(2);
    expect((await call(owner, "/cart/update", { id: lineId, quantity: 2 })).status).toBe(422);
    expect((await call(owner, "/cart/update", { id: lineId, quantity: -2 })).status).toBe(422);
    expect((await call(other, "/cart/update", { id: lineId, quantity: -1 })).status).toBe(404);
    expect((await call(other, `/cart/delete/${lineId}`)).status).toBe(404);
    expect((await call(owner, "/cart/update", { id: lineId, quantity: 1 }, { noToken: true })).status).toBe(419);
    const [row] = await database.db.select().from(cartLines).where(eq(cartLines.id, lineId));
    expect(row.quantity).toBe(2);
    const removed = await call(owner, `/cart/delete/${lineId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.carts).toHaveLength(0);
  });

  it("buy-now keeps the cart untouched; cart/list?cart_page=1 leaves buy-now mode", async () => {
    const a = await simpleProduct(database.db);
    const b = await simpleProduct(database.db);
    const visitor = await guest(app);
    await add(visitor, { id: a.id, quantity: 1 });
    const buy = await add(visitor, { id: b.id, quantity: 1, is_buy_now: 1 });
    expect(buy.body.carts.map((l: { product_id: number }) => l.product_id)).toEqual([b.id]);
    expect((await call(visitor, "/cart/list")).body.carts.map((l: { product_id: number }) => l.product_id)).toEqual([a.id]);
    await call(visitor, "/cart/list?cart_page=1");
    const left = await database.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.sessionHash, sessionHash(visitor)), eq(cartLines.isBuyNow, true)));
    expect(left).toHaveLength(0);
  });

  it("a guest's cart joins the account at sign-in, adding quantities", async () => {
    const p = await simpleProduct(database.db, { stock: 20 });
    const { client: user, email } = await signUp(app);
    await add(user, { id: p.id, quantity: 2 });
    await call(user, "/logout");
    const visitor = await guest(app);
    await add(visitor, { id: p.id, quantity: 3 });
    const signed = await signIn(visitor, email, PASSWORD);
    expect(signed.status).toBe(200);
    const cart = await call(visitor, "/cart/list");
    expect(cart.body.carts).toHaveLength(1);
    expect(cart.body.carts[0].quantity).toBe(5);
  });

  it("coupons: applied with the reference's messages, capped, one per scope, removable", async () => {
    const p = await simpleProduct(database.db, { priceCents: 10_000 });
    const visitor = await guest(app);
    await add(visitor, { id: p.id, quantity: 1 });
    expect((await call(visitor, "/user/apply_coupon", { coupon_code: "NOPE" })).body.error).toBe("Coupon Not Found");
    const expired = await makeCoupon(database.db, { endsAt: new Date(Date.now() - 1000) });
    expect((await call(visitor, "/user/apply_coupon", { coupon_code: expired.code })).status).toBe(422);
    const big = await makeCoupon(database.db, { minimumSpendCents: 50_000 });
    const minimum = await call(visitor, "/user/apply_coupon", { coupon_code: big.code });
    expect(minimum.status).toBe(422);
    // the amount is bidi-isolated (U+2068 … U+2069) so a right-to-left toast keeps it whole (issue 12)
    expect(minimum.body.error).toMatch(/Minimum of \u2068\$500\.00\u2069/);
    const capped = await makeCoupon(database.db, { discountValue: 5000, maximumDiscountCents: 1500 });
    const applied = await call(visitor, "/user/apply_coupon", { coupon_code: capped.code.toLowerCase() });
    expect(applied.status).toBe(200);
    expect(applied.body.summary.coupon_discount).toBe("15.00");
    const flat = await makeCoupon(database.db, { discountType: "flat", discountValue: 700 });
    const replaced = await call(visitor, "/user/apply_coupon", { coupon_code: flat.code });
    expect(replaced.body.summary.coupon_discount).toBe("7.00");
    expect(replaced.body.coupons).toHaveLength(1);
    const removed = await call(visitor, "/user/coupon-delete", { coupon_id: flat.id });
    expect(removed.body.summary.coupon_discount).toBe("0.00");
    const [product] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, p.id));
    expect(product.stock).toBe(10);
  });
});
