import { and, eq, sql } from "drizzle-orm";
import { blogCategories, blogs, blogViews } from "../../db/schema";
import { sanitizeHtml } from "../../infra/sanitize-html";
import { NotFoundError } from "../../kernel/errors";
import { localize, tagsIn } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import type { Ctx, Viewer } from "../context";
import { commentPage } from "./blog-comments";
import { authorOf, blogCategoryList, recentPosts, visiblePost } from "./blog-posts";

/** Words a reader reads a minute (reading time is rounded up, at least one minute). */
const WORDS_PER_MINUTE = 200;

export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * Count the view of a post once per visitor: a signed-in reader by user id, a guest by the
 * session. The visitor's row goes in first; only a new row adds one to `views`.
 */
export async function countBlogView(ctx: Ctx, viewer: Viewer, blogId: number): Promise<boolean> {
  const visitor = viewer.userId !== null ? `u:${viewer.userId}` : `s:${viewer.sessionHash}`;
  return ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(blogViews)
      .values({ blogId, visitor, userId: viewer.userId, viewedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ blogId: blogViews.blogId });
    if (added.length === 0) return false;
    await tx
      .update(blogs)
      .set({ views: sql`${blogs.views} + 1` })
      .where(eq(blogs.id, blogId));
    return true;
  });
}

/**
 * `GET home/blog-details/{slug}`: the post (its rich text through the sanitiser, reading time,
 * author, category, tags), the categories, the tags, five recent posts and the first page of
 * comments (`?page=` for more); the visitor's view is counted once. Unknown or unpublished: 404.
 */
export async function blogDetails(ctx: Ctx, viewer: Viewer, input: { slug: string; page?: number }) {
  const [row] = await ctx.db
    .select({ blog: blogs, category: { slug: blogCategories.slug, name: blogCategories.name } })
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(and(eq(blogs.slug, input.slug), visiblePost(ctx.now())));
  if (!row) throw new NotFoundError("blog_not_found");
  const b = row.blog;
  const counted = await countBlogView(ctx, viewer, b.id);
  const body = sanitizeHtml(localize(b.body, viewer.locale));
  const [user, categories, recent, comments] = await Promise.all([
    authorOf(ctx, b.authorId),
    blogCategoryList(ctx, viewer.locale),
    recentPosts(ctx, viewer.locale, 6),
    commentPage(ctx, viewer, { blogId: b.id, page: input.page ?? 1 }),
  ]);
  const blog = {
    id: b.id,
    slug: b.slug,
    title: localize(b.title, viewer.locale),
    short_description: localize(b.excerpt, viewer.locale),
    long_description: body,
    description: body,
    thumbnail: mediaUrl(ctx.mediaBase, b.image, 260, 175),
    banner_img: mediaUrl(ctx.mediaBase, b.image, 900, 300),
    recent_post_image: mediaUrl(ctx.mediaBase, b.image, 260, 175),
    tags: tagsIn(b.tags, b.tagLabels, viewer.locale),
    published_date: b.publishedAt.toISOString(),
    reading_time: readingMinutes(body),
    blog_views_count: b.views + (counted ? 1 : 0),
    category: { slug: row.category.slug, title: localize(row.category.name, viewer.locale) },
    user,
    current_language: [viewer.locale],
  };
  return {
    blog,
    categories,
    tags: tagsIn(b.tags, b.tagLabels, viewer.locale),
    recent_posts: recent.filter((p) => p.id !== b.id).slice(0, 5),
    comments,
  };
}
export type BlogDetails = Awaited<ReturnType<typeof blogDetails>>;
