import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn, uiStrings, whenHydrated } from "./helpers";

/** axe's serious and critical findings in the console page's own part (the shell around it is the other journeys'), rule ids only. */
async function pageViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include("[data-testid=admin-console] > section")
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.length}`);
}

const t = uiStrings("en", ["admin", "admin-config", "admin-cities", "cart", "orders"]);

/** Cash on delivery per city (issue 38, item 2; decision 076): the console's cities page and the shopper's payment page. */
test("the operator finds a city, switches cash on delivery off there: it stays off after a reload and that city's payment page no longer offers it", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const errors = collectErrors(admin);
  await signIn(admin, "admin@example.com", "admin123");
  let cityId = "";
  try {
    // a guest orders to a city and reaches the payment page, where cash on delivery is offered
    await openPage(page, "/products?lang=en");
    await page.locator(`[data-testid=card-add-to-cart][aria-label="${t.add_to_cart}"]`).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await openPage(page, "/checkout?lang=en");
    const form = page.getByTestId("shipping-fields");
    await form.locator("[name='shipping[name]']").fill("Cities Journey");
    await form.locator("[name='shipping[phone_no]']").fill("+1 555 0177");
    await form.locator("[name='shipping[email]']").fill("cities-journey@example.com");
    await form.locator("[name='shipping[country_id]']").selectOption({ index: 1 });
    await expect(form.locator("[name='shipping[state_id]'] option")).not.toHaveCount(1);
    await form.locator("[name='shipping[state_id]']").selectOption({ index: 1 });
    const citySelect = form.locator("[name='shipping[city_id]']");
    await expect(citySelect.locator("option")).not.toHaveCount(1);
    await citySelect.selectOption({ index: 1 });
    cityId = await citySelect.inputValue();
    const city = ((await citySelect.locator("option:checked").textContent()) ?? "").trim();
    expect(city).not.toBe("");
    await form.locator("[name='shipping[address]']").fill("7 Cash Lane");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/payment\/CO-[0-9A-Z]{12}$/);
    const paymentUrl = page.url();
    await expect(page.getByTestId("pay-type-cash_on_delivery")).toBeVisible();

    // the operator reaches the cities page from the shipping page and searches the city
    await openPage(admin, "/admin/settings/shipping-tax?lang=en");
    await admin.getByTestId("shipping-tax-cities").click();
    await expect(admin).toHaveURL(/\/admin\/settings\/cities/);
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.admin_cities_title);
    await admin.getByTestId("cities-search").fill(city.toUpperCase());
    await admin.getByTestId("cities-search").press("Enter");
    await expect(admin).toHaveURL(/[?&]search=/);
    const row = admin.getByTestId("cities-table-row").filter({ has: admin.getByText(city, { exact: true }) });
    await expect(row).toHaveCount(1);
    const codSwitch = row.getByRole("switch", { name: t.admin_cities_cod_for.replace("{{city}}", city) });
    await expect(codSwitch).toHaveAttribute("aria-checked", "true");
    await codSwitch.click();
    await expect(admin.getByText(t.settings_saved).first()).toBeVisible();
    await expect(codSwitch).toHaveAttribute("aria-checked", "false");

    // a reload reads it from the server again; the filter keeps the search
    await admin.reload();
    await whenHydrated(admin);
    await expect(admin.getByTestId("cities-search")).toHaveValue(city.toUpperCase());
    await expect(codSwitch).toHaveAttribute("aria-checked", "false");
    await expect(row.getByTestId("city-cod-state")).toHaveText(t.admin_cities_cod_off);
    expect(await pageViolations(admin)).toEqual([]);

    // the shopper's payment page for that city: no cash on delivery, the other ways still there
    await openPage(page, paymentUrl);
    await expect(page.getByTestId("pay-type-offline_method")).toBeVisible();
    await expect(page.getByTestId("pay-type-cash_on_delivery")).toHaveCount(0);

    // back on for the selected (the bulk action, through the same call)
    await row.getByTestId("city-select").check();
    await expect(admin.getByTestId("cities-bulk")).toContainText(t.admin_cities_selected.replace("{{count}}", "1"));
    await admin.getByTestId("cities-bulk-on").click();
    await expect(codSwitch).toHaveAttribute("aria-checked", "true");
    await expect(row.getByTestId("city-select")).not.toBeChecked();
    await openPage(page, paymentUrl);
    await expect(page.getByTestId("pay-type-cash_on_delivery")).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    if (cityId) expect((await pageCall(admin, `/admin/cities/${cityId}/cash-on-delivery`, { cash_on_delivery: true })).status).toBe(200);
  }
});
