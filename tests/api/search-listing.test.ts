import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, isNull, notInArray } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { brands, categories, products } from "../../db/schema";
import { refreshSearchText } from "../../domain/catalog/search-text";
import { pageContext } from "../../server/page-context";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");

type Card = { id: number; slug: string; price: string };

/** `GET /home/filtered_products?key=` and the `/products?q=` page, on the demo catalogue plus a lantern of our own. */
describeOnDatabases("search on the listing, through HTTP,", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let lantern: { id: number; categoryId: number };
  let otherRoot: number;
  let anyBrand: number;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = on.database;
    ({ app } = await makeTestApp(database, {
      pageHandler: (services) => async (c) => handle(c.req.raw, await pageContext(c, services)),
    }));
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
      .returning({ id: products.id, categoryId: products.categoryId });
    lantern = row;
    await refreshSearchText(database.db, [lantern.id]);
    const [own] = await database.db.select({ path: categories.path }).from(categories).where(eq(categories.id, lantern.categoryId));
    const rootOfLantern = Number(own.path.split("/").filter(Boolean)[0]);
    [{ id: otherRoot }] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNull(categories.parentId), notInArray(categories.id, [rootOfLantern])))
      .limit(1);
    [{ id: anyBrand }] = await database.db.select({ id: brands.id }).from(brands).limit(1);
  });

  const list = async (query: string) => {
    const res = await app.request(`/home/filtered_products?${query}`);
    return { status: res.status, body: await res.json() };
  };
  const ids = (body: { products: { data: Card[] } }) => body.products.data.map((p) => p.id);

  it("key finds the product, also through a typo, in the listing's answer shape", async () => {
    const { status, body } = await list("key=lantern&route=products&sort=newest&paginate=24");
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: "products", page: { title: "All Products" } });
    expect(ids(body)).toEqual([lantern.id]);
    expect(body.products).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(ids((await list(`key=${encodeURIComponent("brass lantrn")}`)).body)).toEqual([lantern.id]);
    expect(ids((await list(`key=${encodeURIComponent("فانوس برنجي")}`)).body)).toEqual([lantern.id]);
  });

  it("the shopper's filters narrow the search (category with descendants, brand, price)", async () => {
    expect(ids((await list(`key=lantern&category[]=${lantern.categoryId}`)).body)).toEqual([lantern.id]);
    expect(ids((await list(`key=lantern&category[]=${otherRoot}`)).body)).toEqual([]);
    expect(ids((await list(`key=lantern&brand[]=${anyBrand}`)).body)).toEqual([]);
    const price = (min: number, max: number) => encodeURIComponent(JSON.stringify({ min, max }));
    expect(ids((await list(`key=lantern&price=${price(40, 45)}`)).body)).toEqual([lantern.id]);
    expect(ids((await list(`key=lantern&price=${price(50, 60)}`)).body)).toEqual([]);
  });

  it("an explicit sort orders the search; the next page keeps the key", async () => {
    const { body } = await list("key=e&sort=price_low&paginate=6");
    const prices = body.products.data.map((p: Card) => Number(p.price));
    expect(prices.length).toBe(6);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.products.next_page_url).toContain("key=e");
    const next = await list(body.products.next_page_url.split("?")[1]);
    expect(next.body.products.current_page).toBe(2);
    expect(next.body.products.total).toBe(body.products.total);
  });

  it("a key with nothing searchable lists as without a key; a too long key is 422", async () => {
    const plain = (await list("paginate=5")).body;
    const blank = (await list(`key=${encodeURIComponent(" ?! ")}&paginate=5`)).body;
    expect(ids(blank)).toEqual(ids(plain));
    expect(blank.products.total).toBe(plain.products.total);
    const long = await list(`key=${"a".repeat(201)}`);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(["key"]);
  });

  it("/products?q= renders the results under a 'Results for' heading, with the query in the search box", async () => {
    const res = await app.request(`/products?q=${encodeURIComponent("brass lantrn")}&lang=en`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/data-testid="listing-title">Results for “(<!-- -->)?<bdi[^>]*>brass lantrn<\/bdi>/);
    expect(html).toContain('href="/product/brass-lantern-test"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="brass lantrn"/);
    expect(html).toContain('<option value="relevance" selected="">Best match</option>');
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).not.toContain('data-testid="did-you-mean"');
  });

  it("/products?q= keeps the filters and the sort with the search", async () => {
    const narrowed = await (await app.request(`/products?q=lantern&brand=${anyBrand}&lang=en`)).text();
    expect(narrowed).not.toContain('href="/product/brass-lantern-test"');
    expect(narrowed).toContain('data-testid="no-products"');
    const sorted = await (await app.request(`/products?q=lantern&sort=price_low&min_price=40&max_price=45&lang=en`)).text();
    expect(sorted).toContain('href="/product/brass-lantern-test"');
    expect(sorted).toContain('<option value="price_low" selected="">');
  });

  it("a miss shows 'did you mean' links to the nearest queries, in English, Persian and Arabic", async () => {
    const q = encodeURIComponent("qqxzv lantrn");
    const en = await (await app.request(`/products?q=${q}&lang=en`)).text();
    // (the UI strings are embedded in every page: look for them in the markup)
    expect(en).toMatch(/data-testid="did-you-mean"><span[^>]*>Did you mean(<!-- -->)?:<\/span>/);
    expect(en).toMatch(/<p[^>]*>Nothing found for “(<!-- -->)?<bdi[^>]*>qqxzv lantrn<\/bdi>/);
    expect(en).toContain('href="/products?q=lantern"');
    expect(en).not.toContain('href="/product/brass-lantern-test"');
    const fa = await (await app.request(`/products?q=${q}&lang=fa`)).text();
    expect(fa).toMatch(/<html lang="fa" dir="rtl"/);
    expect(fa).toMatch(/data-testid="did-you-mean"><span[^>]*>منظورتان این بود(<!-- -->)?:<\/span>/);
    expect(fa).toContain('href="/products?q=lantern"');
    const ar = await (await app.request(`/products?q=${q}&lang=ar`)).text();
    expect(ar).toMatch(/data-testid="did-you-mean"><span[^>]*>هل تقصد(<!-- -->)?:<\/span>/);
    expect(ar).toContain('href="/products?q=lantern"');
  });

  it("a Persian search page in Persian: the Persian name and heading", async () => {
    const html = await (await app.request(`/products?q=${encodeURIComponent("فانوس برنجي")}&lang=fa`)).text();
    expect(html).toMatch(/data-testid="listing-title">نتایج جستجو برای «(<!-- -->)?<bdi[^>]*>فانوس برنجي<\/bdi>»/);
    expect(html).toMatch(/<h3[^>]*>(<a[^>]*>)?فانوس برنجی/);
    expect(html).toContain('href="/product/brass-lantern-test"');
  });
});
