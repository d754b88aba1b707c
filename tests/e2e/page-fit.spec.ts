import { expect, type Page, test } from "./fixtures";
import { collectErrors, newestDetails, openPage, present, signIn } from "./helpers";

/** Whether the element's centre is the topmost thing there (no fixed tab, toast or scrolled-out card over it). */
async function onTop(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    });
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue 36 item 6: what a seller or shopper needs is in sight and not covered: the seller's product
 * table keeps its action column in its card, the demo colour button covers no page, toasts leave the
 * order confirmation's invoice button free; at 1280 px in English and 390 px in Persian.
 */
for (const [width, lang] of [
  [1280, "en"],
  [390, "fa"],
] as const) {
  test(`${width} px, ${lang}: the seller's product table shows its Edit/Unpublish column; the demo colours sit in the header`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "seller@example.com", "seller123");
    await openPage(page, `/seller/products?lang=${lang}`);
    const table = page.getByTestId("seller-products-table");
    const action = "[data-testid=seller-products-table-row] td:last-child :is(a, button)";
    await expect(page.locator(action).first()).toBeVisible();
    const card = present(await table.boundingBox(), "the table's card");
    const edit = present(await page.locator(action).first().boundingBox(), "the first row's action");
    // inside the card (not scrolled out of it) and nothing over it
    expect(edit.x).toBeGreaterThanOrEqual(card.x);
    expect(edit.x + edit.width).toBeLessThanOrEqual(card.x + card.width);
    expect(await onTop(page, action)).toBe(true);
    // the demo colour button is in the header's top bar, and its panel opens inside the window
    const open = page.locator("header [data-testid=demo-colours-open]");
    await expect(open).toBeVisible();
    await open.click();
    const panel = present(await page.getByTestId("demo-colours").getByRole("dialog").boundingBox(), "the colour panel");
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
  });
}

test("toasts never cover the order confirmation's invoice button: under the header on a phone, in a bottom corner on a wide screen", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signIn(page);
  const product = present(
    (await newestDetails(request)).find(
      (p) => !p.product.has_variant && !p.product.is_digital && p.product.current_stock > 5 && Number(p.product.price) > 0,
    ),
    "a simple product in stock",
  );
  await openPage(page, `/product/${product.product.slug}?lang=en`);
  await page.getByTestId("buy-now").click();
  await expect(page.getByTestId("saved-addresses")).toBeVisible();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-/);
  await page.getByTestId("pay-type-cash_on_delivery").click();
  await page.getByTestId("pay-button").click();
  await expect(page).toHaveURL(/\/order-confirmation\?code=CO-/);
  const url = page.url();
  // a toast on demand: the currency switch refused (api() says why in a toast)
  await page.route("**/change/currency/**", (route) => route.fulfill({ status: 500, json: { message: "Try again later" } }));
  for (const [width, lang] of [
    [390, "fa"],
    [1280, "en"],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, `${url.replace(/[?&]lang=\w+/, "")}&lang=${lang}`);
    const invoice = page.getByTestId("confirmation-invoice");
    // the invoice button at the foot of the window, where a shopper finds it after paying on a phone
    await invoice.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 12));
    const switcher = page.getByTestId("currency-switcher");
    await switcher.selectOption({ index: (await switcher.evaluate((s: HTMLSelectElement) => s.selectedIndex)) === 0 ? 1 : 0 });
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await page.waitForTimeout(500); // (the toast slides in)
    const box = present(await toast.boundingBox(), "the toast");
    expect(overlap(box, present(await invoice.boundingBox(), "the invoice button")), `${width} px`).toBe(false);
    expect(await onTop(page, "[data-testid=confirmation-invoice]")).toBe(true);
    // nor over the header's cart and account (its sticky bar stays free)
    const header = present(await page.locator("header").first().boundingBox(), "the header");
    expect(box.y, `${width} px`).toBeGreaterThanOrEqual(header.y + header.height);
    await page.locator("[data-sonner-toast] [data-close-button]").first().click();
  }
  // (the refused switch is also an uncaught rejection of the page: the one error expected)
  expect(errors.filter((e) => e !== "Try again later")).toEqual([]);
});
