import { existsSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client";
import { products as productTable } from "../../db/schema";
import { pageContext } from "../../server/page-context";
import { TEST_DATABASES } from "../setup/test-db";
import { makeTestApp } from "../setup/test-app";

const SERVER_BUILD = path.resolve("build/server/index.js");

/** Search engines: robots.txt, the sitemap index and its files, and the tags of catalog pages (real build). */
describe.each(TEST_DATABASES)("SEO on $name", ({ open }) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error("build/server/index.js is missing: run `npm run build` before these tests");
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = await open();
    ({ app } = await makeTestApp(database, { products: 40, pageHandler: (s) => async (c) => handle(c.req.raw, await pageContext(c, s)) }));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("robots.txt keeps accounts and checkout out and names the sitemap at the public address", async () => {
    const res = await app.request("/robots.txt", { headers: { host: "evil.example" } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /user/");
    expect(text).toContain("Disallow: /checkout");
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
});
