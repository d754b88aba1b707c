import { expect, test } from "./fixtures";
import { collectErrors, openPage, uiStrings } from "./helpers";

const en = uiStrings("en", ["campaigns", "product"]);

/** A shopper finds the running sales: the campaigns, one campaign narrowed by brand with its countdown, and the flash sale's sold bars. */
test("campaigns, a campaign filtered by brand with its countdown, and the flash sale", async ({ page }) => {
  const errors = collectErrors(page);
  await openPage(page, "/campaigns");
  await expect(page.getByRole("heading", { level: 1, name: en.all_campaigns })).toBeVisible();
  const tiles = page.getByTestId("campaign-card");
  await expect(tiles).toHaveCount(5);

  await tiles.filter({ hasText: "Winter Sale" }).click();
  await expect(page).toHaveURL(/\/campaign\/winter-sale$/);
  await expect(page.getByTestId("campaign-title")).toHaveText("Winter Sale");
  const countdown = page.getByTestId("countdown");
  await expect(countdown).toContainText(en.campaign_ends_in);
  // the clock ticks
  const clock = countdown.getByRole("timer");
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? "", { timeout: 3_000 });

  const total = async () => Number(/\d+/.exec((await page.getByTestId("products-total").textContent()) ?? "")?.[0]);
  const all = await total();
  expect(all).toBeGreaterThan(1);
  // on a phone the filters sit in a drawer; the journey runs at the desktop width
  const brand = page.locator('aside [data-testid^="filter-brand-"]').first();
  const brandCount = Number(await brand.locator("xpath=..").locator("span.text-xs").textContent());
  // the URL changes on the click (the checkbox is the URL's state), then the page's data follows
  await brand.click();
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect(brand).toBeChecked();
  await expect.poll(total).toBe(brandCount);
  expect(await page.getByTestId("product-card").count()).toBe(Math.min(brandCount, 12));
  await expect(page.getByTestId("active-filters")).toBeVisible();

  await page.getByRole("link", { name: en.flash_sale }).first().click();
  await expect(page).toHaveURL(/\/flash-sale$/);
  await expect(page.getByRole("heading", { level: 1, name: en.flash_sale })).toBeVisible();
  await expect(page.getByTestId("countdown")).toContainText(en.flash_sale_ends_in);
  const bar = page.getByRole("progressbar").first();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(/\d+%.* sold/);
  const now = Number(await bar.getAttribute("aria-valuenow"));
  expect(now).toBeGreaterThanOrEqual(0);
  expect(now).toBeLessThanOrEqual(100);
  expect(errors).toEqual([]);
});
