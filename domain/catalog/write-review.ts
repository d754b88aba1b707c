import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { products, productReviews as reviews } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { removeReviewImages, storeReviewImages } from "./review-images";
import { lockForRatings, recountRatings } from "./review-ratings";
import { reviewStanding } from "./review-standing";

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;

const ProductInput = z.object({ product_id: field.id() });

/** A star rating: a whole number 1 to 5 (forms send "4"); nothing else ("4.5", "five", 0, 6). */
const stars = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d\s*$/.test(v) ? Number(v) : v),
  z.number({ error: "rv_rating" }).int("rv_rating").min(1, "rv_rating").max(5, "rv_rating"),
);

const ReviewInput = z.object({
  rating: stars,
  title: field.optional(REVIEW_TITLE_MAX),
  comment: field.required(REVIEW_COMMENT_MAX),
});

/**
 * `POST user/product-review-store`: a customer's review of a product they bought (an order
 * line of theirs in an order that is not cancelled and is paid or delivered), once per
 * product. Title and comment are kept as typed (trimmed), never as markup; pictures are
 * re-encoded. The review and the product's and shop's new rating and count are one
 * transaction; pictures of a review that was not saved are removed again.
 */
export async function writeReview(
  ctx: Ctx,
  viewer: Viewer,
  input: { fields: unknown; images: { bytes: Uint8Array }[]; uploadsDir: string },
) {
  const userId = viewer.userId;
  if (userId === null) throw new UnauthorizedError("login_first");
  const { product_id: productId } = parseInput(ProductInput, input.fields);
  const [product] = await ctx.db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isVisible, true)))
    .limit(1);
  if (!product) throw new NotFoundError("product_not_found");
  const standing = await reviewStanding(ctx.db, userId, product.id);
  if (standing.has_reviewed) throw new ConflictError("rv_already_reviewed");
  if (!standing.bought) throw new ForbiddenError("rv_buyers_only");

  const data = parseInput(ReviewInput, input.fields);
  const images = await storeReviewImages(input.images, { uploadsDir: input.uploadsDir, userId });
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockForRatings(tx, product.id, product.shopId);
      const [review] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          userId,
          rating: data.rating,
          title: data.title,
          comment: data.comment,
          images,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id, createdAt: reviews.createdAt });
      // a second review sent at the same moment as the first (the pre-check above saw neither)
      if (!review) throw new ConflictError("rv_already_reviewed");
      const { product: totals } = await recountRatings(tx, product.id, product.shopId);
      return {
        review: {
          id: review.id,
          product_id: product.id,
          rating: data.rating,
          title: data.title,
          comment: data.comment,
          images: images.length,
          created_at: review.createdAt.toISOString(),
        },
        rating: totals.rating,
        reviews_count: totals.reviewsCount,
      };
    });
  } catch (err) {
    await removeReviewImages(images, input.uploadsDir);
    throw err;
  }
}
