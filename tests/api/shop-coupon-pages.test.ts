import { asc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { coupons, shops } from "../../db/schema";
import { call } from "../setup/http";
import { makeCoupon } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The reference's paginator keys the shop page's "load more" reads (issue 36 C). */
const REFERENCE_KEYS = ["data", "current_page", "last_page", "per_page", "total", "next_page_url", "prev_page_url"];

/** `GET seller/coupons/{user_id}?page=`: a shop's coupons page by page, as the shop page loads them (spec §4). */
describeOnDatabases("a shop's coupons page by page", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  it("answers the paginator with the reference keys; two pages, no coupon twice, every active coupon once; the links lead on and back", async () => {
    const [shop] = await database.db.select().from(shops).where(isNotNull(shops.verifiedAt)).orderBy(asc(shops.id)).limit(1);
    // more than a page (16): the shop's own coupons and 20 more, all active, some ending on the same day (ties in the order)
    const ends = new Date(Date.now() + 30 * 86_400_000);
    for (let i = 0; i < 20; i++) await makeCoupon(database.db, { shopId: shop.id, endsAt: i % 2 ? ends : null });
    const active = await database.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.shopId, shop.id))
      .then((rows) => rows.length);

    const first = await call(app, `/seller/coupons/${shop.ownerId}?page=1`);
    expect(first.status).toBe(200);
    for (const key of REFERENCE_KEYS) expect(first.body.coupons).toHaveProperty(key);
    const page1 = first.body.coupons;
    expect(page1).toMatchObject({ current_page: 1, per_page: 16, prev_page_url: null });
    expect(page1.total).toBeGreaterThanOrEqual(20);
    expect(page1.total).toBeLessThanOrEqual(active);
    expect(page1.last_page).toBe(Math.ceil(page1.total / 16));
    expect(page1.data).toHaveLength(16);
    expect(page1.next_page_url).toBe(`/seller/coupons/${shop.ownerId}?page=2`);

    const second = await call(app, page1.next_page_url);
    const page2 = second.body.coupons;
    expect(page2).toMatchObject({ current_page: 2, per_page: 16, total: page1.total });
    expect(page2.prev_page_url).toBe(`/seller/coupons/${shop.ownerId}?page=1`);
    const ids = [...page1.data, ...page2.data].map((c: { id: number }) => c.id);
    for (let p = 3; p <= page1.last_page; p++)
      ids.push(...(await call(app, `/seller/coupons/${shop.ownerId}?page=${p}`)).body.coupons.data.map((c: { id: number }) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(page1.total);
    const last = await call(app, `/seller/coupons/${shop.ownerId}?page=${page1.last_page}`);
    expect(last.body.coupons.next_page_url).toBeNull();
  });
});
