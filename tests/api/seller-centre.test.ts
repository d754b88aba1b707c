import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { campaignProducts, notifications, orderEvents, orderGroups, orders, productReviews, shops, users } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { makeTestApp, testBackground } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The seller centre's calls (issue 19): one guard (`requireSeller`) before everything, the
 * shop's own orders only (paged, sorted, filtered, searched in the database), its dashboard, and
 * a status change through the one lifecycle verb, which tells the buyer.
 */
describeOnDatabases("seller centre", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  /** Two orders of shop 0 and one of shop 1, by one buyer. */
  const ordersOfTwoShops = async () => {
    const mine = await productOfShop(database.db, { stock: 20 });
    const theirs = await productOfShop(database.db, { stock: 20, shopIndex: 1 });
    const { client: buyer, userId: buyerId } = await signUp(app);
    const first = await placeOrderAs(database.db, buyer, [{ id: mine.id, quantity: 1 }]);
    const second = await placeOrderAs(database.db, buyer, [
      { id: mine.id, quantity: 2 },
      { id: theirs.id, quantity: 1 },
    ]);
    const seller = await signedIn(app, mine.ownerEmail, "seller123");
    const other = await signedIn(app, theirs.ownerEmail, "seller123");
    const own = [first.orders[0], ...second.orders.filter((o) => o.shopId === mine.shopId)];
    const foreign = second.orders.find((o) => o.shopId === theirs.shopId);
    if (!foreign) throw new Error("no order of the second shop");
    return { mine, theirs, buyer, buyerId, seller, other, own, foreign };
  };

  it("a guest, a customer and a seller whose shop awaits verification get 404 / 404 / 403 from every seller call", async () => {
    const [unverified] = await database.db
      .select({ email: users.email })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(isNull(shops.verifiedAt))
      .orderBy(asc(shops.id))
      .limit(1);
    const awaiting = await signedIn(app, unverified.email, "seller123");
    const { client: customer } = await signUp(app);
    const anonymous = await guest(app);
    for (const url of [
      "/seller/dashboard-data",
      "/seller/order-list",
      "/seller/order-details/BZ-1",
      "/seller/coupon-list",
      "/seller/shop-settings",
    ]) {
      expect((await call(anonymous, url)).status, url).toBe(404);
      expect((await call(customer, url)).status, url).toBe(404);
      const waiting = await call(awaiting, url);
      expect(waiting.status, url).toBe(403);
      expect(waiting.body.error).toMatch(/verif/i);
    }
    expect((await call(customer, "/seller/coupons", { code: "NOPE1", discount_type: "flat", discount_value: "1" })).status).toBe(404);
    expect((await call(awaiting, "/seller/coupons", { code: "NOPE2", discount_type: "flat", discount_value: "1" })).status).toBe(403);
  });

  it("lists only the seller's own orders, paged, sorted, filtered by status and searched; another shop's order is 404", async () => {
    const { seller, own, foreign } = await ordersOfTwoShops();
    const list = await call(seller, "/seller/order-list?per_page=50");
    expect(list.status).toBe(200);
    const codes = list.body.orders.data.map((o: { code: string }) => o.code);
    for (const o of own) expect(codes).toContain(o.code);
    expect(codes).not.toContain(foreign.code);
    const [{ n }] = await database.db
      .select({ n: orders.id })
      .from(orders)
      .where(eq(orders.shopId, own[0].shopId))
      .then(async (rows) => [{ n: rows.length }]);
    expect(list.body.orders.total).toBe(n);

    const byCode = await call(seller, `/seller/order-list?q=${own[1].code}`);
    expect(byCode.body.orders.data.map((o: { code: string }) => o.code)).toEqual([own[1].code]);
    expect((await call(seller, `/seller/order-list?q=${foreign.code}`)).body.orders.data).toEqual([]);
    // the buyer's e-mail on the order (upper case: searches ignore case) finds the shop's orders it is on, never the other shop's
    const [{ email }] = await database.db.select({ email: orderGroups.email }).from(orderGroups).where(eq(orderGroups.id, own[0].groupId));
    const withEmail = await database.db
      .select({ code: orders.code })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(and(eq(orders.shopId, own[0].shopId), eq(orderGroups.email, email)));
    const byEmail = await call(seller, `/seller/order-list?per_page=50&q=${encodeURIComponent(email.toUpperCase())}`);
    const found = byEmail.body.orders.data.map((o: { code: string }) => o.code);
    for (const o of own) expect(found).toContain(o.code);
    expect(found).not.toContain(foreign.code);
    expect(byEmail.body.orders.total).toBe(withEmail.length);
    // a wildcard is taken as the character it is
    expect((await call(seller, "/seller/order-list?q=%25")).body.orders.total).toBe(0);

    const small = await call(seller, "/seller/order-list?per_page=10&sort=total&dir=asc");
    const totals = small.body.orders.data.map((o: { total: string }) => Number(o.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(small.body.orders.per_page).toBe(10);

    const bad = await call(seller, "/seller/order-list?sort=password&status=lost&per_page=7");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["per_page", "sort", "status"]);

    const detail = await call(seller, `/seller/order-details/${own[1].code}`);
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({ code: own[1].code, status: "pending", next_statuses: ["confirmed", "cancelled"] });
    expect(detail.body.order.lines[0].quantity).toBe(2);
    const hidden = await call(seller, `/seller/order-details/${foreign.code}`);
    expect(hidden.status).toBe(404);
    expect(hidden).toEqual(await call(seller, "/seller/order-details/BZ-000000000000"));
  });

  it("a status change goes through the lifecycle verb and notifies the buyer; another seller or the buyer changes nothing", async () => {
    const { seller, other, buyer, buyerId, own } = await ordersOfTwoShops();
    const order = own[0];
    const url = `/seller/orders/${order.code}/status`;
    for (const outsider of [other, buyer, await guest(app)]) expect((await call(outsider, url, { status: "confirmed" })).status).toBe(404);
    const [untouched] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(untouched.status).toBe("pending");

    await testBackground.idle();
    const before = await database.db.select().from(notifications).where(eq(notifications.userId, buyerId));
    const moved = await call(seller, url, { status: "confirmed" });
    expect(moved.status).toBe(200);
    expect(moved.body.order.status).toBe("confirmed");
    await testBackground.idle();
    const after = await database.db.select().from(notifications).where(eq(notifications.userId, buyerId));
    expect(after.length).toBe(before.length + 1);
    const told = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(told).toHaveLength(1);
    expect(told[0].title).toContain(order.code);
    expect(JSON.stringify(told[0].data)).toContain("confirmed");
    const events = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id)));
    expect(events.map((e) => e.status)).toEqual(["pending", "confirmed"]);
    // the buyer's own order list shows the new status
    const history = await call(buyer, "/user/order-list");
    expect(history.body.orders.data.find((o: { code: string }) => o.code === order.code).delivery_status).toBe("confirmed");
    expect((await call(seller, url, { status: "delivered" })).status).toBe(409);
  });

  it("the dashboard counts the shop's own orders: sales today and over 30 days, orders by status, top products, 30 chart points", async () => {
    const { seller, own, mine } = await ordersOfTwoShops();
    const dash = await call(seller, "/seller/dashboard-data");
    expect(dash.status).toBe(200);
    expect(dash.body.chart).toHaveLength(30);
    const rows = await database.db.select().from(orders).where(eq(orders.shopId, mine.shopId));
    const live = rows.filter((r) => r.status !== "cancelled");
    const cents = live.reduce((s, r) => s + r.totalCents, 0);
    expect(dash.body.sales.last_30_days).toBe((cents / 100).toFixed(2));
    expect(dash.body.sales.today_orders).toBeGreaterThanOrEqual(own.length);
    const byStatus = dash.body.orders_by_status as Record<string, number>;
    expect(Object.values(byStatus).reduce((s, n) => s + n, 0)).toBe(rows.length);
    expect(dash.body.top_products.map((p: { product_id: number }) => p.product_id)).toContain(mine.id);
    const chartSum = dash.body.chart.reduce((s: bigint, p: { sales: string }) => s + BigInt(p.sales.replace(".", "")), 0n);
    expect(chartSum).toBe(BigInt(cents));
  });

  it("reviews: the shop's own products' reviews only; the seller answers through the storefront's reply call and it counts as answered", async () => {
    const mine = await productOfShop(database.db, { stock: 5 });
    const theirs = await productOfShop(database.db, { stock: 5, shopIndex: 1 });
    const { userId } = await signUp(app);
    const [onMine] = await database.db
      .insert(productReviews)
      .values({ productId: mine.id, userId, rating: 4, comment: "Good mug." })
      .returning();
    const [onTheirs] = await database.db
      .insert(productReviews)
      .values({ productId: theirs.id, userId, rating: 2, comment: "Chipped." })
      .returning();
    const seller = await signedIn(app, mine.ownerEmail, "seller123");
    const list = await call(seller, "/seller/review-list?unanswered=1");
    expect(list.status).toBe(200);
    const ids = list.body.reviews.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(onMine.id);
    expect(ids).not.toContain(onTheirs.id);
    const replied = await call(seller, "/home/product-reply-store", { review_id: onMine.id, reply: "Thank you!" });
    expect(replied.status).toBe(200);
    expect(replied.body.reply.is_seller).toBe(true);
    const after = await call(seller, "/seller/review-list?unanswered=1");
    expect(after.body.reviews.data.map((r: { id: number }) => r.id)).not.toContain(onMine.id);
    const all = await call(seller, "/seller/review-list");
    const review = all.body.reviews.data.find((r: { id: number }) => r.id === onMine.id);
    expect(review).toMatchObject({ answered: true, replies: [{ comment: "Thank you!", is_seller: true }] });
    expect((await call((await signUp(app)).client, "/seller/review-list")).status).toBe(404);
  });

  it("campaigns: the seller asks for an own product to join an open campaign (pending for the operator); other products, bad discounts and outsiders change nothing", async () => {
    const mine = await productOfShop(database.db, { priceCents: 5000, stock: 5 });
    const theirs = await productOfShop(database.db, { stock: 5, shopIndex: 1 });
    const seller = await signedIn(app, mine.ownerEmail, "seller123");
    const data = await call(seller, "/seller/campaign-data");
    expect(data.status).toBe(200);
    const campaign = data.body.campaigns[0];
    expect(campaign).toBeDefined();
    const url = `/seller/campaigns/${campaign.id}/enter`;
    const entriesOf = (productId: number) => database.db.select().from(campaignProducts).where(eq(campaignProducts.productId, productId));
    const foreign = await call(seller, url, { product_id: theirs.id, discount_type: "percentage", discount: "10" });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(["product_id"]);
    const tooMuch = await call(seller, url, { product_id: mine.id, discount_type: "flat", discount: "50.00" });
    expect(Object.keys(tooMuch.body.errors)).toEqual(["discount"]);
    expect((await call(seller, url, { product_id: mine.id, discount_type: "half", discount: "-1" })).status).toBe(422);
    const { client: customer } = await signUp(app);
    expect((await call(customer, url, { product_id: mine.id, discount_type: "percentage", discount: "10" })).status).toBe(404);
    expect(await entriesOf(mine.id)).toEqual([]);
    const asked = await call(seller, url, { product_id: mine.id, discount_type: "percentage", discount: "12.5" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.entry).toMatchObject({ product_id: mine.id, status: "pending", discount: "12.50", discount_type: "percentage" });
    expect((await entriesOf(mine.id))[0]).toMatchObject({ status: "pending", discountValue: 1250, campaignId: campaign.id });
  });
});
