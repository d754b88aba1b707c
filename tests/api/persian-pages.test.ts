import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { products } from "../../db/schema";
import { tokenFor } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import { simpleProduct } from "../setup/shop-fixture";
import { makeTestApp, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * Latin words the shop may show on a Persian page although they are not data: codes and
 * marks that are the same in every language.
 */
const ALLOWED = new Set(["USD", "EUR", "IRR", "GBP", "AED", "SAR", "TRY", "JPY", "PDF", "SKU", "JPEG", "JPG", "PNG", "GIF", "WebP"]);
/** Not words: the key of the toasts' shortcut (alt+T) and the pattern of an order code. */
for (const mark of ["alt", "BZ-XXXXXXXXXXXX"]) ALLOWED.add(mark);
/** The name ICU writes for the zone UTC in every language (a campaign's end in a shop on UTC). */
ALLOWED.add("UTC");
/** Columns whose text is the shop's data (names, titles, codes, what people wrote), not status words. */
const DATA_COLUMN =
  /name|title|sku|email|phone|address|city|postal|comment|description|content|body|text|code|variant|unit|label|value|tags|^en$|^fa$|^ar$/;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * What a shopper reads on a page: the visible text of the body and the title, and the values of
 * the attributes a screen reader or a pointer shows (aria-label, title, placeholder, alt).
 * Scripts, styles, the page data and the icon sprite are not read.
 */
function readableText(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html)
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ");
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = body.replace(/<[^>]+>/g, " ");
  return [title, text, ...attributes].map(decode);
}

/** The Latin words and digits of a text that are neither data (names, e-mails, what people wrote) nor on the allow-list. */
function englishWords(texts: string[], data: string[], opts: { digits?: boolean } = { digits: true }): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    let cleaned = text;
    // a data text counts as a whole: "Cart" in a product name does not hide the word in "Cart total"
    for (const value of data)
      if (cleaned.includes(value))
        cleaned = cleaned.replace(new RegExp(`(?<![A-Za-z0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9])`, "g"), " ");
    cleaned = cleaned
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ") // e-mail addresses
      .replace(/\bhttps?:\/\/\S+/g, " ");
    // numbers the shop writes are in Persian digits (Intl.NumberFormat "fa"): a Latin digit left is a number not formatted
    if (opts.digits) for (const [n] of cleaned.matchAll(/\S{0,12}[0-9]+\S{0,12}/g)) found.add(`digits: ${n}`);
    for (const [word] of cleaned.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) if (!ALLOWED.has(word)) found.add(word);
  }
  return [...found].sort();
}

/**
 * Issue 12: a Persian page shows no English interface word. Every main page is rendered in
 * Persian through the real React Router build (`npm run build` first), as a guest and as a
 * signed-in customer; the Latin words left are compared with the words of the shop's own data
 * (product, brand, category, shop and people's names, which the data may hold in English only).
 */
