import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { products, reviewLikes, productReviews as reviews } from "../../db/schema";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";

/** `liked` absent: toggle; true or false: the state the viewer wants (a repeated request changes nothing). */
const LikeInput = z.object({
  id: field.id(),
  liked: z.preprocess(
    (v) =>
      v === undefined || v === null || v === ""
        ? undefined
        : v === true || v === "true" || v === "1" || v === 1
          ? true
          : v === false || v === "false" || v === "0" || v === 0
            ? false
            : v,
    z.boolean({ error: "v_required" }).optional(),
  ),
});

/**
 * `POST product/like-review`: the viewer's "helpful" on a published review (not their own)
 * switched on or off. One transaction holds the review's row lock: every like of one review
 * takes its turn, and `likes_count` is counted again from the like rows (whose primary key
 * keeps one per user), so it stays exact however many arrive at once and a double click
 * never counts twice. Answers the new count and whether the viewer likes the review.
 */
export async function likeReview(ctx: Ctx, viewer: Viewer, input: { fields: unknown }) {
  if (viewer.userId === null) throw new UnauthorizedError("login_first");
  return setLike(ctx, viewer.userId, parseInput(LikeInput, input.fields));
}

/**
 * `POST product/unlike-review` `{id}`: the viewer's like of a published review taken back.
 * Idempotent (a review the viewer does not like stays as it is, answered the same) and safe
 * against a like or unlike of the same review at the same moment (the row lock of likeReview).
 */
export async function unlikeReview(ctx: Ctx, viewer: Viewer, input: { fields: unknown }) {
  if (viewer.userId === null) throw new UnauthorizedError("login_first");
  const { id } = parseInput(z.object({ id: field.id() }), input.fields);
  return setLike(ctx, viewer.userId, { id, liked: false });
}

async function setLike(ctx: Ctx, userId: number, data: { id: number; liked?: boolean }) {
  return ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, userId: reviews.userId, productId: reviews.productId })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.id, data.id), eq(reviews.status, "published"), eq(products.isVisible, true)))
      .for("update", { of: reviews });
    if (!review) throw new NotFoundError("rv_review_not_found");
    const mine = and(eq(reviewLikes.reviewId, review.id), eq(reviewLikes.userId, userId));
    const [existing] = await tx.select({ userId: reviewLikes.userId }).from(reviewLikes).where(mine);
    const liked = data.liked ?? !existing;
    // liking one's own review is refused; taking back a like one never gave is no change
    if (liked && review.userId === userId) throw new ForbiddenError("rv_like_own");
    if (liked && !existing)
      await tx.insert(reviewLikes).values({ reviewId: review.id, userId, createdAt: ctx.now() }).onConflictDoNothing();
    if (!liked && existing) await tx.delete(reviewLikes).where(mine);
    const [counted] = await tx
      .update(reviews)
      .set({ likesCount: sql`(select count(*)::int from ${reviewLikes} where ${reviewLikes.reviewId} = ${review.id})` })
      .where(eq(reviews.id, review.id))
      .returning({ likesCount: reviews.likesCount });
    return { id: review.id, product_id: review.productId, likes_count: counted.likesCount, liked };
  });
}
