import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, present, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["orders"]);

/**
 * Issue 18: with the customer's page open, the seller confirms the order in another browser;
 * the customer sees the toast and the header's unread count rise without reloading.
 */
test("an order's status change reaches the buyer's open page live: a toast and the unread count", async ({ page, browser }) => {
  const errors = collectErrors(page);
  await signIn(page);
  // a product of the demo seller's shop (the customer's delivered demo order), bought now and paid in the sandbox
  const history = (await pageCall(page, "/user/order-list")).body as {
    orders: { data: { code: string; delivery_status: string; shop_name: string }[] };
  };
  const demo = present(
    history.orders.data.find((o) => o.delivery_status === "delivered" && o.shop_name === "Harbor Electronics"),
    "the demo customer's delivered Harbor Electronics order",
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

  // the customer's page is connected (the dot on the bell) and knows its unread count
  await expect(page.getByTestId("realtime-state")).toHaveAttribute("data-state", "connected");
  const count = page.getByTestId("notification-count");
  const before = Number(await count.textContent());

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, "seller@example.com", "seller123");
  expect((await pageCall(seller, `/seller/orders/${code}/status`, { status: "confirmed" })).status).toBe(200);

  // the values may sit in bidi isolates inside the sentence (U+2068 … U+2069: messageText)
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const value = (text: string) => `\u2068?${escaped(text)}\u2069?`;
  const title = new RegExp(
    t.mail_order_status_subject
      .split(/(\{\{code\}\}|\{\{status\}\})/)
      .map((part) => (part === "{{code}}" ? value(code) : part === "{{status}}" ? value(t.order_status_confirmed) : escaped(part)))
      .join(""),
  );
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title })).toBeVisible();
  await expect(count).toHaveText(String(before + 1));
  // the notification page lists it, and marking all seen brings the count to zero
  await page
    .getByRole("link", { name: /Notifications/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/user\/notification/);
  await expect(page.getByTestId("notification").first()).toContainText(code);
  await page.getByTestId("mark-all-seen").click();
  await expect(count).toHaveText("0");
  await sellerContext.close();
  expect(errors).toEqual([]);
});

/** Issue 18 item 4: a browser without notifications is told so in the spec's words (section 8). */
test("browser notifications where the browser has none: the spec's alert", async ({ page }) => {
  await page.addInitScript(() => {
    // a browser without the Notification API
    Reflect.deleteProperty(window, "Notification");
  });
  await signIn(page);
  await openPage(page, "/user/notification?lang=en");
  // the alert is answered as it opens (the click waits for it)
  const messages: string[] = [];
  page.once("dialog", (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await page.getByTestId("push-button").click();
  await expect.poll(() => messages).toEqual(["Web Notification is not supported"]);
});
