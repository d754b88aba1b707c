import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { present, shownText } from "./helpers";

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../kernel/i18n/locales/${file}`, import.meta.url), "utf8")) as Record<string, string>;
const t = { ...read("en.json"), ...read("orders.en.json"), ...read("order-pages.en.json") };

async function signInAsCustomer(page: Page, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}&lang=en`, { waitUntil: "networkidle" });
  await page.locator("[data-testid=login-form] [name=email]").fill("customer@example.com");
  await page.locator("[data-testid=login-form] [name=password]").fill("customer123");
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, "\\$&")}$`));
}

/** The stock a product page shows: "12 in stock" → 12. */
async function stockOn(page: Page, href: string): Promise<number> {
  await page.goto(`${href}?lang=en`, { waitUntil: "networkidle" });
  const text = await shownText(page.getByTestId("stock"));
  return Number(/(\d+)/.exec(text)?.[1]);
}

/** After the order (issue: order history, invoices, cancel while pending, tracking). */
test.describe("after the order", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on("pageerror", (err) => errors.push(err.message));
  });
  test.afterEach(() => expect(errors).toEqual([]));

  test("the demo customer opens order history and an invoice, cancels the pending order, and its stock is back on the product page", async ({
    page,
  }) => {
    await signInAsCustomer(page, "/user/order-history");
    await expect(page.locator("h1")).toHaveText(t.order_history);
    const rows = page.getByTestId("order-row");
    // the three demo orders (other journeys on this shop may have added newer ones)
    await expect(rows.nth(2)).toBeVisible();
    await expect(page.getByRole("navigation", { name: t.account_menu }).locator("a[href='/user/order-history']")).toHaveText(
      t.order_history,
    );

    // the delivered order's invoice, printable
    const delivered = rows.filter({ has: page.locator("[data-testid=order-status][data-status=delivered]") }).last();
    const deliveredCode = await shownText(delivered.getByTestId("order-code"));
    await delivered.getByTestId("order-invoice-link").click();
    await expect(page).toHaveURL(new RegExp(`/get-invoice/${deliveredCode}$`));
    await expect(page.getByTestId("invoice-code")).toHaveText(deliveredCode);
    await expect(page.getByTestId("invoice-line")).toHaveCount(1);
    await expect(page.getByTestId("invoice").getByTestId("order-status")).toHaveText(t.order_status_delivered);
    await expect(page.getByTestId("print-invoice")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.getByTestId("print-invoice")).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // the pending order: its product's stock now, then cancel it
    await page.goto("/user/order-history?lang=en", { waitUntil: "networkidle" });
    // the demo's pending cash-on-delivery order: the oldest pending and unpaid one
    const pending = rows
      .filter({ has: page.locator("[data-testid=order-status][data-status=pending]") })
      .filter({ has: page.locator("[data-testid=payment-status][data-status=unpaid]") })
      .last();
    const pendingCode = await shownText(pending.getByTestId("order-code"));
    await pending.getByTestId("order-invoice-link").click();
    await expect(page.getByTestId("invoice-code")).toHaveText(pendingCode);
    const quantity = Number(await shownText(page.getByTestId("invoice-qty")));
    const productHref = present(await page.getByTestId("invoice-product").getAttribute("href"), "the invoice's product link");
    const stockBefore = await stockOn(page, productHref);

    await page.goto("/user/order-history?lang=en", { waitUntil: "networkidle" });
    const row = page.locator(`[data-testid=order-row][data-code="${pendingCode}"]`);
    await row.getByTestId("order-cancel").click();
    await expect(row.getByTestId("order-cancel-confirm")).toContainText(pendingCode);
    await row.getByTestId("order-cancel-yes").click();
    await expect(page.getByText(t.order_cancelled)).toBeVisible();
    await expect(row.getByTestId("order-status")).toHaveText(t.order_status_cancelled);
    await expect(row.getByTestId("order-cancel")).toHaveCount(0);

    expect(await stockOn(page, productHref)).toBe(stockBefore + quantity);
  });

  test("a guest tracks an order by its code and the e-mail used, and sees its status timeline", async ({ page, browser }) => {
    // the code, as the customer's confirmation mail would carry it
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await signInAsCustomer(customerPage, "/user/order-history");
    const delivered = customerPage
      .getByTestId("order-row")
      .filter({ has: customerPage.locator("[data-testid=order-status][data-status=delivered]") });
    const code = await shownText(delivered.getByTestId("order-code"));
    await customer.close();

    await page.goto("/track-order?lang=en", { waitUntil: "networkidle" });
    await expect(page.locator("h1")).toHaveText(t.track_order);
    await page.locator("[data-testid=track-form] [name=code]").fill(code.toLowerCase());
    await page.locator("[data-testid=track-form] [name=email_or_phone]").fill("nobody@example.com");
    await page.getByTestId("track-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText(t.order_not_found);
    await expect(page.getByTestId("track-result")).toHaveCount(0);

    await page.locator("[data-testid=track-form] [name=email_or_phone]").fill("Customer@Example.com");
    await page.getByTestId("track-submit").click();
    const result = page.getByTestId("track-result");
    await expect(result).toContainText(code);
    const steps = result.getByTestId("timeline-step");
    await expect(steps.first()).toHaveAttribute("data-status", "pending");
    await expect(steps.last()).toHaveAttribute("data-status", "delivered");
    await expect(steps.last()).toContainText(t.order_status_delivered);
    await expect(result.locator("[data-kind=upcoming]")).toHaveCount(0);
    await expect(result.getByTestId("form-error")).toHaveCount(0);

    // the invoice itself stays the buyer's: a guest gets the 404 page
    await page.goto(`/get-invoice/${code}?lang=en`);
    await expect(page.getByTestId("not-found")).toBeVisible();
  });
});
