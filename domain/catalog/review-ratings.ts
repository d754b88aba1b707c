import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, productReviews as reviews, shops } from "../../db/schema";
import { averageRating, STARS } from "./product-reviews";

type Groups = { rating: number; n: number }[];

function summary(groups: Groups): { rating: string; reviewsCount: number } {
  const counts: Record<number, number> = Object.fromEntries(STARS.map((s) => [s, 0]));
  for (const g of groups) if (g.rating in counts) counts[g.rating] = g.n;
  return { rating: averageRating(counts), reviewsCount: STARS.reduce((sum, s) => sum + counts[s], 0) };
}

/**
 * Lock a product's row and its shop's for a change of their reviews, inside the caller's
 * transaction: two reviews of one shop written at once take turns, so each recount sees the
 * other's review (no lost update). Always product first, then shop.
 */
export async function lockForRatings(tx: Database, productId: number, shopId: number): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for("update");
}

/**
 * `products.rating` / `reviews_count` and the shop's, counted again from the published reviews
 * (the average as `averageRating` gives it: exact, two places), so that listings, the
 * top-rated sort and the shop card agree with the reviews. Call after `lockForRatings`.
 */
export async function recountRatings(
  tx: Database,
  productId: number,
  shopId: number,
): Promise<{ product: { rating: string; reviewsCount: number } }> {
  const n = sql<number>`count(*)::int`;
  const [ofProduct, ofShop] = await Promise.all([
    tx
      .select({ rating: reviews.rating, n })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, "published")))
      .groupBy(reviews.rating),
    tx
      .select({ rating: reviews.rating, n })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(products.shopId, shopId), eq(reviews.status, "published")))
      .groupBy(reviews.rating),
  ]);
  const product = summary(ofProduct);
  await tx.update(products).set(product).where(eq(products.id, productId));
  await tx.update(shops).set(summary(ofShop)).where(eq(shops.id, shopId));
  return { product };
}
