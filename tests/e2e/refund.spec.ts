import sharp from "sharp";
import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, pageCall, present, shownText, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["orders", "order-pages", "refunds"]);

/** The stock a product page shows: "12 in stock" → 12. */
async function stockOn(page: Page, slug: string): Promise<number> {
  await openPage(page, `/product/${slug}?lang=en`);
  return Number(/(\d+)/.exec(await shownText(page.getByTestId("stock")))?.[1]);
}

/** Issue 13: the refund journey, with the demo customer and the demo seller (Harbor Electronics). */
test("the seller delivers an order, the buyer asks for a refund with a picture, the seller accepts: stock and payment go back", async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  await signIn(page);
  // a product of the demo seller's shop: the one in the customer's delivered demo order
  const history = (await pageCall(page, "/user/order-list")).body as {
    orders: { data: { code: string; delivery_status: string; shop_name: string }[] };
  };
  const demo = present(
    history.orders.data.find((o) => o.delivery_status === "delivered" && o.shop_name === "Harbor Electronics"),
    "the demo customer's delivered Harbor Electronics order",
  );
  const invoice = (await pageCall(page, `/user/invoice/${demo.code}`)).body as { order: { order_details: { product_slug: string }[] } };
  const slug = invoice.order.order_details[0].product_slug;
  const stockBefore = await stockOn(page, slug);

  // the buyer buys one now and pays on the sandbox's hosted page
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkout\?buy_now=1/);
  await expect(page.getByTestId("saved-addresses")).toBeVisible();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-/);
  await page.getByTestId("pay-type-sandbox").click();
  await page.getByTestId("pay-button").click();
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await page.getByTestId("sandbox-pay").click();
  await expect(page).toHaveURL(/\/order-confirmation\?code=CO-/);
  expect(await stockOn(page, slug)).toBe(stockBefore - 1);

  await openPage(page, "/user/order-history?lang=en");
  const newest = page.getByTestId("order-row").first();
  const code = present(await newest.getAttribute("data-code"), "the newest order's code");
  await expect(newest.getByTestId("payment-status")).toHaveAttribute("data-status", "paid");
  await expect(newest.getByTestId("refund-open")).toHaveCount(0);

  // the seller delivers it (JSON calls: the seller centre comes later) and sees it delivered on its invoice
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const sellerErrors = collectErrors(seller);
  await signIn(seller, "seller@example.com", "seller123");
  for (const status of ["confirmed", "picked_up", "on_the_way", "delivered"])
    expect((await pageCall(seller, `/seller/orders/${code}/status`, { status })).status).toBe(200);
  await openPage(seller, `/get-invoice/${code}?lang=en`);
  await expect(seller.getByTestId("invoice").getByTestId("order-status")).toHaveAttribute("data-status", "delivered");

  // the buyer asks for a refund with a reason and a picture
  await openPage(page, "/user/order-history?lang=en");
  const row = page.locator(`[data-testid=order-row][data-code="${code}"]`);
  await expect(row.getByTestId("order-status")).toHaveAttribute("data-status", "delivered");
  await row.getByTestId("refund-open").click();
  const form = row.getByTestId("refund-form");
  await form.locator("[name=reason]").fill("short");
  await form.getByTestId("refund-submit").click();
  await expect(form.getByRole("alert")).toHaveText(t.refund_reason_short);
  await form.locator("[name=reason]").fill("The screen arrived with a crack in the corner.");
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
  await form.locator("input[type=file]").setInputFiles({ name: "crack.png", mimeType: "image/png", buffer: picture });
  await form.getByTestId("refund-submit").click();
  await expect(page.getByText(t.refund_requested)).toBeVisible();
  await expect(row.getByTestId("refund-state")).toHaveAttribute("data-status", "pending");
  await expect(row.getByTestId("refund-state")).toContainText(t.refund_state_pending);
  await expect(row.getByTestId("refund-open")).toHaveCount(0);

  // the seller finds it among their requests, sees the picture and accepts
  const requests = (await pageCall(seller, "/seller/refund-requests")).body as {
    refunds: { data: { id: number; images: string[]; order: { code: string } }[] };
  };
  const request = present(
    requests.refunds.data.find((r) => r.order.code === code),
    `the refund request of ${code}`,
  );
  expect(request.images).toHaveLength(1);
  const shown = await seller.request.get(request.images[0]);
  expect(shown.status()).toBe(200);
  expect(shown.headers()["content-type"]).toBe("image/webp");
  const accepted = await pageCall(seller, `/seller/refund-requests/${request.id}/accept`, { note: "Sorry, refunded." });
  expect(accepted.status).toBe(200);
  expect(accepted.body.refund).toMatchObject({ status: "accepted", payout: "gateway" });

  // the buyer sees it refunded, and the stock is back
  await openPage(page, "/user/order-history?lang=en");
  await expect(row.getByTestId("refund-state")).toHaveAttribute("data-status", "accepted");
  await expect(row.getByTestId("refund-state")).toContainText(t.refund_payout_gateway);
  await expect(row.getByTestId("payment-status")).toHaveAttribute("data-status", "refunded");
  await expect(row.getByTestId("payment-status")).toHaveText(t.payment_status_refunded);
  expect(await stockOn(page, slug)).toBe(stockBefore);

  await sellerContext.close();
  expect(errors).toEqual([]);
  expect(sellerErrors).toEqual([]);
});

test("the buyer removes a cancelled or unpaid pending order from the history, after confirming", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await openPage(page, "/user/order-history?lang=en");
  // the demo's cash-on-delivery order: pending and unpaid, or cancelled by an earlier journey
  const code = (await page.locator("[data-testid=order-row]:has([data-testid=order-remove])").last().getAttribute("data-code")) ?? "";
  expect(code).toMatch(/^BZ-/);
  const row = page.locator(`[data-testid=order-row][data-code="${code}"]`);
  await expect(row.getByTestId("payment-status")).toHaveAttribute("data-status", "unpaid");
  await row.getByTestId("order-remove").click();
  await row.getByTestId("order-remove-yes").click();
  await expect(page.getByText(t.order_removed)).toBeVisible();
  await expect(row).toHaveCount(0);
  // delivered orders offer no removal
  await expect(page.locator("[data-testid=order-row]:has([data-status=delivered]) [data-testid=order-remove]")).toHaveCount(0);
  expect(errors).toEqual([]);
});
