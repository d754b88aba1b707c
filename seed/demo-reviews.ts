import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { productReviews, products, reviewLikes, reviewReplies, shops, users } from "../db/schema";
import { recountRatings } from "../domain/catalog/review-ratings";
import { present } from "../kernel/present";
import { insertJsonRows } from "./bulk";
import { type ReviewLang, reviewers, reviewTexts, shopReplies } from "./data/reviews";
import { DEMO_ACCOUNTS } from "./demo-catalog";
import { Random } from "./random";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];
const DELIGHTED = [5, 5, 4];

/**
 * Demo reviews on the products shoppers see first (the newest, the best selling and the
 * most viewed) and on every shop's best sellers: by the demo customer and a handful of demo reviewers (who sign in with the
 * customer's password), some with pictures, likes and the shop owner's reply. The products
 * that get reviews have their rating and review count recomputed from the rows; the others
 * keep their seeded numbers. Each shop's rating is counted from its products' reviews (shops
 * differ in how many buyers are delighted); a shop without reviews shows none. A few bulk statements, deterministic.
 */
export async function seedDemoReviews(db: Database, now: Date) {
  const rng = new Random(20261123);
  const [customer] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.customer.email));
  if (!customer) return;
  const added = await db
    .insert(users)
    .values(
      reviewers.map((r, i) => ({
        email: r.email,
        passwordHash: customer.passwordHash,
        firstName: r.firstName,
        lastName: r.lastName,
        role: "customer" as const,
        createdAt: new Date(now.getTime() - (200 + i * 9) * DAY),
      })),
    )
    .returning({ id: users.id });
  const pool: { id: number; lang: ReviewLang }[] = [
    { id: customer.id, lang: "en" },
    ...added.map((u, i) => ({ id: u.id, lang: reviewers[i].lang })),
  ];

  const visible = await db
    .select({
      id: products.id,
      shopId: products.shopId,
      ownerId: shops.ownerId,
      images: products.images,
      createdAt: products.createdAt,
      sales: products.totalSales,
      views: products.views,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.isVisible, true));
  const top = (key: (p: (typeof visible)[number]) => number, n: number) =>
    [...visible].sort((a, b) => key(b) - key(a) || b.id - a.id).slice(0, n);
  // and every shop's four best sellers, so that each shop's rating comes from reviews of its own products
  const byShop = new Map<number, typeof visible>();
  for (const p of visible) byShop.set(p.shopId, [...(byShop.get(p.shopId) ?? []), p]);
  const perShop = [...byShop.values()].flatMap((list) => [...list].sort((a, b) => b.sales - a.sales || b.id - a.id).slice(0, 4));
  const chosen = [
    ...new Map(
      [...top((p) => +p.createdAt, 24), ...top((p) => p.sales, 12), ...top((p) => p.views, 12), ...perShop].map((p) => [p.id, p]),
    ).values(),
  ];
  // Shops differ: each has its own share of delighted buyers (from a third to nine in ten).
  const shopIds = [...byShop.keys()].sort((a, b) => a - b);
  const delight = new Map(shopIds.map((id, i) => [id, 0.3 + ((i * 29) % 61) / 100]));

  const reviewRows: Record<string, unknown>[] = [];
  const plans = new Map<string, { lang: ReviewLang; rating: number; ownerId: number; at: number; likers: number[] }>();
  for (const product of chosen) {
    const writers = rng.sample(pool, rng.int(3, pool.length));
    for (const writer of writers) {
      const rating = rng.chance(delight.get(product.shopId) ?? 0.5) ? rng.pick(DELIGHTED) : rng.pick(RATINGS);
      const mood = rating >= 4 ? "high" : rating === 3 ? "mid" : "low";
      const said = rng.pick(reviewTexts[writer.lang][mood]);
      const at = now.getTime() - rng.int(2, 180) * DAY - rng.int(0, DAY);
      const others = pool.filter((u) => u.id !== writer.id).map((u) => u.id);
      const likers = rng.chance(0.4) ? [] : rng.sample(others, rng.int(1, Math.min(6, others.length)));
      reviewRows.push({
        productId: product.id,
        userId: writer.id,
        rating,
        title: said.title,
        comment: said.comment,
        images: rng.chance(0.15) ? rng.sample(product.images, rng.int(1, Math.min(2, product.images.length))) : [],
        likesCount: likers.length,
        status: "published",
        createdAt: new Date(at),
      });
      plans.set(`${product.id}:${writer.id}`, { lang: writer.lang, rating, ownerId: product.ownerId, at, likers });
    }
  }
  const inserted = await insertJsonRows(db, productReviews, reviewRows, ["id", "product_id", "user_id"]);
  const replies: Record<string, unknown>[] = [];
  const likes: Record<string, unknown>[] = [];
  // one review per product and writer, so (product, writer) finds each row's plan whatever order the ids come back in
  const ordered = [...inserted].sort((a, b) => Number(a.id) - Number(b.id));
  ordered.forEach((row) => {
    const plan = present(plans.get(`${row.product_id}:${row.user_id}`), `the plan of review ${row.id}`);
    const reviewId = Number(row.id);
    for (const userId of plan.likers) likes.push({ reviewId, userId, createdAt: new Date(plan.at + rng.int(1, 48) * HOUR) });
    if (rng.chance(plan.rating <= 3 ? 0.8 : 0.3)) {
      const text = rng.pick(shopReplies[plan.lang][plan.rating <= 3 ? "sorry" : "thanks"]);
      replies.push({
        reviewId,
        userId: plan.ownerId,
        comment: text,
        createdAt: new Date(Math.min(now.getTime(), plan.at + rng.int(2, 72) * HOUR)),
      });
    }
  });
  await insertJsonRows(db, reviewReplies, replies);
  await insertJsonRows(db, reviewLikes, likes);
  await syncProductRatings(
    db,
    chosen.map((p) => p.id),
  );
  // each shop's rating and review count from its products' published reviews, by the domain's own recount
  const reviewedByShop = new Map(chosen.map((p) => [p.shopId, p.id]));
  for (const [shopId, productId] of reviewedByShop) await recountRatings(db, productId, shopId);
}

/** products.rating and reviews_count from the published review rows, for these products. */
export async function syncProductRatings(db: Database, productIds: number[]) {
  if (!productIds.length) return;
  const stats = db
    .select({
      productId: productReviews.productId,
      rating: sql<string>`round(avg(${productReviews.rating}), 2)`.as("avg_rating"),
      n: sql<number>`count(*)::int`.as("n"),
    })
    .from(productReviews)
    .where(and(inArray(productReviews.productId, productIds), eq(productReviews.status, "published")))
    .groupBy(productReviews.productId)
    .as("stats");
  await db
    .update(products)
    .set({ rating: sql`${stats.rating}`, reviewsCount: sql`${stats.n}` })
    .from(stats)
    .where(eq(products.id, stats.productId));
}
