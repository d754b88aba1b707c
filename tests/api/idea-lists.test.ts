import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { call } from "../setup/http";
import { PAGINATOR_KEYS } from "../setup/paginator-keys";
import { seedSmallCatalog } from "../setup/small-catalog";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** What the reference client's cards read of each product. */
const CARD_KEYS = [
  "id",
  "slug",
  "product_name",
  "image",
  "price",
  "sale_price",
  "has_discount",
  "rating",
  "current_stock",
  "user_wishlist",
];
const DAY = 86_400_000;

/** `GET home/daily-deals`, `home/gift-idea`, `home/business-idea`: `{products: ProductPaginate}` of the flagged products, newest first. */
describeOnDatabases("the flagged product lists", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];

  beforeAll(async () => {
    database = on.database;
    await seedSmallCatalog(database.db);
    ({ app } = await makeTestApp(database, { seed: false }));
    const [any] = await database.db.select().from(products).limit(1);
    const base = { shopId: any.shopId, categoryId: any.categoryId, priceCents: 2_000, stock: 3 };
    const at = (days: number) => new Date(Date.now() - days * DAY);
    await database.db.insert(products).values([
      { ...base, slug: "gift-old", name: { en: "Gift old" }, giftIdea: true, createdAt: at(9) },
      { ...base, slug: "gift-new", name: { en: "Gift new" }, giftIdea: true, createdAt: at(1) },
      { ...base, slug: "gift-mid", name: { en: "Gift mid" }, giftIdea: true, businessIdea: true, createdAt: at(4) },
      { ...base, slug: "gift-hidden", name: { en: "Gift hidden" }, giftIdea: true, isVisible: false, createdAt: at(0) },
      { ...base, slug: "deal", name: { en: "Deal" }, todaysDeal: true, createdAt: at(2) },
    ]);
  });

  const get = (url: string) => call(app, url);
  const slugs = (body: { products: { data: { slug: string }[] } }) => body.products.data.map((p) => p.slug);

  it("each list holds its visible flagged products, newest first, with the paginator and card keys the client reads", async () => {
    const gift = await get("/home/gift-idea?page=1&paginate=12");
    expect(gift.status).toBe(200);
    expect(Object.keys(gift.body)).toEqual(["products"]);
    expect(Object.keys(gift.body.products).sort()).toEqual(PAGINATOR_KEYS);
    expect(slugs(gift.body)).toEqual(["gift-new", "gift-mid", "gift-old"]);
    for (const key of CARD_KEYS) expect(gift.body.products.data[0]).toHaveProperty(key);
    expect(gift.body.products).toMatchObject({ total: 3, per_page: 12, current_page: 1, has_more_data: false, next_page_url: null });
    expect(slugs((await get("/home/business-idea")).body)).toEqual(["gift-mid"]);
    expect(slugs((await get("/home/daily-deals?page=1&paginate=12")).body)).toEqual(["deal"]);
  });

  it("pages with `paginate` and links the next page; a page past the end is an empty list", async () => {
    const first = await get("/home/gift-idea?paginate=2");
    expect(slugs(first.body)).toEqual(["gift-new", "gift-mid"]);
    expect(first.body.products).toMatchObject({ has_more_data: true, last_page: 2 });
    expect(first.body.products.next_page_url).toContain("page=2");
    const second = await get(first.body.products.next_page_url);
    expect(slugs(second.body)).toEqual(["gift-old"]);
    expect(second.body.products.has_more_data).toBe(false);
    const past = await get("/home/gift-idea?page=9&paginate=2");
    expect(past.status).toBe(200);
    expect(past.body.products).toMatchObject({ data: [], count: 0, total: 3, has_more_data: false });
  });

  it("a bad page or paginate is a 422 naming it, and changes nothing", async () => {
    const before = await database.db.select().from(products).where(eq(products.giftIdea, true));
    for (const q of ["page=x", "page=0", "page=-1", "paginate=0", "paginate=1000", "paginate=abc"]) {
      const res = await get(`/home/gift-idea?${q}`);
      expect(res.status, q).toBe(422);
      expect(Object.keys(res.body.errors).length, q).toBe(1);
    }
    expect(await database.db.select().from(products).where(eq(products.giftIdea, true))).toEqual(before);
  });
});
