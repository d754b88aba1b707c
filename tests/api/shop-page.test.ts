import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { productReviews, products, shops, users } from "../../db/schema";
import { signUp } from "../setup/accounts";
import { call } from "../setup/http";
import { makeCoupon, simpleProduct } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const DAY = 86_400_000;

/** `GET shop-page-data/{slug}` and `GET seller/coupons/{userId}` (contract notes: Shops) through the HTTP app. */
describeOnDatabases("shop page data", { products: 120 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  const get = (url: string) => call(app, url);
  const verifiedShops = () => database.db.select().from(shops).where(isNotNull(shops.verifiedAt)).orderBy(asc(shops.id));

  it("answers {shop, coupons, products} with the keys the client reads; figures counted from the shop's own data", async () => {
    const [shop] = await verifiedShops();
    const { status, body } = await get(`/shop-page-data/${shop.slug}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["coupons", "products", "shop"]);
    for (const key of [
      "id",
      "slug",
      "contents",
      "component_names",
      "image_82x82",
      "image_899x480",
      "image_297x203",
      "shop_name",
      "shop_page_contents",
      "rating_count",
      "reviews_count",
      "shop_tagline",
      "total_products",
      "join_date",
      "policies",
      "user_id",
      "followers",
      "is_followed",
    ])
      expect(body.shop).toHaveProperty(key);
    expect(body.shop.shop_name).toBe(shop.name.en);
    expect(body.shop.shop_tagline).toBe(shop.tagline.en);
    expect(body.shop.user_id).toBe(shop.ownerId);
    expect(body.shop.image_899x480).toBe(`/uploads/demo/shops/${shop.slug}-banner-899x480.webp`);
    expect(body.shop.image_82x82).toBe(`/uploads/demo/shops/${shop.slug}-logo-82x82.webp`);
    expect(body.shop.join_date).toBe(shop.createdAt.toISOString());

    // the rating and review count are those of the published reviews of the shop's products
    const [counted] = await database.db
      .select({ n: sql<number>`count(*)::int`, avg: sql<string>`coalesce(round(avg(${productReviews.rating}), 2), 0)::text` })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(and(eq(products.shopId, shop.id), eq(productReviews.status, "published")));
    expect(body.shop.reviews_count).toBe(counted.n);
    expect(counted.n).toBeGreaterThan(0);
    expect(Number(body.shop.rating_count)).toBeCloseTo(Number(counted.avg), 2);
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.isVisible, true)));
    expect(body.shop.total_products).toBe(n);

    // ProductPaginate(12), every product the shop's; CouponPaginate lacks next_page_url and has_more_data
    expect(body.products.per_page).toBe(12);
    expect(body.products.total).toBe(n);
    expect(body.products).toHaveProperty("next_page_url");
    expect(body.products).toHaveProperty("has_more_data");
    const ids: number[] = body.products.data.map((p: { id: number }) => p.id);
    const owners = await database.db.select({ shopId: products.shopId }).from(products).where(sql`${products.id} in ${ids}`);
    expect(owners.every((o) => o.shopId === shop.id)).toBe(true);
    expect(body.coupons.per_page).toBe(16);
    expect(body.coupons).toHaveProperty("next_page_url");
    expect(body.coupons.data.length).toBeGreaterThan(0);
    expect(Object.keys(body.coupons.data[0]).sort()).toEqual(
      [
        "applies_to",
        "code",
        "discount",
        "discount_type",
        "end_date",
        "id",
        "maximum_discount",
        "minimum_shopping",
        "shop_id",
        "title",
      ].sort(),
    );

    // the seeded sections and policies
    expect(body.shop.component_names).toEqual(["text", "products", "banner"]);
    expect(body.shop.shop_page_contents).toHaveLength(3);
    expect(body.shop.contents[2].image).toBe(`/uploads/demo/shops/${shop.slug}-promo-899x480.webp`);
    const rowIds: number[] = body.shop.contents[1].products.map((p: { id: number }) => p.id);
    const rowOwners = await database.db.select({ shopId: products.shopId }).from(products).where(sql`${products.id} in ${rowIds}`);
    expect(rowOwners.every((o) => o.shopId === shop.id)).toBe(true);
    expect(body.shop.policies.shipping).toMatch(/working day/);
    expect(body.shop.policies.returns).toMatch(/days/);
  });

  it("carries the exact follower count and whether the viewer follows", async () => {
    const [, , , , shop] = await verifiedShops();
    const before = await get(`/shop-page-data/${shop.slug}`);
    expect(before.body.shop.is_followed).toBe(false);
    const { client } = await signUp(app);
    expect((await client.request(`/user/follow-shop?id=${shop.id}`)).status).toBe(200);
    const mine = await client.request(`/shop-page-data/${shop.slug}`);
    const body = await mine.json();
    expect(body.shop.followers).toBe(before.body.shop.followers + 1);
    expect(body.shop.is_followed).toBe(true);
    expect((await get(`/shop-page-data/${shop.slug}`)).body.shop.is_followed).toBe(false);
  });

  it("speaks the viewer's language", async () => {
    const [shop] = await verifiedShops();
    const { body } = await get(`/shop-page-data/${shop.slug}?lang=fa`);
    expect(body.shop.shop_name).toBe(shop.name.fa);
    expect(body.shop.policies.returns).toMatch(/روز/);
    expect(body.shop.contents[0].title).toBe("دربارهٔ ما");
    const ar = await get(`/shop-page-data/${shop.slug}?lang=ar`);
    expect(ar.body.shop.shop_tagline).toBe(shop.tagline.ar);
  });

  it("lists only the coupons a shopper can use now", async () => {
    const [, shop, other] = await verifiedShops();
    const now = Date.now();
    const live = await makeCoupon(database.db, {
      shopId: shop.id,
      endsAt: new Date(now + DAY),
      maximumDiscountCents: 1500,
      minimumSpendCents: 2000,
    });
    const expired = await makeCoupon(database.db, { shopId: shop.id, endsAt: new Date(now - DAY) });
    const future = await makeCoupon(database.db, { shopId: shop.id, startsAt: new Date(now + DAY) });
    const usedUp = await makeCoupon(database.db, { shopId: shop.id, usageLimit: 2, usedCount: 2 });
    const off = await makeCoupon(database.db, { shopId: shop.id, isActive: false });
    const others = await makeCoupon(database.db, { shopId: other.id });
    const site = await makeCoupon(database.db, {});
    const { body } = await get(`/shop-page-data/${shop.slug}`);
    const codes: string[] = body.coupons.data.map((c: { code: string }) => c.code);
    expect(codes).toContain(live.code);
    for (const c of [expired, future, usedUp, off, others, site]) expect(codes).not.toContain(c.code);
    const shown = body.coupons.data.find((c: { code: string }) => c.code === live.code);
    expect(shown).toMatchObject({
      discount_type: "percentage",
      discount: "10",
      minimum_shopping: "20.00",
      maximum_discount: "15.00",
      shop_id: shop.id,
    });

    const byOwner = await get(`/seller/coupons/${shop.ownerId}`);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.coupons.data.map((c: { code: string }) => c.code)).toEqual(codes);
    expect((await get(`/seller/coupons/${shop.ownerId}?page=50`)).body.coupons.data).toEqual([]);
  });

  it("bad input: unknown or unverified shop 404 {error}; malformed ids 422 with field errors; nothing changes", async () => {
    const before = await database.db.select().from(shops).orderBy(asc(shops.id));
    const unknown = await get("/shop-page-data/no-such-shop");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Shop not found" });
    expect((await get("/shop-page-data/no-such-shop?lang=fa")).body.error).toBe("فروشگاه پیدا نشد");
    const [unverified] = await database.db.select().from(shops).where(isNull(shops.verifiedAt)).limit(1);
    expect((await get(`/shop-page-data/${unverified.slug}`)).status).toBe(404);
    expect((await get(`/seller/coupons/${unverified.ownerId}`)).status).toBe(404);
    expect((await get(`/home/filtered_products?type=shop&slug=${unverified.slug}&sort=newest&paginate=24`)).status).toBe(404);

    const word = await get("/seller/coupons/abc");
    expect(word.status).toBe(422);
    expect(word.body.errors.user_id[0]).toMatch(/seller id/);
    expect((await get("/seller/coupons/0")).status).toBe(422);
    expect((await get("/seller/coupons/-3")).status).toBe(422);
    expect((await get("/seller/coupons/1e3")).status).toBe(422);
    expect((await get("/seller/coupons/99999999")).status).toBe(404);
    const [customer] = await database.db.select().from(users).where(eq(users.role, "customer")).limit(1);
    expect((await get(`/seller/coupons/${customer.id}`)).status).toBe(404);
    const [shop] = await verifiedShops();
    const badPage = await get(`/seller/coupons/${shop.ownerId}?page=-1`);
    expect(badPage.status).toBe(422);
    expect(badPage.body.errors).toHaveProperty("page");
    // a page past the end is an empty page
    const past = await get(`/shop-page-data/${shop.slug}?page=999`);
    expect(past.status).toBe(200);
    expect(past.body.products.data).toEqual([]);
    expect(await database.db.select().from(shops).orderBy(asc(shops.id))).toEqual(before);
  });

  it("skips sections that do not parse and another shop's products in a chosen row", async () => {
    const [, , , shop] = await verifiedShops();
    const mine = await simpleProduct(database.db, { shopIndex: 3 });
    const theirs = await simpleProduct(database.db, { shopIndex: 4 });
    await database.db
      .update(shops)
      .set({
        sections: [
          { type: "video", url: "x" },
          { type: "text", body: { en: "Hello" } },
          { type: "products", title: { en: "Picked" }, product_ids: [theirs.id, mine.id] },
          { type: "products", title: { en: "Nothing" }, product_ids: [theirs.id] },
        ] as never,
      })
      .where(eq(shops.id, shop.id));
    const { status, body } = await get(`/shop-page-data/${shop.slug}`);
    expect(status).toBe(200);
    expect(body.shop.component_names).toEqual(["text", "products"]);
    expect(body.shop.contents[1].products.map((p: { id: number }) => p.id)).toEqual([mine.id]);
  });

  it("a banned seller's shop is a 404 everywhere", async () => {
    const shops_ = await verifiedShops();
    const shop = shops_[shops_.length - 1];
    await database.db.update(users).set({ status: "banned" }).where(eq(users.id, shop.ownerId));
    expect((await get(`/shop-page-data/${shop.slug}`)).status).toBe(404);
    expect((await get(`/seller/coupons/${shop.ownerId}`)).status).toBe(404);
    expect((await get(`/home/filtered_products?type=shop&slug=${shop.slug}&sort=newest&paginate=24`)).status).toBe(404);
  });
});
