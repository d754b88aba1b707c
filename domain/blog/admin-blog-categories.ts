import { asc, eq, sql } from "drizzle-orm";
import { blogCategories, blogs } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { uniqueAs } from "../../kernel/unique-violation";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import { BlogCategoryInput } from "../content/editorial-input";
import { formFields, localizedOf, parseEditorial, slugTaken } from "../content/editorial-write";
import type { Ctx } from "../context";
import { forgetBlog } from "./admin-blogs";

type CategoryRow = typeof blogCategories.$inferSelect;
const view = (c: CategoryRow, posts = 0) => ({ id: c.id, slug: c.slug, name: { en: "", fa: "", ar: "", ...c.name }, posts });

/** `GET admin/content/blog-categories/list`: every blog category with how many posts (drafts too) it holds. */
export async function adminBlogCategoryList(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const rows = await ctx.db
    .select({
      c: blogCategories,
      posts: sql<number>`(select count(*)::int from ${blogs} where ${blogs.categoryId} = ${blogCategories.id})`,
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.id));
  return { categories: rows.map((r) => view(r.c, r.posts)) };
}

/** `POST admin/content/blog-categories` (create) and `…/:id` (edit): slug unique, name per language, audited. */
export async function saveBlogCategory(ctx: Ctx, input: { userId: number | null; categoryId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const form = parseEditorial(BlogCategoryInput, formFields(input.fields));
  const values = { slug: form.slug, name: localizedOf(form.name) };
  const saved = await ctx.db
    .transaction(async (tx) => {
      const before =
        input.categoryId === null
          ? null
          : (await tx.select().from(blogCategories).where(eq(blogCategories.id, input.categoryId)).for("update"))[0];
      if (input.categoryId !== null && !before) throw new NotFoundError("blog_category_not_found");
      const [clash] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, form.slug));
      if (clash && clash.id !== before?.id) throw slugTaken();
      const [row] = before
        ? await tx.update(blogCategories).set(values).where(eq(blogCategories.id, before.id)).returning()
        : await tx.insert(blogCategories).values(values).returning();
      const action = before ? "blog_category.update" : "blog_category.create";
      await recordAudit(tx, op, { action, target: { type: "blog_category", id: row.id }, before, after: row }, ctx.now());
      return row;
    })
    .catch(uniqueAs(slugTaken));
  forgetBlog(ctx);
  return view(saved);
}

/** `POST admin/content/blog-categories/:id/delete`: only an empty category goes (one with posts: 422 `ed_category_in_use`). */
export async function deleteBlogCategory(ctx: Ctx, input: { userId: number | null; categoryId: number }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(blogCategories).where(eq(blogCategories.id, input.categoryId)).for("update");
    if (!row) throw new NotFoundError("blog_category_not_found");
    const [used] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.categoryId, row.id)).limit(1);
    if (used) throw new ValidationError({ category: ["ed_category_in_use"] });
    await tx.delete(blogCategories).where(eq(blogCategories.id, row.id));
    await recordAudit(
      tx,
      op,
      { action: "blog_category.delete", target: { type: "blog_category", id: row.id }, before: row, after: null },
      ctx.now(),
    );
  });
  forgetBlog(ctx);
  return { deleted: input.categoryId };
}
