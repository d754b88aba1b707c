import { expect, test, type Page } from "@playwright/test";

/** Calls from the page as its own client makes them: base URL, X-Requested-With, the page's token. */
async function placeOrderFromPage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = (document.getElementById("token") as HTMLInputElement).value;
    const base = (document.getElementById("base_url") as HTMLInputElement).value;
    const headers = { "Content-Type": "application/json", Accept: "application/json", "X-Requested-With": "XMLHttpRequest", "CSRF-TOKEN": token, Authorization: token };
    const get = async (path: string) => (await fetch(`${base}/${path}`, { headers })).json();
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    };
    // a simple product in stock, added as the product page will (POST user/addToCart)
    const listing = await get("home/filtered_products?type=products&page=1");
    let cart: { status: number; body: { trx_id?: string } } | null = null;
    for (const card of listing.products.data.slice(0, 30)) {
      const { product } = await get(`home/product-details/${card.slug}`);
      if (product.has_variant || product.is_classified || product.is_catalog || product.is_digital || product.current_stock < product.minimum_order_quantity) continue;
      cart = await post("user/addToCart", { id: product.id, quantity: product.minimum_order_quantity, trx_id: "", is_buy_now: 0 });
      if (cart.status === 200) break;
    }
    if (!cart || cart.status !== 200) throw new Error("no product could be added to the cart");
    // a typed shipping address in the first country's first state and city
    const { countries } = await get("get/country-list");
    const { states } = await get(`state/by-country/${countries[0].id}`);
    const { cities } = await get(`city/by-state/${states[0].id}`);
    const address = { name: "Cyrus Customer", email: "customer@example.com", phone_no: "+1 555 0100", country_id: countries[0].id, state_id: states[0].id, city_id: cities[0].id, address: "1 Journey Road", postal_code: "10001" };
    const placed = await post("user/confirm-order", { shipping_address: address, trx_id: cart.body.trx_id, total: "0.01" });
    if (placed.status !== 200) throw new Error(`confirm-order: ${placed.status} ${JSON.stringify(placed.body)}`);
    return placed.body.code as string;
  });
}

/**
 * The payment journey: the demo customer signs in, puts a product in the cart and places the
 * order, opens /payment/{code}, pays on the sandbox's hosted page and sees the confirmation.
 */
test("a customer pays an order through the sandbox gateway and sees the confirmation", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));

  await page.goto("/login", { waitUntil: "networkidle" });
  await page.locator("[data-testid=login-form] [name=email]").fill("customer@example.com");
  await page.locator("[data-testid=login-form] [name=password]").fill("customer123");
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState("networkidle");

  const code = await placeOrderFromPage(page);
  expect(code).toMatch(/^CO-[0-9A-Z]{12}$/);

  await page.goto(`/payment/${code}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("payment-code")).toContainText(code);
  await expect(page.getByTestId("seller-order").first()).toBeVisible();
  const total = (await page.getByTestId("payment-total").textContent())!.trim();
  await page.getByTestId("pay-type-sandbox").click();
  await expect(page.getByTestId("pay-button")).toContainText(total);
  await page.getByTestId("pay-button").click();

  // the provider's hosted page: amount, then Pay
  await expect(page).toHaveURL(/\/sandbox-gateway\/sbx_[0-9a-f]{32}$/);
  await expect(page.getByTestId("sandbox-amount")).toBeVisible();
  await expect(page.locator("body")).toContainText(code);
  await page.getByTestId("sandbox-pay").click();

  // back in the shop: the confirmation, paid
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?code=${code}$`));
  await expect(page.getByTestId("confirmation-code")).toContainText(code);
  await expect(page.getByTestId("confirmation-status")).toHaveText("Payment received.");
  await expect(page.getByTestId("confirmation-order").first()).toContainText("Paid");

  // the account's payments page no longer lists it; the payment page says it is paid
  await page.goto("/user/gateway");
  await expect(page.locator(`[data-testid=gateway-group]:has-text("${code}")`)).toHaveCount(0);
  await page.goto(`/payment/${code}`);
  await expect(page.getByTestId("payment-notice")).toContainText("paid");

  expect(pageErrors).toEqual([]);
});
