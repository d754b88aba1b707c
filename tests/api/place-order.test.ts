import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cartLines, coupons, couponUses, orderEvents, orderGroups, orderLines, orders, products, settings } from "../../db/schema";
import { guest, mailsTo, signUp, type TestApp } from "../setup/accounts";
import { makeCoupon, simpleProduct, typedAddress } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Placing orders (issue 5, items 2, 3 and 6): one group, one order per seller, stock and coupons exact under races. */
describeOnDatabases("placing orders", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
  });

  const call = async (client: TestClient, url: string, json?: unknown) => {
    const res = await client.request(url, json === undefined ? {} : { method: "POST", json });
    return { status: res.status, body: await res.json() };
  };
  const stockOf = async (id: number) =>
    (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

  it("a guest's cart from two sellers becomes one group with one order per seller; client figures change nothing; the cart empties", async () => {
    const a = await simpleProduct(database.db, { priceCents: 2000, stock: 5 });
    const b = await simpleProduct(database.db, { priceCents: 1500, stock: 5, shopIndex: 1 });
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: a.id, quantity: 2 });
    const cart = await call(buyer, "/user/addToCart", { id: b.id, quantity: 1 });
    const address = await typedAddress(database.db, "guest-buyer@test.example");
    const placed = await call(buyer, "/user/confirm-order", {
      shipping_address: address,
      trx_id: cart.body.trx_id,
      sub_total: "0.01",
      total: "0.01",
      tax: "0",
      shipping_tax: "0",
      coupon_discount: "999",
      payment_status: "paid",
      status: "delivered",
    });
    expect(placed.status).toBe(200);
    expect(placed.body.success).toBe("Order done");
    expect(placed.body.code).toMatch(/^CO-[0-9A-Z]{12}$/);
    expect(placed.body.orders).toHaveLength(2);
    // 2 × 20.00 + 15.00 and flat shipping 5.00 per seller
    expect(placed.body.total).toBe("65.00");
    const [group] = await database.db.select().from(orderGroups).where(eq(orderGroups.code, placed.body.code));
    expect(group.totalCents).toBe(6500);
    expect(group.paymentStatus).toBe("unpaid");
    const placedOrders = await database.db.select().from(orders).where(eq(orders.groupId, group.id));
    expect(placedOrders.map((o) => o.status)).toEqual(["pending", "pending"]);
    expect(placedOrders.every((o) => /^BZ-[0-9A-Z]{12}$/.test(o.code))).toBe(true);
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          placedOrders.map((o) => o.id),
        ),
      );
    expect(lines).toHaveLength(2);
    expect(
      await database.db
        .select()
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.orderId,
            placedOrders.map((o) => o.id),
          ),
        ),
    ).toHaveLength(2);
    expect(await stockOf(a.id)).toBe(3);
    expect(await stockOf(b.id)).toBe(4);
    expect((await call(buyer, "/cart/list")).body.carts).toHaveLength(0);
    // the buyer and both sellers hear of it
    expect((await mailsTo(database.db, address.email)).length).toBe(2);
  });

  it("the same order placed twice (same key or same trx_id) makes one order", async () => {
    const p = await simpleProduct(database.db, { stock: 10 });
    const buyer = await guest(app);
    const cart = await call(buyer, "/user/addToCart", { id: p.id, quantity: 1 });
    const form = { shipping_address: await typedAddress(database.db), idempotency_key: "checkout-key-12345678", trx_id: cart.body.trx_id };
    const [one, two] = await Promise.all([call(buyer, "/user/confirm-order", form), call(buyer, "/user/confirm-order", form)]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body.code).toBe(one.body.code);
    const groups = await database.db.select().from(orderGroups).where(eq(orderGroups.code, one.body.code));
    expect(groups).toHaveLength(1);
    // without a key, the cart's trx_id the client saw identifies the checkout: a repeat finds the same orders
    const other = await guest(app);
    const otherCart = await call(other, "/user/addToCart", { id: p.id, quantity: 1 });
    const byTrx = { shipping_address: form.shipping_address, trx_id: otherCart.body.trx_id };
    const first = await call(other, "/user/confirm-order", byTrx);
    const repeat = await call(other, "/user/confirm-order", byTrx);
    expect(repeat.status).toBe(200);
    expect(repeat.body.code).toBe(first.body.code);
    expect(await stockOf(p.id)).toBe(8);
    // the key sent again with a cart filled anew: the orders that key placed, and nothing new taken
    await call(buyer, "/user/addToCart", { id: p.id, quantity: 3 });
    const again = await call(buyer, "/user/confirm-order", {
      shipping_address: form.shipping_address,
      idempotency_key: form.idempotency_key,
    });
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(one.body.code);
    expect(await stockOf(p.id)).toBe(8);
    expect((await call(buyer, "/cart/list")).body.carts).toHaveLength(1);
  });

  it("50 buyers racing for the last 3 units: exactly 3 orders, stock 0, the others a clear 409/422, no 5xx", async () => {
    const p = await simpleProduct(database.db, { stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => guest(app)));
    for (const b of buyers) expect((await call(b, "/user/addToCart", { id: p.id, quantity: 1 })).status).toBe(200);
    const address = await typedAddress(database.db);
    const results = await Promise.all(buyers.map((b) => call(b, "/user/confirm-order", { shipping_address: address })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    expect(results.filter((r) => r.status !== 200).every((r) => typeof r.body.error === "string" && r.body.error.length > 0)).toBe(true);
    expect(await stockOf(p.id)).toBe(0);
    const sold = await database.db.select().from(orderLines).where(eq(orderLines.productId, p.id));
    expect(sold.reduce((n, l) => n + l.quantity, 0)).toBe(3);
  });

  it("a coupon limited to 2 uses is used at most twice under a race", async () => {
    const p = await simpleProduct(database.db, { stock: 100, priceCents: 4000 });
    const coupon = await makeCoupon(database.db, { usageLimit: 2 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => guest(app)));
    for (const b of buyers) {
      await call(b, "/user/addToCart", { id: p.id, quantity: 1 });
      expect((await call(b, "/user/apply_coupon", { coupon_code: coupon.code })).status).toBe(200);
    }
    const address = await typedAddress(database.db);
    const results = await Promise.all(buyers.map((b) => call(b, "/user/confirm-order", { shipping_address: address })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.usedCount).toBe(2);
    expect(await database.db.select().from(couponUses).where(eq(couponUses.couponId, coupon.id))).toHaveLength(2);
    // the refused buyers' stock went back with their transaction
    expect(await stockOf(p.id)).toBe(98);
  });

  it("a per-user coupon counts the user's earlier uses; the discount is the server's", async () => {
    const p = await simpleProduct(database.db, { stock: 10, priceCents: 10_000 });
    const coupon = await makeCoupon(database.db, { perUserLimit: 1, discountType: "flat", discountValue: 1500 });
    const { client } = await signUp(app);
    const address = await typedAddress(database.db);
    await call(client, "/user/addToCart", { id: p.id, quantity: 1 });
    await call(client, "/user/apply_coupon", { coupon_code: coupon.code });
    const first = await call(client, "/user/confirm-order", { shipping_address: address, coupon_discount: "100.00" });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe("90.00");
    await call(client, "/user/addToCart", { id: p.id, quantity: 1 });
    const second = await call(client, "/user/apply_coupon", { coupon_code: coupon.code });
    expect(second.status).toBe(422);
    expect(second.body.error).toMatch(/already used/);
  });

  it("with guest checkout disabled a guest gets login_first and nothing is placed; bad addresses are 422", async () => {
    const p = await simpleProduct(database.db, { stock: 4 });
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: p.id, quantity: 1 });
    const bad = await call(buyer, "/user/confirm-order", {
      shipping_address: { ...(await typedAddress(database.db)), email: "not-an-email", city_id: 999999 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.shipping_email).toBeDefined();
    await database.db
      .insert(settings)
      .values({ key: "disable_guest", value: 1 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 1 } });
    services.ctx.cache.invalidate();
    try {
      const refused = await call(buyer, "/user/confirm-order", { shipping_address: await typedAddress(database.db) });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatch(/login|sign/i);
    } finally {
      await database.db.delete(settings).where(eq(settings.key, "disable_guest"));
      services.ctx.cache.invalidate();
    }
    expect(await stockOf(p.id)).toBe(4);
    expect(await database.db.select().from(cartLines).where(eq(cartLines.productId, p.id))).toHaveLength(1);
  });
});
