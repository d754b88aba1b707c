import { expect, test } from "./fixtures";
import { collectErrors, dollars, openPage, pageCall, shownText, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["seller"]);
const fa = uiStrings("fa", ["seller"]);

/** An amount as the page shows it: the shop's money formatter isolates it (U+2068 … U+2069). */
const amount = (decimal: string) => new RegExp(`^\u2068?${dollars(decimal).replace(/[$.]/g, "\\$&")}\u2069?$`);

type Preview = { price: string; commission_rate: string; commission: string; fee_tax: string; payout: string };

/**
 * Issue 37, item 5: the demo seller enters a price and a category in the new product form and
 * sees what a sale leaves them (the preview's payout, by the category's rate, rounded up to the
 * cent); the Persian page shows the same box right to left; a sold order shows its breakdown.
 */
test("the product form's fee preview follows the price and category; the seller's order shows its fees", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, "seller@example.com", "seller123");
  await openPage(page, "/seller/products/new?lang=en");
  await page.getByTestId("sp-tab-pricing").click();
  const box = page.getByTestId("sp-fee-preview");
  await expect(box.getByRole("heading", { name: en.seller_fee_preview_title })).toBeVisible();
  await expect(box.getByTestId("sp-fee-message")).toHaveText(en.seller_fee_preview_hint);

  await page.getByTestId("sp-price").fill("33.33");
  // no category yet: the default rate
  await expect(box.getByText(en.seller_fee_default_rate)).toBeVisible();
  const byDefault = (await pageCall(page, "/seller/fee-preview?price=33.33")).body as Preview;
  await expect(box.getByTestId("sp-fee-payout")).toHaveText(amount(byDefault.payout));

  await page.getByTestId("sp-tab-basics").click();
  await page.getByTestId("sp-category").selectOption({ index: 1 });
  const categoryId = await page.getByTestId("sp-category").inputValue();
  await page.getByTestId("sp-tab-pricing").click();
  const answer = await pageCall(page, `/seller/fee-preview?price=33.33&category_id=${categoryId}`);
  expect(answer.status).toBe(200);
  const p = answer.body as Preview;
  // the rule, checked apart from the server: ⌈goods × rate⌉, payout = goods − commission − fee tax
  const commission = Math.ceil((3333 * Math.round(Number(p.commission_rate) * 100)) / 10_000);
  expect(p.commission).toBe((commission / 100).toFixed(2));
  expect(p.payout).toBe(((3333 - commission - Math.round(Number(p.fee_tax) * 100)) / 100).toFixed(2));
  await expect(box.getByTestId("sp-fee-payout")).toHaveText(amount(p.payout));
  await expect(box.getByText(en.seller_fee_default_rate)).toHaveCount(0);
  await expect(box.getByTestId("sp-fee-rows")).toContainText(dollars(p.commission));

  // a new price: the box follows it
  await page.getByTestId("sp-price").fill("120");
  const later = (await pageCall(page, `/seller/fee-preview?price=120&category_id=${categoryId}`)).body as Preview;
  await expect(box.getByTestId("sp-fee-payout")).toHaveText(amount(later.payout));
  // a price the server refuses: its message, no figures
  await page.getByTestId("sp-price").fill("12.345");
  await expect(box.getByTestId("sp-fee-message")).toContainText("12.50");
  await expect(box.getByTestId("sp-fee-payout")).toHaveCount(0);

  // the Persian page: the same box, right to left, Persian digits
  await openPage(page, "/seller/products/new?lang=fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("sp-tab-pricing").click();
  await page.getByTestId("sp-price").fill("33.33");
  const faBox = page.getByTestId("sp-fee-preview");
  await expect(faBox.getByRole("heading", { name: fa.seller_fee_preview_title })).toBeVisible();
  await expect(faBox.getByTestId("sp-fee-payout")).toHaveText(/[۰-۹]/);
  expect(await shownText(faBox.getByTestId("sp-fee-payout"))).not.toMatch(/[0-9]/);

  // one of the shop's orders: its breakdown, settled or estimated
  const list = await pageCall(page, "/seller/order-list?per_page=10");
  const code = (list.body as { orders: { data: { code: string }[] } }).orders.data[0]?.code;
  expect(code).toBeTruthy();
  const detail = (await pageCall(page, `/seller/order-details/${code}`)).body as { order: { fees: { payout: string; settled: boolean } } };
  await openPage(page, `/seller/orders/${code}?lang=en`);
  const fees = page.getByTestId("seller-order-fees");
  await expect(fees).toBeVisible();
  await expect(page.getByTestId("seller-fee-payout")).toHaveText(amount(detail.order.fees.payout));
  await expect(page.getByTestId("seller-fee-state")).toHaveText(detail.order.fees.settled ? en.seller_fee_settled : en.seller_fee_estimate);
  expect(errors).toEqual([]);
});
