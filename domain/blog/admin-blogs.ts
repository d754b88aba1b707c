import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { blogCategories, blogs } from "../../db/schema";
import { removePicture, storePicture } from "../../infra/store-picture";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { mediaUrl, PICTURE_FAMILIES } from "../../kernel/media";
import { uniqueRefusal } from "../../kernel/unique-violation";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import { at, BlogInput } from "../content/editorial-input";
import { formFields, localizedOf, parseEditorial, sanitizedOf, slugTaken } from "../content/editorial-write";
import type { Ctx } from "../context";

/** Every size the storefront asks of a post's picture: the cards' and the post's wide cover. */
export const BLOG_PICTURE_SIZES = [...PICTURE_FAMILIES.blog, ...PICTURE_FAMILIES.blogCover] as [number, number][];
const PICTURES = { folder: "blogs", sizes: BLOG_PICTURE_SIZES } as const;
const PER_PAGE = 25;

type BlogRow = typeof blogs.$inferSelect;

function postView(b: BlogRow, mediaBase: string) {
  return {
    id: b.id,
    slug: b.slug,
    category_id: b.categoryId,
    title: { en: "", fa: "", ar: "", ...b.title },
    excerpt: { en: "", fa: "", ar: "", ...b.excerpt },
    body: { en: "", fa: "", ar: "", ...b.body },
    tags: b.tags,
    tag_labels: { fa: b.tagLabels.fa ?? [], ar: b.tagLabels.ar ?? [] },
    status: b.status,
    published_at: b.publishedAt.toISOString(),
    views: b.views,
    image: b.image,
    image_url: b.image ? mediaUrl(mediaBase, b.image, 260, 175) : null,
  };
}
export type AdminBlogPost = ReturnType<typeof postView>;

/** The storefront's cached blog views: recent posts, the categories' counts, the feed, the home page. */
export function forgetBlog(ctx: Ctx) {
  for (const prefix of ["blogs:recent:", "blog-categories", "blog-feed:", "home:", "sitemap:"]) ctx.cache.invalidate(prefix);
}

/** `GET admin/content/blogs/list?q=&page=`: posts (drafts too), newest first, 25 a page, searched by title or slug. */
export async function adminBlogList(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown> }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const q = typeof input.query.q === "string" ? input.query.q.trim().slice(0, 100) : "";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(String(input.query.page ?? "1"), 10) || 1));
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = q ? or(ilike(blogs.slug, like), ilike(sql`${blogs.title}::text`, like)) : undefined;
  const [rows, [{ n }], categories] = await Promise.all([
    ctx.db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(blogs).where(where),
    ctx.db.select().from(blogCategories).orderBy(blogCategories.id),
  ]);
  return {
    posts: rows.map((r) => postView(r, ctx.mediaBase)),
    total: n,
    page,
    per_page: PER_PAGE,
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: { en: "", fa: "", ar: "", ...c.name } })),
  };
}

/** One post for its editor (404 when unknown). */
export async function adminBlogPost(ctx: Ctx, input: { userId: number | null; blogId: number }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const [row] = await ctx.db.select().from(blogs).where(eq(blogs.id, input.blogId));
  if (!row) throw new NotFoundError("blog_not_found");
  return postView(row, ctx.mediaBase);
}

/**
 * `POST admin/content/blogs` (create) and `POST admin/content/blogs/:id` (edit); multipart with
 * the form as JSON in `payload` and the cover in `image`, or plain JSON. Checked first (422,
 * nothing written nor stored), then the picture (re-encoded in every size, 422 on `image`);
 * the row and its audit entry in one transaction; the replaced picture's files removed after it;
 * the storefront's blog caches dropped. The operator is the author of a new post.
 */
export async function saveBlogPost(
  ctx: Ctx,
  input: {
    userId: number | null;
    blogId: number | null;
    fields: unknown;
    image: { bytes: Uint8Array } | null;
    uploadsDir: string;
  },
) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const form = parseEditorial(BlogInput, formFields(input.fields));
  const [category] = await ctx.db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, form.category_id));
  if (!category) throw new ValidationError({ category_id: ["v_required"] });
  const image = input.image
    ? await storePicture(input.image, { uploadsDir: input.uploadsDir, ...PICTURES, name: `b-${Date.now().toString(36)}`, field: "image" })
    : null;
  const values = {
    slug: form.slug,
    categoryId: form.category_id,
    title: localizedOf(form.title),
    excerpt: localizedOf(form.excerpt),
    body: sanitizedOf(form.body),
    tags: [...new Set(form.tags)],
    tagLabels: Object.fromEntries(
      Object.entries(form.tag_labels)
        .map(([lang, list]): [string, string[]] => [lang, [...new Set(list)]])
        .filter(([, list]) => list.length > 0),
    ),
    status: form.status,
    publishedAt: at(form.published_at),
  };
  let replaced: string | null = null;
  const saved = await ctx.db
    .transaction(async (tx) => {
      const before = input.blogId === null ? null : (await tx.select().from(blogs).where(eq(blogs.id, input.blogId)).for("update"))[0];
      if (input.blogId !== null && !before) throw new NotFoundError("blog_not_found");
      const [clash] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, form.slug));
      if (clash && clash.id !== before?.id) throw slugTaken();
      const picture = image ? { image } : form.remove_image ? { image: null } : {};
      if (before && "image" in picture) replaced = before.image;
      const [row] = before
        ? await tx
            .update(blogs)
            .set({ ...values, ...picture })
            .where(eq(blogs.id, before.id))
            .returning()
        : await tx
            .insert(blogs)
            .values({ ...values, ...picture, authorId: op.id })
            .returning();
      await recordAudit(
        tx,
        op,
        { action: before ? "blog.update" : "blog.create", target: { type: "blog", id: row.id }, before, after: row },
        ctx.now(),
      );
      return row;
    })
    .catch(async (err) => {
      await removePicture(image, { uploadsDir: input.uploadsDir, ...PICTURES });
      throw uniqueRefusal(err, slugTaken);
    });
  await removePicture(replaced, { uploadsDir: input.uploadsDir, ...PICTURES });
  forgetBlog(ctx);
  return postView(saved, ctx.mediaBase);
}

/** `POST admin/content/blogs/:id/delete`: the post goes with its comments (audited); its picture's files after it. */
export async function deleteBlogPost(ctx: Ctx, input: { userId: number | null; blogId: number; uploadsDir: string }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const row = await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(blogs).where(eq(blogs.id, input.blogId)).returning();
    if (!gone) throw new NotFoundError("blog_not_found");
    await recordAudit(tx, op, { action: "blog.delete", target: { type: "blog", id: gone.id }, before: gone, after: null }, ctx.now());
    return gone;
  });
  await removePicture(row.image, { uploadsDir: input.uploadsDir, ...PICTURES });
  forgetBlog(ctx);
  return { deleted: row.id };
}
