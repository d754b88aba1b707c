import { expect, test } from "./fixtures";
import { collectErrors, openPage, uiStrings } from "./helpers";

const t = uiStrings("en", ["cart"]);

/** What a first visit tripped over (issue 12): each fails again if its fix is taken out. */
test.describe("first visit", () => {
  test("a language picked before the page's scripts have started is applied once they run", async ({ page }) => {
    const errors = collectErrors(page);
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // the server-rendered select works before hydration; nothing listens to it yet
    await page.getByTestId("language-switcher").selectOption("fa");
    release();
    await expect(page.locator("html")).toHaveAttribute("lang", "fa");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("language-switcher")).toHaveValue("fa");
    expect(errors).toEqual([]);
  });

  test("a page opened at its language's URL keeps that language on the next page", async ({ page }) => {
    await openPage(page, "/?lang=fa");
    await expect(page.locator("html")).toHaveAttribute("lang", "fa");
    // an in-app navigation: the next page's data comes from the session, which learnt the language
    await page.locator("header a[href='/offer/products']").first().click();
    await expect(page).toHaveURL(/\/offer\/products$/);
    const firstName = page.locator("[data-testid=product-card] h3").first();
    await expect(firstName).toHaveText(/[\u0600-\u06FF]/);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  });

  test("suggestions still on their way when the search is sent never open over the results", async ({ page }) => {
    await openPage(page, "/?lang=en");
    // the suggestions answer comes late: after the search has already been sent
    let answered = () => {};
    const late = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await page.route(/\/search\/suggest\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => {});
      answered();
    });
    const asked = page.waitForRequest(/\/search\/suggest\?/);
    const box = page.getByTestId("site-search");
    await box.fill("phone");
    await asked;
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=phone/);
    await late;
    await page.waitForTimeout(500);
    await expect(page.getByTestId("search-suggestions")).toBeHidden();
  });

  test("two products added at once on a page without a session both reach the cart", async ({ page }) => {
    // a guest's shared page (no cookie yet): the first add starts the session; the second, clicked
    // while the first is still on its way, must not start another (decision 049)
    await openPage(page, "/products");
    expect(await page.context().cookies()).toEqual([]);
    // products without variants: their button adds at once (the others open a chooser)
    const buttons = `[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`;
    const answered = page.waitForResponse(/\/user\/addToCart$/);
    // both clicks in one task: the second request leaves before the first answer (and its cookie) is back
    await page.evaluate((selector) => {
      const [first, second] = document.querySelectorAll<HTMLButtonElement>(selector);
      first.click();
      second.click();
    }, buttons);
    await answered;
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(2);
    await openPage(page, "/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
  });

  test("the added-to-cart toast leaves the header free", async ({ page }) => {
    await openPage(page, "/products?lang=en");
    await page.locator(`[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`).first().click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator("header").first().boundingBox()]);
    expect(toastBox && headerBox).toBeTruthy();
    if (!toastBox || !headerBox) return;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    // and the header's cart link can be clicked while the toast is up
    await page
      .locator("header")
      .getByRole("link", { name: new RegExp(t.cart) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cart/);
  });
});
