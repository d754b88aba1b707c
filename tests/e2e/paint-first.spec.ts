import { expect, test } from "./fixtures";
import { collectErrors } from "./helpers";

const hydrated = () => Object.keys(document).some((k) => k.startsWith("__reactContainer"));

/** Decision 016: a page paints from the server's markup first; its scripts start after load, or at the first touch. */
test.describe("paint first, then the scripts", () => {
  test("no script is asked for before the page has loaded, and the page hydrates after", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/products?lang=en"); // resolves at the load event
    await page.waitForFunction(hydrated);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((r) => /\/assets\/.*\.js$/.test(r.name))
        .map((r) => r.startTime);
      const language = performance.getEntriesByType("resource").find((r) => r.name.includes("/lang/en.json"));
      return { loaded: nav.loadEventStart, scripts, language: language?.startTime ?? null };
    });
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.language).not.toBeNull();
    expect(timing.language ?? 0).toBeGreaterThanOrEqual(timing.loaded);
    // hydrated: the sort changes the list in place (no new document: the mark survives)
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page.getByTestId("sort").selectOption("price_low");
    await expect(page).toHaveURL(/sort=price_low/);
    expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a touch before the page has loaded starts the scripts at once", async ({ page }) => {
    const errors = collectErrors(page);
    // the hero picture never arrives, so the load event never comes
    await page.route(/\/uploads\/demo\/sliders\//, () => new Promise(() => {}));
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/.*\.js$/.test(r.url())) scripts.push(r.url());
    });
    await page.goto("/?lang=en", { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(hydrated)).toBe(false);
    await page.mouse.move(5, 300);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(hydrated);
    expect(scripts.length).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });
});
