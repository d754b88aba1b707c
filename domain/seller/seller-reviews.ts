import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { products, reviewReplies, productReviews as reviews, users } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { paginate } from "../../kernel/paginated";
import { reviewerName } from "../catalog/product-reviews";
import type { Ctx } from "../context";
import type { SellerShop } from "./require-seller";

const PER_PAGE = 20;

const ReviewQuery = z.object({
  page: z.coerce.number({ error: "v_integer" }).int("v_integer").min(1, "v_integer").max(100_000, "v_integer").default(1),
  unanswered: z.preprocess((v) => v === "1" || v === "true" || v === true, z.boolean()).default(false),
});

/**
 * `GET seller/review-list?page&unanswered=1`: the published reviews of the shop's products, newest
 * first, each with its replies and whether the seller has answered it. The seller answers with
 * the storefront's own call (`home/product-reply-store`: the reply shows with the seller's badge).
 */
export async function sellerReviews(ctx: Ctx, shop: SellerShop, raw: Record<string, unknown>, opts: { locale: string }) {
  const query = parseInput(ReviewQuery, raw);
  const answered = sql`exists (select 1 from ${reviewReplies} r where r.review_id = ${reviews.id} and r.user_id = ${shop.ownerId})`;
  const where = and(eq(products.shopId, shop.id), eq(reviews.status, "published"), query.unanswered ? sql`not ${answered}` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        productId: products.id,
        productName: products.name,
        productSlug: products.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        answered: sql<boolean>`${answered}`,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PER_PAGE)
      .offset((query.page - 1) * PER_PAGE),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
  ]);
  const replies = rows.length
    ? await ctx.db
        .select({
          id: reviewReplies.id,
          reviewId: reviewReplies.reviewId,
          userId: reviewReplies.userId,
          comment: reviewReplies.comment,
          createdAt: reviewReplies.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(reviewReplies)
        .innerJoin(users, eq(users.id, reviewReplies.userId))
        .where(
          inArray(
            reviewReplies.reviewId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(reviewReplies.createdAt, reviewReplies.id)
    : [];
  const data = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    date: r.createdAt.toISOString(),
    reviewer: reviewerName(r.firstName, r.lastName),
    product: { id: r.productId, name: localize(r.productName, opts.locale), slug: r.productSlug },
    answered: r.answered,
    replies: replies
      .filter((p) => p.reviewId === r.id)
      .map((p) => ({
        id: p.id,
        comment: p.comment,
        date: p.createdAt.toISOString(),
        name: reviewerName(p.firstName, p.lastName),
        is_seller: p.userId === shop.ownerId,
      })),
  }));
  return { reviews: paginate(data, total, query.page, PER_PAGE), query };
}
