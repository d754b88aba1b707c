import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, present, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["parcels", "orders", "order-pages"]);

/**
 * Issue 38 item 5 (decision 077): with the buyer's order page open, the seller (in another
 * browser) sends the order in a parcel and says what happens to it; the buyer's page shows the
 * parcel's timeline, its tracking link and each new step without a reload.
 */
test("a parcel the buyer follows: the seller's steps reach the buyer's open order page live", async ({ page, browser }) => {
  const errors = collectErrors(page);
  await signIn(page);
  // a product of the demo seller's shop, bought now and paid in the sandbox
  const history = (await pageCall(page, "/user/order-list")).body as {
    orders: { data: { code: string; shop_name: string }[] };
  };
  const demo = present(
    history.orders.data.find((o) => o.shop_name === "Harbor Electronics"),
    "a demo Harbor Electronics order",
  );
  const invoice = (await pageCall(page, `/user/invoice/${demo.code}`)).body as { order: { order_details: { product_slug: string }[] } };
  await openPage(page, `/product/${invoice.order.order_details[0].product_slug}?lang=en`);
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkout\?buy_now=1/);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-/);
  await page.getByTestId("pay-type-sandbox").click();
  await page.getByTestId("pay-button").click();
  await page.getByTestId("sandbox-pay").click();
  await expect(page).toHaveURL(/\/order-confirmation\?code=CO-/);
  await openPage(page, "/user/order-history?lang=en");
  const code = present(await page.getByTestId("order-row").first().getAttribute("data-code"), "the newest order's code");

  // the buyer's order page is open and connected; no parcel yet
  await openPage(page, `/get-invoice/${code}?lang=en`);
  await expect(page.getByTestId("realtime-state")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("parcels")).toHaveCount(0);

  // the seller sends it with DHL and says it is shipped
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, "seller@example.com", "seller123");
  await openPage(seller, `/seller/orders/${code}?lang=en`);
  await seller.getByTestId("parcel-carrier").selectOption("ups");
  await seller.getByTestId("parcel-number-input").fill("12345");
  await seller.getByTestId("parcel-save").click();
  // a number of the wrong form is refused under its field
  await expect(seller.getByText(t.shipment_tracking_wrong_form.replace("{{carrier}}", "UPS"))).toBeVisible();
  await seller.getByTestId("parcel-carrier").selectOption("dhl");
  await seller.getByTestId("parcel-number-input").fill("12 3456 7890");
  await seller.getByTestId("parcel-save").click();
  const sellerParcel = seller.getByTestId("seller-parcel");
  await expect(sellerParcel).toHaveCount(1);
  await expect(sellerParcel.getByTestId("parcel-number")).toHaveText("1234567890");
  await sellerParcel.getByTestId("parcel-event").selectOption("shipped");
  await sellerParcel.getByTestId("parcel-note").fill("Two boxes, one label");
  await sellerParcel.getByTestId("parcel-step-save").click();
  await expect(sellerParcel.locator("[data-testid=parcel-step][data-event=shipped][data-done=true]")).toBeVisible();

  // the buyer's open page shows the parcel, its link and the step without a reload
  const parcel = page.getByTestId("parcel");
  await expect(parcel.locator("[data-testid=parcel-step][data-event=shipped][data-done=true]")).toBeVisible();
  await expect(parcel.getByTestId("parcel-number")).toHaveText("1234567890");
  await expect(parcel.getByTestId("parcel-link")).toHaveAttribute("href", /dhl\.com.*tracking-id=1234567890/);
  await expect(parcel).toContainText("Two boxes, one label");
  await expect(parcel.locator("[data-testid=parcel-step][data-event=delivered][data-done=false]")).toBeVisible();

  // delivered: the parcel's step and the order's status, both live
  await sellerParcel.getByTestId("parcel-event").selectOption("delivered");
  await sellerParcel.getByTestId("parcel-step-save").click();
  await expect(seller.getByText(t.seller_parcel_done)).toBeVisible();
  await expect(parcel.locator("[data-testid=parcel-step][data-event=delivered][data-done=true]")).toBeVisible();
  await expect(page.getByTestId("invoice-order").getByText(t.order_status_delivered).first()).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: t.shipment_event_delivered }).first()).toBeVisible();

  // /track-order shows the same timeline
  await openPage(page, `/track-order?code=${code}&lang=en`);
  const email = (await pageCall(page, `/user/invoice/${code}`)).body as { order: { email: string } };
  await page.locator("[data-testid=track-form] [name=email_or_phone]").fill(email.order.email);
  await page.getByTestId("track-submit").click();
  await expect(page.getByTestId("track-result").locator("[data-testid=parcel-step][data-event=delivered][data-done=true]")).toBeVisible();
  await sellerContext.close();
  expect(errors).toEqual([]);
});
