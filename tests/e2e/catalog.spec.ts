import { expect, test } from "./fixtures";
import { present } from "./helpers";

test("a shopper narrows a category by sub-category, brand and price, sorts, pages and goes back", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  await page.goto("/category/electronics", { waitUntil: "networkidle" });
  const total = async () =>
    Number(present(await page.getByTestId("products-total").textContent(), "the products total").replace(/\D/g, ""));
  const all = await total();
  expect(all).toBeGreaterThan(24);
  // a marker that survives client-side navigation only (a full reload would drop it)
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  const subCategory = page.locator("[data-testid^=filter-category-]").first();
  await subCategory.click();
  await expect(page).toHaveURL(/[?&]category=\d+/);
  await expect.poll(total).toBeLessThan(all);
  const inCategory = await total();

  const brand = page.locator("[data-testid^=filter-brand-]").first();
  await brand.click();
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect.poll(total).toBeLessThanOrEqual(inCategory);

  await page.getByTestId("price-filter").locator("[name=min_price]").fill("1");
  await page.getByTestId("price-filter").locator("[name=max_price]").fill("100000");
  await page.getByTestId("price-filter").getByRole("button").click();
  await expect(page).toHaveURL(/min_price=1/);
  await expect(page.getByTestId("active-filters")).toBeVisible();

  // back to the whole category, then sort by price and go to page 2
  await page.getByTestId("active-filters").getByRole("button").last().click();
  await expect(page).not.toHaveURL(/brand=/);
  await expect.poll(total).toBe(all);
  await page.getByTestId("sort").selectOption("price_low");
  await expect(page).toHaveURL(/sort=price_low/);
  await expect(page.locator("section[aria-busy=true]")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  const firstOnPage1 = present(
    await page.locator("[data-testid=product-card] a[href*='/product/']").first().getAttribute("href"),
    "the first product link on page 1",
  );
  await page.locator("nav[aria-label] a[rel=next]").click();
  await expect(page).toHaveURL(/page=2/);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-testid=product-card] a[href*='/product/']").first()).not.toHaveAttribute("href", firstOnPage1);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator("[data-testid=product-card] a[href*='/product/']").first()).toHaveAttribute("href", firstOnPage1);

  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(errors).toEqual([]);
});

test("on a phone the filters open in a drawer and the page never scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/products", { waitUntil: "networkidle" });
  await page.getByTestId("open-filters").click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await drawer.getByTestId("filter-rating-5").click();
  await expect(page).toHaveURL(/rating=5/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
