import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn } from "./helpers";

type ShopData = {
  shop: { slug: string; shop_name: string; shop_tagline: string };
  coupons: { data: { code: string }[] };
  products: { data: { slug: string }[]; total: number };
};

test("a shopper opens a shop from a product page, copies a coupon code and filters the shop's products", async ({
  page,
  context,
  request,
}) => {
  const errors = collectErrors(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sellers = (await (await request.get("/home/sellers")).json()) as { sellers: { data: { slug: string }[] } };
  const slug = sellers.sellers.data[0].slug;
  const data = (await (await request.get(`/shop-page-data/${slug}?lang=en`)).json()) as ShopData;
  expect(data.coupons.data.length).toBeGreaterThan(0);

  // the product page's seller card leads to the shop (a client-side navigation)
  await openPage(page, `/product/${data.products.data[0].slug}?lang=en`);
  await expect(page.getByTestId("seller-card")).toContainText(data.shop.shop_name);
  await expect(page.getByTestId("shop-coupons").getByTestId("coupon-code").first()).toHaveText(data.coupons.data[0].code);
  await page.getByTestId("seller-card").getByTestId("seller-shop-link").click();
  await expect(page).toHaveURL(new RegExp(`/shop/${slug}`));
  await expect(page.getByTestId("shop-name")).toHaveText(data.shop.shop_name);
  await expect(page.getByTestId("shop-tagline")).toHaveText(data.shop.shop_tagline);
  await expect(page.getByTestId("shop-banner")).toBeVisible();
  // the banner has loaded (polled: a lazy picture on a busy machine may come a moment after the page)
  await expect.poll(() => page.getByTestId("shop-banner").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("shop-policies")).toBeVisible();
  await expect(page.getByTestId("shop-followers")).toHaveText(/^\d+$/);

  // copy a coupon code: on the clipboard, and said so
  const coupons = page.locator("main [data-testid=shop-coupons]").first();
  const code = data.coupons.data[0].code;
  await expect(coupons.getByTestId("coupon-code").first()).toHaveText(code);
  await coupons.getByTestId("copy-coupon").first().click();
  // the code sits in bidi isolates inside the sentence (U+2068 … U+2069)
  await expect(page.getByText(new RegExp(`Code \u2068?${code}\u2069? copied`))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // filter the shop's products: the listing narrows, the header stays
  const listing = page.locator("section[aria-labelledby=shop-products]");
  const total = async () => Number((await listing.getByTestId("products-total").textContent())?.replace(/\D/g, ""));
  const all = await total();
  expect(all).toBe(data.products.total);
  const category = listing.locator("[data-testid^=filter-category-]").first();
  await category.click();
  await expect(page).toHaveURL(/[?&]category=\d+/);
  await expect.poll(total).toBeLessThanOrEqual(all);
  await listing.getByTestId("sort").selectOption("price_low");
  await expect(page).toHaveURL(/sort=price_low/);
  await expect(page.locator("section[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByTestId("shop-name")).toHaveText(data.shop.shop_name);
  // every card of the filtered listing is one of this shop's products
  const category_ = new URL(page.url()).searchParams.get("category");
  const narrowed = (await (
    await request.get(`/home/filtered_products?type=shop&slug=${slug}&sort=price_low&paginate=60&category=${category_}`)
  ).json()) as { products: { data: { slug: string }[]; total: number } };
  await expect.poll(total).toBe(narrowed.products.total);
  const shown = await listing
    .locator("[data-testid=product-card] a[href*='/product/']")
    .evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).pathname.split("/").pop()))]);
  expect(shown.length).toBeGreaterThan(0);
  for (const s of shown) expect(narrowed.products.data.map((p) => p.slug)).toContain(s);
  expect(errors).toEqual([]);
});

test("a signed-in shopper follows a shop from its page: the count goes up, and down again", async ({ page, request }) => {
  const errors = collectErrors(page);
  const sellers = (await (await request.get("/home/sellers")).json()) as { sellers: { data: { slug: string }[] } };
  const slug = sellers.sellers.data[1].slug;
  await signIn(page);
  await openPage(page, `/shop/${slug}?lang=en`);
  const count = async () => Number(await page.getByTestId("shop-followers").textContent());
  const button = page.getByTestId("shop-header").getByTestId("follow-button");
  const start = await count();
  const on = (await button.getAttribute("aria-pressed")) === "true";
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", on ? "false" : "true");
  await expect.poll(count).toBe(on ? start - 1 : start + 1);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", on ? "true" : "false");
  await expect.poll(count).toBe(start);
  await page.reload();
  await expect.poll(count).toBe(start);
  expect(errors).toEqual([]);
});

