import { seriousViolations } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, signIn } from "./helpers";

/**
 * Issue 12, items 5 and 6: axe finds no serious or critical violation on any page type, in
 * English and in Persian (the language travels in `?lang=`, as the hreflang links do), and every
 * page's head is complete in both languages once the page has hydrated.
 */
const LANGS = ["en", "fa"] as const;
const withLang = (url: string, lang: string) => `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`;

async function check(page: Page, url: string, found: Record<string, string[]>) {
  await openPage(page, url);
  const list = await seriousViolations(page);
  if (list.length) found[url] = list;
}

/** A product the cart takes straight away (no variants, in stock), a brand, and a static page. */
async function catalog(page: Page) {
  const list = (await (await page.request.get("/home/filtered_products?sort=newest&paginate=24")).json()) as {
    products: { data: { slug: string }[] };
  };
  let simple: { id: number; slug: string } | undefined;
  for (const p of list.products.data) {
    const d = (await (await page.request.get(`/home/product-details/${p.slug}`)).json()) as {
      product: { id: number; slug: string; has_variant: boolean; is_classified: boolean; is_catalog: boolean; current_stock: number };
    };
    if (!d.product.has_variant && !d.product.is_classified && !d.product.is_catalog && d.product.current_stock > 0) {
      simple = d.product;
      break;
    }
  }
  if (!simple) throw new Error("no simple product among the newest 24");
  const brands = await (await page.request.get("/brands?lang=en")).text();
  const brand = /href="\/brand\/([a-z0-9-]+)"/.exec(brands)?.[1];
  if (!brand) throw new Error("no brand link on /brands");
  const sellers = await (await page.request.get("/sellers?lang=en")).text();
  const shop = /href="\/shop\/([a-z0-9-]+)"/.exec(sellers)?.[1];
  if (!shop) throw new Error("no shop link on /sellers");
  return { product: simple, brand, shop };
}

/** One line in this browser's cart, through the same call the add-to-cart button makes. */
async function putInCart(page: Page, productId: number) {
  await openPage(page, "/?lang=en");
  const token = await page.locator("#token").getAttribute("value");
  const res = await page.request.post("/user/addToCart", {
    headers: { "csrf-token": token ?? "", "x-requested-with": "XMLHttpRequest" },
    data: { id: productId, quantity: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("accessibility (axe)", () => {
  test.setTimeout(600_000);
  // one test a language, spread over the workers (the longest journeys of the run)
  test.describe.configure({ mode: "parallel" });

  for (const lang of LANGS)
    test(`no serious or critical violation on the shop's pages (${lang})`, async ({ page }) => {
      const errors = collectErrors(page);
      const { product, brand, shop } = await catalog(page);
      await putInCart(page, product.id);
      const pages = [
        "/",
        "/products",
        "/category/electronics",
        `/brand/${brand}`,
        `/product/${product.slug}`,
        "/cart",
        "/checkout",
        "/compare-list",
        "/brands",
        "/categories",
        "/sellers",
        `/shop/${shop}`,
        "/daily-deals",
        "/campaigns",
        "/campaign/winter-sale",
        "/campaign/summer-clearance",
        "/flash-sale",
        "/page/about",
        "/track-order",
        "/login",
        "/register",
        "/reset-password",
        "/no-such-page",
      ];
      const found: Record<string, string[]> = {};
      for (const url of pages) await check(page, withLang(url, lang), found);
      expect(found).toEqual({});
      expect(errors).toEqual([]);
    });

  for (const lang of LANGS)
    test(`no serious or critical violation on the account pages of the demo customer (${lang})`, async ({ page }) => {
      const errors = collectErrors(page);
      await signIn(page);
      const pages = [
        "/user/dashboard",
        "/user/edit-profile",
        "/user/change-password",
        "/user/addresses",
        "/user/notification",
        "/user/wishlist",
        "/user/order-history",
        "/user/digital-product-orders",
        "/user/user-to-seller",
        "/user/help",
      ];
      const found: Record<string, string[]> = {};
      for (const url of pages) await check(page, withLang(url, lang), found);
      expect(found).toEqual({});
      expect(errors).toEqual([]);
    });
});

test.describe("head", () => {
  for (const lang of LANGS) {
    test(`home, listing and product pages carry the whole head after hydration (${lang})`, async ({ page }) => {
      const { product } = await catalog(page);
      for (const path of ["/", "/products", `/product/${product.slug}`]) {
        const url = withLang(path, lang);
        await openPage(page, url);
        const head = await page.evaluate(() => {
          const meta = (key: string) =>
            [...document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((m) => m.getAttribute("content"));
          const links = (rel: string) => [...document.head.querySelectorAll(`link[rel="${rel}"]`)];
          return {
            lang: document.documentElement.lang,
            dir: document.documentElement.dir,
            title: document.title,
            titles: document.head.querySelectorAll("title").length,
            description: meta("description"),
            canonical: links("canonical").map((l) => l.getAttribute("href")),
            alternates: Object.fromEntries(links("alternate").map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
            ogUrl: meta("og:url"),
            ogTitle: meta("og:title"),
            ogLocale: meta("og:locale"),
            ogImage: meta("og:image"),
            twitterCard: meta("twitter:card"),
          };
        });
        const origin = new URL(page.url()).origin;
        expect(head.lang, url).toBe(lang);
        expect(head.dir, url).toBe(lang === "fa" ? "rtl" : "ltr");
        expect(head.titles, url).toBe(1);
        expect(head.description, url).toHaveLength(1);
        expect(head.canonical, url).toEqual([`${origin}${url}`]);
        expect(head.ogUrl, url).toEqual([`${origin}${url}`]);
        expect(head.alternates, url).toEqual({
          en: `${origin}${withLang(path, "en")}`,
          fa: `${origin}${withLang(path, "fa")}`,
          ar: `${origin}${withLang(path, "ar")}`,
          "x-default": `${origin}${path}`,
        });
        expect(head.ogLocale, url).toEqual([lang === "fa" ? "fa_IR" : "en_US"]);
        expect(head.ogTitle, url).toHaveLength(1);
        expect(head.twitterCard, url).toHaveLength(1);
        if (path.startsWith("/product/")) expect(head.ogImage[0], url).toMatch(/^https?:\/\/.+\/uploads\//);
        // Persian pages speak Persian in the head too
        if (lang === "fa" && path !== "/") expect(head.title, url).toMatch(/[\u0600-\u06FF]/);
      }
    });
  }
});
