import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { filterData } from "../../domain/catalog/filter-data";
import { type ListProductsInput, listProducts } from "../../domain/catalog/list-products";
import type { Viewer } from "../../domain/context";
import { seedSmallCatalog } from "../setup/small-catalog";
import { testCtx } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const viewer = (currencyCode = "USD"): Viewer => ({ sessionHash: "s", userId: null, locale: "en", currencyCode });

/** The listing's filter semantics on a small fixed catalog (contract notes, filtered_products). */
describeOnDatabases("listing filters", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let ids: Awaited<ReturnType<typeof seedSmallCatalog>>;
  const ctx = () => testCtx(database.db);
  const slugs = async (input: ListProductsInput, currency = "USD") =>
    (await listProducts(ctx(), viewer(currency), input)).data.map((p) => p.slug);

  beforeAll(async () => {
    database = on.database;
    ids = await seedSmallCatalog(database.db);
  });

  it("lists visible products only, newest first", async () => {
    expect(await slugs({})).toEqual(["shirt-l", "shirt-s", "speaker", "phone-b", "phone-a"]);
  });

  it("a category includes its descendants, as a listing and as a filter", async () => {
    expect((await slugs({ type: "category", slug: "electronics" })).sort()).toEqual(["phone-a", "phone-b", "speaker"]);
    expect((await slugs({ type: "category", slug: "phones" })).sort()).toEqual(["phone-a", "phone-b"]);
    expect(await slugs({ filters: { categories: [ids.categories.phones.id] } as never })).toEqual(["phone-b", "phone-a"]);
    expect((await slugs({ filters: { categories: [ids.categories.smartphones.id, ids.categories.fashion.id] } as never })).sort()).toEqual([
      "phone-a",
      "shirt-l",
      "shirt-s",
    ]);
  });

  it("several brands, colours or attribute values match any of them; groups combine", async () => {
    expect((await slugs({ filters: { brands: [ids.brands.acme] } as never })).sort()).toEqual(["phone-a", "speaker"]);
    expect((await slugs({ filters: { brands: [ids.brands.acme, ids.brands.zeta] } as never })).length).toBe(4);
    expect((await slugs({ filters: { colors: [ids.colors.red] } as never })).sort()).toEqual(["phone-a", "speaker"]);
    expect((await slugs({ filters: { colors: [ids.colors.red, ids.colors.blue] } as never })).length).toBe(4);
    expect(await slugs({ filters: { attribute_values: [ids.values.small] } as never })).toEqual(["shirt-s"]);
    expect((await slugs({ filters: { attribute_values: [ids.values.small, ids.values.large] } as never })).sort()).toEqual([
      "shirt-l",
      "shirt-s",
    ]);
    expect(
      await slugs({
        filters: { brands: [ids.brands.zeta], colors: [ids.colors.blue], categories: [ids.categories.electronics.id] } as never,
      }),
    ).toEqual(["phone-b"]);
    expect(await slugs({ type: "category", slug: "fashion", filters: { brands: [ids.brands.acme] } as never })).toEqual([]);
  });

  it("ratings: one value r is r − 0.5 up to r; several, the lowest up to the highest", async () => {
    expect(await slugs({ filters: { ratings: [4] } as never })).toEqual(["phone-b"]);
    expect(await slugs({ filters: { ratings: [3] } as never })).toEqual([]);
    expect(await slugs({ filters: { ratings: [5] } as never })).toEqual(["speaker", "phone-a"]);
    expect((await slugs({ filters: { ratings: [3, 4] } as never })).sort()).toEqual(["phone-b"]);
    expect((await slugs({ filters: { ratings: [2, 5] } as never })).sort()).toEqual(["phone-a", "phone-b", "shirt-s", "speaker"]);
    expect((await slugs({ filters: { ratings: [3, 5] } as never })).sort()).toEqual(["phone-a", "phone-b", "speaker"]);
  });

  it("the price range is in the shopper's currency and converted to the shop's", async () => {
    expect((await slugs({ filters: { price: { min: "20", max: "100" } } as never })).sort()).toEqual(["shirt-l", "shirt-s", "speaker"]);
    // 92 EUR = 100.00 USD: the 99.99 USD speaker is 91.99 EUR, inside 50–92 EUR and outside 50–91 EUR
    expect(await slugs({ filters: { price: { min: "50", max: "92" } } as never }, "EUR")).toEqual(["speaker"]);
    expect(await slugs({ filters: { price: { min: "50", max: "91" } } as never }, "EUR")).toEqual([]);
    expect((await slugs({ filters: { price: { min: "0", max: "0" } } as never })).length).toBe(5);
    expect(await slugs({ filters: { price: { min: "400" } } as never })).toEqual(["phone-a"]);
  });

  it("sorts by newest, oldest, rating, sales and price, and pages", async () => {
    expect(await slugs({ sort: "oldest" })).toEqual(["phone-a", "phone-b", "speaker", "shirt-s", "shirt-l"]);
    expect(await slugs({ sort: "top_rated" })).toEqual(["speaker", "phone-a", "phone-b", "shirt-s", "shirt-l"]);
    expect(await slugs({ sort: "top_selling" })).toEqual(["phone-b", "phone-a", "speaker", "shirt-s", "shirt-l"]);
    expect(await slugs({ sort: "price_low" })).toEqual(["shirt-s", "shirt-l", "speaker", "phone-b", "phone-a"]);
    expect(await slugs({ sort: "price_high" })).toEqual(["phone-a", "phone-b", "speaker", "shirt-l", "shirt-s"]);
    const page2 = await listProducts(ctx(), viewer(), { sort: "oldest", per_page: 2, page: 2 }, { pageUrl: (p) => `?page=${p}` });
    expect(page2.data.map((p) => p.slug)).toEqual(["speaker", "shirt-s"]);
    expect(page2).toMatchObject({ total: 5, last_page: 3, current_page: 2, has_more_data: true, next_page_url: "?page=3" });
    const filtered = await listProducts(ctx(), viewer(), { per_page: 1, filters: { brands: [ids.brands.acme] } as never });
    expect(filtered).toMatchObject({ total: 2, last_page: 2 });
  });

  it("refuses malformed filters with a validation error", async () => {
    await expect(listProducts(ctx(), viewer(), { filters: { brands: ["x"] } as never })).rejects.toMatchObject({
      status: 422,
    });
    await expect(listProducts(ctx(), viewer(), { filters: { price: { min: "1e9" } } as never })).rejects.toMatchObject({ status: 422 });
  });

  it("filter data: categories with counts of their subtree, brands, colours, values and the price range", async () => {
    const all = await filterData(ctx(), viewer(), { type: "products", slug: "" });
    expect(all.categories.map((c) => [c.slug, c.total_products])).toEqual([
      ["electronics", 3],
      ["fashion", 2],
    ]);
    expect(all.brands.map((b) => [b.slug, b.total_products])).toEqual([
      ["acme", 2],
      ["zeta", 2],
    ]);
    expect(Object.fromEntries(all.colors.map((c) => [c.hex, c.total_products]))).toEqual({ "#00f": 3, "#f00": 2 });
    expect(all.attributes).toEqual([
      {
        id: expect.any(Number),
        title: "Size",
        attribute_value: [
          { id: ids.values.small, attribute_id: expect.any(Number), value: "S", total_products: 1 },
          { id: ids.values.large, attribute_id: expect.any(Number), value: "L", total_products: 1 },
        ],
      },
    ]);
    expect(all.price_range).toMatchObject({ min: "20", max: "500", min_base: "20.00", max_base: "500.00" });
    const electronics = await filterData(ctx(), viewer("EUR"), { type: "category", slug: "electronics" });
    expect(electronics.categories.map((c) => [c.slug, c.total_products])).toEqual([
      ["phones", 2],
      ["audio", 1],
    ]);
    expect(electronics.price_range).toMatchObject({ min: "91", max: "460" });
  });

  it("facets count what the search and the filters match, each facet under every filter but its own", async () => {
    const named = { "phone-a": "phone acme", "phone-b": "phone zeta", speaker: "speaker acme" } as const;
    for (const [slug, searchName] of Object.entries(named))
      await database.db.update(products).set({ searchName }).where(eq(products.slug, slug));
    const counts = (list: { title?: string; name?: string; total_products: number }[]) =>
      Object.fromEntries(list.map((x) => [x.title ?? x.name, x.total_products]));

    const searched = await filterData(ctx(), viewer(), { type: "products", slug: "", key: "phone" });
    expect(counts(searched.categories)).toEqual({ electronics: 2 });
    expect(counts(searched.brands)).toEqual({ Acme: 1, Zeta: 1 });
    expect(counts(searched.colors)).toEqual({ Red: 1, Blue: 1 });
    expect(searched.attributes).toEqual([]);
    expect(searched.price_range).toMatchObject({ min: "300", max: "500" });

    // ticking Acme still offers Zeta (brands are counted without the brand filter); the rest narrow
    const acme = await filterData(ctx(), viewer(), { type: "products", slug: "", key: "phone", filters: { brands: [ids.brands.acme] } });
    expect(counts(acme.brands)).toEqual({ Acme: 1, Zeta: 1 });
    expect(counts(acme.colors)).toEqual({ Red: 1 });
    expect(acme.price_range).toMatchObject({ min: "500", max: "500" });
    expect(await slugs({ key: "phone", filters: { brands: [ids.brands.acme] } as never })).toEqual(["phone-a"]);

    // a chosen value that nothing matches any more stays listed, at 0, so it can be unticked
    const gone = await filterData(ctx(), viewer(), { type: "products", slug: "", key: "speaker", filters: { brands: [ids.brands.zeta] } });
    expect(counts(gone.brands)).toEqual({ Acme: 1, Zeta: 0 });
    expect(counts(gone.colors)).toEqual({});

    // filters without a search narrow the facets too, in a category's listing as well
    const blue = await filterData(ctx(), viewer(), { type: "category", slug: "electronics", filters: { colors: [ids.colors.blue] } });
    expect(counts(blue.categories)).toEqual({ phones: 1, audio: 1 });
    expect(counts(blue.colors)).toEqual({ Red: 2, Blue: 2 });
    expect(counts(blue.brands)).toEqual({ Acme: 1, Zeta: 1 });

    await expect(filterData(ctx(), viewer(), { type: "products", slug: "", filters: { brands: ["x"] } })).rejects.toMatchObject({
      status: 422,
    });
  });
});
