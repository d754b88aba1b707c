import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { shownText, whenHydrated } from "./helpers";

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../kernel/i18n/locales/${file}`, import.meta.url), "utf8")) as Record<string, string>;
const t = { ...read("en.json"), ...read("cart.en.json"), ...read("orders.en.json") };

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login?lang=en", { waitUntil: "networkidle" });
  await page.locator("[data-testid=login-form] [name=email]").fill(email);
  await page.locator("[data-testid=login-form] [name=password]").fill(password);
  await page.locator("[data-testid=login-form] [type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Cart journeys (issue 5): the variant modal from a card, and guest checkout turned off. */
test.describe("cart", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on("pageerror", (err) => errors.push(err.message));
  });
  test.afterEach(() => expect(errors).toEqual([]));

  test("a variant product is added from its card through the product modal", async ({ page }) => {
    await page.goto("/products?lang=en", { waitUntil: "networkidle" });
    await whenHydrated(page);
    const variantButton = page.locator(`[data-testid=card-add-to-cart][aria-label="${t.choose_options}"]`).first();
    await variantButton.click();
    const modal = page.getByTestId("product-modal");
    await expect(modal).toBeVisible();
    const add = modal.getByTestId("add-to-cart");
    await expect(add).toBeDisabled();
    // choose the first option of every group that is available
    for (const group of await modal.locator("fieldset").all()) {
      await group.locator("button:not([disabled]), input:not([disabled])").first().click();
    }
    await expect(add).toBeEnabled();
    await add.click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.goto("/cart?lang=en", { waitUntil: "networkidle" });
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line").locator("p[dir=auto]")).not.toBeEmpty();
    // steppers move the quantity and the server's total follows
    const total = await shownText(page.getByTestId("summary-total"));
    await page.getByTestId("line-plus").click();
    await expect(page.getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("summary-total")).not.toHaveText(total);
  });

  test("the cart's figures add up: items at list price, the product discounts negative, shipping, tax, the total (English and Persian)", async ({
    page,
  }) => {
    await page.goto("/offer/products?lang=en", { waitUntil: "networkidle" });
    await whenHydrated(page);
    await page.locator(`[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    for (const lang of ["en", "fa"]) {
      await page.goto(`/cart?lang=${lang}`, { waitUntil: "networkidle" });
      const shown = async (key: string) => {
        const cell = page.getByTestId(`summary-${key}`);
        if (!(await cell.count())) return { cents: 0, minus: false };
        const text = (await shownText(cell)).replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))).replace(/٫/g, ".");
        const digits = text.replace(/[^0-9.]/g, "");
        return { cents: digits ? Math.round(Number(digits) * 100) : 0, minus: /[-−]/.test(text) };
      };
      const [items, discount, coupon, shipping, tax, total] = await Promise.all(
        ["items", "product_discount", "coupon_discount", "shipping", "tax", "total"].map(shown),
      );
      // an offer's product: its discount is listed apart, as a negative amount, below the list price
      expect(discount.cents).toBeGreaterThan(0);
      expect(discount.minus).toBe(true);
      expect(items.cents).toBeGreaterThan(discount.cents);
      expect(items.cents - discount.cents - coupon.cents + shipping.cents + tax.cents).toBe(total.cents);
    }
  });

  test("with guest checkout off, a guest's checkout asks to sign in first and comes back to the cart, told that it joined the account", async ({
    page,
    browser,
  }) => {
    const admin = await browser.newPage();
    await signIn(admin, "admin@example.com", "admin123");
    const setGuestCheckout = async (off: 0 | 1) => {
      const status = await admin.evaluate(async (value) => {
        const token = (document.getElementById("token") as HTMLInputElement).value;
        const res = await fetch("/admin/settings", {
          method: "POST",
          headers: { "Content-Type": "application/json", "CSRF-TOKEN": token, Authorization: token, "X-Requested-With": "XMLHttpRequest" },
          body: JSON.stringify({ disable_guest: value }),
        });
        return res.status;
      }, off);
      expect(status).toBe(200);
    };
    await setGuestCheckout(1);
    try {
      await page.goto("/products?lang=en", { waitUntil: "networkidle" });
      await whenHydrated(page);
      await page.locator(`[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`).first().click();
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await page.goto("/cart?lang=en", { waitUntil: "networkidle" });
      await page.getByTestId("proceed-checkout").click();
      await expect(page.getByText(t.login_first).first()).toBeVisible();
      // spec section 4: the current route is remembered for after the sign-in
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%3Flang%3Den$/);
      await page.locator("[data-testid=login-form] [name=email]").fill("customer@example.com");
      await page.locator("[data-testid=login-form] [name=password]").fill("customer123");
      await page.locator("[data-testid=login-form] [type=submit]").click();
      await expect(page).toHaveURL(/\/cart\?lang=en$/);
      await expect(page.getByText(t.cart_joined_account_one)).toBeVisible();
      await page.getByTestId("proceed-checkout").click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checkout);
      // the guest's line came along into the customer's cart
      await expect(page.getByTestId("checkout-seller").first()).toBeVisible();
    } finally {
      await setGuestCheckout(0);
      await admin.close();
    }
  });
});
