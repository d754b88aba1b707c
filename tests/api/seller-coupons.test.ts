import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { coupons, couponUses, orderGroups, orders, shops, users } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { makeCoupon, simpleProduct, typedAddress } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * A seller's coupon at checkout: it discounts that seller's lines only, with the same limits as
 * a site coupon (minimum spend counted on the seller's lines, the cap, dates, total and
 * per-customer uses), side by side with a site coupon, and the order of that seller carries it.
 */
describeOnDatabases("seller coupons", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  const call = async (client: TestClient, url: string, json?: unknown) => {
    const res = await client.request(url, json === undefined ? {} : { method: "POST", json });
    return { status: res.status, body: await res.json() };
  };
  /** A guest with 1 × 100.00 from the first verified shop and 1 × 50.00 from the second. */
  const twoSellerCart = async () => {
    const a = await simpleProduct(database.db, { priceCents: 10_000, stock: 50 });
    const b = await simpleProduct(database.db, { priceCents: 5_000, stock: 50, shopIndex: 1 });
    const client = await guest(app);
    await call(client, "/user/addToCart", { id: a.id, quantity: 1 });
    await call(client, "/user/addToCart", { id: b.id, quantity: 1 });
    return { a, b, client };
  };
  const apply = (client: TestClient, code: string) => call(client, "/user/apply_coupon", { coupon_code: code });

  it("discounts only its seller's lines; a site coupon applies beside it on what is left", async () => {
    const { a, b, client } = await twoSellerCart();
    const seller = await makeCoupon(database.db, { shopId: a.shopId, discountValue: 2000 }); // 20 %
    const applied = await apply(client, seller.code);
    expect(applied.status).toBe(200);
    expect(applied.body.summary.coupon_discount).toBe("20.00");
    expect(applied.body.checkouts[String(a.shopId)]).toMatchObject({ code: seller.code, is_applied: 1, discount: "20.00" });
    expect(applied.body.checkouts[String(b.shopId)]).toMatchObject({ code: "", is_applied: 0, discount: "0.00" });
    const lineOf = (id: number) => applied.body.carts.find((l: { product_id: number }) => l.product_id === id);
    expect(lineOf(a.id).coupon_discount).toBe("20.00");
    expect(lineOf(b.id).coupon_discount).toBe("0.00");
    // a site coupon of 10 % applies to what is left everywhere: (100 − 20 + 50) × 10 % = 13.00
    const site = await makeCoupon(database.db, {});
    const both = await apply(client, site.code);
    expect(both.body.summary.coupon_discount).toBe("33.00");
    expect(both.body.coupons).toHaveLength(2);
    // another coupon of the same seller replaces the first (one per scope)
    const flat = await makeCoupon(database.db, { shopId: a.shopId, discountType: "flat", discountValue: 700 });
    const replaced = await apply(client, flat.code);
    expect(replaced.body.coupons.map((c: { code: string }) => c.code).sort()).toEqual([flat.code, site.code].sort());
    expect(replaced.body.checkouts[String(a.shopId)].discount).not.toBe("20.00");
  });

  it("the minimum spend counts the seller's lines only, exactly at the limit", async () => {
    const { b, client } = await twoSellerCart();
    // the cart holds 150.00, the second seller's lines 50.00
    const above = await makeCoupon(database.db, { shopId: b.shopId, minimumSpendCents: 5_001 });
    const refused = await apply(client, above.code);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/Minimum of \u2068\$50\.01\u2069/);
    const exact = await makeCoupon(database.db, { shopId: b.shopId, minimumSpendCents: 5_000 });
    const ok = await apply(client, exact.code);
    expect(ok.status).toBe(200);
    expect(ok.body.summary.coupon_discount).toBe("5.00");
  });

  it("the cap holds at and under the limit; a flat amount never exceeds the seller's lines", async () => {
    const { a, b, client } = await twoSellerCart();
    const capped = await makeCoupon(database.db, { shopId: a.shopId, discountValue: 5000, maximumDiscountCents: 1000 });
    expect((await apply(client, capped.code)).body.summary.coupon_discount).toBe("10.00");
    // 10 % of 100.00 is exactly the 10.00 cap
    const atCap = await makeCoupon(database.db, { shopId: a.shopId, discountValue: 1000, maximumDiscountCents: 1000 });
    expect((await apply(client, atCap.code)).body.summary.coupon_discount).toBe("10.00");
    // 80.00 off the second seller's 50.00 is 50.00, its lines only
    const big = await makeCoupon(database.db, { shopId: b.shopId, discountType: "flat", discountValue: 8000 });
    const flat = await apply(client, big.code);
    expect(flat.body.checkouts[String(b.shopId)].discount).toBe("50.00");
    expect(flat.body.summary.coupon_discount).toBe("60.00");
  });

  it("refuses a seller coupon with nothing of that seller in the cart, out of its dates, used up, or of a hidden shop", async () => {
    const { client } = await twoSellerCart();
    const verified = await database.db.select().from(shops).orderBy(shops.id);
    const third = verified.filter((s) => s.verifiedAt)[2];
    const elsewhere = await makeCoupon(database.db, { shopId: third.id });
    const none = await apply(client, elsewhere.code);
    expect(none.status).toBe(422);
    expect(none.body.error).toMatch(/Invalid Coupon/);
    const [a] = verified.filter((s) => s.verifiedAt);
    const expired = await makeCoupon(database.db, { shopId: a.id, endsAt: new Date(Date.now() - 1000) });
    expect((await apply(client, expired.code)).body.error).toMatch(/expired/);
    const early = await makeCoupon(database.db, { shopId: a.id, startsAt: new Date(Date.now() + 86_400_000) });
    expect((await apply(client, early.code)).body.error).toMatch(/not valid yet/);
    const usedUp = await makeCoupon(database.db, { shopId: a.id, usageLimit: 3, usedCount: 3 });
    expect((await apply(client, usedUp.code)).body.error).toMatch(/used up/);
    const unverified = verified.find((s) => !s.verifiedAt);
    const hidden = await makeCoupon(database.db, { shopId: unverified?.id ?? -1 });
    const notFound = await apply(client, hidden.code);
    expect(notFound.status).toBe(404);
    expect(notFound.body.error).toBe("Coupon Not Found");
    const cart = await call(client, "/cart/list");
    expect(cart.body.coupons).toEqual([]);
    expect(cart.body.summary.coupon_discount).toBe("0.00");
  });

  it("the order of that seller carries the discount; a per-customer seller coupon is used once", async () => {
    const a = await simpleProduct(database.db, { priceCents: 10_000, stock: 50 });
    const b = await simpleProduct(database.db, { priceCents: 5_000, stock: 50, shopIndex: 1 });
    const coupon = await makeCoupon(database.db, { shopId: a.shopId, discountType: "flat", discountValue: 1500, perUserLimit: 1 });
    const { client } = await signUp(app);
    await call(client, "/user/addToCart", { id: a.id, quantity: 1 });
    await call(client, "/user/addToCart", { id: b.id, quantity: 1 });
    expect((await apply(client, coupon.code)).status).toBe(200);
    const placed = await call(client, "/user/confirm-order", {
      shipping_address: await typedAddress(database.db),
      coupon_discount: "99.00",
    });
    expect(placed.status).toBe(200);
    // 100.00 − 15.00 + 50.00, flat shipping 5.00 per seller
    expect(placed.body.total).toBe("145.00");
    const [group] = await database.db.select().from(orderGroups).where(eq(orderGroups.code, placed.body.code));
    const placedOrders = await database.db.select().from(orders).where(eq(orders.groupId, group.id));
    const bySeller = new Map(placedOrders.map((o) => [o.shopId, o.couponDiscountCents]));
    expect(bySeller.get(a.shopId)).toBe(1500);
    expect(bySeller.get(b.shopId)).toBe(0);
    expect(await database.db.select().from(couponUses).where(eq(couponUses.couponId, coupon.id))).toHaveLength(1);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.usedCount).toBe(1);
    await call(client, "/user/addToCart", { id: a.id, quantity: 1 });
    const again = await apply(client, coupon.code);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatch(/already used/);
  });

  it("a banned seller's coupon is not found, and nothing is applied", async () => {
    const { a, client } = await twoSellerCart();
    const coupon = await makeCoupon(database.db, { shopId: a.shopId });
    const [shop] = await database.db.select().from(shops).where(eq(shops.id, a.shopId));
    await database.db.update(users).set({ status: "banned" }).where(eq(users.id, shop.ownerId));
    try {
      const res = await apply(client, coupon.code);
      expect(res.status).toBe(404);
      expect((await call(client, "/cart/list")).body.coupons).toEqual([]);
    } finally {
      await database.db
        .update(users)
        .set({ status: "active" })
        .where(inArray(users.id, [shop.ownerId]));
    }
  });
});
