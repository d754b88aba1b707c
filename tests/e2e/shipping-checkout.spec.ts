import { expect, type Page, test } from "./fixtures";
import { shownText } from "./helpers";

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

/** Add simple products from listing cards until two different sellers are in the cart. */
async function fillFromTwoSellers(page: Page) {
  await page.goto("/products?lang=en", { waitUntil: "networkidle" });
  const cards = page.getByTestId("product-card");
  for (let i = 0; i < (await cards.count()); i++) {
    const button = cards.nth(i).locator("[data-testid=card-add-to-cart][aria-label='Add to cart']");
    if (!(await button.count())) continue;
    await button.click();
    await expect(page.getByText("Added to your cart").first()).toBeVisible();
    await page.goto("/cart?lang=en", { waitUntil: "networkidle" });
    if ((await page.getByTestId("cart-seller").count()) >= 2) return;
    await page.goto("/products?lang=en&page=2", { waitUntil: "networkidle" });
  }
  throw new Error("could not fill the cart from two sellers");
}

/** Each shop's own shipping at checkout (issue 38, item 2; decision 076). */
test("a two-seller checkout: express for one seller, standard for the other, and the totals add up", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  await fillFromTwoSellers(page);
  await page.getByTestId("proceed-checkout").click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByTestId("shipping-fields");
  await form.locator("[name='shipping[name]']").fill("Shipping Journey");
  await form.locator("[name='shipping[phone_no]']").fill("+1 555 0100");
  await form.locator("[name='shipping[email]']").fill("shipping-journey@example.com");
  await form.locator("[name='shipping[country_id]']").selectOption({ index: 1 });
  await expect(form.locator("[name='shipping[state_id]'] option")).not.toHaveCount(1);
  await form.locator("[name='shipping[state_id]']").selectOption({ index: 1 });
  await expect(form.locator("[name='shipping[city_id]'] option")).not.toHaveCount(1);
  await form.locator("[name='shipping[city_id]']").selectOption({ index: 1 });
  await form.locator("[name='shipping[address]']").fill("9 Parcel Lane");

  const sellers = page.getByTestId("checkout-seller");
  await expect(sellers).toHaveCount(2);
  await expect(page.getByTestId("shipping-methods")).toHaveCount(2);
  const [first, second] = [sellers.nth(0), sellers.nth(1)];
  const fee = async (seller: typeof first) => cents(await shownText(seller.getByTestId("checkout-seller-shipping")));
  const priceOf = async (seller: typeof first, kind: string) =>
    cents((await shownText(seller.locator("label", { has: page.getByTestId(`shipping-method-${kind}`) }))).split("\n").pop() ?? "");

  await first.getByTestId("shipping-method-express").click();
  await expect(first.getByTestId("shipping-method-express")).toBeChecked();
  const express = await priceOf(first, "express");
  await expect.poll(() => fee(first)).toBe(express);
  await second.getByTestId("shipping-method-standard").click();
  await expect(second.getByTestId("shipping-method-standard")).toBeChecked();
  const standard = await priceOf(second, "standard");
  await expect.poll(() => fee(second)).toBe(standard);
  // express is the dearer: not what the seller would default to
  expect(express).toBeGreaterThan(await priceOf(first, "standard"));

  const summary = async (key: string) => cents(await shownText(page.getByTestId(`summary-${key}`)));
  await expect.poll(() => summary("shipping")).toBe(express + standard);
  const sellerTotals = (await fee(first)) + (await fee(second));
  expect(sellerTotals).toBe(await summary("shipping"));
  // the checkout's total is its sellers' totals, each with the shipping chosen for it
  const total = await summary("total");
  const sellerTotal = async (seller: typeof first) => cents(await shownText(seller.getByTestId("checkout-seller-total")));
  expect(total).toBe((await sellerTotal(first)) + (await sellerTotal(second)));

  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-[0-9A-Z]{12}$/);
  await expect(page.getByTestId("seller-order")).toHaveCount(2);
  expect(cents(await shownText(page.getByTestId("payment-shipping")))).toBe(express + standard);
  expect(cents(await shownText(page.getByTestId("payment-total")))).toBe(total);
  expect(errors).toEqual([]);
});
