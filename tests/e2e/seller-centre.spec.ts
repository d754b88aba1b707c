import { expect, test } from "./fixtures";
import { collectErrors, openPage, shownText, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["orders", "order-pages", "seller"]);

/**
 * The seller centre (issue 19): the demo seller opens /seller, finds an order that was picked up,
 * ships it (the one lifecycle verb), and the buyer, in a browser of their own, sees it on the way.
 * A customer gets the 404 screen at /seller.
 */
test("the demo seller ships an order from the seller centre and the buyer sees the new status", async ({ browser }) => {
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const sellerErrors = collectErrors(seller);
  await signIn(seller, "seller@example.com", "seller123");
  await openPage(seller, "/seller?lang=en");
  await expect(seller.getByTestId("seller-shop-name")).toHaveText("Harbor Electronics");
  await expect(seller.locator("h1")).toHaveText(t.seller_dashboard);
  // the demo seller has orders in every status; the chart loads as its own chunk
  for (const status of ["pending", "confirmed", "picked_up", "on_the_way", "delivered", "cancelled"])
    await expect(seller.getByTestId("seller-orders-by-status")).toContainText(t[`order_status_${status}`]);
  await expect(seller.getByTestId("seller-sales-chart").locator("svg.recharts-surface")).toBeVisible();

  await seller.getByTestId("seller-nav").getByRole("link", { name: t.seller_orders }).click();
  await expect(seller).toHaveURL(/\/seller\/orders$/);
  await seller.getByTestId("seller-order-status-filter").selectOption("picked_up");
  await seller.getByRole("button", { name: t.seller_apply_filters }).click();
  await expect(seller).toHaveURL(/status=picked_up/);
  const rows = seller.getByTestId("seller-orders-row");
  await expect(rows).toHaveCount(1);
  const code = (await shownText(rows.first().locator("a").first())).trim();
  await rows.first().locator("a").first().click();
  await expect(seller).toHaveURL(new RegExp(`/seller/orders/${code}$`));
  await expect(seller.getByTestId("seller-order-status")).toHaveText(t.order_status_picked_up);
  await expect(seller.getByTestId("seller-packing-slip-link")).toBeVisible();
  await seller.getByTestId("seller-move-on_the_way").click();
  await expect(seller.getByTestId("seller-order-status")).toHaveText(t.order_status_on_the_way);
  await expect(seller.getByTestId("seller-order-history")).toContainText(t.order_status_on_the_way);

  // the packing slip prints without the page's chrome
  await seller.getByTestId("seller-packing-slip-link").click();
  await expect(seller.getByTestId("packing-slip")).toContainText(code);
  await seller.emulateMedia({ media: "print" });
  await expect(seller.getByTestId("seller-nav")).toBeHidden();
  await seller.emulateMedia({ media: "screen" });

  // the buyer (the demo's second seller account bought it), in another browser
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const buyerErrors = collectErrors(buyer);
  await signIn(buyer, "seller2@example.com", "seller123");
  await openPage(buyer, "/user/order-history?lang=en");
  const row = buyer.locator(`[data-testid=order-row][data-code="${code}"]`);
  await expect(row.locator("[data-testid=order-status]")).toHaveAttribute("data-status", "on_the_way");
  await expect(row.locator("[data-testid=order-status]")).toHaveText(t.order_status_on_the_way);

  // a customer is not a seller: the 404 screen, and the call answers 404
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, "customer@example.com", "customer123");
  const res = await customer.goto("/seller/orders?lang=en");
  expect(res?.status()).toBe(404);
  expect(sellerErrors).toEqual([]);
  expect(buyerErrors).toEqual([]);
  await Promise.all([sellerContext.close(), buyerContext.close(), customerContext.close()]);
});
