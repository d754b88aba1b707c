import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { products, reviewReplies, productReviews as reviews, shops, users } from "../../db/schema";
import { NotFoundError, RateLimitError, UnauthorizedError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { reviewerName } from "./product-reviews";

export const REPLY_MAX = 1000;
/** Replies one user may write in the window (a conversation, not a flood). */
export const REPLY_LIMIT = { perUser: 20, windowMs: 10 * 60_000 };

const ReplyInput = z.object({ review_id: field.id(), reply: field.required(REPLY_MAX) });

/**
 * `POST home/product-reply-store`: a signed-in user answers a published review of a visible
 * product. The text is kept as typed (trimmed) and shown escaped; the answer tells whether
 * the replier owns the product's shop (the seller's badge).
 */
export async function replyToReview(ctx: Ctx, viewer: Viewer, input: { fields: unknown }) {
  const userId = viewer.userId;
  if (userId === null) throw new UnauthorizedError("login_first");
  const data = parseInput(ReplyInput, input.fields);
  const [review] = await ctx.db
    .select({ id: reviews.id, productId: reviews.productId, ownerId: shops.ownerId })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(reviews.id, data.review_id), eq(reviews.status, "published"), eq(products.isVisible, true)))
    .limit(1);
  if (!review) throw new NotFoundError("rv_review_not_found");
  if ((await ctx.limiter.hit(`review-reply:${userId}`, REPLY_LIMIT.windowMs)) > REPLY_LIMIT.perUser) {
    throw new RateLimitError("rv_too_many_replies", REPLY_LIMIT.windowMs / 1000);
  }
  const [reply] = await ctx.db
    .insert(reviewReplies)
    .values({ reviewId: review.id, userId, comment: data.reply, createdAt: ctx.now() })
    .returning({ id: reviewReplies.id, comment: reviewReplies.comment, createdAt: reviewReplies.createdAt });
  const [author] = await ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return {
    reply: {
      id: reply.id,
      review_id: review.id,
      product_id: review.productId,
      comment: reply.comment,
      created_at: reply.createdAt.toISOString(),
      reviewer: { name: reviewerName(author?.firstName ?? "", author?.lastName ?? "") },
      is_seller: review.ownerId === userId,
    },
  };
}
