import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, pageCall, shownText, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["affiliate"]);

async function fillAddress(page: Page, email: string) {
  const form = page.getByTestId("shipping-fields");
  await form.locator("[name='shipping[name]']").fill("Referred Guest");
  await form.locator("[name='shipping[phone_no]']").fill("+1 555 0177");
  await form.locator("[name='shipping[email]']").fill(email);
  await form.locator("[name='shipping[country_id]']").selectOption({ index: 1 });
  await expect(form.locator("[name='shipping[state_id]'] option")).not.toHaveCount(1);
  await form.locator("[name='shipping[state_id]']").selectOption({ index: 1 });
  await expect(form.locator("[name='shipping[city_id]'] option")).not.toHaveCount(1);
  await form.locator("[name='shipping[city_id]']").selectOption({ index: 1 });
  await form.locator("[name='shipping[address]']").fill("9 Referral Road");
}

/** Issue 16 item 6: a guest follows the demo affiliate's link, buys, the seller delivers, the affiliate sees the commission. */
test("a guest follows an affiliate link and buys; once the seller delivers, the affiliate's dashboard shows the commission", async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  // the affiliate's link to the demo seller's shop (any storefront address takes ?ref=)
  await openPage(page, "/shop/harbor-electronics?lang=en&ref=BAZAAR77");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "bz_ref")).toMatchObject({ value: "BAZAAR77", httpOnly: true });
  const add = page.locator("[data-testid=card-add-to-cart][aria-label='Add to cart']").first();
  await add.click();
  await expect(page.getByText("Added to your cart").first()).toBeVisible();
  await openPage(page, "/cart?lang=en");
  await expect(page.getByTestId("cart-seller")).toHaveCount(1);
  await page.getByTestId("proceed-checkout").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillAddress(page, `referred-${Date.now()}@example.com`);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-/);
  await page.getByTestId("pay-type-cash_on_delivery").click();
  await page.getByTestId("pay-button").click();
  await expect(page).toHaveURL(/\/order-confirmation\?code=CO-/);
  const code = (await shownText(page.getByTestId("confirmation-order-code").first())).trim();

  // the affiliate sees it waiting
  const affiliateContext = await browser.newContext();
  const affiliate = await affiliateContext.newPage();
  const affiliateErrors = collectErrors(affiliate);
  await signIn(affiliate, "affiliate@example.com", "affiliate123");
  await openPage(affiliate, "/affiliate-system?lang=en");
  await expect(affiliate.getByRole("heading", { name: en.affiliate_system })).toBeVisible();
  const row = affiliate.getByTestId("referred-order").filter({ hasText: code });
  await expect(row.getByTestId("commission-state")).toHaveText(en.affiliate_state_pending);
  const amountOf = async (id: string) => Number((await shownText(affiliate.getByTestId(id))).replace(/[^0-9.]/g, ""));
  const balanceBefore = await amountOf("affiliate-balance");
  const heldBefore = await amountOf("affiliate-in-return-window");

  // the seller delivers it, paid on delivery (JSON calls: the seller centre comes later)
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, "seller@example.com", "seller123");
  for (const status of ["confirmed", "picked_up", "on_the_way"])
    expect((await pageCall(seller, `/seller/orders/${code}/status`, { status })).status).toBe(200);
  expect((await pageCall(seller, `/seller/orders/${code}/status`, { status: "delivered", payment_status: "paid" })).status).toBe(200);

  // the commission is booked: the row says so; it waits out the return window (decision 071), then joins the balance
  await openPage(affiliate, "/affiliate-system?lang=en");
  await expect(row.getByTestId("commission-state")).toHaveText(en.affiliate_state_booked);
  const commission = Number((await shownText(row.getByTestId("order-commission"))).replace(/[^0-9.]/g, ""));
  expect(commission).toBeGreaterThan(0);
  expect(await amountOf("affiliate-in-return-window")).toBeCloseTo(heldBefore + commission, 2);
  expect(await amountOf("affiliate-balance")).toBeCloseTo(balanceBefore, 2);

  // a link of the builder, and a withdrawal beyond the balance refused under the field
  await affiliate.getByTestId("link-url").fill("/campaigns?sort=new");
  await affiliate.getByTestId("link-create").click();
  await expect(affiliate.getByTestId("affiliate-link").filter({ hasText: "/campaigns?sort=new" })).toBeVisible();
  await affiliate.getByTestId("withdraw-form").locator("[name=amount]").fill("99999");
  await affiliate.getByTestId("withdraw-submit").click();
  await expect(affiliate.getByTestId("withdraw-form").getByText(en.affiliate_insufficient)).toBeVisible();
  expect(errors).toEqual([]);
  expect(affiliateErrors).toEqual([]);
});
