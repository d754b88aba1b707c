import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { call } from "../setup/http";
import { seedSmallCatalog } from "../setup/small-catalog";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The listing calls as the reference client sends them: route names, `brand[]=`, a JSON price range. */
describeOnDatabases("listing calls", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let ids: Awaited<ReturnType<typeof seedSmallCatalog>>;

  beforeAll(async () => {
    database = on.database;
    ids = await seedSmallCatalog(database.db);
    ({ app } = await makeTestApp(database, { seed: false }));
  });

  const get = (url: string) => call(app, url);

  it("GET /home/filtered_products answers type, slug, page and products for the route's listing", async () => {
    const { status, body } = await get(
      `/home/filtered_products?route=product.by.category&slug=electronics&brand[]=${ids.brands.acme}&sort=price_low&paginate=24&page=1`,
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["page", "products", "slug", "type"]);
    expect(body.type).toBe("category");
    expect(body.products.data.map((p: { slug: string }) => p.slug)).toEqual(["speaker", "phone-a"]);
    expect(body.products).toMatchObject({ total: 2, current_page: 1, last_page: 1, has_more_data: false, next_page_url: null });
  });

  it("reads the price as JSON in the active currency, and several values of a filter", async () => {
    const price = encodeURIComponent(JSON.stringify({ min: 20, max: 100 }));
    const { body } = await get(`/home/filtered_products?price=${price}&color[]=${ids.colors.red}&color[]=${ids.colors.blue}`);
    expect(body.type).toBe("products");
    expect(body.page).toEqual({ title: "All Products" });
    expect(body.products.data.map((p: { slug: string }) => p.slug).sort()).toEqual(["shirt-s", "speaker"]);
  });

  it("links the next page and keeps the filters in it", async () => {
    const { body } = await get(`/home/filtered_products?paginate=2&sort=oldest&category[]=${ids.categories.electronics.id}`);
    expect(body.products.data).toHaveLength(2);
    expect(body.products.next_page_url).toContain("page=2");
    expect(body.products.next_page_url).toContain(`category%5B%5D=${ids.categories.electronics.id}`);
    const next = await get(body.products.next_page_url);
    expect(next.body.products.data.map((p: { slug: string }) => p.slug)).toEqual(["speaker"]);
  });

  it("a malformed filter is a 422 with the field named; an unknown category is 404", async () => {
    const bad = await get("/home/filtered_products?brand[]=abc");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["brands"]);
    expect((await get(`/home/filtered_products?price=${encodeURIComponent("{not json")}`)).status).toBe(422);
    expect((await get("/home/filtered_products?type=category&slug=nope")).status).toBe(404);
  });

  it("GET /home/filter_data answers the listing's categories, attributes, brands, colours, shop and price range", async () => {
    const { status, body } = await get("/home/filter_data?slug=electronics");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["attributes", "brands", "categories", "colors", "price_range", "shop", "shops"]);
    // shops to narrow by come with a campaign's listing only
    expect(body.shops).toEqual([]);
    expect(body.categories.map((c: { slug: string; total_products: number }) => [c.slug, c.total_products])).toEqual([
      ["phones", 2],
      ["audio", 1],
    ]);
    expect(body.price_range).toMatchObject({ min: "99", max: "500" });
    expect(body.shop).toBeNull();
    const shop = await get("/home/filter_data?type=shop&slug=tiny-shop");
    expect(shop.body.shop).toMatchObject({ slug: "tiny-shop" });
    expect((await get("/home/filter_data?slug=nope")).status).toBe(404);
  });

  it("GET /home/filter_data with `key` and the filters counts what they match, and refuses bad filters", async () => {
    await database.db.update(products).set({ searchName: "phone acme" }).where(eq(products.slug, "phone-a"));
    await database.db.update(products).set({ searchName: "phone zeta" }).where(eq(products.slug, "phone-b"));
    const brands = (body: { brands: { slug: string; total_products: number }[] }) => body.brands.map((b) => [b.slug, b.total_products]);
    const searched = await get("/home/filter_data?type=products&key=phone");
    expect(searched.status).toBe(200);
    expect(brands(searched.body)).toEqual([
      ["acme", 1],
      ["zeta", 1],
    ]);
    const narrowed = await get(`/home/filter_data?type=products&key=phone&brand[]=${ids.brands.zeta}`);
    expect(narrowed.body.colors.map((c: { hex: string }) => c.hex)).toEqual(["#00f"]);
    expect(narrowed.body.price_range).toMatchObject({ min: "300", max: "300" });
    const more = await get(`/home/load-brands?type=products&key=phone&brand[]=${ids.brands.zeta}&page=1`);
    expect(more.body.brands.data.map((b: { slug: string }) => b.slug)).toEqual(["acme", "zeta"]);
    const bad = await get("/home/filter_data?type=products&brand[]=x");
    expect(bad.status).toBe(422);
  });
});
