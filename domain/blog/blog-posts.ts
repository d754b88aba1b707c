import { and, asc, desc, eq, ilike, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { allOf } from "../../db/conditions";
import { blogCategories, blogs, users } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { field } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { paginate } from "../../kernel/paginated";
import { localizedColumn } from "../catalog/product-card";
import type { Ctx, Viewer } from "../context";

export const BLOGS_PER_PAGE = 12;
export const BLOG_SORTS = ["newest", "oldest", "popular"] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

/** What every post's card reads (the listing, recent posts, the home page's latest news). */
function cardColumns(locale: string) {
  return {
    id: blogs.id,
    slug: blogs.slug,
    title: localizedColumn(blogs.title, locale),
    short_description: localizedColumn(blogs.excerpt, locale),
    image: blogs.image,
    publishedAt: blogs.publishedAt,
    views: blogs.views,
    categorySlug: blogCategories.slug,
    categoryTitle: localizedColumn(blogCategories.name, locale),
  };
}

type CardRow = {
  id: number;
  slug: string;
  title: string;
  short_description: string;
  image: string | null;
  publishedAt: Date;
  views: number;
  categorySlug: string;
  categoryTitle: string;
};

/** A post as a card: its pictures in the sizes of the reference (260×175 thumbnail, 72×72 for recent posts). */
export function blogCard(r: CardRow, mediaBase: string) {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    short_description: r.short_description,
    thumbnail: mediaUrl(mediaBase, r.image, 260, 175),
    // the reference's 72×72 is not among the drawn sizes (kernel/media.ts): the 260×175 one, cropped by the page
    recent_post_image: mediaUrl(mediaBase, r.image, 260, 175),
    published_date: r.publishedAt.toISOString(),
    blog_views_count: r.views,
    category: { slug: r.categorySlug, title: r.categoryTitle },
  };
}
export type BlogCard = ReturnType<typeof blogCard>;

/** Published and due: a post dated in the future waits for its day. */
export const visiblePost = (now: Date): SQL => allOf(eq(blogs.status, "published"), lte(blogs.publishedAt, now));

const ListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  sort: z.enum(BLOG_SORTS).catch("newest"),
  slug: field.query(200),
  title: field.query(200),
});
export type BlogListInput = z.input<typeof ListInput>;

/**
 * `GET home/blogs?page=&sort=&slug=&title=`: published posts, twelve a page; `slug` keeps one
 * category's (an unknown one is 404), `title` those whose title holds the text in the reader's
 * language, `sort` newest (default), oldest or popular (most viewed).
 */
export async function listBlogs(ctx: Ctx, viewer: Viewer, raw: BlogListInput, opts: { pageUrl?: (p: number) => string } = {}) {
  const input = ListInput.parse(raw ?? {});
  const where: SQL[] = [visiblePost(ctx.now())];
  let category: { slug: string; title: string } | null = null;
  if (input.slug) {
    const [c] = await ctx.db
      .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.name })
      .from(blogCategories)
      .where(eq(blogCategories.slug, input.slug));
    if (!c) throw new NotFoundError("blog_category_not_found");
    category = { slug: c.slug, title: localize(c.name, viewer.locale) };
    where.push(eq(blogs.categoryId, c.id));
  }
  if (input.title) {
    const like = `%${input.title.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(ilike(localizedColumn(blogs.title, viewer.locale), like));
  }
  const order =
    input.sort === "oldest"
      ? [asc(blogs.publishedAt), asc(blogs.id)]
      : input.sort === "popular"
        ? [desc(blogs.views), desc(blogs.id)]
        : [desc(blogs.publishedAt), desc(blogs.id)];
  const filter = and(...where);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select(cardColumns(viewer.locale))
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(filter)
      .orderBy(...order)
      .limit(BLOGS_PER_PAGE)
      .offset((input.page - 1) * BLOGS_PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(blogs).where(filter),
  ]);
  return {
    blogs: paginate(
      rows.map((r) => blogCard(r, ctx.mediaBase)),
      n,
      input.page,
      BLOGS_PER_PAGE,
      opts.pageUrl,
    ),
    category,
    sort: input.sort,
    title: input.title,
  };
}

/** The newest published posts as cards. */
export async function recentPosts(ctx: Ctx, locale: string, limit: number) {
  const rows = await ctx.cache.get(`blogs:recent:${locale}:${limit}`, 60_000, () =>
    ctx.db
      .select(cardColumns(locale))
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(visiblePost(ctx.now()))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(limit),
  );
  return rows.map((r) => blogCard(r, ctx.mediaBase));
}

/**
 * The home page's `latest_news` component (contract notes: `blog-i`): the four newest
 * published posts as `{id, slug, title, short_description, thumbnail}`.
 */
export async function latestNews(ctx: Ctx, viewer: Viewer) {
  return (await recentPosts(ctx, viewer.locale, 4)).map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    short_description: p.short_description,
    thumbnail: p.thumbnail,
  }));
}

/** Every blog category with its title and how many published posts it holds (the sidebar). */
export async function blogCategoryList(ctx: Ctx, locale: string) {
  const rows = await ctx.cache.get("blog-categories", 60_000, () =>
    ctx.db
      .select({
        id: blogCategories.id,
        slug: blogCategories.slug,
        name: blogCategories.name,
        posts: sql<number>`(select count(*)::int from ${blogs} where ${blogs.categoryId} = ${blogCategories.id} and ${visiblePost(ctx.now())})`,
      })
      .from(blogCategories)
      .orderBy(asc(blogCategories.id)),
  );
  return rows.map((c) => ({ id: c.id, slug: c.slug, title: localize(c.name, locale), posts_count: c.posts }));
}

/** The author's public face: first name, last name and avatar (never the e-mail). */
export async function authorOf(ctx: Ctx, authorId: number | null) {
  if (authorId === null) return null;
  const [u] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, authorId));
  return u
    ? { id: u.id, first_name: u.firstName, last_name: u.lastName, image: u.avatar ? mediaUrl(ctx.mediaBase, u.avatar, 96, 96) : null }
    : null;
}
