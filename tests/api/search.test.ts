import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { refreshSearchText } from "../../domain/catalog/search-text";
import { tokenFor } from "../setup/accounts";
import { call } from "../setup/http";
import { makeTestApp, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

describeOnDatabases("search calls", { products: 150 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let lanternId: number;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    // a product of our own on top of the demo catalogue, named in three languages
    const [any] = await database.db
      .select({ shopId: products.shopId, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.isVisible, true))
      .limit(1);
    const [row] = await database.db
      .insert(products)
      .values({
        ...any,
        slug: "brass-lantern-test",
        priceCents: 4250,
        stock: 7,
        images: ["demo/products/p06"],
        name: { en: "Brass Lantern", fa: "فانوس برنجی", ar: "فانوس نحاسي" },
      })
      .returning({ id: products.id });
    lanternId = row.id;
    await refreshSearchText(database.db, [lanternId]);
  });

  const get = (url: string) => call(app, url);

  it("GET search/suggest answers products, categories, brands and shops without a token", async () => {
    const { status, body } = await get(`/search/suggest?q=${encodeURIComponent("brass lant")}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["brands", "categories", "products", "shops", "suggestions"]);
    expect(body.products[0]).toEqual({
      id: lanternId,
      slug: "brass-lantern-test",
      product_name: "Brass Lantern",
      image: "/uploads/demo/products/p06-96x96.webp",
      price: "42.50",
      sale_price: "42.50",
      has_discount: false,
      discount_percent: 0,
      current_stock: 7,
      is_digital: false,
      is_classified: false,
    });
    expect(body.suggestions).toEqual([]);
  });

  it("suggests at most six products, four categories, brands and shops, all visible", async () => {
    const { body } = await get("/search/suggest?q=a");
    expect(body.products).toEqual([]); // one letter: names only
    const { body: wide } = await get("/search/suggest?q=pro");
    expect(wide.products.length).toBeGreaterThan(0);
    expect(wide.products.length).toBeLessThanOrEqual(6);
    for (const key of ["categories", "brands", "shops"]) expect(wide[key].length).toBeLessThanOrEqual(4);
    const ids = wide.products.map((p: { id: number }) => p.id);
    const rows = await database.db.select({ visible: products.isVisible }).from(products).where(inArray(products.id, ids));
    expect(rows.length).toBe(ids.length);
    expect(rows.every((r) => r.visible)).toBe(true);
  });

  it("answers in the viewer's language and matches the brand by name", async () => {
    const { body } = await get(`/search/suggest?q=${encodeURIComponent("نوردو")}&lang=fa`);
    expect(body.brands).toContainEqual({ slug: "nordvolt", title: "نوردولت" });
    const { body: fa } = await get(`/search/suggest?q=${encodeURIComponent("فانوس برنجي")}&lang=fa`);
    expect(fa.products.map((p: { product_name: string }) => p.product_name)).toContain("فانوس برنجی");
    const { body: en } = await get("/search/suggest?q=nordv&lang=en");
    expect(en.brands).toContainEqual({ slug: "nordvolt", title: "Nordvolt" });
  });

  it("finds through a typo, and offers nearest terms when nothing is found", async () => {
    const { body } = await get("/search/suggest?q=lantrn");
    expect(body.products.map((p: { id: number }) => p.id)).toContain(lanternId);
    const { body: none } = await get("/search/suggest?q=qqxzv%20lantrn");
    expect(none).toMatchObject({ products: [], categories: [], brands: [], shops: [] });
    expect(none.suggestions[0]).toBe("lantern");
    expect(none.suggestions.length).toBeLessThanOrEqual(3);
  });

  it("an empty query answers empty lists; a too long one is 422", async () => {
    expect((await get("/search/suggest")).body).toEqual({ products: [], categories: [], brands: [], shops: [], suggestions: [] });
    expect((await get("/search/suggest?q=%20%3F%21")).body.products).toEqual([]);
    const long = await get(`/search/suggest?q=${"a".repeat(201)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors.q[0]).toBeTruthy();
  });

  it("POST search/product needs the CSRF token: 419 without it", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/search/product", { method: "POST", json: { key: "lantern" }, noToken: true });
    expect(res.status).toBe(419);
    expect((await res.json()).error).toBeTruthy();
  });

  it("POST search/product {key} answers up to twenty product cards, best first", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/search/product", { method: "POST", json: { key: "Brass Lantern" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["products"]);
    expect(body.products[0]).toMatchObject({
      id: lanternId,
      slug: "brass-lantern-test",
      product_name: "Brass Lantern",
      price: "42.50",
      sale_price: "42.50",
      current_stock: 7,
    });
    for (const key of ["image", "image_srcset", "rating", "has_variant", "minimum_order_quantity", "user_wishlist"])
      expect(body.products[0]).toHaveProperty(key);
    const wide = await (await client.request("/search/product", { method: "POST", json: { key: "e" } })).json();
    expect(wide.products.length).toBe(20);
    const ids = wide.products.map((p: { id: number }) => p.id);
    const rows = await database.db.select({ visible: products.isVisible }).from(products).where(inArray(products.id, ids));
    expect(rows.every((r) => r.visible)).toBe(true);
  });

  it("POST search/product: a hidden product is never found; a bad key is 422", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    await database.db.update(products).set({ isVisible: false }).where(eq(products.id, lanternId));
    await refreshSearchText(database.db, [lanternId]);
    const body = await (await client.request("/search/product", { method: "POST", json: { key: "brass lantern" } })).json();
    expect(body.products.map((p: { id: number }) => p.id)).not.toContain(lanternId);
    await database.db.update(products).set({ isVisible: true }).where(eq(products.id, lanternId));
    await refreshSearchText(database.db, [lanternId]);
    const bad = await client.request("/search/product", { method: "POST", json: { key: { $ne: 1 } } });
    expect(bad.status).toBe(422);
    const empty = await (await client.request("/search/product", { method: "POST", json: {} })).json();
    expect(empty).toEqual({ products: [] });
  });
});