describeOnDatabases("Persian pages speak Persian", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let data: string[];
  let slug: string;
  let mugId: number;

  beforeAll(async () => {
    database = on.database;
    let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
    ({ app, ctx } = await makeTestApp(database, {
      pageHandler: await renderedPages(),
    }));
    // the texts of the data, longest first: the name-like columns of every table (settings and sessions are not content)
    mugId = (await simpleProduct(ctx.db, { priceCents: 123456789 })).id;
    const tables = rowsOf<{ name: string }>(
      await ctx.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in ('settings', 'sessions', 'mail_outbox', '__drizzle_migrations')`,
      ),
    );
    const texts = new Set<string>();
    const walk = (value: unknown, key: string) => {
      if (typeof value === "string") {
        if (DATA_COLUMN.test(key) && /[A-Za-z0-9]/.test(value)) texts.add(value.trim());
      } else if (Array.isArray(value)) for (const v of value) walk(v, key);
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, /^(en|fa|ar)$/.test(k) ? key : k);
    };
    for (const { name } of tables) {
      const rows = rowsOf<{ row: string }>(await ctx.db.execute(sql.raw(`select row_to_json(t)::text as row from "${name}" t`)));
      for (const { row } of rows) {
        const json = JSON.parse(row) as Record<string, unknown>;
        walk(json, "");
        // a person's initials stand for their picture
        if (typeof json.first_name === "string")
          texts.add(`${json.first_name[0] ?? ""}${String(json.last_name ?? "")[0] ?? ""}`.toUpperCase());
      }
    }
    data = [...texts].filter((t) => t.length > 1).sort((a, b) => b.length - a.length);
    if (process.env.SHOW_DATA) console.log(data.filter((t) => /^[A-Za-z]+$/.test(t)).join(" "));
    const [p] = await ctx.db.select({ slug: products.slug }).from(products).where(eq(products.isVisible, true)).limit(1);
    slug = p.slug;
  }, 120_000);

  async function englishOn(client: { request: (url: string) => Promise<Response> }, urls: string[]) {
    const found: Record<string, string[]> = {};
    for (const url of urls) {
      const res = await client.request(`${url}${url.includes("?") ? "&" : "?"}lang=fa`);
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html, url).toMatch(/<html lang="fa" dir="rtl"/);
      const words = englishWords(readableText(html), data);
      if (words.length) found[url] = words;
    }
    return found;
  }

  it("the reader and the word filter see what a shopper sees", () => {
    const html = `<html><head><title>Cart</title></head><body><script>var x = "Hidden"</script>
      <p>سبد &amp; Checkout</p><img alt="Logo" src="/a.png"><button aria-label="Close">×</button><i title="">x</i>
      <a href="mailto:a@b.com">a@b.com</a> Samsung S24 USD <span>12 ۱۲</span></body></html>`;
    expect(englishWords(readableText(html), ["Samsung S24"])).toEqual(["Cart", "Checkout", "Close", "Logo", "digits: 12"]);
  });

  async function withCart(client: TestClient) {
    const res = await client.request("/user/addToCart", { method: "POST", json: { id: mugId, quantity: 1 } });
    expect(res.status).toBe(200);
  }

  it("the check finds the English of an English page (it can fail)", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    await withCart(client);
    const html = await (await client.request("/cart?lang=en")).text();
    expect(englishWords(readableText(html), data)).toEqual(expect.arrayContaining(["Items", "Proceed", "Remove", "Quantity"]));
  });

  it("a guest's pages, with a cart", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    await withCart(client);
    const urls = [
      "/",
      "/products",
      `/product/${slug}`,
      "/categories",
      "/brands",
      "/sellers",
      "/cart",
      "/checkout",
      "/compare-list",
      "/track-order",
      "/login",
      "/register",
      "/reset-password",
      "/page/about",
      "/no-such-page-here",
    ];
    const found: Record<string, string[]> = {};
    for (const url of urls) {
      const res = await client.request(`${url}${url.includes("?") ? "&" : "?"}lang=fa`);
      if (url === "/no-such-page-here") expect(res.status).toBe(404);
      else expect(res.status, url).toBe(200);
      const words = englishWords(readableText(await res.text()), data);
      if (words.length) found[url] = words;
    }
    expect(found).toEqual({});
  });

  it("Arabic pages have no English word either (Arabic writes Latin digits, decision 014)", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    await withCart(client);
    const found: Record<string, string[]> = {};
    for (const url of ["/", "/products", `/product/${slug}`, "/cart", "/checkout", "/login", "/register", "/track-order", "/sellers"]) {
      const html = await (await client.request(`${url}?lang=ar`)).text();
      expect(html, url).toMatch(/<html lang="ar" dir="rtl"/);
      const words = englishWords(readableText(html), data, { digits: false });
      if (words.length) found[url] = words;
    }
    expect(found).toEqual({});
  });

  it("a signed-in customer's pages, with a cart and checkout", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const login = await client.request("/login", { method: "POST", json: { email: "customer@example.com", password: "customer123" } });
    expect(login.status).toBe(200);
    client.token = (await login.json()).token;
    await withCart(client);
    const found = await englishOn(client, [
      "/cart",
      "/checkout",
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
      "/user/rules",
    ]);
    expect(found).toEqual({});
  });
});
