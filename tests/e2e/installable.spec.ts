import { expect, test } from "./fixtures";
import { openPage, present } from "./helpers";

test.use({ serviceWorkers: "allow" });

/**
 * Issue 18 item 5: the page links the manifest, the service worker takes control, and a page
 * opened without a connection shows the shop's offline page instead of the browser's error.
 */
test("installable: the manifest is linked, the service worker controls the shop, offline pages get the offline page", async ({
  page,
  context,
}) => {
  await openPage(page, "/?lang=en");
  const manifest = present(await page.locator("link[rel=manifest]").getAttribute("href"), "the manifest link");
  expect((await page.request.get(manifest)).status()).toBe(200);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // the worker controls pages opened after it activated
  await openPage(page, "/brands?lang=en");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.goto("/sellers?lang=en").catch(() => {});
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await context.setOffline(false);
});
