import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["admin", "orders", "cart"]);
/** the demo's settings this journey changes, as they were, put back at the end for the journeys after it */
const RESTORE = { no_of_decimals: 2, decimal_separator: ".", currency_symbol_format: "symbol_amount", disable_guest: 0 };

test("the operator changes the currency format and guest checkout on /admin/settings, and the storefront follows", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const errors = collectErrors(admin);
  await signIn(admin, "admin@example.com", "admin123");
  try {
    await openPage(admin, "/admin/settings?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.settings_title);
    await expect(admin.getByTestId("admin-nav").getByText(t.admin_nav_settings)).toBeVisible();
    // a bad link is refused beside its field, before anything is sent
    await admin.getByTestId("settings-facebook_link").fill("not a link");
    await admin.getByTestId("settings-save").click();
    await expect(admin.getByTestId("settings-error-facebook_link")).toBeVisible();
    await admin.getByTestId("settings-facebook_link").fill("https://facebook.com/bazaar.example");

    await admin.getByTestId("settings-no_of_decimals").selectOption("3");
    await admin.getByTestId("settings-decimal_separator").selectOption(",");
    await admin.getByTestId("settings-currency_symbol_format").selectOption("amount__symbol");
    await expect(admin.getByTestId("settings-preview")).toContainText(/1\.234,500 \$/);
    await admin.getByTestId("settings-disable_guest").check();
    await admin.getByTestId("settings-save").click();
    await expect(admin.getByText(t.settings_saved)).toBeVisible();
    await expect(admin.getByTestId("settings-error-facebook_link")).toHaveCount(0);

    // a guest sees prices in the new format ("12,500 $") …
    await openPage(page, "/products?lang=en");
    await expect(page.getByTestId("price").first()).toHaveText(/^\u2068?[\d.]+,\d{3} \$\u2069?$/);
    // … and is asked to sign in at checkout
    await page.locator(`[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await openPage(page, "/cart?lang=en");
    await page.getByTestId("proceed-checkout").click();
    await expect(page.getByText(t.login_first).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(errors).toEqual([]);
  } finally {
    const restored = await pageCall(admin, "/admin/settings", RESTORE);
    expect(restored.status).toBe(200);
  }
});

test("the operator sets an exchange rate on /admin/currencies: a bad one is refused beside its field, a good one is kept exactly", async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signIn(admin, "admin@example.com", "admin123");
  try {
    await openPage(admin, "/admin/currencies?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.currencies_title);
    await expect(admin.getByTestId("rate-USD")).toBeDisabled();
    await admin.getByTestId("rate-EUR").fill("0.123456789");
    await admin.getByTestId("rate-save-EUR").click();
    await expect(admin.getByTestId("rate-error-EUR")).toBeVisible();
    await admin.getByTestId("rate-EUR").fill("0.95");
    await admin.getByTestId("rate-save-EUR").click();
    await expect(admin.getByText(t.settings_saved)).toBeVisible();
    await expect(admin.getByTestId("rate-error-EUR")).toHaveCount(0);
    const list = await pageCall(admin, "/admin/currencies/rates");
    expect(list.body.currencies.find((c: { code: string }) => c.code === "EUR").exchange_rate).toBe("0.95");
  } finally {
    expect((await pageCall(admin, "/admin/currencies/EUR/rate", { exchange_rate: "0.92" })).status).toBe(200);
  }
});
