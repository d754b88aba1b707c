import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { orderEvents, orders } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop } from "../setup/order-fixture";
import { PAGINATOR_KEYS } from "../setup/paginator-keys";
import { deliveredOrder, orderRow } from "../setup/refund-fixture";
import { stockOf } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Issue 13, the order calls: the keys the reference client reads and the request shapes it sends. */
describeOnDatabases("order contract", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });

  it("get-invoices answers compare_list and wishlists (counts) and, for each order, total_amount, trx_id and is_mailed", async () => {
    const a = await productOfShop(database.db, { stock: 5, priceCents: 1200 });
    const b = await productOfShop(database.db, { stock: 5, priceCents: 800, shopIndex: 1 });
    const { client } = await signUp(app);
    expect((await call(client, `/user/add-to-wishlist/${a.id}`)).status).toBe(200);
    expect((await call(client, `/home/add-to-compare/${a.id}`)).status).toBe(200);
    expect((await call(client, `/home/add-to-compare/${b.id}`)).status).toBe(200);
    const { group } = await placeOrderAs(database.db, client, [{ id: a.id }, { id: b.id }]);
    for (const method of ["GET", "POST"]) {
      const res = await client.request(`/user/get-invoices/${group.trxId}`, method === "POST" ? { method, json: {} } : {});
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ wishlists: 1, compare_list: 2, guest: false, user: { email: expect.any(String) } });
      expect(body.orders).toHaveLength(2);
      for (const o of body.orders) {
        expect(o).toMatchObject({ trx_id: group.trxId, is_mailed: 0, total_amount: expect.stringMatching(/^\d+\.\d{2}$/) });
        // no coupon: the amount before the coupon is what is payable
        expect(o.total_amount).toBe(o.total_payable);
      }
    }
    // a guest's own group: counters by session, no wishlist
    const visitor = await guest(app);
    await call(visitor, `/home/add-to-compare/${a.id}`);
    const own = await placeOrderAs(database.db, visitor, [{ id: b.id }]);
    const guestView = await call(visitor, `/user/get-invoices/${own.group.trxId}`);
    expect(guestView.body).toMatchObject({ wishlists: 0, compare_list: 1, guest: true });
  });

  it("cancel-order answers the user beside the order", async () => {
    const p = await productOfShop(database.db, { stock: 4 });
    const { client, userId, email } = await signUp(app);
    const { orders: placed } = await placeOrderAs(database.db, client, [{ id: p.id, quantity: 2 }]);
    const cancelled = await call(client, `/user/cancel-order/${placed[0].id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.user).toMatchObject({ id: userId, email, first_name: "Test" });
    expect(cancelled.body.order).toMatchObject({ id: placed[0].id, status: "cancelled" });
    expect(await stockOf(database.db, p.id)).toBe(4);
  });

  it("payment-order takes the checkout's code right after confirm-order, one seller's order code (pay now), or the trx_id; others 404", async () => {
    const a = await productOfShop(database.db, { stock: 5 });
    const b = await productOfShop(database.db, { stock: 5, shopIndex: 1 });
    const { client } = await signUp(app);
    const { group, orders: placed } = await placeOrderAs(database.db, client, [{ id: a.id }, { id: b.id }]);
    const byGroup = await call(client, `/user/payment-order?code=${group.code}`);
    expect(byGroup.status).toBe(200);
    expect(byGroup.body.orders).toHaveLength(2);
    expect(byGroup.body.check_cod).toBe(true);
    for (const key of [placed[0].code, placed[1].code.toLowerCase(), group.trxId]) {
      const res = await call(client, `/user/payment-order?code=${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(200);
      expect(res.body).toEqual(byGroup.body);
    }
    const stranger = (await signUp(app)).client;
    const unknown = await call(stranger, "/user/payment-order?code=BZ-000000000000");
    expect(unknown.status).toBe(404);
    expect(await call(stranger, `/user/payment-order?code=${placed[0].code}`)).toEqual(unknown);
    expect((await call(client, "/user/payment-order?code=%3Cscript%3E")).status).toBe(404);
    // nothing of the stranger's waits for payment: no code finds nothing
    expect((await call(stranger, "/user/payment-order?code=")).status).toBe(404);
    expect((await call(stranger, "/user/payment-order")).status).toBe(404);
  });

  it("payment-order with an empty code (route /payment right after confirm-order): the latest checkout's orders, each with its figures and trx_id", async () => {
    const a = await productOfShop(database.db, { stock: 5 });
    const b = await productOfShop(database.db, { stock: 5, shopIndex: 1 });
    const { client } = await signUp(app);
    await placeOrderAs(database.db, client, [{ id: a.id }]);
    const { group } = await placeOrderAs(database.db, client, [{ id: a.id }, { id: b.id }]);
    const latest = await call(client, "/user/payment-order?code=");
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual((await call(client, `/user/payment-order?code=${group.code}`)).body);
    expect(latest.body.group.code).toBe(group.code);
    expect(latest.body.orders).toHaveLength(2);
    for (const order of latest.body.orders) {
      expect(order).toMatchObject({ trx_id: group.trxId, total_tax: order.tax });
      for (const key of ["sub_total", "discount", "shipping_cost", "total_tax", "coupon_discount"])
        expect(order[key], key).toMatch(/^\d+\.\d{2}$/);
    }
    expect((await call(client, "/user/payment-order")).body).toEqual(latest.body);
    // a guest's empty code is its own session's checkout only
    expect((await call(await guest(app), "/user/payment-order?code=")).status).toBe(404);
  });

  it("the client learns the refund window from settings_data (refund_request_time, in days)", async () => {
    const settings = await call(await guest(app), "/settings-data");
    expect(settings.body.settings.refund_request_time).toBe(14);
  });

  it("order-list (also as home/user/order-list) pages the history with the reference's keys and each order's refund state", async () => {
    const p = await productOfShop(database.db, { stock: 9 });
    const { client } = await signUp(app);
    const { orders: placed } = await placeOrderAs(database.db, client, [{ id: p.id }]);
    const list = await call(client, "/home/user/order-list?page=1");
    expect(list.status).toBe(200);
    expect(await call(client, "/user/order-list")).toEqual(list);
    expect(list.body.orders).toMatchObject({
      total: 1,
      per_page: 10,
      current_page: 1,
      last_page: 1,
      next_page_url: null,
      prev_page_url: null,
    });
    // the history page's client reads `orderList`: the same paginator
    expect(list.body.orderList).toEqual(list.body.orders);
    expect(Object.keys(list.body.orderList).sort()).toEqual(PAGINATOR_KEYS);
    expect(list.body.orders.data[0]).toMatchObject({
      id: placed[0].id,
      order_id: placed[0].id,
      code: placed[0].code,
      delivery_status: "pending",
      payment_status: "unpaid",
      is_deleted: 0,
      is_mailed: 0,
      can_cancel: true,
      can_remove: true,
      can_refund: false,
      refund: null,
      refund_deadline: null,
    });
    expect((await call(await guest(app), "/home/user/order-list")).status).toBe(401);
  });

  it("remove-order: a pending unpaid order is cancelled (stock back) and hidden; a cancelled one hidden; a delivered one stays (409); others 404", async () => {
    const p = await productOfShop(database.db, { stock: 6 });
    const { client } = await signUp(app);
    const { orders: first } = await placeOrderAs(database.db, client, [{ id: p.id, quantity: 2 }]);
    const { orders: second } = await placeOrderAs(database.db, client, [{ id: p.id, quantity: 1 }]);
    expect(await stockOf(database.db, p.id)).toBe(3);

    const stranger = (await signUp(app)).client;
    const unknown = await call(stranger, "/user/remove-order/999999999");
    expect(unknown.status).toBe(404);
    expect(await call(stranger, `/user/remove-order/${first[0].id}`)).toEqual(unknown);
    expect((await call(client, "/user/remove-order/abc")).status).toBe(404);
    expect((await call(await guest(app), `/user/remove-order/${first[0].id}`)).status).toBe(401);
    expect((await client.request(`/user/remove-order/${first[0].id}`, { noToken: true })).status).toBe(419);
    expect((await orderRow(database.db, first[0].id)).removedByBuyerAt).toBeNull();

    const removed = await call(client, `/user/remove-order/${first[0].id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.order).toMatchObject({ id: first[0].id, status: "cancelled", is_deleted: 1 });
    expect(removed.body.user).toMatchObject({ id: expect.any(Number) });
    expect(await stockOf(database.db, p.id)).toBe(5);
    const history = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, first[0].id));
    expect(history.map((e) => e.status)).toEqual(["pending", "cancelled"]);
    expect((await call(client, `/user/remove-order/${first[0].id}`)).status).toBe(404);
    expect(await stockOf(database.db, p.id)).toBe(5);

    expect((await call(client, `/user/cancel-order/${second[0].id}`)).status).toBe(200);
    expect((await call(client, `/user/remove-order/${second[0].id}`)).status).toBe(200);
    expect(await stockOf(database.db, p.id)).toBe(6);
    expect((await call(client, "/user/order-list")).body.orders).toMatchObject({ total: 0, data: [] });
    // the invoice stays reachable by its link: removing only hides it from the list
    expect((await call(client, `/user/invoice/${first[0].code}`)).status).toBe(200);

    const delivered = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 1 });
    const refused = await call(delivered.buyer, `/user/remove-order/${delivered.order.id}`);
    expect(refused.status).toBe(409);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, delivered.order.id));
    expect(row).toMatchObject({ status: "delivered", paymentStatus: "paid", removedByBuyerAt: null });
    expect((await call(delivered.buyer, "/user/order-list")).body.orders.data[0]).toMatchObject({ can_remove: false, can_refund: true });
  });
});
