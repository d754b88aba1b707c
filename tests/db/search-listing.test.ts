import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { type ListProductsInput, listingPage, listProducts } from "../../domain/catalog/list-products";
import { refreshSearchText } from "../../domain/catalog/search-text";
import type { Viewer } from "../../domain/context";
import { forgetStorefrontCaches } from "../../domain/seller-products/save-product";
import { present } from "../setup/present";
import { seedSmallCatalog } from "../setup/small-catalog";
import { testCtx } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const viewer = (currencyCode = "USD", locale = "en"): Viewer => ({ sessionHash: "s", userId: null, locale, currencyCode });

/** Searchable names on the small catalog: two phones, a speakerphone, a shirt that mentions a phone, a Persian-named shirt. */
const NAMES: Record<string, { name: Record<string, string>; shortDescription?: Record<string, string> }> = {
  "phone-a": { name: { en: "Acme Phone Ultra", fa: "گوشی اکمه اولترا" } },
  "phone-b": { name: { en: "Zeta Phone Lite", fa: "گوشی زتا لایت" } },
  "hidden-phone": { name: { en: "Secret Phone" } },
  speaker: { name: { en: "Acme Speakerphone" } },
  "shirt-s": { name: { en: "Cotton Shirt S" }, shortDescription: { en: "A shirt with a phone pocket" } },
  "shirt-l": { name: { en: "Linen Shirt L", fa: "پیراهن کتان مدل 42" } },
};

