import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { pages, products } from "../../db/schema";
import { sanitizeHtml as sanitize } from "../../infra/sanitize-html";
import { pageContext } from "../../server/page-context";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const HOSTILE = `<p onclick="alert(1)">Fine <strong>text</strong></p><script>alert("desc")</script><img src=x onerror=alert(2)><a href="jav&#x61;script:alert(3)">link</a><svg onload=alert(4)></svg><iframe src="//evil.example"></iframe>`;
const CLEAN = `<p>Fine <strong>text</strong></p><img src="x"><a rel="noopener">link</a>`;

/** Product descriptions and static pages are rich text: sanitised on the server, in the JSON calls and in the pages. */
describeOnDatabases("rich text", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let slug: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = on.database;
    ({ app } = await makeTestApp(database, {
      pageHandler: (services) => async (c) => handle(c.req.raw, await pageContext(c, services)),
    }));
    const [p] = await database.db
      .select({ id: products.id, slug: products.slug, description: products.description })
      .from(products)
      .where(eq(products.isVisible, true))
      .limit(1);
    slug = p.slug;
    await database.db
      .update(products)
      .set({ description: { ...p.description, en: HOSTILE } })
      .where(eq(products.id, p.id));
    const [about] = await database.db.select({ content: pages.content }).from(pages).where(eq(pages.slug, "about"));
    await database.db
      .update(pages)
      .set({ content: { ...about.content, en: HOSTILE } })
      .where(eq(pages.slug, "about"));
  });

  const noLiveScript = (html: string) => {
    expect(html).not.toContain('alert("desc")</script>');
    expect(html).not.toMatch(/<[^>]*\bon(error|click|load)=/i);
    expect(html).not.toMatch(/<a[^>]*javascript/i);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("evil.example");
  };

  it("the product details call answers the description sanitised", async () => {
    const body = await (await app.request(`/home/product-details/${slug}?lang=en`)).json();
    expect(body.product.description).toBe(CLEAN);
  });

  it("the product page renders the sanitised description", async () => {
    const html = await (await app.request(`/product/${slug}?lang=en`)).text();
    expect(html).toContain(`<div class="prose-shop">${CLEAN}</div>`);
    noLiveScript(html);
  });

  it("the static page call and the page render the sanitised content", async () => {
    const { page } = await (await app.request("/home/others-page/about?lang=en")).json();
    expect(page.content).toBe(CLEAN);
    const html = await (await app.request("/page/about?lang=en")).text();
    expect(html).toContain(CLEAN);
    noLiveScript(html);
  });

  it("the shop's own rich text passes through unchanged (links gain rel=noopener)", async () => {
    const sanitizeHtml = (html: string) => sanitize(html).replaceAll(' rel="noopener"', "");
    const rows = await database.db.select({ slug: pages.slug, content: pages.content }).from(pages);
    for (const row of rows.filter((r) => r.slug !== "about")) {
      for (const [lang, html] of Object.entries(row.content)) expect(sanitizeHtml(html), `${row.slug} ${lang}`).toBe(html);
    }
    const described = await database.db.select({ description: products.description }).from(products).limit(20);
    for (const p of described)
      for (const html of Object.values(p.description ?? {})) if (html !== HOSTILE) expect(sanitizeHtml(html)).toBe(html);
  });
});
