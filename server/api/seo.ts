import type { Context, Hono } from "hono";
import { productSitemap, productSitemapCount, type SitemapUrl, staticSitemap } from "../../domain/catalog/sitemap";
import { escapeXml as xmlEscape } from "../../kernel/escape";
import type { AppServices } from "../services";

/** robots.txt and the sitemap index with its files; absolute URLs come from APP_URL (never the Host header). */
export function seoRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const base = () => `${env.publicOrigin}${env.APP_PATH}`;
  const xml = (c: Context, body: string) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
  };
  const urlset = (urls: SitemapUrl[]) =>
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${xmlEscape(base() + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`).join("\n")}\n</urlset>`;

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    const p = env.APP_PATH;
    return c.text(
      [
        "User-agent: *",
        ...[
          // not /cart: a crawler sees an empty cart with its canonical URL; blocking it fails Lighthouse's
          // "page is blocked from indexing" (issue 12 asks for SEO 100 on /cart; docs/decisions/015)
          "/user/",
          "/checkout",
          "/payment/",
          "/login",
          "/register",
          "/reset-password",
          "/reset/",
          "/dev/",
          "/compare-list",
          "/invoice/",
          "/get-invoice/",
        ].map((path) => `Disallow: ${p}${path}`),
        "",
        `Sitemap: ${base()}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });

  app.get("/sitemap.xml", async (c) => {
    const files = await ctx.cache.get("sitemap:files", 300_000, () => productSitemapCount(ctx));
    const entries = ["/sitemap-pages.xml", ...Array.from({ length: files }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
    return xml(
      c,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((e) => `<sitemap><loc>${xmlEscape(base() + e)}</loc></sitemap>`).join("\n")}\n</sitemapindex>`,
    );
  });

  app.get("/sitemap-pages.xml", async (c) => xml(c, urlset(await staticSitemap(ctx))));

  app.get("/:file{sitemap-products-[0-9]{1,5}\\.xml}", async (c) => {
    const n = Number(c.req.param("file").replace(/\D/g, ""));
    const urls = n >= 1 ? await productSitemap(ctx, n) : [];
    if (!urls.length) return c.json({ error: "Not found" }, 404);
    return xml(c, urlset(urls));
  });
}
