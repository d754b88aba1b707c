import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, products, shops, users } from "../../db/schema";
import { listingPage } from "../../domain/catalog/list-products";
import { searchProducts } from "../../domain/catalog/search";
import { searchSuggestions } from "../../domain/catalog/search-suggest";
import { refreshSearchText } from "../../domain/catalog/search-text";
import type { Ctx, Viewer } from "../../domain/context";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const viewer: Viewer = { sessionHash: "test", userId: null, locale: "en", currencyCode: "USD" };

/**
 * The closest match comes first: a misspelt word lists the products named with its nearest
 * dictionary word before those named with a looser one, even when those sell more, and a word
 * typed in full lists the products named with it before longer words that merely begin with it.
 */
describeOnDatabases("search ranks the closest match first", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let ctx: Ctx;

  beforeAll(async () => {
    database = on.database;
    ({ ctx } = await makeTestApp(database, { seed: false }));
    const [owner] = await database.db
      .insert(users)
      .values({ email: "closeness@example.com", passwordHash: "x", firstName: "Owner", role: "seller" })
      .returning({ id: users.id });
    const [shop] = await database.db
      .insert(shops)
      .values({ ownerId: owner.id, slug: "paper-and-oak", name: { en: "Paper and Oak" }, verifiedAt: new Date("2025-01-01") })
      .returning({ id: shops.id });
    const [home] = await database.db
      .insert(categories)
      .values({ slug: "home", name: { en: "Home", fa: "خانه" }, path: "", depth: 0 })
      .returning({ id: categories.id });
    await database.db
      .update(categories)
      .set({ path: `/${home.id}/` })
      .where(eq(categories.id, home.id));
    const base = { shopId: shop.id, categoryId: home.id, priceCents: 1000, stock: 5 };
    await database.db.insert(products).values([
      // the books sell far more and have shorter names (a higher text rank): before, they came first
      { ...base, slug: "cook-book", name: { en: "Cook Book", fa: "کتاب آشپزی" }, totalSales: 900 },
      { ...base, slug: "poetry-books", name: { en: "Poetry Books", fa: "کتاب شعر" }, totalSales: 800 },
      { ...base, slug: "book", name: { en: "Book", fa: "کتاب" }, totalSales: 700 },
      {
        ...base,
        slug: "oak-bookcase",
        name: { en: "Solid Oak Bookcase with Five Shelves", fa: "کتابخانه چوب بلوط پنج طبقه" },
        totalSales: 3,
      },
      { ...base, slug: "pine-bookcase", name: { en: "Pine Bookcase", fa: "کتابخانه کاج" }, totalSales: 1, stock: 0 },
    ]);
    await refreshSearchText(database.db);
  });

  const find = async (key: string) => (await searchProducts(ctx, viewer, { key, per_page: 60 })).data.map((p) => p.slug);
  const listed = async (key: string) => (await listingPage(ctx, viewer, { key, per_page: 60 })).products.data.map((p) => p.slug);

  it("bookcse lists the bookcases before the books", async () => {
    for (const found of [await find("bookcse"), await listed("bookcse"), await find("bookcse ")]) {
      expect(found.slice(0, 2).sort()).toEqual(["oak-bookcase", "pine-bookcase"]);
    }
    const suggested = await searchSuggestions(ctx, viewer, { q: "bookcse" });
    expect(
      suggested.products
        .map((p: { slug: string }) => p.slug)
        .slice(0, 2)
        .sort(),
    ).toEqual(["oak-bookcase", "pine-bookcase"]);
  });

  it("a Persian typo, کتابخنه, lists the bookcases (کتابخانه) before the books (کتاب)", async () => {
    const found = await find("کتابخنه");
    expect(found.slice(0, 2).sort()).toEqual(["oak-bookcase", "pine-bookcase"]);
    expect((await listed("كتابخنه")).slice(0, 2).sort()).toEqual(["oak-bookcase", "pine-bookcase"]); // Arabic kaf
  });

  it("a word typed in full lists the products named with it before longer words that begin with it", async () => {
    const book = await find("book");
    expect(book.indexOf("book")).toBeLessThan(book.indexOf("oak-bookcase"));
    expect(book.indexOf("cook-book")).toBeLessThan(book.indexOf("pine-bookcase"));
    const ketab = await find("کتاب");
    expect(ketab.slice(0, 3).sort()).toEqual(["book", "cook-book", "poetry-books"]);
  });

  it("among equally close names, in stock and better sellers still come first", async () => {
    expect(await find("bookcase")).toEqual(["oak-bookcase", "pine-bookcase"]);
    const books = await find("book ");
    expect(books.slice(0, 2)).toEqual(["cook-book", "book"]);
  });

  it("still offers did-you-mean when nothing is found", async () => {
    const page = await listingPage(ctx, viewer, { key: "bookcse zzqx" });
    expect(page.products.total).toBe(0);
    expect(page.search?.did_you_mean[0]).toBe("bookcase");
  });
});
