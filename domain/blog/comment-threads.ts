import { asc, eq, inArray } from "drizzle-orm";
import { blogCommentLikes, blogComments, users } from "../../db/schema";
import { mediaUrl } from "../../kernel/media";
import type { Ctx } from "../context";

type Row = {
  id: number;
  blogId: number;
  userId: number;
  parentId: number | null;
  rootId: number | null;
  depth: number;
  comment: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  avatar: string | null;
};

export const commentColumns = {
  id: blogComments.id,
  blogId: blogComments.blogId,
  userId: blogComments.userId,
  parentId: blogComments.parentId,
  rootId: blogComments.rootId,
  depth: blogComments.depth,
  comment: blogComments.comment,
  createdAt: blogComments.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};

/** A reply as the reference's client reads it: `reply_date`, `user`, `comment_likes` and its own `replies`, at any depth. */
export interface ReplyView {
  id: number;
  blog_comment_id: number;
  parent_id: number | null;
  /** 0 for an answer to the top-level comment, then one more per step */
  level: number;
  comment: string;
  reply_date: string;
  user: { id: number; first_name: string; last_name: string; image: string | null };
  comment_likes: { user_id: number }[];
  likes_count: number;
  liked: boolean;
  replies: ReplyView[];
}

export interface CommentView extends Omit<ReplyView, "reply_date" | "replies" | "blog_comment_id" | "parent_id" | "level"> {
  blog_id: number;
  comment_date: string;
  comment_replies: ReplyView[];
  replies_count: number;
}

/**
 * Top-level comments with everything below them: one query for the replies of all the threads
 * (by `root_id`), one for their likes. Replies come oldest first under their parent, so a
 * conversation reads downwards. Comment text is plain text (shown escaped by the page).
 */
export async function threadsOf(ctx: Ctx, roots: Row[], viewerId: number | null): Promise<CommentView[]> {
  if (roots.length === 0) return [];
  const rootIds = roots.map((r) => r.id);
  const replies = await ctx.db
    .select(commentColumns)
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.userId))
    .where(inArray(blogComments.rootId, rootIds))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  const all = [...roots, ...replies.filter((r) => r.parentId !== null)];
  const likes = await ctx.db
    .select({ commentId: blogCommentLikes.commentId, userId: blogCommentLikes.userId })
    .from(blogCommentLikes)
    .where(
      inArray(
        blogCommentLikes.commentId,
        all.map((r) => r.id),
      ),
    );
  const likesOf = new Map<number, { user_id: number }[]>();
  for (const l of likes) likesOf.set(l.commentId, [...(likesOf.get(l.commentId) ?? []), { user_id: l.userId }]);
  const childrenOf = new Map<number, Row[]>();
  for (const r of all) if (r.parentId !== null) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);

  const user = (r: Row) => ({
    id: r.userId,
    first_name: r.firstName,
    last_name: r.lastName,
    image: r.avatar ? mediaUrl(ctx.mediaBase, r.avatar, 96, 96) : null,
  });
  const liking = (id: number) => {
    const list = likesOf.get(id) ?? [];
    return { comment_likes: list, likes_count: list.length, liked: viewerId !== null && list.some((l) => l.user_id === viewerId) };
  };
  const reply = (r: Row, rootId: number): ReplyView => ({
    id: r.id,
    blog_comment_id: rootId,
    // the reference's level-0 reply has no parent: it answers the comment itself
    parent_id: r.parentId === rootId ? null : r.parentId,
    level: r.depth - 1,
    comment: r.comment,
    reply_date: r.createdAt.toISOString(),
    user: user(r),
    ...liking(r.id),
    replies: (childrenOf.get(r.id) ?? []).map((c) => reply(c, rootId)),
  });
  return roots.map((r) => ({
    id: r.id,
    blog_id: r.blogId,
    comment: r.comment,
    comment_date: r.createdAt.toISOString(),
    user: user(r),
    ...liking(r.id),
    comment_replies: (childrenOf.get(r.id) ?? []).map((c) => reply(c, r.id)),
    replies_count: replies.filter((c) => c.rootId === r.id && c.parentId !== null).length,
  }));
}
