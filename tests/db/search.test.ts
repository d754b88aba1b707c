import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { brands, categories, products, searchWords, shops, users } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { nearestTerms, quickSearch, searchFilter, searchProducts } from "../../domain/catalog/search";
import { searchSuggestions } from "../../domain/catalog/search-suggest";
import { backfillSearchText, refreshSearchText } from "../../domain/catalog/search-text";
import type { Ctx, Viewer } from "../../domain/context";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const viewer: Viewer = { sessionHash: "test", userId: null, locale: "en", currencyCode: "USD" };
const faViewer: Viewer = { ...viewer, locale: "fa" };

/** A small fixed catalog whose texts the tests below search. */
async function seedSearchCatalog(db: DatabaseHandle["db"]) {
  const [owner, owner2] = await db
    .insert(users)
    .values([
      { email: "search-owner@example.com", passwordHash: "x", firstName: "Owner", role: "seller" },
      { email: "search-owner2@example.com", passwordHash: "x", firstName: "Other", role: "seller" },
    ])
    .returning({ id: users.id });
  const [shop] = await db
    .insert(shops)
    .values([
      {
        ownerId: owner.id,
        slug: "lumen-house",
        name: { en: "Lumen House", fa: "خانه لومن", ar: "بيت لومن" },
        verifiedAt: new Date("2025-01-01"),
      },
      { ownerId: owner2.id, slug: "lumen-unverified", name: { en: "Lumen Unverified" }, verifiedAt: null },
    ])
    .returning({ id: shops.id });
  const category = async (slug: string, name: Localized) => {
    const [row] = await db.insert(categories).values({ slug, name, path: "", depth: 0 }).returning({ id: categories.id });
    await db
      .update(categories)
      .set({ path: `/${row.id}/` })
      .where(eq(categories.id, row.id));
    return row.id;
  };
  const phones = await category("phones", { en: "Phones", fa: "گوشی موبایل", ar: "هواتف" });
  const accessories = await category("accessories", { en: "Accessories", fa: "لوازم جانبی", ar: "إكسسوارات" });
  const lighting = await category("lighting", { en: "Lighting", fa: "روشنایی", ar: "إضاءة" });
  const [orchard] = await db
    .insert(brands)
    .values({ slug: "orchard", name: { en: "Orchard", fa: "ارچارد", ar: "أورتشارد" } })
    .returning({ id: brands.id });
  const base = { shopId: shop.id, priceCents: 1000, stock: 5, shortDescription: {} };
  type Row = Pick<typeof products.$inferInsert, "slug" | "categoryId" | "name"> & Partial<typeof products.$inferInsert>;
  const rows: Row[] = [
    {
      slug: "iphone-15-pro",
      categoryId: phones,
      brandId: orchard.id,
      name: { en: "iPhone 15 Pro", fa: "آیفون ۱۵ پرو", ar: "آيفون ١٥ برو" },
      shortDescription: { en: "A fast phone" },
    },
    // written with Arabic kaf and yeh in the Persian name
    { slug: "leather-wallet", categoryId: accessories, name: { en: "Leather Wallet", fa: "كيف پول چرمي", ar: "محفظة جلدية" } },
    { slug: "basic-phone-12", categoryId: phones, name: { en: "Basic Phone 12", fa: "گوشی ساده ۱۲", ar: "هاتف بسيط ١٢" } },
    {
      slug: "travel-charger",
      categoryId: accessories,
      name: { en: "Travel Charger" },
      shortDescription: { en: "Compact and light" },
      totalSales: 1,
    },
    {
      slug: "usb-cable",
      categoryId: accessories,
      name: { en: "USB Cable" },
      shortDescription: { en: "Works with every charger" },
      totalSales: 999,
    },
    { slug: "desk-lamp-sold-out", categoryId: lighting, name: { en: "Desk Lamp" }, stock: 0, totalSales: 500 },
    { slug: "desk-lamp", categoryId: lighting, name: { en: "Desk Lamp" }, stock: 3, totalSales: 1 },
    { slug: "hidden-lamp", categoryId: lighting, name: { en: "Secret Lamp" }, isVisible: false, totalSales: 9999 },
    { slug: "wireless-headphones", categoryId: accessories, name: { en: "Wireless Headphones" } },
  ];
  await db.insert(products).values(rows.map((r) => ({ ...base, ...r })));
  await refreshSearchText(db);
  const ids = Object.fromEntries((await db.select({ id: products.id, slug: products.slug }).from(products)).map((p) => [p.slug, p.id]));
  return { ids, shop: shop.id };
}

