import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, jobs, orderEvents, products, shops } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { releaseOrderEarnings } from "../../domain/orders/settle-order";
import { returnDeadline } from "../../domain/refunds/return-policy";
import type { TestApp } from "../setup/accounts";
import { adCategories } from "../setup/ad-fixture";
import { call } from "../setup/http";
import { signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { askRefund, deliveredOrder } from "../setup/refund-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const REASON = "It does not fit the shelf it was bought for.";
const DAY = 86_400_000;

/** Issue 39, item 1 (decision 081): each line's return window, from its category, its shop or the setting; digital and non-returnable goods refused. */
describeOnDatabases("return policy", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
    admin = await adminClient(app, database.db);
  });

  /** Move an order's whole history `days` back: it was delivered that long ago. */
  const deliveredDaysAgo = async (orderId: number, days: number) => {
    await database.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - days * DAY) })
      .where(eq(orderEvents.orderId, orderId));
    const [row] = await database.db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .limit(1);
    return row.at;
  };
  const listed = async (buyer: TestClient, orderId: number) =>
    (await call(buyer, "/user/order-list")).body.orders.data.find((o: { id: number }) => o.id === orderId);
  const category = (slug: string, extra: Record<string, unknown> = {}) => ({
    name: { en: slug, fa: slug, ar: slug },
    slug,
    parent_id: null,
    position: 0,
    icon: "",
    commission_rate: "",
    is_featured: false,
    is_active: true,
    ...extra,
  });

  it("a category's window shorter than the setting refuses after it, its sub-categories inherit it; a bad window is 422 and changes nothing", async () => {
    const parent = await call(admin, "/admin/catalog/categories", category("quick-returns", { return_days: "3" }));
    expect(parent.status, JSON.stringify(parent.body)).toBe(200);
    expect(parent.body.category.return_days).toBe("3");
    const child = await call(
      admin,
      "/admin/catalog/categories",
      category("quick-returns-kid", { parent_id: parent.body.category.id, return_days: "" }),
    );
    expect(child.status, JSON.stringify(child.body)).toBe(200);
    expect(child.body.category.return_days).toBe("");
    const parentId = parent.body.category.id as number;

    for (const bad of ["-1", "366", "2.5", "three", 1.5]) {
      const refused = await call(admin, `/admin/catalog/categories/${parentId}`, category("quick-returns", { return_days: bad }));
      expect(refused.status, String(bad)).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(["return_days"]);
    }
    const [kept] = await database.db.select().from(categories).where(eq(categories.id, parentId));
    expect(kept.returnDays).toBe(3);
    // left out of the request: kept as stored
    expect((await call(admin, `/admin/catalog/categories/${parentId}`, category("quick-returns", { position: 1 }))).status).toBe(200);
    expect((await database.db.select().from(categories).where(eq(categories.id, parentId)))[0].returnDays).toBe(3);
    const list = await call(admin, "/admin/catalog/categories/list");
    expect(list.body.categories.find((c: { id: number }) => c.id === parentId).return_days).toBe("3");

    // a product of the sub-category: 3 days, not the setting's 14
    const { buyer, order } = await deliveredOrder(app, database.db, {
      by: "sandbox",
      quantity: 1,
      shopIndex: 4,
      extra: { categoryId: child.body.category.id },
    });
    const at = await deliveredDaysAgo(order.id, 2);
    const open = await listed(buyer, order.id);
    expect(open).toMatchObject({ can_refund: true });
    expect(open.refund_deadline).toBe(returnDeadline(at, 3, "UTC").toISOString());

    await deliveredDaysAgo(order.id, 4);
    const late = await askRefund(buyer, { order_id: order.id, reason: REASON });
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe("refund_window_closed");
    expect(late.body.error).toMatch(/\b3 days/);
    expect(await listed(buyer, order.id)).toMatchObject({ can_refund: false, refund: null });
  });

  it("a shop's window applies where the category sets none; the seller sets it, a bad one is 422 and changes nothing", async () => {
    const { buyer, seller, order, product } = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 1, shopIndex: 5 });
    for (const bad of ["400", "-3", "abc", "7.5"]) {
      const refused = await call(seller, "/seller/shop-settings", { return_days: bad });
      expect(refused.status, bad).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(["return_days"]);
    }
    const [before] = await database.db.select().from(shops).where(eq(shops.id, product.shopId));
    expect(before.returnDays).toBeNull();
    const saved = await call(seller, "/seller/shop-settings", { return_days: "5" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.shop.return_days).toBe("5");
    expect((await call(seller, "/seller/shop-settings")).body.shop.return_days).toBe("5");
    // a save that leaves the field out keeps it
    expect((await call(seller, "/seller/shop-settings", { tagline: "Returns in five days" })).status).toBe(200);
    expect((await database.db.select().from(shops).where(eq(shops.id, product.shopId)))[0].returnDays).toBe(5);

    const at = await deliveredDaysAgo(order.id, 4);
    const open = await listed(buyer, order.id);
    expect(open).toMatchObject({ can_refund: true });
    expect(open.refund_deadline).toBe(returnDeadline(at, 5, "UTC").toISOString());
    await deliveredDaysAgo(order.id, 6);
    const late = await askRefund(buyer, { order_id: order.id, reason: REASON });
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe("refund_window_closed");
    expect(late.body.error).toMatch(/\b5 days/);

    // emptied: the marketplace's 14 days again, and the order may be refunded
    expect((await call(seller, "/seller/shop-settings", { return_days: "" })).body.shop.return_days).toBe("");
    const asked = await askRefund(buyer, { order_id: order.id, reason: REASON });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  });

  it("what was sold returnable stays returnable when the product is unticked later", async () => {
    const { buyer, order, product } = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 1, shopIndex: 8 });
    await database.db.update(products).set({ returnable: false }).where(eq(products.id, product.id));
    expect(await listed(buyer, order.id)).toMatchObject({ can_refund: true });
    const asked = await askRefund(buyer, { order_id: order.id, reason: REASON });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  });

  it("a shop's window longer than the setting holds the order's earnings until it ends, then frees them", async () => {
    const { seller, order } = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 1, shopIndex: 7 });
    expect((await call(seller, "/seller/shop-settings", { return_days: "30" })).status).toBe(200);
    const releases = async () =>
      database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "release-earnings"), like(jobs.dedupeKey, `release-earnings-${order.id}-%`)));
    // 20 days after delivery the setting's 14 are over, the shop's 30 are not: nothing is freed, the job comes back at the deadline
    const at = await deliveredDaysAgo(order.id, 20);
    expect(await database.db.transaction((tx) => releaseOrderEarnings(ctx, tx, order.id))).toEqual({ points: 0, commission: 0 });
    const again = await releases();
    expect(again).toHaveLength(1);
    expect(again[0].runAt.getTime()).toBe(returnDeadline(at, 30, "UTC").getTime() + 1000);
    // past the shop's window: the job frees what it holds and comes back no more
    await deliveredDaysAgo(order.id, 31);
    await database.db.transaction((tx) => releaseOrderEarnings(ctx, tx, order.id));
    expect(await releases()).toHaveLength(1);
  });

  it("a non-returnable product and a digital product are refused with their messages; the history offers no refund", async () => {
    const kept = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 1, shopIndex: 6, extra: { returnable: false } });
    expect(await listed(kept.buyer, kept.order.id)).toMatchObject({ can_refund: false, refund_deadline: null });
    const refused = await askRefund(kept.buyer, { order_id: kept.order.id, reason: REASON });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: "return_not_returnable", error: expect.stringMatching(/non-returnable/) });

    const digital = await deliveredOrder(app, database.db, {
      by: "sandbox",
      quantity: 1,
      shopIndex: 6,
      extra: { isDigital: true, digitalFile: "books/returns.txt" },
    });
    expect(await listed(digital.buyer, digital.order.id)).toMatchObject({ can_refund: false, refund_deadline: null });
    const download = await askRefund(digital.buyer, { order_id: digital.order.id, reason: REASON });
    expect(download.status).toBe(409);
    expect(download.body).toMatchObject({ reason: "return_digital", error: expect.stringMatching(/Digital products cannot be returned/) });
  });

  it("the seller's editor: a product is returnable unless unticked, and the form shows what is stored", async () => {
    const seller = await signedIn(app, "seller@example.com", "seller123");
    const { leaf } = await adCategories(database.db);
    const product = (extra: Record<string, unknown>) => ({
      name: { en: "Linen apron", fa: "", ar: "" },
      category_id: String(leaf),
      price: "18.00",
      stock: "4",
      publish: true,
      ...extra,
    });
    const plain = await call(seller, "/seller/products/store", product({}));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    const unticked = await call(seller, "/seller/products/store", product({ returnable: false }));
    expect(unticked.status, JSON.stringify(unticked.body)).toBe(201);
    const rowOf = async (id: number) => (await database.db.select().from(products).where(eq(products.id, id)))[0];
    expect((await rowOf(plain.body.product.id)).returnable).toBe(true);
    expect((await rowOf(unticked.body.product.id)).returnable).toBe(false);
    expect((await call(seller, `/seller/products/${unticked.body.product.id}/form`)).body.form.returnable).toBe(false);
    const ticked = await call(seller, `/seller/products/update/${unticked.body.product.id}`, product({ returnable: true }));
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect((await rowOf(unticked.body.product.id)).returnable).toBe(true);
  });
});
