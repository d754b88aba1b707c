import { desc, eq, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import { blogComments, blogs, users } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";

const PER_PAGE = 30;

/** `GET admin/content/blog-comments/list?page=`: the newest comments and replies on every post, 30 a page (operators with `content`). */
export async function adminCommentList(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const page = Math.max(1, Math.min(10_000, Number.parseInt(String(input.query.page ?? "1"), 10) || 1));
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ c: blogComments, title: blogs.title, slug: blogs.slug, email: users.email })
      .from(blogComments)
      .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
      .innerJoin(users, eq(users.id, blogComments.userId))
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(blogComments),
  ]);
  return {
    comments: rows.map((r) => ({
      id: r.c.id,
      comment: r.c.comment,
      reply: r.c.parentId !== null,
      post: { slug: r.slug, title: localize(r.title, input.locale) },
      author: r.email,
      created_at: r.c.createdAt.toISOString(),
    })),
    total: n,
    page,
    per_page: PER_PAGE,
  };
}

/**
 * `POST admin/content/blog-comments/:id/delete`: a comment goes with every reply below it (and
 * their likes, by the foreign key), audited with what was removed; the post's page shows the rest.
 */
export async function deleteComment(ctx: Ctx, input: { userId: number | null; commentId: number }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(blogComments).where(eq(blogComments.id, input.commentId)).for("update");
    if (!row) throw new NotFoundError("page_not_found");
    const gone = await tx.execute(sql`
      with recursive below(id) as (
        select ${row.id}::int
        union all select c.id from blog_comments c join below b on c.parent_id = b.id)
      delete from blog_comments where id in (select id from below) returning id`);
    const ids = rowsOf<{ id: number }>(gone).map((r) => Number(r.id));
    await recordAudit(
      tx,
      op,
      { action: "blog_comment.delete", target: { type: "blog_comment", id: row.id }, before: { ...row, removed: ids }, after: null },
      ctx.now(),
    );
    return { deleted: ids.length };
  });
}
