import { expect, test } from "./fixtures";
import { newestDetails, openPage } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

/** The box of an element, to compare with its container's. */
const box = async (page: import("@playwright/test").Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => e.getBoundingClientRect().toJSON() as DOMRect), selector);

test("in Persian with Rials on a phone, a long price never cuts the add-to-cart button (card and product page)", async ({
  page,
  request,
}) => {
  // the most expensive product a shopper can put in the cart (the dearest are classified ads): its Rial price is the longest
  type Card = { slug: string; is_classified: boolean; is_catalog: boolean; has_variant: boolean; current_stock: number };
  let dear: Card | undefined;
  for (let n = 1; !dear && n <= 20; n++) {
    const listing = (await (await request.get(`/home/filtered_products?type=products&sort=price_high&page=${n}`)).json()) as {
      products: { data: Card[] };
    };
    dear = listing.products.data.find((p) => !p.is_classified && !p.is_catalog && !p.has_variant && p.current_stock > 0);
  }
  if (!dear) throw new Error("no product to buy in the demo catalog");
  await openPage(page, "/?lang=fa");
  await page.getByTestId("currency-switcher").selectOption("IRR");
  await expect(page.getByTestId("price").first()).toContainText("﷼");

  await openPage(page, `/product/${dear.slug}?lang=fa`);
  const price = page.getByTestId("price-block").getByTestId("price");
  await expect(price).toContainText(/^[۰-۹٬]+﷼$|^﷼[۰-۹٬]+$/); // Persian digits and separators, no ".00"
  const button = page.getByTestId("add-to-cart");
  await expect(button).toBeVisible();
  const [b] = await box(page, "[data-testid=add-to-cart]");
  expect(b.left).toBeGreaterThanOrEqual(0);
  expect(b.right).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await openPage(page, `/products?q=${encodeURIComponent(dear.slug.split("-").slice(0, -2).join(" "))}&sort=price_high&lang=fa`);
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  const problems = await page.evaluate(() =>
    [...document.querySelectorAll("[data-testid=product-card]")].flatMap((card) => {
      const c = card.getBoundingClientRect();
      return (
        [...card.querySelectorAll("[data-testid=card-add-to-cart], [data-testid=price]")]
          // outside its card, squeezed to nothing, or a price broken over two lines
          .filter((e) => {
            const r = e.getBoundingClientRect();
            const lines = r.height / Number.parseFloat(getComputedStyle(e).lineHeight);
            return r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.width < 1 || lines > 1.5;
          })
          .map(() => card.querySelector("h3")?.textContent ?? "")
      );
    }),
  );
  expect(problems).toEqual([]);
  await expect(page.getByTestId("card-add-to-cart").first()).toBeVisible();
});

test("a Persian product page shows its specifications and choices in Persian, each in its own direction", async ({ page, request }) => {
  const measured = /^\d+(\.\d+)? (months|years|in|GB|mAh|W|h|g|ml)$/;
  const pick = (await newestDetails(request)).find((d) => d.product.specifications.some((s) => measured.test(s.value)));
  if (!pick) throw new Error("no product with a measured specification among the demo's newest");
  await openPage(page, `/product/${pick.product.slug}?lang=fa`);
  const values = await page.getByTestId("specifications").locator("dd bdi").allTextContents();
  expect(values.length).toBe(pick.product.specifications.filter((s) => !s.href).length);
  // "12 months" reads «۱۲ ماه»: Persian digits and words, never the English unit
  const persian = values.filter((v) => /^[۰-۹٫–+]+ [\u0600-\u06FF\u200c ]+$/.test(v));
  expect(persian.length).toBeGreaterThan(0);
  for (const v of values) expect(v).not.toMatch(/\d+(\.\d+)? (months|years|in|GB|mAh)$/);
  // every value sits in its own isolate, so a Latin code ("IPX4") keeps its order in a right-to-left line
  expect(await page.getByTestId("specifications").locator("dd:not(:has(bdi)):not(:has(a))").count()).toBe(0);
});