/** The listing with a search key (`key` of filtered_products, `q` of the page) on a small fixed catalog. */
describeOnDatabases("the listing's search", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let ids: Awaited<ReturnType<typeof seedSmallCatalog>>;
  const ctx = () => testCtx(database.db);
  const slugs = async (input: ListProductsInput, currency = "USD") =>
    (await listProducts(ctx(), viewer(currency), input)).data.map((p) => p.slug);

  beforeAll(async () => {
    database = on.database;
    ids = await seedSmallCatalog(database.db);
    for (const [slug, texts] of Object.entries(NAMES)) await database.db.update(products).set(texts).where(eq(products.slug, slug));
    await refreshSearchText(database.db);
  });

  it("a key alone lists the search's matches, visible only, in relevance order", async () => {
    // names matching the word first, the name containing it next, the description last; never the hidden phone
    expect(await slugs({ key: "phone" })).toEqual(["phone-b", "phone-a", "speaker", "shirt-s"]);
    expect(await slugs({ key: "linen" })).toEqual(["shirt-l"]);
    expect(await slugs({ key: "secret" })).toEqual([]);
  });

  it("the shopper's filters narrow the search: brand, colour, rating", async () => {
    expect(await slugs({ key: "phone", filters: { brands: [ids.brands.acme] } as never })).toEqual(["phone-a", "speaker"]);
    expect(await slugs({ key: "phone", filters: { brands: [ids.brands.zeta] } as never })).toEqual(["phone-b", "shirt-s"]);
    expect(await slugs({ key: "phone", filters: { colors: [ids.colors.red] } as never })).toEqual(["phone-a", "speaker"]);
    expect(await slugs({ key: "phone", filters: { ratings: [5] } as never })).toEqual(["phone-a", "speaker"]);
  });

  it("the price range narrows the search in the shopper's currency", async () => {
    // 300.00 USD is 276.00 EUR: inside 270–280 EUR, while 270–280 USD holds nothing
    expect(await slugs({ key: "phone", filters: { price: { min: "270", max: "280" } } as never }, "EUR")).toEqual(["phone-b"]);
    expect(await slugs({ key: "phone", filters: { price: { min: "270", max: "280" } } as never }, "USD")).toEqual([]);
    expect(await slugs({ key: "phone", filters: { price: { max: "100" } } as never })).toEqual(["speaker", "shirt-s"]);
  });

  it("a category, as a filter or as the listing, includes its descendants", async () => {
    // phone-a sits in Smartphones, under Phones, under Electronics
    expect(await slugs({ key: "phone", filters: { categories: [ids.categories.electronics.id] } as never })).toEqual([
      "phone-b",
      "phone-a",
      "speaker",
    ]);
    expect(await slugs({ key: "phone", filters: { categories: [ids.categories.phones.id] } as never })).toEqual(["phone-b", "phone-a"]);
    expect(await slugs({ key: "phone", type: "category", slug: "phones" })).toEqual(["phone-b", "phone-a"]);
    expect(await slugs({ key: "phone", type: "category", slug: "fashion" })).toEqual(["shirt-s"]);
    expect(await slugs({ key: "phone", type: "brand", slug: "acme" })).toEqual(["phone-a", "speaker"]);
  });

  it("relevance is the order without a sort (and with sort=relevance); an explicit sort wins", async () => {
    expect(await slugs({ key: "phone", sort: "relevance" })).toEqual(["phone-b", "phone-a", "speaker", "shirt-s"]);
    expect(await slugs({ key: "phone", sort: "price_low" })).toEqual(["shirt-s", "speaker", "phone-b", "phone-a"]);
    expect(await slugs({ key: "phone", sort: "newest" })).toEqual(["shirt-s", "speaker", "phone-b", "phone-a"]);
    expect(await slugs({ key: "phone", sort: "top_rated" })).toEqual(["speaker", "phone-a", "phone-b", "shirt-s"]);
    // without a key, relevance means the listing's own order
    expect(await slugs({ sort: "relevance" })).toEqual(await slugs({}));
  });

  it("pages the search's matches and counts them with the filters", async () => {
    const url = (p: number) => `/products?q=phone&page=${p}`;
    const first = await listProducts(ctx(), viewer(), { key: "phone", per_page: 3 }, { pageUrl: url });
    expect(first).toMatchObject({
      total: 4,
      count: 3,
      current_page: 1,
      last_page: 2,
      has_more_data: true,
      next_page_url: "/products?q=phone&page=2",
    });
    const second = await listProducts(ctx(), viewer(), { key: "phone", per_page: 3, page: 2 }, { pageUrl: url });
    expect(second.data.map((p) => p.slug)).toEqual(["shirt-s"]);
    expect(second).toMatchObject({ total: 4, count: 1, has_more_data: false, next_page_url: null });
    const narrowed = await listProducts(ctx(), viewer(), { key: "phone", per_page: 1, filters: { brands: [ids.brands.acme] } as never });
    expect(narrowed).toMatchObject({ total: 2, last_page: 2 });
  });

  it("a search's order and total are kept until a product write drops them; its rows are read fresh", async () => {
    const c = ctx();
    expect((await listProducts(c, viewer(), {})).total).toBe(5);
    expect(await slugs({ key: "linen" })).toEqual(["shirt-l"]);
    expect((await listProducts(c, viewer(), { key: "linen" })).total).toBe(1);
    await database.db
      .update(products)
      .set({ name: { en: "Linen Shirt S" } })
      .where(eq(products.slug, "shirt-s"));
    await refreshSearchText(database.db);
    // kept (decision 053): the same matches and total, while a fresh context sees the new match
    const kept = await listProducts(c, viewer(), { key: "linen" });
    expect(kept.total).toBe(1);
    expect(kept.data.map((p) => p.slug)).toEqual(["shirt-l"]);
    expect(await slugs({ key: "linen" })).toEqual(["shirt-s", "shirt-l"]);
    // a product's write drops every listing's counts, and the kept orders with them
    forgetStorefrontCaches(c, 1);
    const fresh = await listProducts(c, viewer(), { key: "linen" });
    expect(fresh.total).toBe(2);
    expect(fresh.data.map((p) => p.slug)).toEqual(["shirt-s", "shirt-l"]);
    // a kept row's name is read anew; a product hidden meanwhile leaves the page at once
    await database.db
      .update(products)
      .set({ name: { en: "Linen Shirt Small" } })
      .where(eq(products.slug, "shirt-s"));
    expect((await listProducts(c, viewer(), { key: "linen" })).data.map((p) => p.product_name)).toEqual([
      "Linen Shirt Small",
      "Linen Shirt L",
    ]);
    await database.db.update(products).set({ isVisible: false }).where(eq(products.slug, "shirt-s"));
    expect((await listProducts(c, viewer(), { key: "linen" })).data.map((p) => p.slug)).toEqual(["shirt-l"]);
    await database.db
      .update(products)
      .set({ ...NAMES["shirt-s"], isVisible: true })
      .where(eq(products.slug, "shirt-s"));
    await refreshSearchText(database.db);
  });

  it("the kept order's pages are the order's own pages, and a different filter or currency is kept apart", async () => {
    const c = ctx();
    const page = async (n: number, input: ListProductsInput = { key: "phone" }, currency = "USD") =>
      (await listProducts(c, viewer(currency), { ...input, per_page: 1, page: n })).data.map((p) => p.slug);
    const pages = [await page(1), await page(2), await page(3), await page(4), await page(5)];
    expect(pages).toEqual([["phone-b"], ["phone-a"], ["speaker"], ["shirt-s"], []]);
    expect(await page(1, { key: "phone", filters: { brands: [ids.brands.acme] } as never })).toEqual(["phone-a"]);
    expect(await page(1, { key: "phone", sort: "price_low" })).toEqual(["shirt-s"]);
    const inRange = { key: "phone", filters: { price: { min: "270", max: "280" } } as never };
    expect(await page(1, inRange, "EUR")).toEqual(["phone-b"]);
    expect(await page(1, inRange, "USD")).toEqual([]);
  });

  it("an empty or punctuation-only key lists as without a key", async () => {
    const plain = await listingPage(ctx(), viewer(), {});
    for (const key of ["", "   ", " ?!… ", "«»", "-- %"]) {
      const page = await listingPage(ctx(), viewer(), { key });
      expect(page.search, JSON.stringify(key)).toBeNull();
      expect(page.products.data.map((p) => p.slug)).toEqual(plain.products.data.map((p) => p.slug));
      expect(page.products.total).toBe(5);
    }
  });

  it("a Persian query written with Arabic yeh and kaf and Persian digits finds the Persian product", async () => {
    const page = await listProducts(ctx(), viewer("USD", "fa"), { key: "پيراهن كتان ۴۲" });
    expect(page.data.map((p) => [p.slug, p.product_name])).toEqual([["shirt-l", "پیراهن کتان مدل 42"]]);
    expect(await slugs({ key: "گوشي" })).toEqual(["phone-b", "phone-a"]);
    expect(await slugs({ key: "٤٢" })).toEqual(["shirt-l"]);
  });

  it("a search that finds nothing offers the nearest queries; a hit offers none", async () => {
    const miss = await listingPage(ctx(), viewer(), { key: "qqxzv shrit" });
    expect(miss.products.total).toBe(0);
    expect(miss.search).toMatchObject({ text: "qqxzv shrit" });
    expect(present(miss.search, "the search's summary").did_you_mean[0]).toBe("shirt");
    const hit = await listingPage(ctx(), viewer(), { key: "linen" });
    expect(hit.search).toEqual({ text: "linen", did_you_mean: [] });
  });

  it("refuses a key that is too long; any other text answers without an error", async () => {
    await expect(listProducts(ctx(), viewer(), { key: "x".repeat(201) })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { key: ["v_filter_invalid"] },
    });
    for (const key of ["'", "a:*", "!(a | b) & c", "%_%", "'; drop table products; --", "🙂", "\u200C\u200F"])
      await listProducts(ctx(), viewer(), { key, filters: { brands: [ids.brands.acme] } as never });
    expect((await listProducts(ctx(), viewer(), {})).total).toBe(5);
  });
});
