import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, orderLines, orders, pageViewCounts, productViews, refundRequests, users } from "../../db/schema";
import { rateBasisPoints } from "../../domain/affiliate/affiliate-on";
import type { Ctx } from "../../domain/context";
import { adminReports, centsText } from "../../domain/reports/admin-reports";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { askRefund, deliveredOrder } from "../setup/refund-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const NOW = new Date("2031-03-10T12:00:00Z");
const at = (day: string) => new Date(`${day}T09:30:00Z`);

/** Issue 19: the console's reports: exact sums grouped in the database, views per day, the range checked. */
describeOnDatabases("the console's reports", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });
  const placedAt = (ids: number[], day: string) =>
    database.db
      .update(orders)
      .set({ createdAt: at(day) })
      .where(inArray(orders.id, ids));

  it("sales, commission, refunds, shops, categories and views of a week match what the test made, to the cent", async () => {
    const admin = await adminClient(app, database.db);
    // A: delivered and paid in shop 0 (commission kept); D: delivered, paid, then refunded in shop 1; B: pending in shop 1; C: cancelled
    const a = await deliveredOrder(app, database.db, { by: "cash_on_delivery", quantity: 3, shopIndex: 0 });
    const d = await deliveredOrder(app, database.db, { by: "cash_on_delivery", quantity: 1, shopIndex: 1 });
    expect((await askRefund(d.buyer, { order_id: d.order.id, reason: "Wrong colour sent to me." })).status).toBe(200);
    const [request] = await database.db.select().from(refundRequests).where(eq(refundRequests.orderId, d.order.id));
    expect((await call(admin, `/seller/refund-requests/${request.id}/accept`, {})).status).toBe(200);
    const shopB = await productOfShop(database.db, { stock: 10, priceCents: 3333, shopIndex: 1 });
    const buyer = await signUp(app);
    const b = (await placeOrderAs(database.db, buyer.client, [{ id: shopB.id, quantity: 2 }])).orders[0];
    const c = (await placeOrderAs(database.db, buyer.client, [{ id: shopB.id }])).orders[0];
    expect((await call(admin, `/seller/orders/${c.code}/status`, { status: "cancelled" })).status).toBe(200);
    await placedAt([a.order.id, c.id], "2031-03-08");
    await placedAt([b.id], "2031-03-09");
    await placedAt([d.order.id], "2031-03-10");
    const rows = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [a.order.id, b.id, d.order.id]))
      .orderBy(asc(orders.id));
    const total = (id: number) => rows.find((r) => r.id === id)?.totalCents ?? Number.NaN;
    const gross = total(a.order.id) + total(b.id) + total(d.order.id);

    // commission: A's goods at its category's rate (or the default 10 %), the part of a cent to the marketplace
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [a.order.id, b.id, d.order.id]));
    const goods = (id: number) =>
      lines
        .filter((l) => l.orderId === id)
        .reduce((s, l) => s + (l.unitPriceCents - l.unitDiscountCents) * l.quantity - l.couponDiscountCents, 0);
    const [category] = await database.db.select().from(categories).orderBy(asc(categories.id)).limit(1);
    const bp = category.commissionRate ? rateBasisPoints(category.commissionRate) : 1000;
    const commission = Math.ceil((goods(a.order.id) * bp) / 10_000);

    // views: two paths on the 9th, one on the 5th, one day outside the week; product views likewise
    await database.db.insert(pageViewCounts).values([
      { path: "/", day: "2031-03-09", views: 5 },
      { path: "/products", day: "2031-03-09", views: 2 },
      { path: "/", day: "2031-03-05", views: 1 },
      { path: "/", day: "2031-03-03", views: 100 },
    ]);
    await database.db
      .insert(productViews)
      .values([
        ...[1, 2, 3].map(() => ({ productId: shopB.id, viewedAt: at("2031-03-09") })),
        { productId: a.product.id, viewedAt: at("2031-03-10") },
        { productId: a.product.id, viewedAt: at("2031-03-03") },
      ]);

    const [me] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com"));
    const report = await adminReports({ ...ctx, now: () => NOW }, { userId: me.id, query: { range: "7" }, locale: "en" });
    expect(report).toMatchObject({ range: 7, from: "2031-03-04", to: "2031-03-10" });
    expect(report.summary).toEqual({
      gross_sales: centsText(gross),
      orders: 3,
      average_order: centsText(Math.round(gross / 3)),
      refunded: centsText(total(d.order.id)),
      commission: centsText(commission),
    });
    expect(report.daily.map((p) => p.date)).toEqual(["04", "05", "06", "07", "08", "09", "10"].map((n) => `2031-03-${n}`));
    const day = (date: string) => report.daily.find((p) => p.date === date);
    expect(day("2031-03-08")).toEqual({
      date: "2031-03-08",
      sales: centsText(total(a.order.id)),
      orders: 1,
      page_views: 0,
      product_views: 0,
    });
    expect(day("2031-03-09")).toEqual({ date: "2031-03-09", sales: centsText(total(b.id)), orders: 1, page_views: 7, product_views: 3 });
    expect(day("2031-03-10")).toMatchObject({ sales: centsText(total(d.order.id)), orders: 1, page_views: 0, product_views: 1 });
    expect(day("2031-03-05")).toMatchObject({ sales: "0.00", orders: 0, page_views: 1 });
    expect(report.top_shops.map((s) => [s.id, s.sales, s.orders])).toEqual(
      [
        [a.product.shopId, centsText(total(a.order.id)), 1],
        [shopB.shopId, centsText(total(b.id) + total(d.order.id)), 2],
      ].sort((x, y) => Number(y[1]) - Number(x[1])),
    );
    expect(report.top_categories).toEqual([
      { id: category.id, name: expect.any(String), sales: centsText(goods(a.order.id) + goods(b.id) + goods(d.order.id)) },
    ]);
    expect(report.top_viewed.map((p) => [p.id, p.views])).toEqual([
      [shopB.id, 3],
      [a.product.id, 1],
    ]);
  });

  it("the API: exact totals of an order placed today, the range checked (422), staff without `reports` 403, others 404", async () => {
    const admin = await adminClient(app, database.db);
    const before = await call(admin, "/admin/reports/data?range=7");
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.daily).toHaveLength(7);
    const product = await productOfShop(database.db, { stock: 10, priceCents: 1999, shopIndex: 0 });
    const { client } = await signUp(app);
    const placed = await placeOrderAs(database.db, client, [{ id: product.id, quantity: 3 }]);
    const after = await call(admin, "/admin/reports/data?range=7");
    const cents = (s: string) => BigInt(s.replace(".", ""));
    expect(cents(after.body.summary.gross_sales) - cents(before.body.summary.gross_sales)).toBe(BigInt(placed.orders[0].totalCents));
    expect(after.body.summary.orders - before.body.summary.orders).toBe(1);
    expect(cents(after.body.daily.at(-1).sales) - cents(before.body.daily.at(-1).sales)).toBe(BigInt(placed.orders[0].totalCents));
    expect((await call(admin, "/admin/reports/data")).body.range).toBe(30);
    expect((await call(admin, "/admin/reports/data?range=90")).body.daily).toHaveLength(90);
    for (const range of ["15", "abc", "-7", "3650"]) {
      const bad = await call(admin, `/admin/reports/data?range=${range}`);
      expect(bad.status, range).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(["range"]);
    }
    const staff = await signedIn(app, DEMO_STAFF.email, DEMO_STAFF.password);
    expect((await call(staff, "/admin/reports/data?range=7")).status).toBe(403);
    expect((await call((await signUp(app)).client, "/admin/reports/data?range=7")).status).toBe(404);
    expect((await call(await guest(app), "/admin/reports/data?range=7")).status).toBe(404);
  });
});
