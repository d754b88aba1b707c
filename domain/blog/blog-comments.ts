import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { blogCommentLikes, blogComments, blogs, users } from "../../db/schema";
import { NotFoundError, RateLimitError, UnauthorizedError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { paginate } from "../../kernel/paginated";
import type { Ctx, Viewer } from "../context";
import { visiblePost } from "./blog-posts";
import { commentColumns, threadsOf } from "./comment-threads";

export const COMMENTS_PER_PAGE = 10;
export const COMMENT_MAX = 2000;
/** Comments and replies one reader may write in the window (a conversation, not a flood). */
export const COMMENT_LIMIT = { perUser: 10, windowMs: 10 * 60_000 };

/** A page of ten (or `perPage`) top-level comments of a post, newest first, each with its whole thread. */
export async function commentPage(
  ctx: Ctx,
  viewer: Viewer,
  input: { blogId: number; page: number; perPage?: number; pageUrl?: (page: number) => string },
) {
  const perPage = input.perPage ?? COMMENTS_PER_PAGE;
  const top = and(eq(blogComments.blogId, input.blogId), isNull(blogComments.parentId));
  const [roots, [{ n }]] = await Promise.all([
    ctx.db
      .select(commentColumns)
      .from(blogComments)
      .innerJoin(users, eq(users.id, blogComments.userId))
      .where(top)
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(perPage)
      .offset((input.page - 1) * perPage),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(blogComments).where(top),
  ]);
  const threads = await threadsOf(ctx, roots, viewer.userId);
  return paginate(threads, n, input.page, perPage, input.pageUrl);
}

/** One thread (a top-level comment and everything below it). */
export async function threadOf(ctx: Ctx, viewer: Viewer, rootId: number) {
  const roots = await ctx.db
    .select(commentColumns)
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.userId))
    .where(and(eq(blogComments.id, rootId), isNull(blogComments.parentId)));
  const [thread] = await threadsOf(ctx, roots, viewer.userId);
  if (!thread) throw new NotFoundError("blog_comment_not_found");
  return thread;
}

const CommentInput = z.object({
  blog_id: field.id(),
  comment: field.optional(1_000_000).pipe(z.string().min(1, "bl_v_comment").max(COMMENT_MAX, "bl_v_comment_long")),
  parent_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), field.id().optional()),
});

/**
 * `POST blog/comment {blog_id, comment, parent_id?}`: a signed-in reader comments on a published
 * post, or answers any comment or reply of it (any depth). The text is kept as typed and always
 * shown escaped, so a `<script>` in it is only text. Answers the thread it joined.
 */
export async function writeComment(ctx: Ctx, viewer: Viewer, input: { fields: unknown }) {
  const userId = viewer.userId;
  if (userId === null) throw new UnauthorizedError("login_first");
  const data = parseInput(CommentInput, input.fields);
  const [post] = await ctx.db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.id, data.blog_id), visiblePost(ctx.now())));
  if (!post) throw new NotFoundError("blog_not_found");
  let parent: { id: number; rootId: number | null; depth: number } | undefined;
  if (data.parent_id !== undefined) {
    [parent] = await ctx.db
      .select({ id: blogComments.id, rootId: blogComments.rootId, depth: blogComments.depth })
      .from(blogComments)
      .where(and(eq(blogComments.id, data.parent_id), eq(blogComments.blogId, post.id)));
    if (!parent) throw new NotFoundError("blog_comment_not_found");
  }
  if ((await ctx.limiter.hit(`blog-comment:${userId}`, COMMENT_LIMIT.windowMs)) > COMMENT_LIMIT.perUser)
    throw new RateLimitError("blog_too_many_comments", COMMENT_LIMIT.windowMs / 1000);
  const rootId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogComments)
      .values({
        blogId: post.id,
        userId,
        parentId: parent?.id ?? null,
        rootId: parent ? (parent.rootId ?? parent.id) : null,
        depth: parent ? parent.depth + 1 : 0,
        comment: data.comment,
        createdAt: ctx.now(),
      })
      .returning({ id: blogComments.id, rootId: blogComments.rootId });
    if (row.rootId !== null) return row.rootId;
    // a top-level comment is the root of its own thread
    await tx.update(blogComments).set({ rootId: row.id }).where(eq(blogComments.id, row.id));
    return row.id;
  });
  return { comment: await threadOf(ctx, viewer, rootId), reply: parent !== undefined };
}

const LikeInput = z.object({ id: field.id(), comment_id: field.id() });

/**
 * `POST blog/like-reply {id, comment_id}` and `blog/unlike-reply`: the reader's like of reply
 * `id` (or of the comment itself when `id` is `comment_id`) in the thread of comment
 * `comment_id`. An earlier like is found by the reader's user id (spec §6): liking twice or
 * taking back a like never given changes nothing. A guest is told to sign in (401).
 * Answers the thread with its replies and likes.
 */
export async function setReplyLike(ctx: Ctx, viewer: Viewer, input: { fields: unknown; liked: boolean }) {
  const userId = viewer.userId;
  if (userId === null) throw new UnauthorizedError("login_first");
  const data = parseInput(LikeInput, input.fields);
  const [target] = await ctx.db
    .select({ id: blogComments.id })
    .from(blogComments)
    .where(and(eq(blogComments.id, data.id), eq(blogComments.rootId, data.comment_id)));
  if (!target) throw new NotFoundError("blog_comment_not_found");
  await setCommentLike(ctx, { commentId: target.id, userId, liked: input.liked });
  const comment = await threadOf(ctx, viewer, data.comment_id);
  return { comment, comment_likes: comment.comment_likes };
}

/** A reader's like of one comment or reply, kept once by user id: liking twice or taking back a like never given changes nothing. */
export async function setCommentLike(ctx: Ctx, input: { commentId: number; userId: number; liked: boolean }): Promise<void> {
  if (input.liked)
    await ctx.db
      .insert(blogCommentLikes)
      .values({ commentId: input.commentId, userId: input.userId, createdAt: ctx.now() })
      .onConflictDoNothing();
  else
    await ctx.db
      .delete(blogCommentLikes)
      .where(and(eq(blogCommentLikes.commentId, input.commentId), eq(blogCommentLikes.userId, input.userId)));
}
