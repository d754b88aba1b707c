import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { orderEvents, orders, products, productVariants } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { variantProduct } from "../setup/product-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The order lifecycle: the buyer cancels while pending (stock back, exactly), sellers and admins move orders along, with history. */
describeOnDatabases("order status", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });

  const stockOf = async (id: number) =>
    (await database.db.select({ stock: products.stock, sales: products.totalSales }).from(products).where(eq(products.id, id)))[0];
  const variantStock = async (id: number) =>
    (await database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0].stock;
  const history = async (orderId: number) =>
    (await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))).map(
      (e) => e.status,
    );

  it("the buyer cancels a pending order: stock and sales go back exactly (variants too), with a history row; only once", async () => {
    const plain = await productOfShop(database.db, { stock: 7 });
    const jacket = await variantProduct(database.db, new Date());
    const [redS] = await database.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, jacket.id), eq(productVariants.name, "Red-S")));
    const before = { plain: await stockOf(plain.id), jacket: await stockOf(jacket.id), redS: await variantStock(redS.id) };
    const { client } = await signUp(app);
    const { orders: placed } = await placeOrderAs(database.db, client, [
      { id: plain.id, quantity: 3 },
      { id: jacket.id, variant_id: redS.id, quantity: 2 },
    ]);
    expect((await stockOf(plain.id)).stock).toBe(before.plain.stock - 3);
    expect(await variantStock(redS.id)).toBe(before.redS - 2);

    const list = await call(client, "/user/profile-orders");
    expect(list.status).toBe(200);
    expect(list.body.orders.data[0]).toMatchObject({
      id: placed[0].id,
      code: placed[0].code,
      delivery_status: "pending",
      payment_status: "unpaid",
      can_cancel: true,
    });
    expect(Object.keys(list.body.orders.data[0])).toEqual(
      expect.arrayContaining([
        "id",
        "product_name",
        "variation",
        "sku",
        "order_date",
        "delivery_status",
        "payment_status",
        "total_payable",
        "order_id",
        "code",
        "product_file_id",
        "image",
        "is_deleted",
        "payment_type",
      ]),
    );

    const cancelled = await call(client, `/user/cancel-order/${placed[0].id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe("cancelled");
    expect(await stockOf(plain.id)).toEqual(before.plain);
    expect(await stockOf(jacket.id)).toEqual(before.jacket);
    expect(await variantStock(redS.id)).toBe(before.redS);
    expect(await history(placed[0].id)).toEqual(["pending", "cancelled"]);
    const again = await call(client, `/user/cancel-order/${placed[0].id}`);
    expect(again.status).toBe(409);
    expect((await stockOf(plain.id)).stock).toBe(before.plain.stock);
    expect((await call(client, "/user/profile-orders")).body.orders.data[0]).toMatchObject({
      delivery_status: "cancelled",
      can_cancel: false,
    });
  });

  it("a confirmed order cannot be cancelled by its buyer (409); someone else's id is 404 like an unknown one; a guest 401; no token 419", async () => {
    const p = await productOfShop(database.db, { stock: 6 });
    const { client: buyer } = await signUp(app);
    const {
      orders: [order],
    } = await placeOrderAs(database.db, buyer, [{ id: p.id, quantity: 2 }]);
    const { client: other } = await signUp(app);
    const unknown = await call(other, "/user/cancel-order/999999999");
    expect(unknown.status).toBe(404);
    expect(await call(other, `/user/cancel-order/${order.id}`)).toEqual(unknown);
    expect((await call(await guest(app), `/user/cancel-order/${order.id}`)).status).toBe(401);
    expect((await buyer.request(`/user/cancel-order/${order.id}`, { noToken: true })).status).toBe(419);
    expect((await stockOf(p.id)).stock).toBe(4);

    const seller = await signedIn(app, p.ownerEmail, "seller123");
    expect((await call(seller, `/seller/orders/${order.code}/status`, { status: "confirmed" })).status).toBe(200);
    const late = await call(buyer, `/user/cancel-order/${order.id}`);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/pending/);
    expect((await stockOf(p.id)).stock).toBe(4);
    expect(await history(order.id)).toEqual(["pending", "confirmed"]);
  });

  it("the seller moves their order along the lifecycle with history rows in order; skipping or going back is 409; others 404", async () => {
    const p = await productOfShop(database.db, { stock: 9 });
    const { client: buyer } = await signUp(app);
    const {
      orders: [order],
    } = await placeOrderAs(database.db, buyer, [{ id: p.id, quantity: 1 }]);
    const seller = await signedIn(app, p.ownerEmail, "seller123");
    const url = `/seller/orders/${order.code}/status`;

    const unknown = await call(seller, "/seller/orders/BZ-000000000000/status", { status: "confirmed" });
    expect(unknown.status).toBe(404);
    const otherSeller = await signedIn(app, (await productOfShop(database.db, { shopIndex: 3 })).ownerEmail, "seller123");
    for (const outsider of [buyer, otherSeller, await guest(app)])
      expect(await call(outsider, url, { status: "confirmed" })).toEqual(unknown);
    expect((await call(seller, url, { status: "delivered" })).status).toBe(409);
    expect((await call(seller, url, { status: "shipped" })).status).toBe(422);

    for (const status of ["confirmed", "picked_up", "on_the_way"]) {
      const moved = await call(seller, url, { status });
      expect(moved.status).toBe(200);
      expect(moved.body.order.status).toBe(status);
    }
    expect((await call(seller, url, { status: "cancelled" })).status).toBe(409);
    expect((await call(seller, url, { status: "confirmed" })).status).toBe(409);
    expect((await call(seller, url, { status: "delivered", payment_status: "paid" })).body.order).toEqual({
      code: order.code,
      status: "delivered",
      payment_status: "paid",
    });
    expect(await history(order.id)).toEqual(["pending", "confirmed", "picked_up", "on_the_way", "delivered"]);

    // the buyer's invoice shows the same timeline, oldest first
    const invoice = await call(buyer, `/user/invoice/${order.code}`);
    expect(invoice.body.order.timeline.map((e: { status: string }) => e.status)).toEqual([
      "pending",
      "confirmed",
      "picked_up",
      "on_the_way",
      "delivered",
    ]);
    expect(invoice.body.order.timeline.at(-1).payment_status).toBe("paid");
    expect((await stockOf(p.id)).stock).toBe(8);
  });

  it("a seller may cancel a confirmed order (stock back); an admin moves any order", async () => {
    const a = await productOfShop(database.db, { stock: 5, shopIndex: 4 });
    const b = await productOfShop(database.db, { stock: 5, shopIndex: 5 });
    const { client: buyer } = await signUp(app);
    const { orders: placed } = await placeOrderAs(database.db, buyer, [
      { id: a.id, quantity: 2 },
      { id: b.id, quantity: 1 },
    ]);
    const seller = await signedIn(app, a.ownerEmail, "seller123");
    expect((await call(seller, `/seller/orders/${placed[0].code}/status`, { status: "confirmed" })).status).toBe(200);
    expect((await call(seller, `/seller/orders/${placed[0].code}/status`, { status: "cancelled" })).status).toBe(200);
    expect((await stockOf(a.id)).stock).toBe(5);
    expect((await call(seller, `/seller/orders/${placed[1].code}/status`, { status: "confirmed" })).status).toBe(404);

    const admin = await signedIn(app, "admin@example.com", "admin123");
    expect((await call(admin, `/seller/orders/${placed[1].code}/status`, { status: "confirmed" })).status).toBe(200);
    const rows = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      )
      .orderBy(asc(orders.id));
    expect(rows.map((r) => r.status)).toEqual(["cancelled", "confirmed"]);
    expect(await history(placed[1].id)).toEqual(["pending", "confirmed"]);
  });

  it("the demo customer has a delivered, paid order with its whole history and a pending cash-on-delivery one to cancel", async () => {
    const customer = await signedIn(app, "customer@example.com", "customer123");
    const { body } = await call(customer, "/user/profile-orders");
    expect(
      body.orders.data.map((o: { delivery_status: string; payment_status: string; payment_type: string; can_cancel: boolean }) => [
        o.delivery_status,
        o.payment_status,
        o.payment_type,
        o.can_cancel,
      ]),
    ).toEqual([
      ["pending", "unpaid", "cash_on_delivery", true],
      ["delivered", "paid", "sandbox", false],
    ]);
    const delivered = await call(customer, `/user/invoice/${body.orders.data[1].code}`);
    expect(delivered.body.order.timeline.map((e: { status: string }) => e.status)).toEqual([
      "pending",
      "pending",
      "confirmed",
      "picked_up",
      "on_the_way",
      "delivered",
    ]);
  });

  it("lists the user's orders newest first, ten a page", async () => {
    const p = await productOfShop(database.db, { stock: 50, priceCents: 100 });
    const { client } = await signUp(app);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await placeOrderAs(database.db, client, [{ id: p.id }])).orders[0].code);
    const first = await call(client, "/user/profile-orders");
    expect(first.body.orders).toMatchObject({
      total: 11,
      per_page: 10,
      current_page: 1,
      last_page: 2,
      next_page_url: "/user/profile-orders?page=2",
    });
    expect(first.body.orders.data.map((o: { code: string }) => o.code)).toEqual(codes.slice(1).reverse());
    const second = await call(client, "/user/profile-orders?page=2");
    expect(second.body.orders.data.map((o: { code: string }) => o.code)).toEqual([codes[0]]);
    expect((await call(await guest(app), "/user/profile-orders")).status).toBe(401);
  });
});
