import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { openPage, present } from "./helpers";

const fa = JSON.parse(readFileSync(new URL("../../kernel/i18n/locales/fa.json", import.meta.url), "utf8")) as Record<string, string>;

/**
 * The foundation journey: home → a category → a product → Persian (right-to-left, texts change)
 * → another currency (prices change) → the 404 screen. Real server, real database, real browser.
 */
test("a shopper browses, switches to Persian and to euros, and meets the 404 screen", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));

  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("#token")).toHaveCount(1);
  await expect(page.locator("[data-testid=product-card]").first()).toBeVisible();

  // A category from the categories page.
  await page.goto("/categories");
  await page.locator("main a[href*='/category/']").first().click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.locator("[data-testid=product-card]").first()).toBeVisible();
  const titleBefore = await page.title();

  // A product of the shop's catalogue from that category (a user's classified ad, written in one language, would not change)
  await page.locator("[data-testid=product-card]:not([data-kind=classified]) a[href*='/product/']").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("[data-testid=price]").first()).toBeVisible();
  const nameEn = present(await page.locator("h1").textContent(), "the product name").trim();
  const priceUsd = present(await page.locator("[data-testid=price]").first().textContent(), "the product price").trim();
  expect(titleBefore).not.toBe(await page.title());

  // Persian: the page turns right-to-left and its texts change, without leaving the page.
  await page.getByTestId("language-switcher").selectOption("fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator("h1")).not.toHaveText(nameEn);
  await expect(page.getByRole("link", { name: fa.home }).first()).toBeVisible();

  // Another currency: the prices change.
  await page.getByTestId("currency-switcher").selectOption("EUR");
  await expect(page.locator("[data-testid=price]").first()).not.toHaveText(priceUsd);
  await expect(page.locator("[data-testid=price]").first()).toContainText("€");

  // The choice is kept by the session: a fresh load is still Persian and in euros.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("[data-testid=price]").first()).toContainText("€");

  // Any other path shows the 404 screen with status 404.
  const missing = await page.goto("/no/such/page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();

  expect(pageErrors).toEqual([]);
});

test("the phone layout has no sideways scroll on home and a product", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/", "/products"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("the home's later sections come as the shopper scrolls, their links already in the page; gift ideas list products", async ({
  page,
}) => {
  // without scripts the later sections are their headings with their "view all" links
  const html = await (await page.request.get("/")).text();
  for (const href of ["/gift-idea", "/business-idea", "/daily-deals", "/offer/products", "/gadget-products/electronics"])
    expect(html, href).toContain(`href="${href}"`);
  await openPage(page, "/");
  await expect(page.getByTestId("home-section-waiting").first()).toBeAttached();
  for (let i = 0; i < 40 && (await page.getByTestId("home-section-waiting").count()) > 0; i++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(150);
  }
  await expect(page.getByTestId("home-section-waiting")).toHaveCount(0);
  for (const section of ["home-category_section", "home-offer_ending_soon", "home-gift_idea", "home-business_idea", "home-custom_products"])
    await expect(page.getByTestId(section).first().getByTestId("product-card").first(), section).toBeVisible();
  await expect(page.getByTestId("home-banners")).toHaveCount(3);
  await expect(page.getByTestId("home-download")).toBeVisible();

  await page.getByTestId("home-gift_idea").getByRole("link", { name: "View all" }).click();
  await expect(page).toHaveURL(/\/gift-idea$/);
  await expect(page.getByTestId("listing-title")).toHaveText("Gift Ideas");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});
