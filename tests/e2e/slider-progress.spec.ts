import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage } from "./helpers";

/** The place of the slide the home slider shows (its dot marked current). */
const selected = (page: Page) =>
  page
    .locator("[aria-roledescription=carousel] button[aria-current]")
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute("aria-current") === "true"));

/** A slow drag across the slider's middle: `dx` pixels in small steps, a pause, then the release (no flick). */
async function slowDrag(page: Page, dx: number) {
  const box = await page.locator("[aria-roledescription=carousel]").boundingBox();
  if (!box) throw new Error("no slider");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(x + (dx * i) / 10, y);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(250);
  await page.mouse.up();
}

/** Spec section 9: a horizontal drag of 40 px or more changes the home slide, however slow; shorter ones do not. */
test("the home slider changes slide on a slow 40 px drag, in either direction and in RTL", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/?lang=en");
  const slider = page.locator("[aria-roledescription=carousel]");
  const count = await slider.locator("button[aria-current]").count();
  expect(count).toBeGreaterThan(1);
  // the pointer over the slider holds its autoplay: only the drags move it
  await slider.hover();
  const first = await selected(page);
  await slowDrag(page, -30);
  await page.waitForTimeout(600);
  expect(await selected(page)).toBe(first);
  await slowDrag(page, -42);
  await expect.poll(() => selected(page)).toBe((first + 1) % count);
  await slowDrag(page, 42);
  await expect.poll(() => selected(page)).toBe(first);

  // Persian: the next slide comes from the left, so a drag to the right brings it; a touch drag on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "/?lang=fa");
  // (a focused dot holds the autoplay; the touch takes the focus and the 5 s start again)
  await slider.locator("button[aria-current]").first().focus();
  const before = await selected(page);
  const box = await page.locator("[aria-roledescription=carousel]").boundingBox();
  if (!box) throw new Error("no slider");
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", px: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: px, y }] });
  await touch("touchStart", x);
  for (let i = 1; i <= 10; i++) {
    await touch("touchMove", x + 4.5 * i);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(250);
  await touch("touchEnd", x + 45);
  await expect.poll(() => selected(page)).toBe((before + 1) % count);
  expect(errors).toEqual([]);
});

/** Spec section 9: the top progress bar turns the error colour when a navigation fails. */
test("the progress bar shows the error colour when a page's data cannot be fetched, and the primary colour otherwise", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/?lang=en");
  await page.route("**/flash-sale.data*", (route) => route.abort("failed"));
  await page.locator("header a[href='/flash-sale']").first().click();
  const bar = page.locator(".progress-bar");
  await expect(bar).toHaveClass(/\berror\b/);
  await expect(bar).toHaveCSS("background-color", "rgb(220, 38, 38)");
  // the error screen's own navigation home: a bar in the primary colour, gone when done
  await page.unroute("**/flash-sale.data*");
  await page.route("**/brands.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.locator("header a[href='/brands']").first().click();
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveClass(/\berror\b/);
  await expect(page).toHaveURL(/\/brands/);
  await expect(bar).toHaveCount(0);
});
