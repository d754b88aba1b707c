import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { activeCurrencies, activeLanguages, pickCurrency, pickLanguage } from "../../domain/locale/reference";
import { loadSettings } from "../../domain/settings/load-settings";
import { saveSetting } from "../../domain/settings/save-setting";
import { pageContext } from "../../server/page-context";
import { buildPageData } from "../../server/page-data";
import { signUp } from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const PAGE_DATA_KEYS = [
  "languages",
  "flags",
  "currencies",
  "user",
  "user_wishlists",
  "active_language",
  "active_currency",
  "wishlists",
  "carts",
  "categories",
  "sliders",
  "services",
  "settings_data",
  "viewed_products",
  "pages",
  "compare_list",
  "compare_ids",
  "default_currency",
  "home_components",
  "default_assets",
  "add_ons",
  "shop_follower",
  "lang_keywords",
  "banners",
];

/** The value of the page's hidden input with this id, whatever the attribute order. */
function hiddenValue(html: string, id: string): string | undefined {
  const tag = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  return tag ? /\bvalue="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** Server-rendered pages through the real React Router build (`npm run build` first). */
describeOnDatabases("server-rendered pages", { products: 120 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  let slug: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const build = (await import(SERVER_BUILD)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    database = on.database;
    ({ app, ctx, services } = await makeTestApp(database, {
      pageHandler: (services) => async (c) => handle(c.req.raw, await pageContext(c, services)),
    }));
    const [p] = await ctx.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.isVisible, true)).limit(1);
    slug = p.slug;
    await ctx.db
      .update(products)
      .set({ name: { en: "Mug </script><script>alert(1)</script> & <b>co</b>", fa: "ماگ", ar: "كوب" } })
      .where(eq(products.id, p.id));
  });

  it("home carries the hidden inputs, the page data keys and html lang/dir", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    for (const id of ["token", "base_url", "app_path", "f_pusher_app_key", "f_pusher_app_cluster"])
      expect(html).toMatch(new RegExp(`<input type="hidden" id="${id}"`));
    expect(hiddenValue(html, "token")).toMatch(/^[A-Za-z0-9_-]{43}$/); // without a session: the shared token (decision 049)
    expect(hiddenValue(html, "base_url")).toBe("http://localhost");
    expect(hiddenValue(html, "app_path")).toBe("");
    for (const key of PAGE_DATA_KEYS) expect(html, key).toContain(`\\"${key}\\"`);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  });

  it("the hidden realtime inputs carry the realtime key and cluster only when realtime is on and someone is signed in", async () => {
    services.realtime = {
      app: { key: "app-key-123", secret: "s".repeat(32) },
      client: { key: "app-key-123", cluster: "eu", builtIn: true, host: null },
      hub: null,
      publisher: { publish: async () => {} },
    };
    try {
      expect(hiddenValue(await (await app.request("/")).text(), "f_pusher_app_key")).toBe("");
      const { client } = await signUp(app);
      const page = async () => (await client.request("/")).text();
      const html = await page();
      expect(hiddenValue(html, "f_pusher_app_key")).toBe("app-key-123");
      expect(hiddenValue(html, "f_pusher_app_cluster")).toBe("eu");
      await saveSetting(ctx, { key: "pushar_activated", value: 0 });
      expect(hiddenValue(await page(), "f_pusher_app_key")).toBe("");
    } finally {
      await saveSetting(ctx, { key: "pushar_activated", value: 1 });
      services.realtime = undefined;
    }
  });

  it("the page data is exactly the spec's 23 keys, in the viewer's language", async () => {
    const [settings, languages, currencies] = await Promise.all([loadSettings(ctx), activeLanguages(ctx), activeCurrencies(ctx)]);
    const language = pickLanguage(languages, "fa", "en");
    const currency = pickCurrency(currencies, "EUR", "USD");
    const viewer = { sessionHash: "", userId: null, locale: "fa", currencyCode: "EUR" };
    const data = await buildPageData(
      services,
      { viewer, settings, languages, currencies, language, currency },
      { baseUrl: "http://localhost" },
    );
    expect(Object.keys(data).sort()).toEqual([...PAGE_DATA_KEYS].sort());
    expect(data.active_language.locale).toBe("fa");
    expect(data.active_currency.code).toBe("EUR");
    expect(data.lang_keywords.negotiable).toBe("توافقی");
    expect(data.settings_data.text_direction).toBe("rtl");
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it("a first page sets no cookie; its token starts the session, whose pages then carry a token of its own", async () => {
    const first = await app.request("/");
    expect(first.headers.get("set-cookie")).toBeNull();
    const shared = hiddenValue(await first.text(), "token") ?? "";
    const wrongFirst = await app.request("/change/currency/EUR", { headers: { "csrf-token": `${shared.slice(1)}A` } });
    expect(wrongFirst.status).toBe(419);
    const started = await app.request("/change/currency/EUR", { headers: { "csrf-token": shared } });
    expect(started.status).toBe(200);
    const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^bazaar_session=/);
    const page = await app.request("/", { headers: { cookie } });
    // no new session cookie: only the session's readable companion, which this request lacked (decision 054)
    expect(page.headers.getSetCookie().map((c) => c.split(";")[0])).toEqual(["bazaar_visitor=1"]);
    const token = hiddenValue(await page.text(), "token") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{86}$/); // 32 random bytes, then the session's token masked with them
    const ok = await app.request("/change/currency/USD", { headers: { cookie, "csrf-token": token } });
    expect(ok.status).toBe(200);
    const wrong = await app.request("/change/currency/EUR", { headers: { cookie, "csrf-token": `${token.slice(1)}A` } });
    expect(wrong.status).toBe(419);
  });

  it("Persian pages are right to left", async () => {
    const html = await (await app.request("/?lang=fa")).text();
    expect(html).toMatch(/<html lang="fa" dir="rtl"/);
  });

  it("a product name holding </script> renders as text and cannot break out of the embedded state", async () => {
    const res = await app.request(`/product/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("Mug &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;co&lt;/b&gt;");
  });

  it("each page has its own title; the listing, categories, brands, sellers and a static page render", async () => {
    const titles = new Set<string>();
    for (const url of ["/", "/products", "/categories", "/brands", "/sellers", "/page/about", `/product/${slug}`]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
      expect(title, url).toBeTruthy();
      titles.add(present(title, `${url}'s title`));
    }
    expect(titles.size).toBe(7);
  });

  it("any other path, an unknown product and an unknown page answer the 404 screen with status 404", async () => {
    for (const url of ["/no/such/page", "/product/no-such-product", "/page/no-such-page", "/category/no-such-category"]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toContain('data-testid="not-found"');
    }
  });

  it("analytics is off by default; a provider set in settings gets its tag and its hosts in the CSP", async () => {
    const before = await app.request("/");
    expect(await before.text()).not.toContain("googletagmanager");
    expect(before.headers.get("content-security-policy")).not.toContain("googletagmanager");
    await saveSetting(ctx, { key: "analytics_provider", value: "google" });
    await saveSetting(ctx, { key: "analytics_id", value: "G-TEST1234" });
    const after = await app.request("/");
    const html = await after.text();
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234"');
    expect(after.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com/);
    // a malformed id turns the provider off rather than reaching the page
    await saveSetting(ctx, { key: "analytics_id", value: '"></script><script>alert(1)' });
    expect(await (await app.request("/")).text()).not.toContain("googletagmanager");
    await saveSetting(ctx, { key: "analytics_provider", value: "none" });
  });

  it("lang_keywords carries the strings a page of its kind renders with; the page preloads the whole language file, immutable under its version", async () => {
    await app.request("/products?lang=en");
    const html = await (await app.request("/products?lang=en")).text();
    expect(html).toContain('\\"lang_keywords\\"');
    expect(html).toContain('\\"all_products\\"'); // the listing's title
    expect(html).not.toContain('\\"pay_type_unavailable\\"'); // a payment message no listing renders
    // the starter preloads it with the scripts once the page has loaded (decision 016)
    const href = /var lang="([^"]+)";if\(lang\)link\("preload",lang,"fetch"\)/.exec(html)?.[1] ?? "";
    expect(href).toMatch(/^\/lang\/en\.json\?v=[0-9a-f]{10}$/);
    const file = await app.request(href);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(((await file.json()) as Record<string, string>).negotiable).toBe("Negotiable");
    expect((await app.request("/lang/en.json?v=old")).headers.get("cache-control")).toBe("public, max-age=300");
  });
});
