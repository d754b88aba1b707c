import { readFileSync } from "node:fs";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { compareItems, products, wishlists } from "../../db/schema";
import { COMPARE_MAX } from "../../domain/lists/compare-limit";
import { pageContext } from "../../server/page-context";
import { guest, PASSWORD, sessionHash, signIn, signUp, type TestApp } from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const strings = (locale: string) =>
  ({
    ...JSON.parse(readFileSync(`kernel/i18n/locales/${locale}.json`, "utf8")),
    ...JSON.parse(readFileSync(`kernel/i18n/locales/lists.${locale}.json`, "utf8")),
  }) as Record<string, string>;
const en = strings("en");

/** Wishlist and compare list: contract notes "Wishlist" and "Compare", and the carry-over at sign-in. */
describeOnDatabases("wishlist and compare list", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ids: number[];
  let hiddenId: number;

  beforeAll(async () => {
    database = on.database;
    // Any page answers the page data of spec section 1 as JSON: the counters as a page would embed them.
    ({ app } = await makeTestApp(database, {
      pageHandler: (s) => async (c) => c.json(await (await pageContext(c, s)).pageData()),
    }));
    const rows = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isVisible, true))
      .orderBy(asc(products.id))
      .limit(30);
    ids = rows.map((r) => r.id);
    const [hidden] = await database.db.select({ id: products.id }).from(products).where(eq(products.isVisible, false)).limit(1);
    hiddenId =
      hidden?.id ??
      (
        await database.db
          .update(products)
          .set({ isVisible: false })
          .where(eq(products.id, present(ids.pop(), "a visible product to hide")))
          .returning({ id: products.id })
      )[0].id;
  });

  const db = () => database.db;
  const call = async (client: TestClient, url: string, init: { noToken?: boolean } = {}) => {
    const res = await client.request(url, init);
    return { status: res.status, body: await res.json() };
  };
  const wishRows = (userId: number) => db().select().from(wishlists).where(eq(wishlists.userId, userId));
  const pageData = async (client: TestClient) =>
    (await call(client, "/some-page")).body as { user_wishlists: number[]; wishlists: number; compare_list: number; compare_ids: number[] };

  describe("wishlist", () => {
    it("a guest is asked to sign in (401 login_first) and nothing is stored", async () => {
      const visitor = await guest(app);
      // the demo customer may already wish for this product: nothing more is stored
      const before = await db().select().from(wishlists).where(eq(wishlists.productId, ids[0]));
      const added = await call(visitor, `/user/add-to-wishlist/${ids[0]}`);
      expect(added.status).toBe(401);
      expect(added.body.error).toBe(en.login_first);
      expect((await call(visitor, `/user/remove-wishlist-product/${ids[0]}`)).status).toBe(401);
      expect((await call(visitor, "/user/wishlists")).status).toBe(401);
      expect(await db().select().from(wishlists).where(eq(wishlists.productId, ids[0]))).toEqual(before);
    });

    it("adds a product with the contract's keys; adding it twice keeps one row", async () => {
      const { client, userId } = await signUp(app);
      const first = await call(client, `/user/add-to-wishlist/${ids[0]}`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        wishlists: 1,
        success: en.wishlist_added,
        wishlist: { user_id: userId, product_id: ids[0] },
        product: { id: ids[0], user_wishlist: true },
      });
      const [row] = await wishRows(userId);
      expect(row.productId).toBe(ids[0]);

      const again = await call(client, `/user/add-to-wishlist/${ids[0]}`);
      expect(again.status).toBe(200);
      expect(again.body.wishlists).toBe(1);
      const rows = await wishRows(userId);
      expect(rows).toHaveLength(1);
      expect(+rows[0].createdAt).toBe(+row.createdAt);
    });

    it("an unknown, hidden or malformed product is 404 and stores nothing", async () => {
      const { client, userId } = await signUp(app);
      for (const id of ["99999999", String(hiddenId), "abc"]) {
        const res = await call(client, `/user/add-to-wishlist/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.body.error, id).toBeTruthy();
      }
      expect(await wishRows(userId)).toEqual([]);
    });

    it("adding and removing need the CSRF token (419, nothing changes)", async () => {
      const { client, userId } = await signUp(app);
      expect((await call(client, `/user/add-to-wishlist/${ids[1]}`, { noToken: true })).status).toBe(419);
      expect(await wishRows(userId)).toEqual([]);
      expect((await call(client, `/user/add-to-wishlist/${ids[1]}`)).status).toBe(200);
      expect((await call(client, `/user/remove-wishlist-product/${ids[1]}`, { noToken: true })).status).toBe(419);
      expect(await wishRows(userId)).toHaveLength(1);
    });

    it("removes a product (again: no error, no change)", async () => {
      const { client, userId } = await signUp(app);
      await call(client, `/user/add-to-wishlist/${ids[2]}`);
      await call(client, `/user/add-to-wishlist/${ids[3]}`);
      const removed = await call(client, `/user/remove-wishlist-product/${ids[2]}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ wishlist: true, totalWishlist: 1, success: en.wishlist_removed });
      expect((await wishRows(userId)).map((r) => r.productId)).toEqual([ids[3]]);
      const twice = await call(client, `/user/remove-wishlist-product/${ids[2]}`);
      expect(twice.status).toBe(200);
      expect(twice.body).toMatchObject({ wishlist: false, totalWishlist: 1 });
    });

    it("lists the user's own wishlist, newest first, 10 a page, hidden products left out", async () => {
      const { client, userId } = await signUp(app);
      const other = await signUp(app);
      const start = Date.now() - 100_000;
      // twelve visible products with known dates, and one that is no longer shown
      await db()
        .insert(wishlists)
        .values([
          ...ids.slice(0, 12).map((productId, i) => ({ userId, productId, createdAt: new Date(start + i * 1000) })),
          { userId, productId: hiddenId },
        ]);
      await db().insert(wishlists).values({ userId: other.userId, productId: ids[20] });
      const newestFirst = ids.slice(0, 12).reverse();

      const first = await call(client, "/user/wishlists?page=1");
      expect(first.status).toBe(200);
      const page1 = first.body.wishlist;
      expect(page1).toMatchObject({ total: 12, per_page: 10, current_page: 1, last_page: 2, count: 10, has_more_data: true });
      expect(page1.next_page_url).toBe("/user/wishlists?page=2");
      expect(page1.data.map((i: { id: number }) => i.id)).toEqual(newestFirst.slice(0, 10));
      const item = page1.data[0];
      for (const key of ["id", "slug", "image_72x72", "product_name", "current_stock", "price", "sale_price", "date", "product"])
        expect(item, key).toHaveProperty(key);
      expect(item.product).toMatchObject({ id: item.id, slug: item.slug, user_wishlist: true });
      expect(item.price).toMatch(/^\d+\.\d{2}$/);

      const second = (await call(client, "/user/wishlists?page=2")).body.wishlist;
      expect(second).toMatchObject({ current_page: 2, count: 2, has_more_data: false, next_page_url: null });
      expect(second.data.map((i: { id: number }) => i.id)).toEqual(newestFirst.slice(10));

      // another user's list is never shown, and theirs holds only their own
      const theirs = (await call(other.client, "/user/wishlists")).body.wishlist;
      expect(theirs.data.map((i: { id: number }) => i.id)).toEqual([ids[20]]);
      expect(theirs.total).toBe(1);
      // removing another user's product from "my" list touches nothing of theirs
      await call(client, `/user/remove-wishlist-product/${ids[20]}`);
      expect(await wishRows(other.userId)).toHaveLength(1);
    });
  });

  describe("compare list", () => {
    const compareRows = () => db().select().from(compareItems);

    it("a guest compares by session: add, list, remove; another guest sees none of it", async () => {
      const visitor = await guest(app);
      const added = await call(visitor, `/home/add-to-compare/${ids[0]}`);
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ compare_list: 1, success: en.compare_added, product: { id: ids[0] } });
      expect((await call(visitor, `/home/add-to-compare/${ids[1]}`)).body.compare_list).toBe(2);
      expect((await call(visitor, `/home/add-to-compare/${ids[1]}`)).body.compare_list).toBe(2);
      const mine = (await compareRows()).filter((r) => r.sessionHash === sessionHash(visitor));
      expect(mine.map((r) => [r.productId, r.userId])).toEqual([
        [ids[0], null],
        [ids[1], null],
      ]);

      const list = await call(visitor, "/home/compare-list");
      expect(list.status).toBe(200);
      expect(list.body.products.map((p: { id: number }) => p.id)).toEqual([ids[0], ids[1]]);
      const p = list.body.products[0];
      for (const key of [
        "id",
        "slug",
        "has_variant",
        "minimum_order_quantity",
        "product_name",
        "image_190x230",
        "price",
        "sale_price",
        "rating",
        "reviews_count",
        "brand",
        "category",
        "current_stock",
        "attributes",
        "colors",
        "specifications",
      ])
        expect(p, key).toHaveProperty(key);
      expect(p.category).toMatchObject({ slug: expect.any(String), title: expect.any(String) });

      const stranger = await guest(app);
      expect((await call(stranger, "/home/compare-list")).body.products).toEqual([]);
      expect((await call(stranger, `/home/remove-compare_product/${ids[0]}`)).body.compare_list).toBe(0);
      expect((await compareRows()).filter((r) => r.sessionHash === sessionHash(visitor))).toHaveLength(2);

      const removed = await call(visitor, `/home/remove-compare_product/${ids[0]}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ compare_list: 1, success: en.compare_removed });
      expect((await compareRows()).filter((r) => r.sessionHash === sessionHash(visitor)).map((r) => r.productId)).toEqual([ids[1]]);
    });

    it("shows the attribute values each product has", async () => {
      const [withValues] = await db()
        .select({ id: products.id, valueIds: products.attributeValueIds })
        .from(products)
        .where(and(eq(products.isVisible, true), eq(products.hasVariants, true)))
        .limit(1);
      if (!withValues || withValues.valueIds.length === 0) return;
      const visitor = await guest(app);
      await call(visitor, `/home/add-to-compare/${withValues.id}`);
      const [p] = (await call(visitor, "/home/compare-list")).body.products;
      const values = p.attributes.flatMap((a: { values: string[] }) => a.values);
      expect(values.length).toBe(withValues.valueIds.length);
      for (const a of p.attributes) expect(a.title).toBeTruthy();
    });

    it("a signed-in user's list is theirs (no session hash); CSRF and unknown products are refused", async () => {
      const { client, userId } = await signUp(app);
      expect((await call(client, `/home/add-to-compare/${ids[2]}`, { noToken: true })).status).toBe(419);
      expect((await call(client, "/home/add-to-compare/99999999")).status).toBe(404);
      expect((await call(client, `/home/add-to-compare/${hiddenId}`)).status).toBe(404);
      expect((await call(client, `/home/add-to-compare/${ids[2]}`)).status).toBe(200);
      const rows = await db().select().from(compareItems).where(eq(compareItems.userId, userId));
      expect(rows.map((r) => [r.productId, r.sessionHash])).toEqual([[ids[2], null]]);
      expect((await call(client, `/home/remove-compare_product/${ids[2]}`, { noToken: true })).status).toBe(419);
      expect(await db().select().from(compareItems).where(eq(compareItems.userId, userId))).toHaveLength(1);
    });

    it(`holds at most ${COMPARE_MAX} products: one more is 422 with a clear message`, async () => {
      const visitor = await guest(app);
      for (const id of ids.slice(0, COMPARE_MAX)) expect((await call(visitor, `/home/add-to-compare/${id}`)).status).toBe(200);
      const refused = await call(visitor, `/home/add-to-compare/${ids[COMPARE_MAX]}`);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(en.compare_limit);
      expect(refused.body.errors.compare_list).toEqual([en.compare_limit]);
      expect(en.compare_limit).toContain(String(COMPARE_MAX));
      const mine = (await compareRows()).filter((r) => r.sessionHash === sessionHash(visitor));
      expect(mine.map((r) => r.productId)).toEqual(ids.slice(0, COMPARE_MAX));
      // one already there is still fine at the maximum
      expect((await call(visitor, `/home/add-to-compare/${ids[0]}`)).status).toBe(200);
      // the message comes in the viewer's language
      expect((await call(visitor, "/change/locale/fa")).status).toBe(200);
      expect((await call(visitor, `/home/add-to-compare/${ids[COMPARE_MAX]}`)).body.message).toBe(strings("fa").compare_limit);
    });

    it("quick clicks at the same time never pass the maximum", async () => {
      const visitor = await guest(app);
      const answers = await Promise.all(ids.slice(0, COMPARE_MAX + 3).map((id) => call(visitor, `/home/add-to-compare/${id}`)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(COMPARE_MAX);
      expect(answers.filter((a) => a.status === 422)).toHaveLength(3);
      expect((await compareRows()).filter((r) => r.sessionHash === sessionHash(visitor))).toHaveLength(COMPARE_MAX);
    });
  });

  describe("at sign-in", () => {
    it("the guest's compare list joins the account; a product already there stays once and the sign-in succeeds", async () => {
      const { client: first, email, userId } = await signUp(app);
      await call(first, `/home/add-to-compare/${ids[5]}`);
      await call(first, `/home/add-to-compare/${ids[6]}`);
      await call(first, `/user/add-to-wishlist/${ids[7]}`);
      await first.request("/logout");

      const visitor = await guest(app);
      const guestHash = sessionHash(visitor);
      await call(visitor, `/home/add-to-compare/${ids[6]}`);
      await call(visitor, `/home/add-to-compare/${ids[8]}`);
      const someoneElse = await guest(app);
      await call(someoneElse, `/home/add-to-compare/${ids[9]}`);

      const { status, body } = await signIn(visitor, email, PASSWORD);
      expect(status).toBe(200);
      expect(body).toMatchObject({ compare_list: 3, wishlists: 1, user_wishlists: [ids[7]] });
      const rows = await db().select().from(compareItems).where(eq(compareItems.userId, userId)).orderBy(asc(compareItems.productId));
      expect(rows.map((r) => [r.productId, r.sessionHash])).toEqual([
        [ids[5], null],
        [ids[6], null],
        [ids[8], null],
      ]);
      expect(await db().select().from(compareItems).where(eq(compareItems.sessionHash, guestHash))).toEqual([]);
      expect(
        (
          await db()
            .select()
            .from(compareItems)
            .where(eq(compareItems.sessionHash, sessionHash(someoneElse)))
        ).map((r) => [r.productId, r.userId]),
      ).toEqual([[ids[9], null]]);

      // the page data of the signed-in session counts the same
      const data = await pageData(visitor);
      expect(data).toMatchObject({ compare_list: 3, wishlists: 1, user_wishlists: [ids[7]] });
      expect([...data.compare_ids].sort((a, b) => a - b)).toEqual([ids[5], ids[6], ids[8]]);
      // and after signing out the guest session starts empty
      await visitor.request("/logout");
      expect(await pageData(visitor)).toMatchObject({ compare_list: 0, wishlists: 0, user_wishlists: [], compare_ids: [] });
    });

    it(`two lists that together pass ${COMPARE_MAX} keep the most recently added`, async () => {
      const { client, email, userId } = await signUp(app);
      for (const id of ids.slice(10, 10 + COMPARE_MAX - 1)) await call(client, `/home/add-to-compare/${id}`);
      await client.request("/logout");
      await new Promise((r) => setTimeout(r, 5));
      const visitor = await guest(app);
      await call(visitor, `/home/add-to-compare/${ids[20]}`);
      await call(visitor, `/home/add-to-compare/${ids[21]}`);
      expect((await signIn(visitor, email, PASSWORD)).body.compare_list).toBe(COMPARE_MAX);
      const kept = (await db().select().from(compareItems).where(eq(compareItems.userId, userId)))
        .map((r) => r.productId)
        .sort((a, b) => a - b);
      expect(kept).toEqual([...ids.slice(11, 10 + COMPARE_MAX - 1), ids[20], ids[21]].sort((a, b) => a - b));
    });

    it("signing in from a signed-in session hands over nothing of the first account", async () => {
      const first = await signUp(app);
      const second = await signUp(app);
      await call(first.client, `/home/add-to-compare/${ids[12]}`);
      expect((await signIn(first.client, second.email, PASSWORD)).body.compare_list).toBe(0);
      expect(
        (
          await db()
            .select()
            .from(compareItems)
            .where(inArray(compareItems.userId, [first.userId, second.userId]))
        ).map((r) => [r.userId, r.productId]),
      ).toEqual([[first.userId, ids[12]]]);
    });

    it("a guest's page data counts its compare list; a user's counts the wishlist and compare list", async () => {
      const visitor = await guest(app);
      expect(await pageData(visitor)).toMatchObject({ compare_list: 0, compare_ids: [], wishlists: 0, user_wishlists: [] });
      await call(visitor, `/home/add-to-compare/${ids[3]}`);
      expect(await pageData(visitor)).toMatchObject({ compare_list: 1, compare_ids: [ids[3]], wishlists: 0 });

      const { client, userId } = await signUp(app);
      await call(client, `/user/add-to-wishlist/${ids[1]}`);
      await call(client, `/user/add-to-wishlist/${ids[2]}`);
      // a product hidden since it was kept is counted nowhere
      await db().insert(wishlists).values({ userId, productId: hiddenId });
      const data = await pageData(client);
      expect(data.wishlists).toBe(2);
      expect([...data.user_wishlists].sort((a, b) => a - b)).toEqual([ids[1], ids[2]]);
      expect(data.compare_list).toBe(0);
      expect(
        await db()
          .select()
          .from(compareItems)
          .where(and(eq(compareItems.userId, userId), isNull(compareItems.sessionHash))),
      ).toEqual([]);
    });
  });
});