describeOnDatabases("search", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let ctx: Ctx;
  let ids: Record<string, number>;

  beforeAll(async () => {
    database = on.database;
    ({ ctx } = await makeTestApp(database, { seed: false }));
    ({ ids } = await seedSearchCatalog(database.db));
  });

  const find = async (key: string) => (await searchProducts(ctx, viewer, { key, per_page: 60 })).data.map((p) => p.slug);

  it("writes normalised search text and the words of visible names", async () => {
    const [row] = await database.db
      .select({ name: products.searchName, body: products.searchBody })
      .from(products)
      .where(eq(products.id, ids["leather-wallet"]));
    expect(row.name.split(" ")).toEqual(expect.arrayContaining(["leather", "wallet", "کیف", "پول", "چرمی", "محفظه", "جلدیه"]));
    expect(row.body.split(" ")).toEqual(expect.arrayContaining(["accessories", "لوازم", "جانبی", "اکسسوارات"]));
    const words = new Map((await database.db.select().from(searchWords)).map((w) => [w.word, w.uses]));
    expect(words.get("lamp")).toBe(2); // the hidden product's lamp is not counted
    expect(words.get("iphone")).toBe(1);
    expect(words.has("secret")).toBe(false);
    expect(words.has("a123")).toBe(false);
    expect([...words.keys()].every((w) => w.length >= 3 && !/[0-9]/.test(w))).toBe(true);
  });

  it("finds an exact word", async () => {
    expect(await find("wallet")).toEqual(["leather-wallet"]);
    expect(await find("WALLET!")).toEqual(["leather-wallet"]);
  });

  it("matches the last word as a prefix while typing, the finished words whole", async () => {
    expect(await find("iph")).toEqual(["iphone-15-pro"]);
    expect(await find("desk la")).toEqual(["desk-lamp", "desk-lamp-sold-out"]);
    expect(await find("چرم")).toEqual(["leather-wallet"]);
    // a finished word (followed by a space) is not a prefix any more (two letters: no substring search either)
    expect(await find("la")).toEqual(["desk-lamp", "desk-lamp-sold-out"]);
    expect(await find("la ")).toEqual([]);
    // from three letters the trigram substring search still finds it inside the name
    expect(await find("iph ")).toEqual(["iphone-15-pro"]);
  });

  it("finds through a typo", async () => {
    expect(await find("iphnoe")).toContain("iphone-15-pro");
    expect(await find("walet")).toContain("leather-wallet");
    expect(await find("lether walet")).toContain("leather-wallet");
  });

  it("finds a word inside a longer word (trigram substring)", async () => {
    expect(await find("headphone")).toEqual(["wireless-headphones"]);
    const phone = await find("phone");
    expect(phone).toEqual(expect.arrayContaining(["iphone-15-pro", "basic-phone-12", "wireless-headphones"]));
    // whole-word and prefix name matches first, the substring after them
    expect(phone.indexOf("basic-phone-12")).toBeLessThan(phone.indexOf("wireless-headphones"));
  });

  it("finds Persian written with Arabic letters and digits, and the other way round", async () => {
    expect(await find("کیف پول چرمی")).toEqual(["leather-wallet"]); // product written كيف … چرمي
    expect(await find("گوشي ساده ١٢")).toEqual(["basic-phone-12"]); // product written گوشی … ۱۲
    expect(await find("گوشی 12")).toEqual(["basic-phone-12"]);
    expect(await find("آیفون ۱۵")).toEqual(["iphone-15-pro"]);
    expect(await find("ايفون 15")).toEqual(["iphone-15-pro"]);
    expect(await find("محفظة")).toEqual(["leather-wallet"]);
  });

  it("finds by brand and by category name", async () => {
    expect(await find("orchard")).toEqual(["iphone-15-pro"]);
    expect(await find("lighting")).toEqual(["desk-lamp", "desk-lamp-sold-out"]);
  });

  it("ranks a name match above a description-only match", async () => {
    // the cable sells far more, but only its description says "charger"
    expect(await find("charger")).toEqual(["travel-charger", "usb-cable"]);
  });

  it("ranks in-stock above out-of-stock", async () => {
    // the sold-out lamp sells far more
    expect(await find("lamp")).toEqual(["desk-lamp", "desk-lamp-sold-out"]);
  });

  it("never finds invisible products", async () => {
    expect(await find("secret")).toEqual([]);
    expect(await find("lamp")).not.toContain("hidden-lamp");
    expect((await quickSearch(ctx, viewer, { key: "secret lamp" })).map((p) => p.slug)).toEqual([]);
    const s = await searchSuggestions(ctx, viewer, { q: "secret" });
    expect(s.products).toEqual([]);
  });

  it("pages like the listing", async () => {
    const page = await searchProducts(ctx, viewer, { key: "lamp", per_page: 1, page: 2 }, { pageUrl: (p) => `/products?q=lamp&page=${p}` });
    expect(page).toMatchObject({
      total: 2,
      count: 1,
      per_page: 1,
      current_page: 2,
      last_page: 2,
      has_more_data: false,
      next_page_url: null,
    });
    expect(page.data[0].slug).toBe("desk-lamp-sold-out");
    const first = await searchProducts(ctx, viewer, { key: "lamp", per_page: 1 }, { pageUrl: (p) => `/products?q=lamp&page=${p}` });
    expect(first.next_page_url).toBe("/products?q=lamp&page=2");
  });

  it("answers any text without an error (tsquery and LIKE syntax, SQL, scripts, emoji)", async () => {
    const nasty = [
      "'",
      '"',
      "\\",
      "a:*",
      "!(a | b) & c",
      "a <-> b",
      "%_%",
      "'; drop table products; --",
      "🙂📱",
      "ﷺ",
      "手机 壳",
      "मोबाइल फ़ोन",
      "טלפון",
      "โทรศัพท์",
      "\u200C\u200D\u200F",
      "x".repeat(200),
      "a b c d e f g h i j k l",
      "٠",
      "ـــ",
      "Ⅻ ½ ²",
    ];
    for (const key of nasty) {
      await searchProducts(ctx, viewer, { key });
      await searchSuggestions(ctx, viewer, { q: key });
      await nearestTerms(ctx, key);
    }
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(n).toBe(Object.keys(ids).length);
  });

  it("finds nothing for an empty or punctuation-only key", async () => {
    expect(await searchFilter(ctx, "  ?!… ")).toBeNull();
    expect((await searchProducts(ctx, viewer, { key: "" })).total).toBe(0);
  });

  it("searchFilter works inside another product query (the listing's)", async () => {
    const filter = present(await searchFilter(ctx, "desk lamp"), 'the filter for "desk lamp"');
    const rows = await database.db
      .select({ slug: products.slug, rank: filter.rank })
      .from(products)
      .where(filter.where)
      .orderBy(...filter.orderBy);
    expect(rows.map((r) => r.slug)).toEqual(["desk-lamp", "desk-lamp-sold-out"]);
    expect(Number(rows[0].rank)).toBeGreaterThan(0);
  });

  it("offers the nearest terms for a misspelt word", async () => {
    expect(await nearestTerms(ctx, "walet")).toEqual(["wallet"]);
    expect((await nearestTerms(ctx, "iphnoe"))[0]).toBe("iphone");
    expect(await nearestTerms(ctx, "desk walet")).toEqual(["desk wallet"]);
    // known words that find nothing together: each alone
    expect(await nearestTerms(ctx, "lamp wallet")).toEqual(["lamp", "wallet"]);
    // a word like nothing in the dictionary is never offered alone
    expect(await nearestTerms(ctx, "qqxzv wallet")).toEqual(["wallet"]);
    expect(await nearestTerms(ctx, "qqxzv zzkkw")).toEqual([]);
    // never a word only an invisible product uses
    expect(await nearestTerms(ctx, "secrt")).not.toContain("secret");
    expect(await nearestTerms(ctx, "")).toEqual([]);
  });

  it("suggests products, categories, brands and shops in the viewer's language", async () => {
    const s = await searchSuggestions(ctx, viewer, { q: "orch" });
    expect(s.brands).toEqual([{ slug: "orchard", title: "Orchard" }]);
    expect(s.products.map((p) => p.slug)).toEqual(["iphone-15-pro"]);
    expect(s.products[0]).toMatchObject({
      product_name: "iPhone 15 Pro",
      image: "/uploads/placeholder-96x96.svg",
      price: "10.00",
      sale_price: "10.00",
    });
    expect(s.suggestions).toEqual([]);
    const fa = await searchSuggestions(ctx, faViewer, { q: "گوشي" });
    expect(fa.categories).toEqual([{ slug: "phones", title: "گوشی موبایل" }]);
    expect(fa.products.map((p) => p.product_name)).toContain("گوشی ساده ۱۲");
    // a lone letter after other words waits for the next one
    expect((await searchSuggestions(ctx, viewer, { q: "desk l" })).products.map((p) => p.slug)).toEqual([
      "desk-lamp",
      "desk-lamp-sold-out",
    ]);
    // substring matches still come when the words alone do not fill the list
    expect((await searchSuggestions(ctx, viewer, { q: "headphone" })).products.map((p) => p.slug)).toEqual(["wireless-headphones"]);
    const shopsFound = await searchSuggestions(ctx, viewer, { q: "lumen" });
    expect(shopsFound.shops).toEqual([{ slug: "lumen-house", shop_name: "Lumen House" }]); // not the unverified shop
    const none = await searchSuggestions(ctx, viewer, { q: "walet" });
    expect(none.products.map((p) => p.slug)).toEqual(["leather-wallet"]); // the typo still finds it
    const nothing = await searchSuggestions(ctx, viewer, { q: "zzzqqq walet" });
    expect(nothing).toMatchObject({ products: [], categories: [], brands: [], shops: [] });
    expect(nothing.suggestions).toEqual(["wallet"]);
  });

  it("refreshSearchText after a product changes: new text found, word counts exact", async () => {
    const id = ids["travel-charger"];
    await database.db
      .update(products)
      .set({ name: { en: "Travel Adapter", fa: "آداپتور سفری" } })
      .where(eq(products.id, id));
    const before = await find("adapter");
    expect(before).toEqual([]); // the search text is stale until refreshed
    const { updated } = await refreshSearchText(database.db, [id]);
    expect(updated).toBe(1);
    expect(await find("adapter")).toEqual(["travel-charger"]);
    expect(await find("charger")).toEqual(["usb-cable"]); // description only now
    const words = new Map(
      (
        await database.db
          .select()
          .from(searchWords)
          .where(inArray(searchWords.word, ["adapter", "charger", "travel", "اداپتور"]))
      ).map((w) => [w.word, w.uses]),
    );
    expect(words).toEqual(
      new Map([
        ["adapter", 1],
        ["travel", 1],
        ["اداپتور", 1],
      ]),
    ); // "charger" no longer used by any name
    // hiding the product and refreshing takes its words out
    await database.db.update(products).set({ isVisible: false }).where(eq(products.id, id));
    await refreshSearchText(database.db, [id]);
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchWords)
      .where(inArray(searchWords.word, ["adapter", "travel"]));
    expect(n).toBe(0);
    expect(await find("adapter")).toEqual([]);
  });

  it("backfillSearchText fills a database written before search text existed, once", async () => {
    expect(await backfillSearchText(database.db)).toBe(0); // nothing missing
    await database.db.update(products).set({ searchName: "", searchBody: "" });
    await database.db.delete(searchWords);
    expect(await find("wallet")).toEqual([]);
    const all = await database.db.select({ id: products.id }).from(products);
    expect(await backfillSearchText(database.db)).toBe(all.length);
    expect(await find("wallet")).toEqual(["leather-wallet"]);
    expect((await database.db.select().from(searchWords).where(eq(searchWords.word, "wallet")))[0]?.uses).toBe(1);
    expect(await backfillSearchText(database.db)).toBe(0);
  });
});
