import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { GuestPageCache } from "../../server/guest-page-cache";
import { sharedPageToken } from "../../server/session/session";
import { guest, SECRET, sessionRow, signUp } from "../setup/accounts";
import { adminClient } from "../setup/payment-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { typedAddress } from "../setup/shop-fixture";
import { makeTestApp, TestClient, testBackground } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const tokenOf = (html: string) => /id="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1] ?? "";

/**
 * The guest page cache (decision 049, needs `npm run build`): pages asked for without a session
 * are one shared page per address, kept and validated, carrying the shared token; a visitor's
 * own cart, currency and language never reach them; a seller's or operator's change purges them.
 */
describeOnDatabases("guest pages", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
  let product: { id: number; slug: string };
  const pageCache = new GuestPageCache({ freshSeconds: 60, staleSeconds: 240, maxBytes: 16 * 1024 * 1024 });
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, { pageHandler: await renderedPages(), pageCache }));
    const listing = await (await app.request("/home/filtered_products?type=products&page=1")).json();
    product = listing.products.data.find((p: { has_variant: boolean; current_stock: number }) => !p.has_variant && p.current_stock > 5);
    // each kind of page rendered once in each language, so its UI strings are learned (a first render carries them all and is not kept)
    const visitor = { headers: { cookie: `bazaar_session=${"v".repeat(43)}` } };
    for (const path of ["/", "/products", "/brands", `/product/${product.slug}`]) {
      await app.request(path, visitor);
      await app.request(`${path}?lang=fa`, visitor);
    }
  }, 180_000);

  it("is kept and served again: no cookie, public with s-maxage and stale-while-revalidate, an ETag, 304 and HEAD", async () => {
    pageCache.purge();
    const first = await app.request("/products");
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=240");
    expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const html = await first.text();
    const again = await app.request("/products");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(html);
    // the CSP names the nonce the kept page's scripts carry
    expect(again.headers.get("content-security-policy")).toContain(`'nonce-${nonceOf(html)}'`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const unchanged = await app.request("/products", { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    const compressed = await app.request("/products", { headers: { "accept-encoding": "br", "if-none-match": `W/${etag}` } });
    expect(compressed.status).toBe(304);
    const head = await app.request("/products", { method: "HEAD" });
    expect([head.status, head.headers.get("x-page-cache")]).toEqual([200, "hit"]);
    expect(await head.text()).toBe("");
    // a HEAD first never leaves an empty page behind for the GETs after it
    await app.request("/brands", { method: "HEAD" });
    const brands = await app.request("/brands");
    expect(brands.headers.get("x-page-cache")).toBe("miss");
    expect((await brands.text()).length).toBeGreaterThan(1000);
    // the shared token, the same for every visitor without a session
    expect(tokenOf(html)).toBe(sharedPageToken(SECRET));
  });

  it("never carries a visitor's cart, currency or language; a session that did not begin on a shared page gets a page of its own", async () => {
    pageCache.purge();
    const shopper = await guest(app);
    expect((await shopper.request("/user/addToCart", { method: "POST", json: { id: product.id, quantity: 2 } })).status).toBe(200);
    expect((await shopper.request("/change/currency/EUR")).status).toBe(200);
    // its session does not take the shared token (decision 049), so it is never given a shared page (054)
    const own = await shopper.request("/products");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("x-page-cache")).toBeNull();
    const ownHtml = await own.text();
    expect(ownHtml).toContain('<option value="EUR" selected="">');
    expect(ownHtml).toMatch(/data-testid="price">€/);
    expect(ownHtml).toContain('aria-label="Cart (1)"');
    expect(tokenOf(ownHtml)).not.toBe(sharedPageToken(SECRET));

    const shared = await (await app.request("/products")).text();
    expect(shared).toContain('<option value="USD" selected="">');
    expect(shared).not.toMatch(/data-testid="price">€/);
    expect(shared).toContain('aria-label="Cart (0)"');
    // a language is its own address, so its own page
    const persian = await app.request("/products?lang=fa");
    expect(persian.headers.get("x-page-cache")).toBe("miss");
    expect(await persian.text()).toContain('dir="rtl"');
    expect(await (await app.request("/products")).text()).toContain('dir="ltr"');
  });

  it("a visitor without an account shares the page of its language and currency, and asks home/visitor-state for its own parts", async () => {
    pageCache.purge();
    // visitors as a browser makes them: a shared first page, whose token starts the session
    const browser = () => {
      const client = new TestClient(app);
      client.token = sharedPageToken(SECRET);
      return client;
    };
    const first = browser();
    expect((await first.request("/user/addToCart", { method: "POST", json: { id: product.id, quantity: 1 } })).status).toBe(200);
    // the readable cookie beside the session's tells the page that a session is there
    expect(first.cookie).toMatch(/^bazaar_session=[\w-]{43}; bazaar_visitor=1$/);
    expect((await first.request("/change/currency/EUR")).status).toBe(200);
    const other = browser();
    expect((await other.request("/change/currency/EUR")).status).toBe(200);
    const a = await first.request(`/product/${product.slug}`);
    const b = await other.request(`/product/${product.slug}`);
    expect([a.headers.get("x-page-cache"), b.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    expect(await b.text()).toBe(await a.text());
    expect(b.headers.get("etag")).toBeTruthy();
    const revalidated = await other.request(`/product/${product.slug}`, { headers: { "if-none-match": b.headers.get("etag") ?? "" } });
    expect(revalidated.status).toBe(304);
    // in the address's own language and currency, the page a visitor without a session gets
    const plain = browser();
    expect((await plain.request("/change/currency/USD")).status).toBe(200);
    const guestPage = await (await app.request("/brands")).text();
    const plainPage = await plain.request("/brands");
    expect(plainPage.headers.get("x-page-cache")).toBe("hit");
    expect(await plainPage.text()).toBe(guestPage);

    // its own parts and a token of its own, private
    const state = await first.request("/home/visitor-state");
    expect(state.headers.get("cache-control")).toBe("private, no-store");
    const parts = await state.json();
    expect(parts.carts.map((line: { product_id: number }) => line.product_id)).toEqual([product.id]);
    expect(parts.user).toBeNull();
    expect(parts.token).toMatch(/^[\w-]{86}$/);
    expect((await first.request("/change/currency/USD", { noToken: true, headers: { "csrf-token": parts.token } })).status).toBe(200);
    // and the shared token keeps working for it, for a client that keeps the page's token
    expect((await first.request("/change/currency/USD")).status).toBe(200);
    expect((await other.request("/home/visitor-state").then((r) => r.json())).carts).toEqual([]);

    // the cart, a client-side navigation's data and a page of someone signed in stay their own
    for (const path of ["/cart", "/products.data", `/product/${product.slug}.data`, "/compare-list"]) {
      const res = await first.request(path);
      expect(res.headers.get("x-page-cache"), path).toBeNull();
    }
    const { client: member } = await signUp(app);
    const memberPage = await member.request("/products");
    expect([memberPage.headers.get("x-page-cache"), memberPage.headers.get("cache-control")]).toEqual([null, "private, no-store"]);
    // a session begun before the readable cookie existed: its own page, and the cookie from then on
    const older = new TestClient(app);
    older.cookie = first.cookie.split("; ")[0];
    const olderPage = await older.request("/products");
    expect(olderPage.headers.get("x-page-cache")).toBeNull();
    expect(await olderPage.text()).toContain('aria-label="Cart (1)"');
    expect(older.cookie).toContain("bazaar_visitor=1");
    await older.request("/products");
    expect((await older.request("/products")).headers.get("x-page-cache")).toBe("hit");
  });

  it("someone signed in whose visit began on a shared page shares the page too, and asks home/visitor-state for their account", async () => {
    pageCache.purge();
    const member = new TestClient(app);
    member.token = sharedPageToken(SECRET);
    const email = `signed-shared-${Date.now()}@example.com`;
    const joined = await member.request("/register", {
      method: "POST",
      json: {
        first_name: "Shirin",
        last_name: "Sharedpage",
        email,
        password: "correct-horse-42",
        password_confirmation: "correct-horse-42",
      },
    });
    expect(joined.status).toBe(200);
    expect(member.cookie).toContain("bazaar_visitor=1");
    const [{ shopId }] = await ctx.db.select({ shopId: products.shopId }).from(products).where(eq(products.id, product.id));
    expect((await member.request(`/user/follow-shop?id=${shopId}`)).status).toBe(200);

    const guestPage = await (await app.request(`/product/${product.slug}`)).text();
    const own = await member.request(`/product/${product.slug}`);
    expect(own.headers.get("x-page-cache")).toBe("hit");
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    const html = await own.text();
    // the very page a visitor without a session gets: nothing of the member's in it
    expect(html).toBe(guestPage);
    expect(html).not.toContain("Sharedpage");
    expect(html).not.toContain(email);
    expect(tokenOf(html)).toBe(sharedPageToken(SECRET));
    expect(html).toContain('data-followed="false"');

    // their account, the followed shop and a token of their own come from the call, never kept
    const state = await member.request("/home/visitor-state");
    expect(state.headers.get("cache-control")).toBe("private, no-store");
    const parts = await state.json();
    expect(parts.user.email).toBe(email);
    expect(parts.shop_follower).toEqual([shopId]);
    expect(parts.token).toMatch(/^[\w-]{86}$/);
    expect(parts).toHaveProperty("f_pusher_app_key");
    expect((await member.request("/change/currency/EUR", { noToken: true, headers: { "csrf-token": parts.token } })).status).toBe(200);
    // in another currency, the page kept for that currency, still no one's
    const inEuros = await member.request(`/product/${product.slug}`);
    const euroHtml = await inEuros.text();
    expect(euroHtml).toMatch(/data-testid="price">€/);
    expect(euroHtml).not.toContain("Sharedpage");
    // a client-side navigation's data stays their own
    expect((await member.request(`/product/${product.slug}.data`)).headers.get("x-page-cache")).toBeNull();
  });

  it("the shared token starts a session at the first call that stores something, and keeps working for it, also after sign-in", async () => {
    const shared = sharedPageToken(SECRET);
    const visitor = new TestClient(app);
    visitor.token = shared;
    // a call that stores nothing starts no session: the calls a page makes as it loads send no cookies to race
    const counted = await visitor.request("/analytics/page-view", { method: "POST", json: { path: "/" } });
    expect(counted.status).toBe(204);
    expect(visitor.cookie).toBe("");
    // and says so: the page keeps its state-changing calls in turn until a session is stored
    expect(counted.headers.get("x-session")).toBe("none");
    const added = await visitor.request("/user/addToCart", { method: "POST", json: { id: product.id, quantity: 1 } });
    expect(added.status).toBe(200);
    expect(visitor.cookie).toMatch(/^bazaar_session=/);
    expect(added.headers.get("x-session")).toBe("stored");
    expect((await visitor.request("/analytics/page-view", { method: "POST", json: { path: "/" } })).headers.get("x-session")).toBe(
      "stored",
    );
    const row = await sessionRow(database.db, visitor);
    expect(row.data).toMatchObject({ shared_page: true });
    const cart = await (await visitor.request("/cart/list")).json();
    expect(JSON.stringify(cart)).toContain(String(product.id));
    expect((await visitor.request("/change/currency/EUR")).status).toBe(200);
    // signing up keeps the visit's token valid, as sign-in keeps a page's token (decision 018)
    const email = `shared-${Date.now()}@example.com`;
    const joined = await visitor.request("/register", {
      method: "POST",
      json: { first_name: "Shared", last_name: "Page", email, password: "correct-horse-42", password_confirmation: "correct-horse-42" },
    });
    expect(joined.status).toBe(200);
    expect((await visitor.request("/change/currency/USD")).status).toBe(200);
    // signing out ends it: the shared token no longer passes for this session, the answered one does
    const out = await (await visitor.request("/logout")).json();
    expect((await visitor.request("/change/currency/EUR")).status).toBe(419);
    visitor.token = out.token;
    expect((await visitor.request("/change/currency/EUR")).status).toBe(200);
  });

  it("is refused to a stored session that did not begin on a shared page, and to a bad token", async () => {
    const shopper = await guest(app);
    expect((await shopper.request("/user/addToCart", { method: "POST", json: { id: product.id, quantity: 1 } })).status).toBe(200);
    const shared = sharedPageToken(SECRET);
    const refused = await shopper.request("/change/currency/EUR", { noToken: true, headers: { "csrf-token": shared } });
    expect(refused.status).toBe(419);
    const stranger = new TestClient(app);
    stranger.token = `${shared.slice(0, -2)}AA`;
    expect((await stranger.request("/user/addToCart", { method: "POST", json: { id: product.id, quantity: 1 } })).status).toBe(419);
  });

  it("an operator's change purges the kept pages in the same answer; a refused change does not", async () => {
    const admin = await adminClient(app, database.db);
    await app.request("/");
    expect((await app.request("/")).headers.get("x-page-cache")).toBe("hit");
    expect((await admin.request("/admin/settings", { method: "POST", json: { disable_guest: "nonsense" } })).status).toBe(422);
    expect((await app.request("/")).headers.get("x-page-cache")).toBe("hit");
    expect((await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 1 } })).status).toBe(200);
    expect((await app.request("/")).headers.get("x-page-cache")).toBe("miss");
    // and any change to the reference data (a seller's shop, a price rule …) does the same
    expect((await app.request("/")).headers.get("x-page-cache")).toBe("hit");
    ctx.cache.invalidate("shop-visible:");
    expect((await app.request("/")).headers.get("x-page-cache")).toBe("miss");
    await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 0 } });
  });

  it("the first page of a kind, which carries every UI string of its language, is answered but not kept", async () => {
    // a kind and language not rendered before in this process (the PostgreSQL run follows PGlite's in it)
    const page = on.name === "pglite" ? "/sellers" : "/sellers?lang=fa";
    const first = await app.request(page);
    expect([first.status, first.headers.get("x-page-strings"), first.headers.get("x-page-cache")]).toEqual([200, "all", "miss"]);
    const learned = await app.request(page);
    expect([learned.headers.get("x-page-strings"), learned.headers.get("x-page-cache")]).toEqual([null, "miss"]);
    const kept = await app.request(page);
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect((await kept.text()).length).toBeLessThan((await first.text()).length);
  });

  it("an order drops the pages of the products it bought, in every language, and no other page", async () => {
    const others = (await (await app.request("/home/filtered_products?type=products&page=1", { headers: { cookie: "x=1" } })).json())
      .products.data as { slug: string }[];
    const other = others.find((p) => p.slug !== product.slug)?.slug ?? "";
    const pages = [`/product/${product.slug}`, `/product/${product.slug}?lang=fa`, `/product/${other}`, "/products"];
    for (const page of pages) await app.request(page);
    for (const page of pages) expect((await app.request(page)).headers.get("x-page-cache"), page).toBe("hit");
    const buyer = await guest(app);
    const added = await buyer.request("/user/addToCart", { method: "POST", json: { id: product.id, quantity: 1 } });
    expect(added.status).toBe(200);
    const trx = (await added.json()).trx_id;
    const placed = await buyer.request("/user/confirm-order", {
      method: "POST",
      json: { shipping_address: await typedAddress(database.db), trx_id: trx },
    });
    expect(placed.status).toBe(200);
    await testBackground.idle();
    const states = await Promise.all(pages.map(async (page) => (await app.request(page)).headers.get("x-page-cache")));
    expect(states).toEqual(["miss", "miss", "hit", "hit"]);
  });

  it("the catalog's read calls without a session are one shared answer too; with a session, the visitor's own", async () => {
    pageCache.purge();
    const call = "/home/filtered_products?type=products&page=2";
    const first = await app.request(call);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("set-cookie")).toBeNull();
    const body = await first.json();
    const again = await app.request(call, { headers: { "accept-encoding": "gzip" } });
    expect([again.headers.get("x-page-cache"), again.headers.get("content-encoding")]).toEqual(["hit", "gzip"]);
    expect(await (await app.request(call)).json()).toEqual(body);
    const shopper = await guest(app);
    expect((await shopper.request("/change/currency/EUR")).status).toBe(200);
    const own = await shopper.request(call);
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(own.headers.get("cache-control") ?? "").not.toContain("public");
  });

  it("a referral link is rendered for its visitor alone", async () => {
    const res = await app.request("/products?ref=NOSUCHCODE");
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
