import { expect, test } from "@playwright/test";
import { openPage, pageCall, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["cart"]);
const addButtons = `[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`;

/**
 * Pages shared by every visitor without an account in a language and currency (decision 054): the
 * page carries no one's cart, and the browser fills in its own once the page is alive. Each step
 * fails if the filling, or the waiting of the page's calls for the visitor's own token, is taken out.
 */
test.describe("pages shared with visitors", () => {
  test("a visitor's own cart and token reach the shared page once it is alive", async ({ page, browser }) => {
    // signed in, then out: the session from then on did not begin on a shared page, so the
    // shared token in such a page is refused for it; only the visitor's own token works
    await signIn(page);
    const out = await pageCall(page, "/logout");
    expect(out.status).toBe(200);

    const listing = await page.goto("/products?lang=en");
    expect(listing?.headers()["x-page-cache"]).toMatch(/^(hit|miss|stale)$/);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#token")).toHaveValue(/^[\w-]{86}$/);
    await page.locator(addButtons).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    // a new page load: the same shared page, its header empty until the visitor's own parts are back
    let release = () => {};
    const partsMayCome = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/home\/visitor-state$/, async (route) => {
      await partsMayCome;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/home\/visitor-state$/);
    const again = await page.goto("/products?lang=en");
    // the shared page (a page of its own would say Cart (1)); kept after the first of its kind
    expect(again?.headers()["x-page-cache"]).toMatch(/^(hit|miss|stale)$/);
    expect(await again?.text()).toContain('aria-label="Cart (0)"');
    await asked;
    await expect(page.getByTestId("cart-count")).toHaveText("0");
    // a call made meanwhile waits for them and goes out with the visitor's own token
    await page.locator(addButtons).nth(1).click();
    await page.waitForTimeout(200);
    release();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveCount(0);

    // someone else gets the same page, with nothing of this visitor's in it
    const other = await browser.newPage();
    await openPage(other, "/products?lang=en");
    await expect(other.getByTestId("cart-count")).toHaveText("0");
    await other.close();
  });
});
