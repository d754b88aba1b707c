import { asc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { shops, users } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { saveSetting } from "../../domain/settings/save-setting";
import { pageContext } from "../../server/page-context";
import { guest, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Card = { id: number; rating: string; reviews_count: number; total_products: number; join_date: string; is_followed: boolean };

/** `GET home/sellers?sort=&paginate=&page=` (the /sellers page) and the home page's shop rails. */
describeOnDatabases("sellers list and shop rails", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  let client: TestClient;
  let publicIds: number[];

  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, {
      pageHandler: (s) => async (c) => c.json(await (await pageContext(c, s)).pageData()),
    }));
    client = await guest(app);
    const rows = await database.db.select({ id: shops.id }).from(shops).where(isNotNull(shops.verifiedAt)).orderBy(asc(shops.id));
    publicIds = rows.map((r) => r.id);
  });

  const get = (url: string) => call(client, url);
  /** Every page of a sort, following next_page_url as the client does. */
  async function everyPage(first: string): Promise<Card[]> {
    const all: Card[] = [];
    let url: string | null = first;
    while (url) {
      const { body } = await get(url);
      all.push(...body.sellers.data);
      url = body.sellers.next_page_url;
    }
    return all;
  }

  it("answers public shops as shop cards, 12 a page, top rated first by default", async () => {
    const { status, body } = await get("/home/sellers");
    expect(status).toBe(200);
    expect(body.sellers).toMatchObject({ total: publicIds.length, per_page: 12, current_page: 1, sort: "top_rated", has_more_data: true });
    expect(body.sellers.next_page_url).toBe("/home/sellers?page=2");
    expect(Object.keys(body.sellers.data[0]).sort()).toEqual(
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
    const all = await everyPage("/home/sellers");
    expect(all.map((s) => s.id).sort((a, b) => a - b)).toEqual(publicIds);
    const ratings = all.map((s) => Number(s.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("sorts by most products and newest; next_page_url keeps the sort; pages never repeat a shop", async () => {
    const most = await everyPage("/home/sellers?sort=most_products");
    const counts = most.map((s) => s.total_products);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(most.map((s) => s.id)).size).toBe(publicIds.length);
    const newest = await everyPage("/home/sellers?sort=newest&paginate=5");
    expect(newest).toHaveLength(publicIds.length);
    const dates = newest.map((s) => s.join_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await get("/home/sellers?sort=newest&paginate=5&page=2")).body.sellers;
    expect(second).toMatchObject({ per_page: 5, current_page: 2, sort: "newest" });
    expect(second.next_page_url).toBe("/home/sellers?sort=newest&paginate=5&page=3");
  });

  it("a page past the end is empty; a bad page, sort or size is 422 on that field", async () => {
    const past = (await get("/home/sellers?page=50")).body.sellers;
    expect(past).toMatchObject({ data: [], current_page: 50, has_more_data: false, next_page_url: null });
    for (const [query, field] of [
      ["page=-1", "page"],
      ["page=0", "page"],
      ["page=abc", "page"],
      ["sort=cheapest", "sort"],
      ["paginate=0", "paginate"],
      ["paginate=500", "paginate"],
      ["paginate=x", "paginate"],
    ]) {
      const res = await get(`/home/sellers?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
  });

  it("leaves out an unverified shop and one whose owner is banned", async () => {
    const [shop] = await database.db
      .select()
      .from(shops)
      .where(eq(shops.id, publicIds[publicIds.length - 1]));
    await database.db.update(users).set({ status: "banned" }).where(eq(users.id, shop.ownerId));
    try {
      const all = await everyPage("/home/sellers?paginate=48");
      expect(all.map((s) => s.id)).not.toContain(shop.id);
      expect(all).toHaveLength(publicIds.length - 1);
    } finally {
      await database.db.update(users).set({ status: "active" }).where(eq(users.id, shop.ownerId));
    }
  });

  it("home rails: top, best-selling, featured (chosen ids in order) and express shops, only while seller_system is on", async () => {
    const featured = [publicIds[4], publicIds[1], publicIds[7]];
    await saveSetting(ctx, {
      key: "home_page_contents",
      value: [
        { type: "top_sellers" },
        { type: "best_sellers" },
        { type: "featured_sellers", ids: featured },
        { type: "express_sellers" },
        { type: "latest_product" },
      ],
    });
    try {
      const first = (await get("/home/page?page=1")).body;
      expect(first.component_names).toEqual(["top_sellers", "best_sellers", "featured_sellers", "express_sellers"]);
      expect(Object.keys(first.components)).toEqual(["sellers-0", "best_sellers-1", "featured_sellers-2", "express_sellers-3"]);
      for (const key of Object.keys(first.components)) {
        const cards = first.components[key] as Card[];
        expect(cards.length, key).toBeGreaterThan(0);
        expect(cards.length, key).toBeLessThanOrEqual(8);
        expect(
          cards.every((c) => publicIds.includes(c.id)),
          key,
        ).toBe(true);
        expect(cards[0], key).toHaveProperty("shop_name");
      }
      expect(first.components["featured_sellers-2"].map((c: Card) => c.id)).toEqual(featured);
      const express = first.components["express_sellers-3"].map((c: Card) => c.join_date);
      expect(express).toEqual([...express].sort().reverse());
      expect((await get("/any-page")).body.home_components).toEqual([
        "top_sellers",
        "best_sellers",
        "featured_sellers",
        "express_sellers",
        "latest_product",
      ]);

      await saveSetting(ctx, { key: "seller_system", value: 0 });
      const off = (await get("/home/page?page=1")).body;
      expect(off.component_names).toEqual(["latest_product"]);
      expect((await get("/any-page")).body.home_components).toEqual(["latest_product"]);
    } finally {
      await saveSetting(ctx, { key: "seller_system", value: 1 });
      await saveSetting(ctx, {
        key: "home_page_contents",
        value: [
          { type: "latest_product" },
          { type: "todays_deal" },
          { type: "popular_category" },
          { type: "best_selling_products" },
          { type: "popular_brands" },
          { type: "top_sellers" },
        ],
      });
    }
  });
});
