import { and, asc, count, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { notifications, products, shopFollowers, shops, users } from "../../db/schema";
import { createSellerCoupon } from "../../domain/shops/create-seller-coupon";
import { followerCount, isFollowing } from "../../domain/shops/follows";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { isolate } from "../../kernel/i18n/numbers";
import { DEMO_ACCOUNTS } from "../../seed/demo-catalog";
import { pageContext } from "../../server/page-context";
import { fill, guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const en = LANGUAGE_FILES.en;

/** Following shops: contract notes "Shops" (follow-shop, remove-followed, followed-sellers) and spec §7. */
describeOnDatabases("following shops", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let verified: { id: number; slug: string; ownerId: number }[];
  let unverifiedId: number;

  beforeAll(async () => {
    database = on.database;
    // any other page answers the page data (spec §1) as JSON
    ({ app } = await makeTestApp(database, {
      pageHandler: (s) => async (c) => c.json(await (await pageContext(c, s)).pageData()),
    }));
    verified = await db()
      .select({ id: shops.id, slug: shops.slug, ownerId: shops.ownerId })
      .from(shops)
      .where(isNotNull(shops.verifiedAt))
      .orderBy(asc(shops.id));
    const [hidden] = await db().select({ id: shops.id }).from(shops).where(isNull(shops.verifiedAt)).limit(1);
    unverifiedId = hidden.id;
  });

  const db = () => database.db;
  const call = async (client: TestClient, url: string, init: { noToken?: boolean } = {}) => {
    const res = await client.request(url, init);
    return { status: res.status, body: await res.json() };
  };
  const rowsOf = (userId: number) => db().select().from(shopFollowers).where(eq(shopFollowers.userId, userId));
  const allRows = async () => (await db().select({ n: count() }).from(shopFollowers))[0].n;
  // a shop far down the list, which the demo's own follows are unlikely to crowd
  const shop = (i: number) => verified[verified.length - 1 - i];

  it("a guest is asked to sign in (401 login_first) and nothing is stored", async () => {
    const visitor = await guest(app);
    const before = await allRows();
    for (const url of [`/user/follow-shop?id=${shop(0).id}`, `/user/remove-followed?id=${shop(0).id}`, "/user/followed-sellers"]) {
      const res = await call(visitor, url);
      expect(res.status, url).toBe(401);
      expect(res.body.error).toBe(en.login_first);
    }
    expect(await allRows()).toBe(before);
  });

  it("follows a shop with the keys the client reads; again keeps one row; the page data and counts follow", async () => {
    const { client, userId } = await signUp(app);
    const before = await followerCount(db(), shop(0).id);
    const first = await call(client, `/user/follow-shop?id=${shop(0).id}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: en.follow_added,
      shop_id: shop(0).id,
      is_followed: true,
      followers: before + 1,
      shop_follower: [shop(0).id],
      follower: [{ seller_profile_id: shop(0).id, user_id: userId }],
    });
    const again = await call(client, `/user/follow-shop?id=${shop(0).id}`);
    expect(again.body).toMatchObject({ followers: before + 1, shop_follower: [shop(0).id] });
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(await isFollowing(db(), userId, shop(0).id)).toBe(true);
    expect(await isFollowing(db(), userId, shop(1).id)).toBe(false);
    expect(await isFollowing(db(), null, shop(0).id)).toBe(false);
    expect((await call(client, "/any-page")).body.shop_follower).toEqual([shop(0).id]);
    await call(client, `/user/follow-shop?id=${shop(1).id}`);
    expect((await call(client, "/any-page")).body.shop_follower).toEqual([shop(0).id, shop(1).id]);
  });

  it("follow and unfollow change state, so they need the page token (419) and change nothing without it", async () => {
    const { client, userId } = await signUp(app);
    expect((await call(client, `/user/follow-shop?id=${shop(0).id}`, { noToken: true })).status).toBe(419);
    expect(await rowsOf(userId)).toHaveLength(0);
    await call(client, `/user/follow-shop?id=${shop(0).id}`);
    expect((await call(client, `/user/remove-followed?id=${shop(0).id}`, { noToken: true })).status).toBe(419);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it("20 parallel follows by one user leave one row; 8 users at once add exactly 8 followers", async () => {
    const { client, userId } = await signUp(app);
    const target = shop(2).id;
    const before = await followerCount(db(), target);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(client, `/user/follow-shop?id=${target}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(await followerCount(db(), target)).toBe(before + 1);

    const people = await Promise.all(Array.from({ length: 8 }, () => signUp(app)));
    await Promise.all(people.flatMap((p) => [1, 2, 3].map(() => call(p.client, `/user/follow-shop?id=${target}`))));
    expect(await followerCount(db(), target)).toBe(before + 9);
    // and parallel unfollows take each off once
    await Promise.all(people.flatMap((p) => [1, 2].map(() => call(p.client, `/user/remove-followed?id=${target}`))));
    expect(await followerCount(db(), target)).toBe(before + 1);
  });

  it("unfollows with the keys the client reads; unfollowing again is no error", async () => {
    const { client, userId } = await signUp(app);
    await call(client, `/user/follow-shop?id=${shop(0).id}`);
    await call(client, `/user/follow-shop?id=${shop(1).id}`);
    const before = await followerCount(db(), shop(0).id);
    const res = await call(client, `/user/remove-followed?id=${shop(0).id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: en.follow_removed,
      shop_id: shop(0).id,
      is_followed: false,
      followers: before - 1,
      shop_follower: [shop(1).id],
      follower: [{ seller_profile_id: shop(1).id, user_id: userId }],
    });
    const again = await call(client, `/user/remove-followed?id=${shop(0).id}`);
    expect(again.status).toBe(200);
    expect(again.body.followers).toBe(before - 1);
    expect((await rowsOf(userId)).map((r) => r.shopId)).toEqual([shop(1).id]);
  });

  it("bad ids: malformed 422, unknown, unverified or banned shop 404, one's own shop 422; nothing changes", async () => {
    const { client, userId } = await signUp(app);
    for (const id of ["abc", "", "-3", "0", "1.5", "1e3", "99999999999"]) {
      const res = await call(client, `/user/follow-shop?id=${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(422);
      expect(Object.keys(res.body.errors), id).toEqual(["id"]);
      expect(res.body.errors.id[0]).toBe(en.follow_invalid_shop);
    }
    expect((await call(client, "/user/follow-shop")).status).toBe(422);
    expect((await call(client, "/user/remove-followed?id=abc")).status).toBe(422);
    expect((await call(client, "/user/remove-followed?id=987654")).status).toBe(404);
    const unknown = await call(client, "/user/follow-shop?id=987654");
    expect(unknown).toMatchObject({ status: 404, body: { error: en.follow_shop_not_found } });
    expect((await call(client, `/user/follow-shop?id=${unverifiedId}`)).status).toBe(404);
    // a shop whose owner is banned is not followable
    const bannedShop = shop(3);
    await db().update(users).set({ status: "banned" }).where(eq(users.id, bannedShop.ownerId));
    try {
      expect((await call(client, `/user/follow-shop?id=${bannedShop.id}`)).status).toBe(404);
    } finally {
      await db().update(users).set({ status: "active" }).where(eq(users.id, bannedShop.ownerId));
    }
    expect(await rowsOf(userId)).toHaveLength(0);

    // the demo seller owns the first shop: following it is refused
    const seller = await guest(app);
    expect((await signIn(seller, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)).status).toBe(200);
    const [own] = await db()
      .select({ id: shops.id, ownerId: shops.ownerId })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(eq(users.email, DEMO_ACCOUNTS.seller.email));
    const ownBefore = await followerCount(db(), own.id);
    const refused = await call(seller, `/user/follow-shop?id=${own.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.id[0]).toBe(en.follow_own_shop);
    expect(await followerCount(db(), own.id)).toBe(ownBefore);
  });

  it("followed-sellers: the followed public shops, most products first, 12 a page, each is_followed; past the end empty", async () => {
    const { client } = await signUp(app);
    const picked = verified.slice(0, 14);
    for (const s of picked) await call(client, `/user/follow-shop?id=${s.id}`);
    // and one that is then hidden (unverified) is left out
    const hiddenLater = verified[14];
    await call(client, `/user/follow-shop?id=${hiddenLater.id}`);
    const [{ verifiedAt }] = await db().select({ verifiedAt: shops.verifiedAt }).from(shops).where(eq(shops.id, hiddenLater.id));
    await db().update(shops).set({ verifiedAt: null }).where(eq(shops.id, hiddenLater.id));
    try {
      const first = await call(client, "/user/followed-sellers?page=1");
      expect(first.status).toBe(200);
      const page = first.body.sellers;
      expect(page).toMatchObject({ total: 14, per_page: 12, current_page: 1, last_page: 2, has_more_data: true });
      expect(page.next_page_url).toBe("/user/followed-sellers?page=2");
      expect(page.data).toHaveLength(12);
      expect(Object.keys(page.data[0]).sort()).toEqual(
        [
          "banner",
          "id",
          "is_followed",
          "join_date",
          "logo",
          "rating",
          "reviews_count",
          "shop_name",
          "shop_tagline",
          "slug",
          "total_products",
        ].sort(),
      );
      expect(page.data.every((s: { is_followed: boolean }) => s.is_followed)).toBe(true);
      const counts = page.data.map((s: { total_products: number }) => s.total_products);
      expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
      const second = (await call(client, "/user/followed-sellers?page=2")).body.sellers;
      expect(second.data).toHaveLength(2);
      expect(second.next_page_url).toBeNull();
      const ids = [...page.data, ...second.data].map((s: { id: number }) => s.id);
      expect(new Set(ids).size).toBe(14);
      expect(ids).not.toContain(hiddenLater.id);
      expect((await call(client, "/user/followed-sellers?page=9")).body.sellers).toMatchObject({ data: [], total: 14 });
      for (const bad of ["-1", "0", "x"]) {
        const res = await call(client, `/user/followed-sellers?page=${bad}`);
        expect(res.status, bad).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(["page"]);
      }
    } finally {
      await db().update(shops).set({ verifiedAt }).where(eq(shops.id, hiddenLater.id));
    }
    const nobody = await signUp(app);
    expect((await call(nobody.client, "/user/followed-sellers")).body.sellers).toMatchObject({ data: [], total: 0 });
  });

  it("is_followed is the viewer's wherever the shop appears: product details, seller lists, home rails, filter data", async () => {
    const [product] = await db()
      .select({ slug: products.slug, shopId: products.shopId })
      .from(products)
      .where(eq(products.isVisible, true))
      .orderBy(desc(products.id))
      .limit(1);
    const [row] = await db().select({ slug: shops.slug }).from(shops).where(eq(shops.id, product.shopId));
    const { client } = await signUp(app);
    const visitor = await guest(app);
    const sellerOf = async (c: TestClient) => (await call(c, `/home/product-details/${product.slug}`)).body.product.seller;
    const inList = async (c: TestClient) => {
      const all = [];
      for (let p = 1; p < 5; p++) all.push(...(await call(c, `/home/sellers?page=${p}`)).body.sellers.data);
      return all.find((s: { id: number }) => s.id === product.shopId);
    };
    // the top shops' rail, wherever the demo's home list puts it
    const sellersRail = async (c: TestClient) => {
      for (let p = 1, more = true; more; p++) {
        const body = (await call(c, `/home/page?page=${p}`)).body as { components: Record<string, unknown>; has_more_data: boolean };
        const key = Object.keys(body.components).find((k) => k.startsWith("sellers-"));
        if (key) return body.components[key] as { id: number; is_followed: boolean }[];
        more = body.has_more_data;
      }
      throw new Error("no sellers rail on the home page");
    };
    const inRail = async (c: TestClient) => (await sellersRail(c)).filter((s) => s.is_followed).map((s) => s.id);
    const filterShop = async (c: TestClient) => (await call(c, `/home/filter_data?type=shop&slug=${row.slug}`)).body.shop;

    expect((await sellerOf(client)).is_followed).toBe(false);
    expect((await inList(client)).is_followed).toBe(false);
    const rail = await sellersRail(client);
    expect(await inRail(client)).toEqual([]);

    await call(client, `/user/follow-shop?id=${product.shopId}`);
    await call(client, `/user/follow-shop?id=${rail[0].id}`);
    expect((await sellerOf(client)).is_followed).toBe(true);
    expect((await inList(client)).is_followed).toBe(true);
    expect(await inRail(client)).toEqual(rail.filter((s) => s.id === rail[0].id || s.id === product.shopId).map((s) => s.id));
    expect((await filterShop(client)).is_followed).toBe(true);
    // another viewer (the cached lists are shared) still sees false
    expect((await sellerOf(visitor)).is_followed).toBe(false);
    expect((await inList(visitor)).is_followed).toBe(false);
    expect(await inRail(visitor)).toEqual([]);
    expect((await filterShop(visitor)).is_followed).toBe(false);
  });

  it("a followed shop's new coupon reaches its followers as a notification in their language; not the owner, nor after a failed save", async () => {
    const target = shop(4);
    const fan = await signUp(app);
    const other = await signUp(app);
    await call(fan.client, `/user/follow-shop?id=${target.id}`);
    const followers = await followerCount(db(), target.id);
    const before = (await db().select({ n: count() }).from(notifications))[0].n;
    const now = new Date();
    const { coupon, notified } = await createSellerCoupon(db(), {
      shopId: target.id,
      now,
      coupon: {
        code: `fan${target.id}x`,
        title: { en: "Spring deal", fa: "حراج بهار", ar: "عرض الربيع" },
        discountType: "percentage",
        discountValue: 1500,
      },
    });
    expect(coupon).toMatchObject({ code: `FAN${target.id}X`, shopId: target.id });
    expect(notified).toBe(followers);
    expect((await db().select({ n: count() }).from(notifications))[0].n).toBe(before + followers);
    const [shopRow] = await db().select({ name: shops.name }).from(shops).where(eq(shops.id, target.id));
    for (const locale of ["en", "fa", "ar"]) {
      await fan.client.request(`/change/locale/${locale}`);
      const list = (await call(fan.client, "/user-notification/all")).body.notifications;
      const words = LANGUAGE_FILES[locale];
      // what is put into the sentence (the shop's name, the coupon's title and code) is bidi-isolated
      expect(list.data[0], locale).toMatchObject({
        title: fill(words.notif_shop_coupon_title, { shop: isolate(shopRow.name[locale] ?? shopRow.name.en) }),
        details: fill(words.notif_shop_coupon_details, {
          title: isolate(({ en: "Spring deal", fa: "حراج بهار", ar: "عرض الربيع" } as Record<string, string>)[locale]),
          code: isolate(coupon.code),
        }),
        url: `/shop/${target.slug}`,
        status: "unseen",
      });
    }
    expect(await db().select().from(notifications).where(eq(notifications.userId, other.userId))).toHaveLength(0);
    expect(await db().select().from(notifications).where(eq(notifications.userId, target.ownerId))).not.toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ coupon_id: coupon.id }) }),
    );
    // an inactive coupon tells no one; a duplicate code fails and tells no one
    const quiet = await createSellerCoupon(db(), {
      shopId: target.id,
      now,
      coupon: { code: `off${target.id}x`, discountType: "flat", discountValue: 100, isActive: false },
    });
    expect(quiet.notified).toBe(0);
    const count2 = (await db().select({ n: count() }).from(notifications))[0].n;
    await expect(
      createSellerCoupon(db(), { shopId: target.id, now, coupon: { code: coupon.code, discountType: "flat", discountValue: 100 } }),
    ).rejects.toThrow();
    expect((await db().select({ n: count() }).from(notifications))[0].n).toBe(count2);
  });

  it("demo: the customer follows three shops and every shop has followers; the seed's shop coupons told them", async () => {
    const [customer] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email));
    const demoShops = await db()
      .select({ id: shops.id })
      .from(shops)
      .where(and(isNotNull(shops.verifiedAt)));
    expect(await rowsOf(customer.id)).toHaveLength(3);
    for (const s of demoShops) expect(await followerCount(db(), s.id), `shop ${s.id}`).toBeGreaterThan(0);
    const told = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), ne(notifications.url, "/sellers")));
    expect(told.filter((n) => n.title.startsWith("New coupon from")).length).toBeGreaterThan(0);
  });
});
