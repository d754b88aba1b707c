import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { shops } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { productOfShop, signedIn } from "../setup/order-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { TEST_DATABASES } from "../setup/test-db";
import { grant } from "../setup/wallet-fixture";

/** Every value sent here starts with this, so a stored one can be found in any table. */
const MARK = "ZQXbad";
const BAD = { nul: `${MARK}a\u0000b`, surrogate: `${MARK}a\ud800b`, bell: `${MARK}a\u0007b`, c1: `${MARK}a\u0085b` };
/** The field names the shop's forms use (every free-text one, and more): each gets the bad value. */
const FIELDS = (
  "name first_name last_name title subtitle message comment reply description short_description code coupon_code key q search " +
  "slug email phone address address_line city state zip postal_code note reason content text tagline shipping_policy " +
  "returns_policy subject body value label password current_password password_confirmation transaction_id trx_id " +
  "recipient_email amount payment_type discount_value sku meta_title meta_description keywords tags url link video_url " +
  "bank_name account_name account_number iban details locale currency t token endpoint reference ref shop_name"
).split(" ");
/** Query parameters the listings read. */
const QUERY = "title q key search slug sort page t code trx_id locale status from to lang type category brand".split(" ");

const allFields = (value: string) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const nested = (value: string) => ({
  shipping_address: { name: value, address: value, city: value },
  variants: [{ name: value, sku: value }],
  translations: { en: value, fa: value },
});
const form = (value: string) => {
  const data = new FormData();
  for (const f of FIELDS) data.set(f, value);
  return data;
};
const urlEncoded = (value: string) => ({
  body: new URLSearchParams(allFields(value)).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
/** A route's path with its parameters filled: ids far from any record (nothing is touched), text as given. */
const fill = (path: string, text: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string, pattern?: string) =>
    pattern?.includes("0-9") || /id$|Id$|^n$|^type$/.test(name) ? "999999" : text,
  );
const enc = (v: string) => encodeURIComponent(v);

/**
 * Issue 35: text is clean at the boundary, once. Every call and page, whatever the body (JSON,
 * form, multipart), the query or the path: a NUL, a lone surrogate or a control character other
 * than tab, line feed and carriage return is never stored and never answers 500.
 */
describe.each(TEST_DATABASES)("text at the boundary on $name", ({ open }) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let customer: { client: TestClient; userId: number };
  let seller: TestClient;
  let sellerShopId: number;
  let admin: TestClient;
  beforeAll(async () => {
    database = await open();
    // the pages: a handler that answers the URL their loaders would read
    ({ app } = await makeTestApp(database, { products: 30, pageHandler: () => async (c) => c.json({ page: c.req.raw.url }) }));
    customer = await signUp(app);
    const product = await productOfShop(database.db, { priceCents: 10_000, stock: 50 });
    sellerShopId = product.shopId;
    seller = await signedIn(app, product.ownerEmail, "seller123");
    admin = await signedIn(app, "admin@example.com", "admin123");
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  /** The rows of every table holding MARK (nothing sent here may be stored). */
  async function storedMarks(): Promise<string[]> {
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    const found: string[] = [];
    for (const { name } of tables) {
      const rows = rowsOf<{ row: string }>(
        await database.db.execute(sql.raw(`select t::text as row from "${name}" t where t::text like '%${MARK}%'`)),
      );
      for (const { row } of rows) found.push(`${name}: ${row.slice(0, 200)}`);
    }
    return found;
  }

  const who = (path: string) => (path.startsWith("/admin") ? admin : path.startsWith("/seller") ? seller : customer.client);

  it("every POST call, sent every field as a NUL, a lone surrogate or a control character (JSON, form, multipart, nested, a JSON payload): never 500, nothing stored", async () => {
    const posts = [...new Set(app.routes.filter((r) => r.method === "POST").map((r) => r.path))];
    expect(posts.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let refused = 0;
    for (const path of posts) {
      const url = fill(path, "x");
      const bodies: [string, RequestInit & { json?: unknown }][] = [
        ...Object.entries(BAD).map(([kind, v]) => [`json ${kind}`, { json: allFields(v) }] as [string, { json: unknown }]),
        ["json nested", { json: nested(BAD.nul) }],
        ["json payload", { json: { payload: JSON.stringify({ ...allFields(BAD.bell), ...nested(BAD.surrogate) }) } }],
        ["form", urlEncoded(BAD.nul)],
        ["multipart", { body: form(BAD.bell) }],
      ];
      for (const client of [await guest(app), who(path)])
        for (const [label, init] of bodies) {
          const res = await client.request(url, { method: "POST", ...init });
          if (res.status >= 500) failures.push(`${res.status} POST ${url} (${label}): ${await res.text()}`);
          if (res.status === 422) refused++;
        }
    }
    expect(failures).toEqual([]);
    // most calls read a body: they refuse it
    expect(refused).toBeGreaterThan(posts.length);
    expect(await storedMarks()).toEqual([]);
  }, 600_000);

  it("every GET call and page, with every query parameter or a path part holding such text, or a broken percent-encoding: never 500, nothing stored", async () => {
    const gets = [...new Set(app.routes.filter((r) => r.method === "GET").map((r) => r.path))].filter((p) => !/logout|\{.*\\\./.test(p));
    const failures: string[] = [];
    const query = (v: string) => QUERY.map((name) => `${name}=${enc(v)}`).join("&");
    for (const path of gets) {
      const urls = [
        `${fill(path, "x")}?${query(BAD.nul)}`,
        `${fill(path, "x")}?${query(BAD.bell)}`,
        `${fill(path, "x")}?title=%E0%A4%A&q=%ZZ&page=%00`,
        ...(path.includes(":") ? [fill(path, enc(BAD.nul)), fill(path, "%E0%A4%A"), fill(path, enc(BAD.bell))] : []),
      ];
      for (const client of [await guest(app), who(path)])
        for (const url of urls) {
          const res = await client.request(url);
          if (res.status >= 500) failures.push(`${res.status} GET ${url}: ${await res.text()}`);
        }
    }
    for (const url of ["/blogs?title=a%00", "/products?q=%07", "/shop/a%00b", "/product/%E0%A4%A", "/search?key=%00"]) {
      const res = await app.request(url);
      if (res.status >= 500) failures.push(`${res.status} page ${url}`);
    }
    expect(failures).toEqual([]);
    expect(await storedMarks()).toEqual([]);
  }, 600_000);

  it("a query parameter that breaks the rule is absent, for calls and pages; a path part that does names nothing (404)", async () => {
    const reader = await guest(app);
    const all = (await call(reader, "/home/blogs")).body.blogs;
    expect(all.data.length).toBeGreaterThan(0);
    for (const title of ["a%00", "%07", "a%C2%85"]) {
      const listed = await call(reader, `/home/blogs?title=${title}`);
      expect(listed.status, title).toBe(200);
      expect(listed.body.blogs.total, title).toBe(all.total);
    }
    // a page's loader reads the URL without it (the others kept as sent)
    const page = await app.request("/blogs?title=a%00&sort=oldest&q=%E0%A4%A");
    expect(page.status).toBe(200);
    expect((await page.json()).page).toBe("http://localhost/blogs?sort=oldest&q=%E0%A4%A");
    expect((await (await app.request("/blogs?title=a%00")).json()).page).toBe("http://localhost/blogs");
    // a call with a body too: the body is read as sent
    const posted = await reader.request("/user/apply_coupon?junk=a%00", { method: "POST", json: { coupon_code: "NOPE" } });
    expect(posted.status).toBe(404);
    expect((await posted.json()).error).toBe("Coupon Not Found");
    // a broken percent-encoding in a query value is text as sent, not a failure
    expect((await call(reader, "/home/blogs?title=%E0%A4%A")).status).toBe(200);
    for (const path of ["/home/blog-details/a%07", "/home/blog-details/%E0%A4%A", "/home/product-details/a%00"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
    }
    // a page is rendered at an address no page has: the shop's not-found page (with the real
    // build: tests/api/shop-page-render.test.ts, campaign-pages-render.test.ts)
    for (const path of ["/blog/a%00b", "/product/a%00", "/shop/%E0%A4%A"]) {
      const res = await app.request(path);
      expect((await res.json()).page, path).toBe("http://localhost/unreadable-address");
    }
  });

  /** The field's own message, as the transport words it in English. */
  const mustBeText = (field: string) => `The ${field.replace(/_/g, " ")} must be text.`;

  it("the gift voucher's message, a coupon code, a seller coupon's title, the shop's tagline and policies: 422 with the field's message", async () => {
    await grant(database.db, customer.userId, 5_000);
    const friend = await signUp(app);
    const shopBefore = (await database.db.select().from(shops).where(eq(shops.id, sellerShopId)))[0];
    const voucher = { amount: "5.00", recipient_email: friend.email, payment_type: "wallet" };
    const coupon = { code: `TX${process.pid}`, discount_type: "flat", discount_value: "1", is_active: true };
    for (const bad of Object.values(BAD)) {
      const cases: [TestClient, string, Record<string, unknown>, string][] = [
        [customer.client, "/user/gift-voucher/buy", { ...voucher, message: bad }, "message"],
        [customer.client, "/user/apply_coupon", { coupon_code: bad }, "coupon_code"],
        [seller, "/seller/coupons", { ...coupon, title: bad }, "title"],
        [seller, "/seller/shop-settings", { tagline: bad }, "tagline"],
        [seller, "/seller/shop-settings", { shipping_policy: bad }, "shipping_policy"],
        [seller, "/seller/shop-settings", { returns_policy: bad }, "returns_policy"],
      ];
      for (const [client, url, fields, field] of cases) {
        const res = await call(client, url, fields);
        expect(res.status, `${url} ${JSON.stringify(bad)}`).toBe(422);
        expect(res.body.errors, url).toEqual({ [field]: [mustBeText(field)] });
        expect(res.body.message).toBe(mustBeText(field));
      }
    }
    // a form body and a multipart one answer the same
    const multipart = new FormData();
    multipart.set("tagline", BAD.nul);
    const sent = await seller.request("/seller/shop-settings", { method: "POST", body: multipart });
    expect(sent.status).toBe(422);
    expect((await sent.json()).errors).toEqual({ tagline: [mustBeText("tagline")] });
    const encoded = await customer.client.request("/user/apply_coupon", {
      method: "POST",
      body: `coupon_code=${enc(BAD.bell)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(encoded.status).toBe(422);
    expect((await encoded.json()).errors).toEqual({ coupon_code: [mustBeText("coupon_code")] });
    // nothing changed
    expect((await database.db.select().from(shops).where(eq(shops.id, sellerShopId)))[0]).toEqual(shopBefore);
    expect(await storedMarks()).toEqual([]);
  });

  it("tab, line feed and carriage return are text: kept as sent", async () => {
    const policy = "Ships\tdaily\r\nReturns within 14 days\nThanks";
    const saved = await call(seller, "/seller/shop-settings", { tagline: "Hand\tmade", shipping_policy: policy });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [shop] = await database.db.select().from(shops).where(eq(shops.id, sellerShopId));
    expect(shop.tagline.en).toBe("Hand\tmade");
    expect(shop.policies.shipping?.en).toBe(policy);
    const friend = await signUp(app);
    await grant(database.db, customer.userId, 5_000);
    const bought = await call(customer.client, "/user/gift-voucher/buy", {
      amount: "1.00",
      recipient_email: friend.email,
      message: "Happy\tbirthday\r\nfrom us",
      payment_type: "wallet",
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    // a whole surrogate pair (an emoji) is text too
    expect((await call(seller, "/seller/shop-settings", { tagline: "Hand made \ud83c\udf81" })).status).toBe(200);
  });

  it("odd bodies: invalid JSON 400, a JSON \\u0000 escape 422, very long values 413 or 422, never 500", async () => {
    const client = customer.client;
    const raw = (body: string, type = "application/json") =>
      client.request("/user/apply_coupon", { method: "POST", body, headers: { "content-type": type } });
    expect((await raw('{"coupon_code": "a')).status).toBe(400);
    expect((await raw('{"coupon_code": "\\ud800\\u0000"}')).status).toBe(422);
    expect((await raw('{"coupon_code": "ok", "\\u0000": 1}')).status).toBe(422);
    expect((await raw("coupon_code=a%00&x=%E0%A4%A", "application/x-www-form-urlencoded")).status).toBe(422);
    expect((await raw("coupon_code=%E0%A4%A", "application/x-www-form-urlencoded")).status).not.toBe(500);
    // a value as long as the body may be: the field's limit (422), a longer body 413
    const long = await call(client, "/user/apply_coupon", { coupon_code: "x".repeat(900_000) });
    expect(long.status).toBe(422);
    expect((await raw(JSON.stringify({ coupon_code: "x".repeat(1_100_000) }))).status).toBe(413);
    expect((await call(seller, "/seller/shop-settings", { tagline: "x".repeat(900_000) })).status).toBe(422);
    expect((await client.request(`/home/blogs?title=${"x".repeat(100_000)}`)).status).toBe(200);
    expect((await client.request(`/home/blog-details/${"x".repeat(100_000)}`)).status).toBe(404);
  });
});
