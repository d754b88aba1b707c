import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cartLines, orderLines, orders, productVariants } from "../../db/schema";
import { changeOrderStatus } from "../../domain/orders/change-order-status";
import { guest, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { variantProduct } from "../setup/product-fixture";
import { simpleProduct, stockOf as stockIn, typedAddress } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The stock an order takes, in the one statement that writes the orders (domain/orders/take-stock.ts):
 * products and variants exact, a shortfall names its product and changes nothing, and checkouts
 * whose carts hold the same products in another order never wait on each other crosswise.
 */
describeOnDatabases("the stock an order takes", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
  });

  const stockOf = (id: number) => stockIn(database.db, id);
  const variantStocks = async (productId: number) =>
    Object.fromEntries(
      (
        await database.db
          .select({ name: productVariants.name, stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.productId, productId))
      ).map((v) => [v.name, v.stock]),
    );
  const place = async (client: TestClient) => call(client, "/user/confirm-order", { shipping_address: await typedAddress(database.db) });

  it("two variants of one product in one order: each variant and the product lose what was bought", async () => {
    const p = await variantProduct(database.db, new Date());
    const buyer = await guest(app);
    expect((await call(buyer, "/user/addToCart", { id: p.id, quantity: 2, color_id: p.red, attribute_values: [p.small] })).status).toBe(
      200,
    );
    expect((await call(buyer, "/user/addToCart", { id: p.id, quantity: 3, color_id: p.blue, attribute_values: [p.small] })).status).toBe(
      200,
    );
    const placed = await place(buyer);
    expect(placed.status).toBe(200);
    expect(await stockOf(p.id)).toBe(8 - 5);
    expect(await variantStocks(p.id)).toEqual({ "Red-S": 3, "Red-M": 0, "Blue-S": 0 });
  });

  it("ten buyers racing for a variant's last units: one order; the others 409/422 naming it, their carts kept, nothing else taken", async () => {
    const mug = await simpleProduct(database.db, { stock: 50 });
    const jacket = await variantProduct(database.db, new Date());
    const buyers = await Promise.all(Array.from({ length: 10 }, () => guest(app)));
    for (const b of buyers) {
      expect((await call(b, "/user/addToCart", { id: mug.id, quantity: 1 })).status).toBe(200);
      const blueSmall = { id: jacket.id, quantity: 2, color_id: jacket.blue, attribute_values: [jacket.small] };
      expect((await call(b, "/user/addToCart", blueSmall)).status).toBe(200);
    }
    const results = await Promise.all(buyers.map((b) => place(b)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => (r.status === 409 || r.status === 422) && String(r.body.error).includes("Fixture jacket"))).toBe(true);
    expect(await stockOf(mug.id)).toBe(49);
    expect(await stockOf(jacket.id)).toBe(6);
    expect((await variantStocks(jacket.id))["Blue-S"]).toBe(1);
    const sold = await database.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.productId, [mug.id, jacket.id]));
    expect(sold.reduce((n, l) => n + l.quantity, 0)).toBe(3);
    const loser = buyers[results.findIndex((r) => r.status !== 200)];
    expect((await call(loser, "/cart/list")).body.carts).toHaveLength(2);
  });

  it("carts holding the same two products in opposite orders, placed at once: every order placed, no 5xx, the stock exact", async () => {
    const a = await simpleProduct(database.db, { stock: 100 });
    const b = await simpleProduct(database.db, { stock: 100, shopIndex: 1 });
    const buyers = await Promise.all(Array.from({ length: 24 }, () => guest(app)));
    await Promise.all(
      buyers.map(async (buyer, i) => {
        for (const id of i % 2 ? [a.id, b.id] : [b.id, a.id])
          expect((await call(buyer, "/user/addToCart", { id, quantity: 2 })).status).toBe(200);
      }),
    );
    const results = await Promise.all(buyers.map((buyer) => place(buyer)));
    expect(results.map((r) => r.status)).toEqual(buyers.map(() => 200));
    expect(await stockOf(a.id)).toBe(100 - 48);
    expect(await stockOf(b.id)).toBe(100 - 48);
    const left = await database.db
      .select()
      .from(cartLines)
      .where(inArray(cartLines.productId, [a.id, b.id]));
    expect(left).toHaveLength(0);
  });

  it("orders of a product's variants cancelled while others check the same out: no deadlock, no 5xx, the stock exact", async () => {
    const jacket = await variantProduct(database.db, new Date(), { stock: 400, minimumOrderQuantity: 1 });
    await database.db.update(productVariants).set({ stock: 200 }).where(eq(productVariants.productId, jacket.id));
    const both = [
      { id: jacket.id, quantity: 1, color_id: jacket.red, attribute_values: [jacket.small] },
      { id: jacket.id, quantity: 1, color_id: jacket.blue, attribute_values: [jacket.small] },
    ];
    const fill = async (buyer: TestClient) => {
      for (const line of both) expect((await call(buyer, "/user/addToCart", line)).status).toBe(200);
    };
    const first = await Promise.all(Array.from({ length: 8 }, () => guest(app)));
    for (const b of first) {
      await fill(b);
      expect((await place(b)).status).toBe(200);
    }
    const placed = await database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.productId, jacket.id));
    const orderIds = [...new Set(placed.map((o) => o.id))];
    expect(orderIds).toHaveLength(8);
    const second = await Promise.all(Array.from({ length: 8 }, () => guest(app)));
    for (const b of second) await fill(b);
    const [placing, cancelling] = await Promise.all([
      Promise.all(second.map((b) => place(b))),
      Promise.all(
        orderIds.map((orderId) => changeOrderStatus(services.ctx, { orderId, status: "cancelled", actorUserId: null, quiet: true })),
      ),
    ]);
    expect(placing.map((r) => r.status)).toEqual(second.map(() => 200));
    expect(cancelling).toHaveLength(8);
    // 16 orders of two units each, 8 of them cancelled
    expect(await stockOf(jacket.id)).toBe(400 - 16);
    expect(await variantStocks(jacket.id)).toEqual({ "Red-S": 200 - 8, "Red-M": 200 - 0, "Blue-S": 200 - 8 });
  });
});
