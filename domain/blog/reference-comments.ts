import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { blogComments, blogs } from "../../db/schema";
import { NotFoundError, UnauthorizedError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { type Paginated, paginate } from "../../kernel/paginated";
import type { Ctx, Viewer } from "../context";
import { commentPage, setCommentLike, writeComment } from "./blog-comments";
import { blogCategoryList, visiblePost } from "./blog-posts";

/**
 * The reference client's blog comment calls (issue 36), on the one comment model of
 * blog-comments.ts: there a reply is a comment with a parent, here the reference's separate
 * replies (`blog_comment_id` the thread's comment, `parent_id` the reply answered) map onto it.
 */

const none = (v: unknown) => v === undefined || v === null || v === "" || v === 0 || v === "0";
const ReplyInput = z.object({
  blog_comment_id: field.id(),
  /** the reply answered; none: the comment itself */
  parent_id: z.preprocess((v) => (none(v) ? undefined : v), field.id().optional()),
});

/** `POST store/blog-comment-reply {comment, blog_comment_id, parent_id, level, slug}`: an answer in the thread of `blog_comment_id`. */
export async function writeReferenceReply(ctx: Ctx, viewer: Viewer, fields: unknown) {
  if (viewer.userId === null) throw new UnauthorizedError("login_first");
  const data = parseInput(ReplyInput, fields);
  const [root] = await ctx.db
    .select({ blogId: blogComments.blogId })
    .from(blogComments)
    .where(eq(blogComments.id, data.blog_comment_id))
    .limit(1);
  if (!root) throw new NotFoundError("blog_comment_not_found");
  const comment = (fields as { comment?: unknown } | null)?.comment;
  return writeComment(ctx, viewer, { fields: { blog_id: root.blogId, comment, parent_id: data.parent_id ?? data.blog_comment_id } });
}

/** A published post by id, else 404. */
async function postOf(ctx: Ctx, blogId: number): Promise<{ id: number }> {
  const [post] = await ctx.db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.id, blogId), visiblePost(ctx.now())));
  if (!post) throw new NotFoundError("blog_not_found");
  return post;
}

/** `GET load/blog-comments/{blog_id}?page=`: a page of a published post's comments with their threads. */
export async function referenceCommentPage(
  ctx: Ctx,
  viewer: Viewer,
  input: { blogId: unknown; page: number; pageUrl?: (page: number) => string },
) {
  const { blog_id } = parseInput(z.object({ blog_id: field.id() }), { blog_id: input.blogId });
  const post = await postOf(ctx, blog_id);
  return commentPage(ctx, viewer, { blogId: post.id, page: input.page, pageUrl: input.pageUrl });
}

const CATEGORIES_PER_PAGE = 10;

/** `GET load/blog-categories?page=`: a page of the blog's categories (those of the sidebar, with their post counts). */
export async function blogCategoryPage(
  ctx: Ctx,
  viewer: Viewer,
  input: { page: number; pageUrl?: (page: number) => string },
): Promise<Paginated<Awaited<ReturnType<typeof blogCategoryList>>[number]>> {
  const all = await blogCategoryList(ctx, viewer.locale);
  const from = (input.page - 1) * CATEGORIES_PER_PAGE;
  return paginate(all.slice(from, from + CATEGORIES_PER_PAGE), all.length, input.page, CATEGORIES_PER_PAGE, input.pageUrl);
}

const LikeInput = z.object({
  id: field.id(),
  blog_id: field.id(),
  /** how many comments the client shows (its page size); 10 when absent */
  paginate: z.preprocess((v) => (none(v) ? 10 : v), field.id().pipe(z.number().max(50, "v_too_long"))),
});

/**
 * `POST blog/like-comments` and `blog/unlike-comments {paginate, id, blog_id}`: the reader's like
 * of comment or reply `id` of post `blog_id` (once per reader: twice changes nothing), answered
 * with the post's first `paginate` comments and their likes.
 */
export async function setReferenceCommentLike(ctx: Ctx, viewer: Viewer, input: { fields: unknown; liked: boolean }) {
  const userId = viewer.userId;
  if (userId === null) throw new UnauthorizedError("login_first");
  const data = parseInput(LikeInput, input.fields);
  const post = await postOf(ctx, data.blog_id);
  const [target] = await ctx.db
    .select({ id: blogComments.id })
    .from(blogComments)
    .where(and(eq(blogComments.id, data.id), eq(blogComments.blogId, post.id)));
  if (!target) throw new NotFoundError("blog_comment_not_found");
  await setCommentLike(ctx, { commentId: target.id, userId, liked: input.liked });
  return commentPage(ctx, viewer, { blogId: post.id, page: 1, perPage: data.paginate });
}
