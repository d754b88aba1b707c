import { and, asc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { blogCategories, blogs, brands, categories, pages, products, shops } from "../../db/schema";
import type { Ctx } from "../context";

/** Products per sitemap file (the protocol allows 50,000; smaller files are quicker to make and fetch). */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** How many product sitemap files the visible catalog needs (at least one). */
export async function productSitemapCount(ctx: Ctx): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.isVisible, true));
  return Math.max(1, Math.ceil(n / SITEMAP_PRODUCTS_PER_FILE));
}

/**
 * The visible products of sitemap file `file` (1-based), in id order. The file's first id
 * is found through the primary key, so file 10 of a large catalog costs no deep offset scan.
 */
export async function productSitemap(ctx: Ctx, file: number): Promise<SitemapUrl[]> {
  const skip = (file - 1) * SITEMAP_PRODUCTS_PER_FILE;
  const visible = eq(products.isVisible, true);
  const [start] =
    skip === 0
      ? [{ id: 0 }]
      : await ctx.db
          .select({ id: products.id })
          .from(products)
          .where(visible)
          .orderBy(asc(products.id))
          .offset(skip - 1)
          .limit(1);
  if (!start) return [];
  const rows = await ctx.db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(visible, gt(products.id, start.id)))
    .orderBy(asc(products.id))
    .limit(SITEMAP_PRODUCTS_PER_FILE);
  return rows.map((r) => ({ path: `/product/${r.slug}`, lastmod: r.updatedAt.toISOString().slice(0, 10) }));
}

/** The shop's other public pages: home, the lists, categories, brands, verified shops, static pages, the blog and contact. */
export async function staticSitemap(ctx: Ctx): Promise<SitemapUrl[]> {
  const [cats, brandRows, shopRows, pageRows, posts, blogCats] = await Promise.all([
    ctx.db.select({ slug: categories.slug }).from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.id)),
    ctx.db.select({ slug: brands.slug }).from(brands).where(eq(brands.isActive, true)).orderBy(asc(brands.id)),
    ctx.db.select({ slug: shops.slug }).from(shops).where(isNotNull(shops.verifiedAt)).orderBy(asc(shops.id)),
    ctx.db.select({ slug: pages.slug }).from(pages).where(eq(pages.isActive, true)).orderBy(asc(pages.id)),
    ctx.db
      .select({ slug: blogs.slug, publishedAt: blogs.publishedAt })
      .from(blogs)
      .where(and(eq(blogs.status, "published"), lte(blogs.publishedAt, ctx.now())))
      .orderBy(asc(blogs.id)),
    ctx.db.select({ slug: blogCategories.slug }).from(blogCategories).orderBy(asc(blogCategories.id)),
  ]);
  return [
    ...["/", "/products", "/categories", "/brands", "/sellers", "/offer/products", "/best-selling/products", "/blogs", "/contact"].map(
      (path) => ({ path }),
    ),
    ...cats.map((c) => ({ path: `/category/${c.slug}` })),
    ...brandRows.map((b) => ({ path: `/brand/${b.slug}` })),
    ...shopRows.map((s) => ({ path: `/shop/${s.slug}` })),
    ...pageRows.map((p) => ({ path: `/page/${p.slug}` })),
    ...blogCats.map((c) => ({ path: `/category-blogs/${c.slug}` })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.publishedAt.toISOString().slice(0, 10) })),
  ];
}
