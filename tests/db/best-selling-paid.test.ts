import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, products, users } from "../../db/schema";
import { listProducts } from "../../domain/catalog/list-products";
import type { Viewer } from "../../domain/context";
import { changeOrderStatus } from "../../domain/orders/change-order-status";
import { placedOrder } from "../setup/orders";
import { seedSmallCatalog } from "../setup/small-catalog";
import { testCtx } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const viewer: Viewer = { sessionHash: "s", userId: null, locale: "en", currencyCode: "USD" };

/** Best sellers are ordered by the units of paid orders: counted when an order is paid, taken back on refund or cancel. */
describeOnDatabases("best selling by paid units", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let userId: number;
  let categoryId: number;
  const ids: Record<string, number> = {};
  const ctx = () => testCtx(database.db, new Date());
  const sales = async () =>
    Object.fromEntries(
      (
        await database.db
          .select({ slug: products.slug, sales: products.totalSales })
          .from(products)
          .where(inArray(products.id, Object.values(ids)))
      ).map((r) => [r.slug, r.sales]),
    );
  const bestSelling = async () =>
    (await listProducts(ctx(), viewer, { type: "best_selling", filters: { categories: [categoryId] } as never })).data.map((p) => p.slug);
  const order = (slug: string, quantity: number, paymentStatus: "paid" | "unpaid" = "unpaid") =>
    placedOrder(database.db, { userId, productId: ids[slug], quantity, status: "pending", paymentStatus });
  const move = (orderId: number, change: { status?: "cancelled" | "confirmed"; paymentStatus?: "paid" | "refunded" }) =>
    changeOrderStatus(ctx(), { orderId, actorUserId: null, quiet: true, ...change });

  beforeAll(async () => {
    database = on.database;
    await seedSmallCatalog(database.db);
    const [shop] = await database.db.select({ id: products.shopId }).from(products).limit(1);
    [{ id: userId }] = await database.db.select({ id: users.id }).from(users).limit(1);
    const [cat] = await database.db
      .insert(categories)
      .values({ slug: "sold", name: { en: "Sold" }, path: "", depth: 0 })
      .returning();
    categoryId = cat.id;
    await database.db
      .update(categories)
      .set({ path: `/${cat.id}/` })
      .where(eq(categories.id, cat.id));
    for (const [i, slug] of ["alpha", "beta", "gamma"].entries()) {
      const [row] = await database.db
        .insert(products)
        .values({
          shopId: shop.id,
          categoryId: cat.id,
          slug,
          name: { en: slug },
          priceCents: 1000,
          stock: 50,
          createdAt: new Date(2025, 0, i + 1),
        })
        .returning({ id: products.id });
      ids[slug] = row.id;
    }
  });

  it("a placed but unpaid order counts nothing; paying counts its units once", async () => {
    const a = await order("alpha", 5);
    const b = await order("beta", 2);
    expect(await sales()).toEqual({ alpha: 0, beta: 0, gamma: 0 });
    await move(a.orderId, { paymentStatus: "paid" });
    await move(b.orderId, { paymentStatus: "paid" });
    // paying again is no change (not a second count)
    await move(a.orderId, { paymentStatus: "paid" });
    expect(await sales()).toEqual({ alpha: 5, beta: 2, gamma: 0 });
    // an unpaid order of gamma stays out of the order
    await order("gamma", 9);
    expect(await bestSelling()).toEqual(["alpha", "beta", "gamma"]);
  });

  it("a refund or the cancelling of a paid order takes its units back; cancelling an unpaid one changes nothing", async () => {
    const paid = await order("gamma", 4);
    await move(paid.orderId, { paymentStatus: "paid" });
    expect((await sales()).gamma).toBe(4);
    await move(paid.orderId, { status: "cancelled" });
    expect((await sales()).gamma).toBe(0);

    const unpaid = await order("beta", 7);
    await move(unpaid.orderId, { status: "cancelled" });
    expect((await sales()).beta).toBe(2);

    const refunded = await order("beta", 6);
    await move(refunded.orderId, { paymentStatus: "paid" });
    expect(await bestSelling()).toEqual(["beta", "alpha", "gamma"]);
    await move(refunded.orderId, { paymentStatus: "refunded" });
    expect(await sales()).toEqual({ alpha: 5, beta: 2, gamma: 0 });
  });

  it("a move the lifecycle refuses changes no sales", async () => {
    const a = await order("alpha", 3, "unpaid");
    await move(a.orderId, { status: "cancelled" });
    await expect(move(a.orderId, { status: "confirmed" })).rejects.toThrow();
    expect((await sales()).alpha).toBe(5);
  });
});