test("a shop's coupons come page by page: 'Load more' appends the next page, no coupon twice (spec §4)", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "seller@example.com", "seller123");
  // more than a page (16) of the seller's own coupons
  const stamp = Date.now().toString(36).toUpperCase();
  const form = { title: "", discount_type: "percentage", discount_value: "5", minimum_spend: "", maximum_discount: "" };
  const dates = { starts_at: "", ends_at: "", usage_limit: "", per_user_limit: "", is_active: true };
  for (let i = 0; i < 18; i++)
    expect((await pageCall(page, "/seller/coupons", { ...form, ...dates, code: `PAGED${stamp}N${i}` })).status).toBe(200);
  // and a code of the longest kind (32 characters, no break in it), ending first so it is on the first page
  const long = `WIDE_${stamp}_`.padEnd(32, "X");
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  expect((await pageCall(page, "/seller/coupons", { ...form, ...dates, code: long, ends_at: tomorrow })).status).toBe(200);
  const { slug } = (await pageCall(page, "/seller/dashboard-data")).body.shop as { slug: string };
  const userId = ((await pageCall(page, `/shop-page-data/${slug}`)).body.shop as { user_id: number }).user_id;
  const api = async (p: number) =>
    (await pageCall(page, `/seller/coupons/${userId}?page=${p}`)).body.coupons as {
      data: { code: string }[];
      total: number;
      last_page: number;
    };
  const first = await api(1);
  expect(first.last_page).toBeGreaterThanOrEqual(2);

  await openPage(page, `/shop/${slug}?lang=en`);
  const section = page.locator("main [data-testid=shop-coupons]").first();
  const codes = () => section.getByTestId("coupon-code").allTextContents();
  await expect(section.getByTestId("shop-coupon")).toHaveCount(16);
  expect(await codes()).toEqual(first.data.map((c) => c.code));
  // the long code wraps inside its card; the copy button stays inside it too, neither crowds the discount (en at 1280 px, fa at 390 px below)
  const fits = () =>
    section.getByTestId("shop-coupon").evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        const heading = card.querySelector("p") as HTMLElement;
        const terms = heading.getBoundingClientRect();
        const crowded = heading.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(heading).lineHeight);
        const parts = [...card.querySelectorAll("[data-testid=copy-coupon], [data-testid=coupon-code]")].map((el) =>
          el.getBoundingClientRect(),
        );
        // inside the card, clear of the discount's line, and that line not squeezed onto two
        const out = parts.filter(
          (r) =>
            r.left < box.left - 0.5 ||
            r.right > box.right + 0.5 ||
            (r.left < terms.right && r.right > terms.left && r.top < terms.bottom && r.bottom > terms.top),
        );
        return out.length || crowded ? [card.textContent] : [];
      }),
    );
  await expect(section.getByTestId("coupon-code").filter({ hasText: long })).toHaveCount(1);
  expect(await fits()).toEqual([]);
  const more = section.getByRole("button", { name: "Load more" });
  for (let p = 2; p <= first.last_page; p++) {
    await more.click();
    const shown = Math.min(first.total, 16 * p);
    await expect(section.getByTestId("shop-coupon")).toHaveCount(shown);
    expect(await codes()).toEqual(
      [...first.data, ...(await Promise.all(Array.from({ length: p - 1 }, (_, i) => api(i + 2)))).flatMap((x) => x.data)].map(
        (c) => c.code,
      ),
    );
  }
  const all = await codes();
  expect(new Set(all).size).toBe(all.length);
  expect(all).toHaveLength(first.total);
  for (let i = 0; i < 18; i++) expect(all).toContain(`PAGED${stamp}N${i}`);
  await expect(more).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, `/shop/${slug}?lang=fa`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(section.getByTestId("coupon-code").filter({ hasText: long })).toHaveCount(1);
  expect(await fits()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("an unknown shop is the 404 screen", async ({ page }) => {
  const res = await page.goto("/shop/no-such-shop");
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});
