import { CHUNK_LOAD_TIMEOUT_MS } from "../../app/lib/chunk-load";
import { expect, type Page, test } from "./fixtures";
import { openPage, uiStrings } from "./helpers";

/** The URL of a route's own script, as this build's manifest names it. */
function routeModuleUrl(page: Page, routeId: string) {
  return page.evaluate(
    (id) =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest.routes[id]
        .module,
    routeId,
  );
}

/** The header's link to the brands page (the visible one: the small screen's menu has its own). */
const brandsLink = (page: Page) => page.locator('header a[href="/brands"]:visible').first();

/**
 * Issue 36 A: a page whose script does not arrive during a navigation in the browser shows the
 * translated error with Retry (instead of React Router reloading the page being left), and Retry
 * loads the page once the script can be fetched again (spec sections 8 and 9).
 */
test("a route whose script fails to load shows the error with Retry, and Retry reaches the page", async ({ page }) => {
  const t = uiStrings("en");
  await openPage(page, "/?lang=en");
  const url = new URL(await routeModuleUrl(page, "routes/brands"), page.url()).href;
  let blocked = 0;
  await page.route(url, (route) => {
    blocked++;
    return route.abort("connectionrefused");
  });
  await brandsLink(page).click();
  const failed = page.getByTestId("chunk-load-error");
  await expect(failed).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/brands$/);
  await expect(failed.getByRole("heading")).toHaveText(t.chunk_load_title);
  await expect(failed).toContainText(t.chunk_load_text);
  // the header stays: the shopper is still in the shop
  await expect(page.locator("header")).toBeVisible();
  await page.unroute(url);
  await failed.getByRole("button", { name: t.chunk_load_retry }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.all_brands);
  await expect(page.getByTestId("brand-card").first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("a route whose script has not arrived after 120000 ms shows the error in Persian, right to left", async ({ page }) => {
  const t = uiStrings("fa");
  await page.clock.install();
  await openPage(page, "/?lang=fa");
  const url = new URL(await routeModuleUrl(page, "routes/brands"), page.url()).href;
  // the script's request is held: it neither arrives nor fails
  const held: (() => Promise<void>)[] = [];
  await page.route(url, (route) => {
    held.push(() => route.abort());
  });
  await brandsLink(page).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const failed = page.getByTestId("chunk-load-error");
  await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS - 1_000);
  await expect(failed).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(failed).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(failed.getByRole("heading")).toHaveText(t.chunk_load_title);
  // the shop's promotional pop-up came up meanwhile (it waits 10 s): the shopper closes it
  const popUp = page.locator("#pop_up");
  if (await popUp.isVisible()) await popUp.getByRole("button", { name: t.close }).click();
  const retry = failed.getByRole("button", { name: t.chunk_load_retry });
  await page.unroute(url);
  for (const release of held) await release().catch(() => {});
  await retry.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.all_brands);
});
