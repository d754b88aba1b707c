import type { ProductDetails } from "../../domain/catalog/product-details";
import { expect, type Page, test } from "./fixtures";
import { collectErrors, newestDetails, openPage, present, shownText, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["search", "product"]);

/** The query as a shopper might mistype it: one letter dropped from the middle of its longest word. */
function withTypo(name: string): string {
  const words = name.split(" ");
  const longest = words.reduce((a, w) => (/^[a-z]+$/i.test(w) && w.length > a.length ? w : a), "");
  const at = Math.floor(longest.length / 2);
  return words
    .map((w) => (w === longest ? w.slice(0, at) + w.slice(at + 1) : w))
    .join(" ")
    .toLowerCase();
}

/** A number as the page shows it, in Latin or Persian digits. */
const shownNumber = (text: string) => Number(text.replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))).replace(/\D/g, ""));

/**
 * Tick the sidebar's first brand: its count (the search's matches of that brand) must be what
 * the listing then shows, and more than none. Answers that count.
 */
async function tickFirstBrand(page: Page): Promise<number> {
  const brand = page.locator("aside [data-testid^=filter-brand-]").first();
  const count = shownNumber(await shownText(brand.locator("xpath=../span[last()]")));
  expect(count).toBeGreaterThan(0);
  await brand.click();
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect(page.locator("section[aria-busy=true]")).toHaveCount(0);
  await expect.poll(async () => shownNumber(await shownText(page.getByTestId("products-total")))).toBe(count);
  return count;
}

/** Type into the header's search box and submit it (Enter, no suggestion chosen). */
async function searchFor(page: Page, text: string) {
  const box = page.getByTestId("site-search");
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/products" && url.searchParams.get("q") === text);
  await expect(page.locator("section[aria-busy=true]")).toHaveCount(0);
}

/**
 * A product whose colours show their own picture and stock (the journey below checks both),
 * among the newest, and not one the demo customer has wished for already (the top rated).
 */
async function productWithVariantPictures(request: Parameters<typeof newestDetails>[0]): Promise<ProductDetails> {
  const topRated = (await (await request.get("/home/filtered_products?sort=top_rated&paginate=24")).json()) as {
    products: { data: { id: number }[] };
  };
  const wished = new Set(topRated.products.data.map((p) => p.id));
  const fits = (d: ProductDetails) => {
    const inStock = d.product.variants.filter((v) => v.current_stock > 0 && v.gallery_index !== null && v.color_id !== null);
    return (
      !wished.has(d.product.id) &&
      d.attributes.length === 0 &&
      d.product.stock_visibility === "visible_with_quantity" &&
      new Set(inStock.map((v) => v.gallery_index)).size >= 2 &&
      new Set(inStock.map((v) => v.current_stock)).size >= 2 &&
      d.product.gallery.filter((g) => g.mediaType === "image").length >= 2
    );
  };
  const pick = (await newestDetails(request)).find(fits);
  if (!pick) throw new Error("no product with colour pictures among the demo's newest");
  return pick;
}

test("search from the header: an English typo, did you mean, filters and sort with the query, then Persian with Arabic letters", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { product } = await productWithVariantPictures(request);
  await openPage(page, "/?lang=en");

  // a typo in English still finds the product
  const typo = withTypo(product.product_name);
  expect(typo).not.toBe(product.product_name.toLowerCase());
  await searchFor(page, typo);
  await expect(page.getByTestId("listing-title")).toHaveText(en.search_results_for.replace("{{q}}", typo));
  await expect(page.getByTestId("product-card").first().locator("h3")).toHaveText(product.product_name);

  // nothing found: "did you mean" leads to a search that finds
  await searchFor(page, "wirles qqxzv");
  await expect(page.getByTestId("products-total")).toHaveText("0 products");
  const suggestion = page.getByTestId("did-you-mean").getByRole("link").first();
  await expect(suggestion).toHaveText("wireless");
  await suggestion.click();
  await expect(page).toHaveURL(/\/products\?q=wireless$/);
  await expect(page.getByTestId("listing-title")).toHaveText(en.search_results_for.replace("{{q}}", "wireless"));
  const found = Number((await shownText(page.getByTestId("products-total"))).replace(/\D/g, ""));
  expect(found).toBeGreaterThan(1);
  for (const name of await page.locator("[data-testid=product-card] h3").allInnerTexts()) expect(name.toLowerCase()).toContain("wireless");

  // sort and a filter keep the query, and narrow the same search
  await expect(page.getByTestId("sort")).toHaveValue("relevance");
  await page.getByTestId("sort").selectOption("price_low");
  await expect(page).toHaveURL(/q=wireless.*sort=price_low|sort=price_low.*q=wireless/);
  await expect(page.locator("section[aria-busy=true]")).toHaveCount(0);
  // the same products in the same order as the listing call with `key` answers
  const api = (await (await request.get("/home/filtered_products?key=wireless&sort=price_low&paginate=24")).json()) as {
    products: { data: { slug: string }[] };
  };
  const links = page.locator("[data-testid=product-card] h3 a");
  await expect(links).toHaveCount(api.products.data.length);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    api.products.data.map((p) => `/product/${p.slug}`),
  );
  // the sidebar counts the search's matches: a brand's count is what ticking it shows
  const brandCount = await tickFirstBrand(page);
  expect(brandCount).toBeLessThanOrEqual(found);
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect(page).toHaveURL(/[?&]q=wireless/);
  for (const name of await page.locator("[data-testid=product-card] h3").allInnerTexts()) expect(name.toLowerCase()).toContain("wireless");

  // in Persian, a query written with Arabic kaf and yeh finds the Persian names
  await page.getByTestId("language-switcher").selectOption("fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await searchFor(page, "كفش دويدن");
  await expect(page.getByTestId("listing-title")).toHaveText(uiStrings("fa", ["search"]).search_results_for.replace("{{q}}", "كفش دويدن"));
  const names = await page.locator("[data-testid=product-card] h3").allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain("کفش دویدن");
  // and its brands are the found shoes' brands: ticking one keeps results, as many as it said
  await tickFirstBrand(page);
  for (const name of await page.locator("[data-testid=product-card] h3").allInnerTexts()) expect(name).toContain("کفش دویدن");
  expect(errors).toEqual([]);
});

