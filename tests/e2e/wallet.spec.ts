import { expect, test } from "./fixtures";
import { collectErrors, newestDetails, openPage, present, shownText, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["wallet", "payment"]);

/** The balance /my-wallet shows, as a number of dollars ("$1,234.50" → 1234.5). */
const shownBalance = async (page: import("@playwright/test").Page) =>
  Number((await shownText(page.getByTestId("wallet-balance"))).replace(/[^0-9.]/g, ""));

/**
 * Issue 16: the demo customer adds money through the sandbox's hosted page (credited by its
 * verified webhook), then pays an order with the wallet: exactly its total goes out.
 */
test("recharge the wallet through the sandbox, then pay an order with the wallet", async ({ page, request }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await openPage(page, "/my-wallet?lang=en");
  await expect(page.getByRole("heading", { name: en.my_wallet })).toBeVisible();
  const opening = await shownBalance(page);
  expect(opening).toBeGreaterThanOrEqual(250);
  await expect(page.getByTestId("wallet-row").filter({ hasText: en.wallet_source_opening_balance })).toHaveCount(1);

  // bad input is said under the field and nothing is sent on
  await page.getByTestId("recharge-amount").fill("0.5");
  await page.getByTestId("recharge-type-sandbox").click();
  await page.getByTestId("recharge-submit").click();
  await expect(page.getByTestId("recharge-form").getByText("The least you can add at once is 1.00.")).toBeVisible();

  await page.getByTestId("recharge-amount").fill("40");
  await page.getByTestId("recharge-submit").click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/sbx_/);
  await expect(page.getByText("40.00").first()).toBeVisible();
  await page.getByTestId("sandbox-pay").click();
  await expect(page).toHaveURL(/\/my-wallet\?recharge=succeeded/);
  await expect(page.getByTestId("wallet-returned")).toHaveText(en.wallet_returned_succeeded);
  expect(await shownBalance(page)).toBeCloseTo(opening + 40, 2);
  await expect(page.getByTestId("wallet-row").first()).toContainText(en.wallet_source_wallet_recharge);

  // buy one product now and pay with the wallet: one the balance covers with its shipping (other journeys add new products, some dear)
  const product = present(
    (await newestDetails(request)).find(
      (p) =>
        !p.product.has_variant &&
        !p.product.is_digital &&
        p.product.current_stock > 5 &&
        Number(p.product.price) > 0 &&
        Number(p.product.price) <= opening / 2,
    ),
    "a simple product in stock that the wallet covers",
  );
  await openPage(page, `/product/${product.product.slug}?lang=en`);
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkout\?buy_now=1/);
  await expect(page.getByTestId("saved-addresses")).toBeVisible();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-/);
  await page.getByTestId("pay-type-wallet").click();
  await expect(page.getByTestId("wallet-balance-hint")).toBeVisible();
  await page.getByTestId("pay-button").click();
  await expect(page).toHaveURL(/\/order-confirmation\?code=CO-/);

  await openPage(page, "/my-wallet?lang=en");
  const paidRow = page.getByTestId("wallet-row").first();
  await expect(paidRow).toContainText(en.wallet_source_order_payment);
  const spent = Number((await shownText(paidRow.getByTestId("wallet-row-amount"))).replace(/[^0-9.]/g, ""));
  expect(spent).toBeGreaterThan(0);
  expect(await shownBalance(page)).toBeCloseTo(opening + 40 - spent, 2);
  expect(errors).toEqual([]);
});

test("the wallet page in Persian is right to left with Persian words", async ({ page }) => {
  await signIn(page);
  await openPage(page, "/my-wallet?lang=fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "کیف پول من" })).toBeVisible();
  await expect(page.getByText("موجودی کیف پول")).toBeVisible();
});
