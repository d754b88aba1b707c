import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, pageCall, present, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["seller", "statements"]);

type Card = {
  slug: string;
  price: string;
  current_stock: number;
  has_variant: boolean;
  is_digital: boolean;
  is_catalog: boolean;
  is_classified: boolean;
};
type Earnings = { balance: string; debt: string; payouts: { status: string; amount: string }[] };
type Months = { months: { month: string; to_date: boolean; closing: { earnings: string; debt: string; net: string } }[] };
const earnings = async (page: Page) => (await pageCall(page, "/seller/earnings-data")).body as Earnings;

/** The next Monday (UTC) after today, 01:00: the day a weekly seller is paid. */
function nextMonday(): Date {
  const d = new Date();
  const days = (8 - d.getUTCDay()) % 7 || 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days, 1));
}

/**
 * Issue 37's journey: the demo seller sees what a sale leaves them in the product form, sells
 * (a shopper pays on the sandbox, the seller delivers), is paid by the scheduled weekly batch
 * (the shop's clock moved to Monday: the daily `payout-batch` jobs run up to it), the operator
 * marks the batch paid, and the seller downloads a statement whose closing balance is the seller
 * centre's balance.
 */
test("fee preview, a sale, a scheduled payout batch, and a statement that closes on the centre's balance", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await signIn(page, "seller@example.com", "seller123");

  // the fee preview: what a sale at 40.00 leaves, as the server reckons it
  await openPage(page, "/seller/products/new?lang=en");
  await page.getByTestId("sp-tab-pricing").click();
  await page.getByTestId("sp-price").fill("40");
  const preview = (await pageCall(page, "/seller/fee-preview?price=40")).body as { payout: string };
  await expect(page.getByTestId("sp-fee-payout")).toContainText(preview.payout);

  // paid weekly above 10.00 by bank transfer
  await openPage(page, "/seller/earnings?lang=en");
  const settings = page.getByTestId("payout-settings-form");
  await settings.locator("[name=schedule]").selectOption("weekly");
  await settings.locator("[name=minimum]").fill("10.00");
  await settings.locator("[name=method]").selectOption("bank_transfer");
  await settings.locator("[name=account_holder]").fill("Harbor Electronics GmbH");
  await settings.locator("[name=iban]").fill("DE89 3704 0044 0532 0130 00");
  await settings.locator("[name=bic]").fill("COBADEFFXXX");
  await settings.getByRole("button", { name: en.seller_payout_settings_save }).click();
  await expect(page.getByTestId("payout-iban-masked")).toHaveText("DE89 •••• •••• 3000");

  // a shopper buys one of the shop's products and pays on the sandbox's page; the seller delivers
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer);
  let slug: string | undefined;
  for (let n = 1; !slug && n <= 8; n++) {
    const shop = (await pageCall(buyer, `/shop-page-data/harbor-electronics?page=${n}`)).body as { products: { data: Card[] } };
    slug = shop.products.data.find(
      (p) => !p.has_variant && !p.is_digital && !p.is_catalog && !p.is_classified && p.current_stock > 2 && Number(p.price) > 0,
    )?.slug;
  }
  present(slug, "an in-stock product of Harbor Electronics without variants");
  await openPage(buyer, `/product/${slug}?lang=en`);
  await buyer.getByTestId("buy-now").click();
  await expect(buyer).toHaveURL(/\/checkout\?buy_now=1/);
  await buyer.getByTestId("place-order").click();
  await expect(buyer).toHaveURL(/\/payment\/CO-/);
  await buyer.getByTestId("pay-type-sandbox").click();
  await buyer.getByTestId("pay-button").click();
  await buyer.getByTestId("sandbox-pay").click();
  await expect(buyer).toHaveURL(/\/order-confirmation\?code=CO-/);
  const history = (await pageCall(buyer, "/user/order-list")).body as { orders: { data: { code: string; shop_name: string }[] } };
  const code = present(history.orders.data.find((o) => o.shop_name === "Harbor Electronics")?.code, "the new order");
  await buyerContext.close();
  const before = await earnings(page);
  for (const status of ["confirmed", "picked_up", "on_the_way", "delivered"])
    expect((await pageCall(page, `/seller/orders/${code}/status`, { status })).status).toBe(200);
  const sold = await earnings(page);
  expect(Number(sold.balance)).toBeGreaterThan(Number(before.balance));

  // the shop's clock on Monday: the daily batch jobs run up to it and pay the whole balance
  const monday = nextMonday();
  expect((await request.post("/dev/clock", { data: { offset_ms: monday.getTime() - Date.now() } })).ok()).toBe(true);
  try {
    await expect.poll(async () => (await earnings(page)).balance, { timeout: 60_000, intervals: [500] }).toBe("0.00");
  } finally {
    await request.post("/dev/clock", { data: { offset_ms: 0 } });
  }
  const paidOut = await earnings(page);
  expect(paidOut.debt).toBe("0.00");

  // the operator marks the bank batch paid
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@example.com", "admin123");
  await openPage(admin, "/admin/payout-batches?lang=en");
  const batch = admin.getByTestId("payout-batch").filter({ hasText: monday.toISOString().slice(0, 10) });
  await expect(batch).toBeVisible();
  await batch.getByTestId("payout-batch-paid").click();
  await expect(batch.getByTestId("payout-batch-paid")).toHaveCount(0);
  await adminContext.close();

  // the statement of this month closes on the centre's balance, on the page and in its files
  await openPage(page, "/seller/earnings?lang=en");
  const balance = present(await page.getByTestId("seller-balance").textContent(), "the balance");
  await page.getByRole("link", { name: en.seller_statements }).first().click();
  await expect(page).toHaveURL(/\/seller\/statements/);
  const months = (await pageCall(page, "/seller/statement-list")).body as Months;
  const current = present(
    months.months.find((m) => m.to_date),
    "the month to date",
  );
  expect(current.closing.earnings).toBe(paidOut.balance);
  expect(current.closing.net).toBe((Number(paidOut.balance) - Number(paidOut.debt)).toFixed(2));
  const row = page.locator(`li[data-month="${current.month}"]`);
  await expect(row.getByTestId("statement-closing")).toHaveText(balance);

  const csvDownload = page.waitForEvent("download");
  await row.getByTestId("statement-csv").click();
  const csv = await (await csvDownload).createReadStream();
  let text = "";
  for await (const chunk of csv) text += chunk;
  const closing = present(
    text.split("\r\n").find((l) => l.split(",")[1] === "closing"),
    "the CSV's closing row",
  );
  expect(closing.split(",")[7]).toBe(current.closing.net);
  const statement = (await pageCall(page, `/seller/statement/${current.month}`)).body as { lines: { type: string; reference: string }[] };
  expect(statement.lines.some((l) => l.type === "sale" && l.reference === code)).toBe(true);
  expect(statement.lines.some((l) => l.type === "payout")).toBe(true);

  const pdfDownload = page.waitForEvent("download");
  await row.getByTestId("statement-pdf").click();
  expect((await pdfDownload).suggestedFilename()).toBe(`statement-harbor-electronics-${current.month}.pdf`);
  expect(errors).toEqual([]);
});
