import { expect, test } from "./fixtures";
import { collectErrors, dollars, openPage, signIn } from "./helpers";

type FlashCard = { id: number; slug: string; price: string; sale_price: string; campaign_id: number | null; flash: { ends_at: string } };
type Details = { product: { sale_price: string; price: string; campaign_id: number | null } };

/**
 * Issue 15's journey: a shopper adds a product from the home page's flash-sale rail at the
 * flash price, checks out, and the invoice shows that price; once the sale is over (the test
 * server's clock moved past its end, DEV_CLOCK) the same product costs its normal price.
 */
test("a product bought at the flash price from the home rail; after the sale it costs its normal price", async ({ page, request }) => {
  const errors = collectErrors(page);
  await signIn(page);
  // whatever an earlier journey left in the demo customer's cart goes first
  await openPage(page, "/cart?lang=en");
  while (await page.getByTestId("line-remove").count()) {
    const lines = await page.getByTestId("cart-line").count();
    await page.getByTestId("line-remove").first().click();
    await expect(page.getByTestId("cart-line")).toHaveCount(lines - 1);
  }

  await openPage(page, "/?lang=en");
  const rail = page.getByTestId("flash-rail");
  await expect(rail).toBeVisible();
  const flash = (await (await request.get("/home/flash-sale?page=1")).json()).products.data as FlashCard[];
  // the first card of the rail that goes straight into the cart (no variant to choose)
  const cards = rail.getByTestId("product-card");
  let chosen: FlashCard | undefined;
  for (let i = 0; i < (await cards.count()) && !chosen; i++) {
    const card = cards.nth(i);
    const add = card.locator("[data-testid=card-add-to-cart][aria-label='Add to cart']");
    if (!(await add.count())) continue;
    const href = (await card.locator("a[href*='/product/']").first().getAttribute("href")) ?? "";
    chosen = flash.find((f) => href.endsWith(`/product/${f.slug}`));
    if (!chosen) continue;
    expect(chosen.campaign_id).not.toBeNull();
    expect(Number(chosen.sale_price)).toBeLessThan(Number(chosen.price));
    await expect(card.getByTestId("price").first()).toHaveText(dollars(chosen.sale_price));
    await add.click();
    await expect(page.getByText("Added to your cart").first()).toBeVisible();
  }
  if (!chosen) throw new Error("no flash card to add straight to the cart");

  await openPage(page, "/cart?lang=en");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText(dollars(chosen.sale_price));
  await page.getByTestId("proceed-checkout").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-/);
  await page.getByTestId("pay-type-cash_on_delivery").click();
  await page.getByTestId("pay-button").click();
  await expect(page.getByTestId("thank-you")).toBeVisible();
  await page.getByTestId("confirmation-invoice").click();
  await expect(page.getByTestId("invoice")).toBeVisible();
  // the line at the flash price, the list price struck through beside it
  await expect(page.getByTestId("invoice")).toContainText(dollars(chosen.sale_price));
  await expect(page.getByTestId("invoice").locator("s").first()).toContainText(dollars(chosen.price));

  // the sale ends: the shop's clock one minute past the flash sale's end
  const offset = Date.parse(chosen.flash.ends_at) - Date.now() + 60_000;
  expect((await request.post("/dev/clock", { data: { offset_ms: offset } })).ok()).toBe(true);
  try {
    const after = (await (await request.get(`/home/product-details/${chosen.slug}`)).json()) as Details;
    expect(after.product.campaign_id).toBeNull();
    expect(Number(after.product.sale_price)).toBeGreaterThan(Number(chosen.sale_price));
    await openPage(page, `/product/${chosen.slug}?lang=en`);
    await expect(page.getByTestId("price").first()).toHaveText(dollars(after.product.sale_price));
    await expect(page.getByTestId("campaign-link")).toHaveCount(0);
  } finally {
    await request.post("/dev/clock", { data: { offset_ms: 0 } });
  }
  expect(errors).toEqual([]);
});
