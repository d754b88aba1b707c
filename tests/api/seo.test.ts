import { existsSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products as productTable } from "../../db/schema";
import { pageContext } from "../../server/page-context";
import { guest, signIn } from "../setup/accounts";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The tags of a page's head: `<title>`, and every `<meta>` and `<link>` with its attributes. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const attrs = (tag: string) => {
    const out: Record<string, string> = {};
    for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[m[1].toLowerCase()] = m[2].replace(/&amp;/g, "&").replace(/&quot;/g, '"');
    return out;
  };
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((m) => attrs(m[0]));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => attrs(m[0]));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const meta = (key: string) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  return {
    titles,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    meta,
    one: (key: string) => {
      const all = meta(key);
      expect(all, key).toHaveLength(1);
      return all[0];
    },
    canonical: links.filter((l) => l.rel === "canonical").map((l) => l.href),
    alternates: Object.fromEntries(links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => [l.hreflang, l.href])),
  };
}

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");

/** Search engines: robots.txt, the sitemap index and its files, and the tags of catalog pages (real build). */
describeOnDatabases("SEO", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  const page = async (url: string, cookie?: string) => {
    const res = await app.request(`http://localhost${url}`, cookie ? { headers: { cookie } } : undefined);
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: (s) => async (c) => handle(c.req.raw, await pageContext(c, s)) }));
  });

  it("robots.txt keeps accounts and checkout out and names the sitemap at the public address", async () => {
    const res = await app.request("/robots.txt", { headers: { host: "evil.example" } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /user/");
    expect(text).toContain("Disallow: /checkout");
    expect(text).not.toContain("Disallow: /cart");
    expect(text).toContain("Sitemap: http://shop.test/sitemap.xml");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("the sitemap index lists the pages file and the product files; each product file lists visible products", async () => {
    const index = await (await app.request("/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>http://shop.test/sitemap-pages.xml</loc>");
    expect(index).toContain("<loc>http://shop.test/sitemap-products-1.xml</loc>");
    expect(index).not.toContain("sitemap-products-2.xml");
    const products = await app.request("/sitemap-products-1.xml");
    expect(products.headers.get("content-type")).toContain("application/xml");
    const xml = await products.text();
    // the demo's products of the two shops still waiting for verification are not visible
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(productTable).where(eq(productTable.isVisible, true));
    expect(n).toBeGreaterThan(30);
    expect(xml.match(/<url>/g)?.length).toBe(n);
    expect(xml).toMatch(/<loc>http:\/\/shop\.test\/product\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await app.request("/sitemap-products-2.xml")).status).toBe(404);
    const pages = await (await app.request("/sitemap-pages.xml")).text();
    for (const p of ["/products", "/category/electronics", "/page/about"]) expect(pages).toContain(`<loc>http://shop.test${p}</loc>`);
  });

  it("a listing page has its title, canonical URL without filters, Open Graph tags, hreflang alternates and a breadcrumb", async () => {
    const html = await (await app.request("http://localhost/category/electronics?page=2&sort=oldest&brand=1")).text();
    expect(html).toMatch(/<title>Electronics \| /);
    expect(html).toContain('<link rel="canonical" href="http://localhost/category/electronics?page=2"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="fa" href="http://localhost/category/electronics?page=2&amp;lang=fa"/>');
    expect(html).toContain('<meta property="og:url" content="http://localhost/category/electronics?page=2"/>');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const home = await (await app.request("http://localhost/")).text();
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('"@type":"SearchAction"');
  });

  /** Every page type: one title, one description, canonical, hreflang en/fa/ar + x-default, Open Graph and Twitter tags, from one helper. */
  async function pageTypes() {
    const list = (await (await app.request("/home/filtered_products?sort=newest&paginate=1")).json()) as {
      products: { data: { slug: string }[] };
    };
    const product = list.products.data[0].slug;
    const brands = (await (await app.request("/brands")).text()).match(/href="\/brand\/([a-z0-9-]+)"/);
    return [
      { url: "/", title: null },
      { url: "/products", title: "All Products" },
      { url: "/category/electronics", title: "Electronics" },
      { url: `/brand/${brands?.[1]}`, title: null },
      { url: `/product/${product}`, title: null, type: "product", image: true },
      { url: "/page/about", title: null, type: "article" },
      { url: "/brands", title: null },
      { url: "/categories", title: null },
      { url: "/sellers", title: null },
      { url: "/cart", title: null },
      { url: "/track-order", title: null },
      { url: "/login", title: null },
      { url: "/register", title: null },
      { url: "/reset-password", title: null },
      { url: "/compare-list", title: null, noindex: true },
      { url: "/no-such-page", title: null, noindex: true, status: 404 },
    ];
  }

  it("every page type has one complete head: title, description, canonical, hreflang, Open Graph and Twitter tags", async () => {
    for (const p of await pageTypes()) {
      const { status, html } = await page(p.url);
      expect(status, p.url).toBe(p.status ?? 200);
      const h = headOf(html);
      expect(h.titles, p.url).toHaveLength(1);
      expect(h.titles[0], p.url).toMatch(/\S/);
      if (p.title) expect(h.titles[0], p.url).toMatch(new RegExp(`^${p.title} \\| `));
      const description = h.one("description");
      expect(description.length, `${p.url} description`).toBeGreaterThan(10);
      expect(description.length, `${p.url} description`).toBeLessThanOrEqual(160);
      const url = `http://localhost${p.url}`;
      expect(h.canonical, p.url).toEqual([url]);
      expect(h.alternates, p.url).toEqual({ en: `${url}?lang=en`, fa: `${url}?lang=fa`, ar: `${url}?lang=ar`, "x-default": url });
      expect(h.one("og:url"), p.url).toBe(url);
      expect(h.one("og:title"), p.url).toMatch(/\S/);
      expect(h.one("og:description"), p.url).toBe(description);
      expect(h.one("og:type"), p.url).toBe(p.type ?? "website");
      expect(h.one("og:locale"), p.url).toBe("en_US");
      expect(h.meta("og:locale:alternate").sort(), p.url).toEqual(["ar_AR", "fa_IR"]);
      expect(h.one("og:site_name"), p.url).toMatch(/\S/);
      expect(h.one("twitter:title"), p.url).toBe(h.one("og:title"));
      expect(h.one("twitter:description"), p.url).toBe(description);
      if (p.image) {
        expect(h.one("og:image"), p.url).toMatch(/^http:\/\/localhost\/uploads\/.+/);
        expect(h.one("twitter:card"), p.url).toBe("summary_large_image");
        expect(h.one("twitter:image"), p.url).toBe(h.one("og:image"));
      } else expect(h.one("twitter:card"), p.url).toMatch(/^summary/);
      expect(h.meta("robots"), p.url).toEqual(p.noindex ? ["noindex, follow"] : []);
    }
  });

  it("the product page has its name as the title, its picture and no second set of tags", async () => {
    const list = (await (await app.request("/home/filtered_products?sort=newest&paginate=1")).json()) as {
      products: { data: { slug: string; product_name: string }[] };
    };
    const p = list.products.data[0];
    const h = headOf((await page(`/product/${p.slug}`)).html);
    expect(h.titles[0]).toMatch(new RegExp(`^${p.product_name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
    expect(h.one("og:title")).toBe(p.product_name);
    expect(h.one("og:image:alt")).toBe(p.product_name);
  });

  it("the hreflang URLs really switch the language, and a ?lang= page is its own canonical", async () => {
    const h = headOf((await page("/products")).html);
    for (const [lang, dir] of [
      ["fa", "rtl"],
      ["ar", "rtl"],
      ["en", "ltr"],
    ] as const) {
      const href = h.alternates[lang].replace("http://localhost", "");
      const { html } = await page(href);
      expect(html, href).toContain(`<html lang="${lang}" dir="${dir}"`);
      const there = headOf(html);
      expect(there.canonical, href).toEqual([`http://localhost${href}`]);
      expect(there.alternates).toEqual(h.alternates);
      expect(there.one("og:locale")).toBe({ fa: "fa_IR", ar: "ar_AR", en: "en_US" }[lang]);
    }
    // Persian: the title and description come translated, the alternates still name every language
    const fa = headOf((await page("/products?lang=fa")).html);
    expect(fa.titles[0]).toMatch(/^همه محصولات|[\u0600-\u06FF]/);
    expect(fa.meta("og:locale:alternate").sort()).toEqual(["ar_AR", "en_US"]);
    // a listing's second page keeps page= before lang=
    const second = headOf((await page("/products?page=2&lang=fa&sort=newest")).html);
    expect(second.canonical).toEqual(["http://localhost/products?page=2&lang=fa"]);
    expect(second.alternates["x-default"]).toBe("http://localhost/products?page=2");
  });

  it("account pages signed in as the demo customer have the full head and stay out of search engines", async () => {
    const client = await guest(app);
    const { status } = await signIn(client, "customer@example.com", "customer123");
    expect(status).toBe(200);
    for (const url of ["/user/dashboard", "/user/order-history", "/user/wishlist", "/user/addresses", "/user/edit-profile"]) {
      const { status: code, html } = await page(url, client.cookie);
      expect(code, url).toBe(200);
      const h = headOf(html);
      expect(h.titles, url).toHaveLength(1);
      expect(h.one("description").length, url).toBeGreaterThan(10);
      expect(h.canonical, url).toEqual([`http://localhost${url}`]);
      expect(Object.keys(h.alternates).sort(), url).toEqual(["ar", "en", "fa", "x-default"]);
      expect(h.one("og:url"), url).toBe(`http://localhost${url}`);
      expect(h.one("twitter:card"), url).toBe("summary");
      expect(h.meta("robots"), url).toEqual(["noindex, follow"]);
    }
  });
});
