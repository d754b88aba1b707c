import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { openPage, shownText } from "./helpers";

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../kernel/i18n/locales/${file}`, import.meta.url), "utf8")) as Record<string, string>;
const t = { ...read("en.json"), ...read("lists.en.json") };

const counter = (page: Page, id: "compare-count" | "wishlist-count") => page.getByTestId(id);

/** Wishlist and compare list from the product cards to their pages (issue 4, item 5). */
test.describe("wishlist and compare list", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on("pageerror", (err) => errors.push(err.message));
  });
  test.afterEach(() => expect(errors).toEqual([]));

  test("a guest adds a product to compare from its card and opens the compare list", async ({ page }) => {
    await page.goto("/products?lang=en", { waitUntil: "networkidle" });
    await expect(counter(page, "compare-count")).toHaveText("0");
    const card = page.getByTestId("product-card").first();
    const name = (await shownText(card.locator("h3"))).trim();
    const button = card.getByTestId("compare-button");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(counter(page, "compare-count")).toHaveText("1");
    await expect(page.getByText(t.compare_added)).toBeVisible();

    // the list is kept by session: a reload still shows it
    await page.reload({ waitUntil: "networkidle" });
    await expect(counter(page, "compare-count")).toHaveText("1");
    await expect(page.getByTestId("product-card").first().getByTestId("compare-button")).toHaveAttribute("aria-pressed", "true");

    await page.locator("a[href='/compare-list']").first().click();
    await expect(page).toHaveURL(/\/compare-list$/);
    await expect(page.locator("h1")).toHaveText(t.compare_title);
    await expect(page.getByTestId("compare-product")).toHaveCount(1);
    await expect(page.getByTestId("compare-product")).toContainText(name);
    await expect(page.getByTestId("compare-price")).toBeVisible();

    // on a phone the table scrolls inside its box, never the page
    await page.setViewportSize({ width: 360, height: 760 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByTestId("compare-remove").click();
    await expect(page.getByTestId("compare-empty")).toHaveText(t.compare_empty);
    await expect(counter(page, "compare-count")).toHaveText("0");
    await expect(page.getByRole("link", { name: t.lists_browse_products })).toHaveAttribute("href", "/products");
  });

  test("a guest pressing the heart is asked to sign in, and comes back afterwards", async ({ page }) => {
    // hydrated first: a click on the server's markup would be lost
    await openPage(page, "/products?lang=en");
    const heart = page.getByTestId("product-card").first().getByTestId("wishlist-button");
    await heart.click();
    await expect(page.getByText(t.login_first)).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(counter(page, "wishlist-count")).toHaveText("0");
    await page.getByTestId("login-first-link").click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%3Flang%3Den$/);
    await page.locator("[data-testid=login-form] [name=email]").fill("customer@example.com");
    await page.locator("[data-testid=login-form] [name=password]").fill("customer123");
    await page.locator("[data-testid=login-form] button[type=submit]").click();
    await expect(page).toHaveURL(/\/products\?lang=en$/);
    await expect(counter(page, "wishlist-count")).not.toHaveText("0");
  });

  test("a signed-in customer adds to the wishlist, sees the counter change, and removes it on /user/wishlist", async ({ page }) => {
    await page.goto("/login?lang=en", { waitUntil: "networkidle" });
    await page.locator("[data-testid=login-form] [name=email]").fill("customer@example.com");
    await page.locator("[data-testid=login-form] [name=password]").fill("customer123");
    await page.locator("[data-testid=login-form] button[type=submit]").click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto("/products?lang=en&sort=oldest", { waitUntil: "networkidle" });
    const before = Number(await shownText(counter(page, "wishlist-count")));
    const unwished = page
      .getByTestId("product-card")
      .filter({ has: page.locator("[data-testid=wishlist-button][aria-pressed=false]") })
      .first();
    const name = (await shownText(unwished.locator("h3"))).trim();
    const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
    const heart = card.getByTestId("wishlist-button");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(counter(page, "wishlist-count")).toHaveText(String(before + 1));
    await expect(page.getByText(t.wishlist_added)).toBeVisible();

    await page.locator("a[href='/user/wishlist']").first().click();
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    await expect(page.locator("h1")).toHaveText(t.wishlist_title);
    const item = page.getByTestId("wishlist-item").filter({ hasText: name });
    await expect(item).toHaveCount(1);
    await expect(page.getByTestId("wishlist-item").first()).toContainText(name);
    await item.getByTestId("wishlist-remove").click();
    await expect(page.getByTestId("wishlist-item").filter({ hasText: name })).toHaveCount(0);
    await expect(counter(page, "wishlist-count")).toHaveText(String(before));

    // gone after a reload too
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByTestId("wishlist-item").filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByTestId("wishlist-item")).toHaveCount(before);
  });
});
