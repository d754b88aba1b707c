import sharp from "sharp";
import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, present, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["seller-products"]);

/**
 * Issue 19's first journey: the demo seller creates a product with two variants and a picture in
 * the seller centre, an operator approves it, and a shopper finds it by search and buys it.
 */
test("a seller creates a product with two variants and a picture, an operator approves it, a shopper finds it and buys it", async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  const name = `Aurora kettle ${Date.now().toString(36)}`;
  await signIn(page, "seller@example.com", "seller123");
  await openPage(page, "/seller/products/new?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: t.sp_new_product })).toBeVisible();

  // the shared schema refuses an empty form in the browser, beside the fields
  await page.getByTestId("sp-save").click();
  await expect(page.getByTestId("sp-editor").locator("[role=alert]").first()).toBeVisible();

  await page.getByTestId("sp-name-en").fill(name);
  await page.getByTestId("sp-name-fa").fill(`کتری ${name}`);
  await page.getByTestId("sp-category").selectOption({ index: 1 });
  // the description's rich-text area: a bold phrase from the toolbar, then plain text
  const description = page.getByRole("textbox", { name: `${t.sp_description} (${t.sp_lang_en})` });
  await description.click();
  await page
    .getByRole("toolbar", { name: `${t.sp_description} (${t.sp_lang_en})` })
    .getByRole("button", { name: t.sp_rt_bold })
    .click();
  await page.keyboard.type("Whistles when ready");
  await page
    .getByRole("toolbar", { name: `${t.sp_description} (${t.sp_lang_en})` })
    .getByRole("button", { name: t.sp_rt_bold })
    .click();
  await page.keyboard.type(" and keeps tea hot.");
  await page.getByTestId("sp-tab-pictures").click();
  const picture = await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await page.getByTestId("sp-picture-input").setInputFiles({ name: "kettle.png", mimeType: "image/png", buffer: picture });
  await expect(page.getByTestId("sp-pictures").locator("img")).toHaveCount(1);

  await page.getByTestId("sp-tab-variants").click();
  for (const [i, v] of [
    ["Steel", "AUR-STEEL", "41.00", "5"],
    ["Copper", "AUR-COPPER", "45.50", "3"],
  ].entries()) {
    await page.getByTestId("sp-add-variant").click();
    const row = page.getByTestId("sp-variant").nth(i);
    await row.locator(`[name="variants.${i}.name"]`).fill(v[0]);
    await row.locator(`[name="variants.${i}.sku"]`).fill(v[1]);
    await row.locator(`[name="variants.${i}.color_id"]`).selectOption({ index: i + 1 });
    await row.locator(`[name="variants.${i}.price"]`).fill(v[2]);
    await row.locator(`[name="variants.${i}.stock"]`).fill(v[3]);
    await row.locator(`[name="variants.${i}.image"]`).selectOption({ index: 1 });
  }
  await page.getByTestId("sp-save").click();
  await page.waitForURL(/\/seller\/products(\?|$)/);
  const row = page.getByTestId("seller-products-table").locator("tr").filter({ hasText: name });
  await expect(row).toContainText(t.sp_status_pending);
  const href = present(await row.locator("a").first().getAttribute("href"), "the new product's edit link");
  const id = Number(present(href.match(/\/seller\/products\/(\d+)\/edit/), `the product id in ${href}`)[1]);

  // the operator approves it
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, "admin@example.com", "admin123");
  expect((await pageCall(operator, "/admin/products/pending")).body.products.map((p: { id: number }) => p.id)).toContain(id);
  expect((await pageCall(operator, `/admin/products/${id}/approve`, {})).status).toBe(200);
  await operatorContext.close();
  await openPage(page, "/seller/products?lang=en&status=published");
  await expect(page.getByTestId("seller-products-table").locator("tr").filter({ hasText: name })).toContainText(t.sp_status_published);

  // a shopper finds it by search and buys the copper one
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const shopperErrors = collectErrors(shopper);
  await signIn(shopper);
  await openPage(shopper, `/products?q=${encodeURIComponent(name)}&lang=en`);
  await shopper.getByRole("link", { name }).first().click();
  await shopper.waitForURL(/\/product\//);
  await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(shopper.locator("b, strong").filter({ hasText: "Whistles when ready" }).first()).toBeVisible();
  const details = (await pageCall(shopper, `/home/product-details/${shopper.url().split("/product/")[1].split("?")[0]}`)).body as {
    product: { colors: { id: number; name: string }[]; variants: { sku: string; color_id: number }[] };
  };
  const copper = present(
    details.product.variants.find((v) => v.sku === "AUR-COPPER"),
    "the AUR-COPPER variant",
  );
  const colour = present(
    details.product.colors.find((c) => c.id === copper.color_id),
    "the copper colour",
  );
  await shopper.getByTestId("variant-picker").getByRole("button", { name: colour.name, exact: true }).click();
  await expect(shopper.getByTestId("variant-sku")).toHaveText("AUR-COPPER");
  await shopper.getByTestId("buy-now").click();
  await expect(shopper).toHaveURL(/\/checkout\?buy_now=1/);
  await expect(shopper.getByTestId("saved-addresses")).toBeVisible();
  await shopper.getByTestId("place-order").click();
  await expect(shopper).toHaveURL(/\/payment\/CO-/);
  await shopper.getByTestId("pay-type-cash_on_delivery").click();
  await shopper.getByTestId("pay-button").click();
  await expect(shopper).toHaveURL(/\/order-confirmation\?code=CO-/);
  await shopperContext.close();
  expect(shopperErrors).toEqual([]);
  expect(errors).toEqual([]);
});