test("from the search results to a product: a colour changes picture and stock, the lightbox zooms, compare and wishlist", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { product } = await productWithVariantPictures(request);
  await signIn(page);
  await openPage(page, `/products?q=${encodeURIComponent(product.product_name)}&lang=en`);
  await page.getByTestId("product-card").locator(`a[href="/product/${product.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.locator("h1")).toHaveText(product.product_name);
  await page.waitForLoadState("networkidle");

  // two colours with their own picture and stock
  const inStock = product.variants.filter((v) => v.current_stock > 0 && v.gallery_index !== null);
  const first = inStock[0];
  const second = present(
    inStock.find((v) => v.gallery_index !== first.gallery_index && v.current_stock !== first.current_stock),
    "a second variant with its own picture and stock",
  );
  const picker = page.getByTestId("variant-picker");
  const image = page.getByTestId("gallery-main-image");
  for (const variant of [first, second]) {
    const color = present(
      product.colors.find((c) => c.id === variant.color_id),
      `the colour of ${variant.sku}`,
    );
    await picker.getByRole("button", { name: color.name, exact: true }).click();
    await expect(picker.getByRole("button", { name: color.name, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("stock")).toHaveText(en.in_stock_count.replace("{{count}}", String(variant.current_stock)));
    const picture = product.gallery[present(variant.gallery_index, `${variant.sku}'s gallery index`)];
    await expect(image).toHaveAttribute("src", picture.mediaType === "image" ? picture.large : "");
  }

  // the lightbox opens on that picture, zooms, and Escape closes it
  await page.getByTestId("gallery-stage").click();
  await expect(page.locator(".yarl__portal_open")).toBeVisible();
  await expect(page.locator(".yarl__slide_current")).toHaveAttribute(
    "aria-label",
    `${present(second.gallery_index, `${second.sku}'s gallery index`) + 1} of ${product.gallery.length}`,
  );
  const slider = page.getByTestId("zoom-slider");
  await page.getByRole("button", { name: en.pd_zoom_in }).click();
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(page.locator(".yarl__portal")).toHaveCount(0);

  // compare and wishlist from the product page
  const compare = page.getByTestId("compare-button").first();
  const wish = page.getByTestId("wishlist-button").first();
  await expect(wish).toHaveAttribute("aria-pressed", "false");
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  await wish.click();
  await expect(wish).toHaveAttribute("aria-pressed", "true");

  // (by address: the header's links sit under the toasts, which stay while the pointer rests on them)
  await openPage(page, "/compare-list");
  await expect(page.getByTestId("compare-product").filter({ hasText: product.product_name })).toHaveCount(1);
  await openPage(page, "/user/wishlist");
  const item = page.getByTestId("wishlist-item").filter({ hasText: product.product_name });
  await expect(item).toHaveCount(1);

  // leave the demo customer's lists as they were
  await item.getByTestId("wishlist-remove").click();
  await expect(item).toHaveCount(0);
  await openPage(page, "/compare-list");
  await page.getByTestId("compare-product").filter({ hasText: product.product_name }).getByTestId("compare-remove").click();
  await expect(page.getByTestId("compare-product").filter({ hasText: product.product_name })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the search suggestions carry the page's token as every call does (spec §7)", async ({ page }) => {
  await openPage(page, "/?lang=en");
  const asked = page.waitForRequest((r) => r.url().includes("/search/suggest?"));
  await page.getByTestId("site-search").pressSequentially("wire");
  const headers = (await asked).headers();
  const token = await page.locator("#token").inputValue();
  expect(token.length).toBeGreaterThan(0);
  expect(headers["csrf-token"]).toBe(token);
  expect(headers.authorization).toBe(token);
  expect(headers["x-requested-with"]).toBe("XMLHttpRequest");
});
