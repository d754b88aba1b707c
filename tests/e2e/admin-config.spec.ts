import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["admin", "admin-config", "orders", "cart"]);
const fa = uiStrings("fa", ["cart"]);

test("the operator rewords one Persian text on the language's texts page, the storefront in Persian shows it, then it is reset", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const errors = collectErrors(admin);
  await signIn(admin, "admin@example.com", "admin123");
  const wording = "سبد را با کالاهای دلخواهتان پر کنید.";
  try {
    await openPage(admin, "/admin/languages?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.languages_title);
    await expect(admin.getByTestId("language-status-fa")).toHaveText(t.languages_on);
    await admin.getByTestId("language-strings-fa").click();
    await expect(admin).toHaveURL(/\/admin\/languages\/fa\/strings/);
    await admin.getByTestId("strings-q").fill("cart_empty_hint");
    await admin.getByTestId("strings-q").press("Enter");
    const row = admin.getByTestId("string-cart_empty_hint");
    await expect(row.getByTestId("string-value")).toHaveValue(fa.cart_empty_hint);
    // markup is refused in the browser before anything is sent
    await row.getByTestId("string-value").fill("<b></b>");
    await row.getByTestId("string-save").click();
    await expect(row.getByRole("alert")).toBeVisible();
    await row.getByTestId("string-value").fill(wording);
    await row.getByTestId("string-save").click();
    await expect(admin.getByText(t.settings_saved)).toBeVisible();
    await expect(admin.getByTestId("string-cart_empty_hint").getByTestId("string-reset")).toBeVisible();

    // a visitor's empty cart in Persian says it
    await openPage(page, "/cart?lang=fa");
    await expect(page.getByText(wording)).toBeVisible();

    await admin.getByTestId("string-cart_empty_hint").getByTestId("string-reset").click();
    await expect(admin.getByTestId("string-cart_empty_hint").getByTestId("string-value")).toHaveValue(fa.cart_empty_hint);
    await openPage(page, "/cart?lang=fa");
    await expect(page.getByText(fa.cart_empty_hint)).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await pageCall(admin, "/admin/languages/fa/strings/reset", { key: "cart_empty_hint" });
  }
});

test("the operator turns cash on delivery off on the payment methods page: the shopper's payment page no longer offers it; then it is back", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const errors = collectErrors(admin);
  await signIn(admin, "admin@example.com", "admin123");
  try {
    // a guest places an order and reaches its payment page
    await openPage(page, "/products?lang=en");
    await page.locator(`[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await openPage(page, "/checkout?lang=en");
    const form = page.getByTestId("shipping-fields");
    await form.locator("[name='shipping[name]']").fill("Config Journey");
    await form.locator("[name='shipping[phone_no]']").fill("+1 555 0142");
    await form.locator("[name='shipping[email]']").fill("config-journey@example.com");
    await form.locator("[name='shipping[country_id]']").selectOption({ index: 1 });
    await expect(form.locator("[name='shipping[state_id]'] option")).not.toHaveCount(1);
    await form.locator("[name='shipping[state_id]']").selectOption({ index: 1 });
    await expect(form.locator("[name='shipping[city_id]'] option")).not.toHaveCount(1);
    await form.locator("[name='shipping[city_id]']").selectOption({ index: 1 });
    await form.locator("[name='shipping[address]']").fill("9 Settings Lane");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/payment\/CO-[0-9A-Z]{12}$/);
    const paymentUrl = page.url();
    await expect(page.getByTestId("pay-type-cash_on_delivery")).toBeVisible();

    await openPage(admin, "/admin/settings/payments?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.payments_settings_title);
    await expect(admin.getByTestId("pay-stripe_secret_key")).toHaveValue("");
    await admin.getByTestId("pay-cash_on_delivery").uncheck();
    await admin.getByTestId("payment-settings-save").click();
    await expect(admin.getByText(t.settings_saved)).toBeVisible();

    await openPage(page, paymentUrl);
    await expect(page.getByTestId("pay-type-offline_method")).toBeVisible();
    await expect(page.getByTestId("pay-type-cash_on_delivery")).toHaveCount(0);

    await admin.getByTestId("pay-cash_on_delivery").check();
    await admin.getByTestId("payment-settings-save").click();
    await expect(admin.getByText(t.settings_saved).first()).toBeVisible();
    await expect.poll(async () => (await pageCall(admin, "/admin/settings/payment-methods")).body.values.cash_on_delivery).toBe(true);
    await openPage(page, paymentUrl);
    await expect(page.getByTestId("pay-type-cash_on_delivery")).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    expect((await pageCall(admin, "/admin/settings", { cash_on_delivery: 1 })).status).toBe(200);
  }
});
