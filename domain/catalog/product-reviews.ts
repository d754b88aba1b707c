import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { products, reviewLikes, reviewReplies, productReviews as reviews, shops, users } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { mediaUrl, productImage } from "../../kernel/media";
import { paginate } from "../../kernel/paginated";
import { wholePercentages } from "../../kernel/whole-percentages";
import type { Ctx, Viewer } from "../context";
import { reviewStanding } from "./review-standing";

export const REVIEWS_PER_PAGE = 10;
export const STARS = [5, 4, 3, 2, 1] as const;
/** The most pages a review change answers at once (`paginate` above it gets this many). */
export const REVIEW_WINDOW_MAX_PAGES = 20;

const Input = z.object({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pages: z.number().int().min(1).max(REVIEW_WINDOW_MAX_PAGES).optional(),
});

/**
 * The reference client's `paginate` on a review change (store, reply, like, unlike): how many
 * pages of reviews it shows, which the answer's `reviews` repeats so that the client can
 * replace its list. Absent or empty: 1; a whole number from 1 (more than
 * REVIEW_WINDOW_MAX_PAGES gets that many); anything else is 422 `paginate`. Read before the
 * change so that a bad value changes nothing.
 */
export function reviewWindowPages(fields: unknown): number {
  const raw = fields && typeof fields === "object" ? (fields as Record<string, unknown>).paginate : undefined;
  if (raw === undefined || raw === null || raw === "") return 1;
  const n = typeof raw === "string" && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1) throw new ValidationError({ paginate: ["pd_invalid_page"] });
  return Math.min(n, REVIEW_WINDOW_MAX_PAGES);
}

/** "Sara A.": a reviewer is shown by first name and the initial of the last name. */
export function reviewerName(first: string, last: string): string {
  const initial = [...last.trim()][0];
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

/** Whole percentages per star (5 to 1) that add up to exactly 100, equal counts alike (`wholePercentages`); all zero with no review. */
export function starPercentages(counts: Record<number, number>): Record<number, number> {
  const shares = wholePercentages(STARS.map((s) => counts[s] ?? 0));
  return Object.fromEntries(STARS.map((s, i) => [s, shares[i]]));
}

/** The average rating as a decimal string with two places ("4.33"), rounded half up, from whole counts. */
export function averageRating(counts: Record<number, number>): string {
  const total = STARS.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  if (!total) return "0.00";
  const sum = STARS.reduce((acc, s) => acc + s * (counts[s] ?? 0), 0);
  const hundredths = Math.floor((sum * 100 * 2 + total) / (2 * total));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

/**
 * `GET home/product-reviews/{id}?page=`: one page of a visible product's published reviews,
 * newest first, each with its pictures, replies (the shop's own marked) and likes; and the
 * summary of all its reviews (per-star percentages and counts, the average), and whether the
 * viewer may write one (`can_review`: bought it and not reviewed it yet). Review text is
 * returned as the customer wrote it: it is data, shown escaped, never markup.
 * With `pages` (after a review change), the first `pages` pages at once: page 1 of
 * `pages` × 10, whose `next_page_url` is the page of 10 that comes after them.
 * `opts.pageUrl(p)` is the URL of page p of ten.
 */
export async function productReviews(
  ctx: Ctx,
  viewer: Viewer,
  rawInput: { productId: unknown; page?: unknown; pages?: number },
  opts: { pageUrl?: (page: number) => string } = {},
) {
  const parsed = Input.safeParse(rawInput);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "productId")) throw new NotFoundError("product_not_found");
    throw new ValidationError({ page: ["pd_invalid_page"] });
  }
  const { productId, pages } = parsed.data;
  const page = pages ? 1 : parsed.data.page;
  const perPage = REVIEWS_PER_PAGE * (pages ?? 1);
  const [product] = await ctx.db
    .select({ id: products.id, ownerId: shops.ownerId })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, productId), eq(products.isVisible, true)))
    .limit(1);
  if (!product) throw new NotFoundError("product_not_found");

  const published = and(eq(reviews.productId, productId), eq(reviews.status, "published"));
  const [rows, groups, standing] = await Promise.all([
    ctx.db
      .select({
        id: reviews.id,
        userId: reviews.userId,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        images: reviews.images,
        likesCount: reviews.likesCount,
        createdAt: reviews.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ rating: reviews.rating, n: sql<number>`count(*)::int` }).from(reviews).where(published).groupBy(reviews.rating),
    reviewStanding(ctx.db, viewer.userId, productId),
  ]);

  const ids = rows.map((r) => r.id);
  const [replyRows, likedRows] = await Promise.all([
    ids.length
      ? ctx.db
          .select({
            id: reviewReplies.id,
            reviewId: reviewReplies.reviewId,
            userId: reviewReplies.userId,
            comment: reviewReplies.comment,
            createdAt: reviewReplies.createdAt,
            firstName: users.firstName,
            lastName: users.lastName,
            avatar: users.avatar,
          })
          .from(reviewReplies)
          .innerJoin(users, eq(users.id, reviewReplies.userId))
          .where(inArray(reviewReplies.reviewId, ids))
          .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id))
      : [],
    ids.length && viewer.userId
      ? ctx.db
          .select({ reviewId: reviewLikes.reviewId })
          .from(reviewLikes)
          .where(and(eq(reviewLikes.userId, viewer.userId), inArray(reviewLikes.reviewId, ids)))
      : [],
  ]);
  const liked = new Set(likedRows.map((l) => l.reviewId));
  const avatar = (key: string | null) => (key ? mediaUrl(ctx.mediaBase, key, 96, 96) : null);
  const repliesOf = new Map<number, typeof replyRows>();
  for (const r of replyRows) repliesOf.set(r.reviewId, [...(repliesOf.get(r.reviewId) ?? []), r]);

  const counts: Record<number, number> = Object.fromEntries(STARS.map((s) => [s, 0]));
  for (const g of groups) if (g.rating in counts) counts[g.rating] = g.n;
  const total = STARS.reduce((sum, s) => sum + counts[s], 0);
  const url = opts.pageUrl;

  const data = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    images: r.images.map((key) => {
      const img = productImage(ctx.mediaBase, key);
      return { thumb: img.thumb, large: img.large, srcset: img.srcset };
    }),
    likes_count: r.likesCount,
    user_liked: liked.has(r.id),
    is_mine: viewer.userId !== null && r.userId === viewer.userId,
    created_at: r.createdAt.toISOString(),
    reviewer: { name: reviewerName(r.firstName, r.lastName), avatar: avatar(r.avatar) },
    replies: (repliesOf.get(r.id) ?? []).map((p) => ({
      id: p.id,
      comment: p.comment,
      created_at: p.createdAt.toISOString(),
      reviewer: { name: reviewerName(p.firstName, p.lastName), avatar: avatar(p.avatar) },
      is_seller: p.userId === product.ownerId,
    })),
  }));

  return {
    reviews: paginate(data, total, page, perPage, url && pages ? (p: number) => url(pages + p - 1) : url),
    percentages: starPercentages(counts),
    counts,
    average: averageRating(counts),
    can_review: standing.can_review,
    has_reviewed: standing.has_reviewed,
  };
}

export type ProductReviews = Awaited<ReturnType<typeof productReviews>>;
export type ProductReview = ProductReviews["reviews"]["data"][number];
