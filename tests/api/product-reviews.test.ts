import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products, reviewLikes, reviewReplies, productReviews as reviewsTable, users } from "../../db/schema";
import { averageRating, type ProductReviews, productReviews, reviewerName, starPercentages } from "../../domain/catalog/product-reviews";
import { call } from "../setup/http";
import { customers, variantProduct } from "../setup/product-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const HOSTILE = `Great</p><script>alert("x")</script><img src=x onerror=alert(1)> & more`;
const MINUTE = 60_000;

describe("review summary arithmetic", () => {
  it("percentages are whole numbers that add up to 100 (largest remainder)", () => {
    expect(starPercentages({ 5: 1, 4: 1, 3: 1, 2: 0, 1: 0 })).toEqual({ 5: 34, 4: 33, 3: 33, 2: 0, 1: 0 });
    expect(starPercentages({ 5: 6, 4: 3, 3: 2, 2: 1, 1: 1 })).toEqual({ 5: 46, 4: 23, 3: 15, 2: 8, 1: 8 });
    expect(starPercentages({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 })).toEqual({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });
    for (const counts of [
      { 5: 7, 4: 5, 3: 3, 2: 2, 1: 1 },
      { 5: 1, 4: 1, 3: 1, 2: 1, 1: 2 },
      { 5: 333, 4: 333, 3: 334, 2: 0, 1: 0 },
    ]) {
      expect(Object.values(starPercentages(counts)).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });
  it("the average is exact to two places, rounded half up", () => {
    expect(averageRating({ 5: 6, 4: 3, 3: 2, 2: 1, 1: 1 })).toBe("3.92"); // 51 / 13 = 3.923…
    expect(averageRating({ 5: 1, 4: 0, 3: 0, 2: 0, 1: 1 })).toBe("3.00");
    expect(averageRating({ 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 })).toBe("4.50");
    expect(averageRating({ 5: 2, 4: 0, 3: 0, 2: 0, 1: 1 })).toBe("3.67"); // 11 / 3 = 3.666…
    expect(averageRating({})).toBe("0.00");
  });
  it("a reviewer is shown by first name and last initial", () => {
    expect(reviewerName("Sara", "ahmadi")).toBe("Sara A.");
    expect(reviewerName("رضا", "کریمی")).toBe("رضا ک.");
    expect(reviewerName("Cher", "")).toBe("Cher");
  });
});

describeOnDatabases("product reviews", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
  let fx: Awaited<ReturnType<typeof variantProduct>>;
  let writers: { id: number; firstName: string }[];
  // ratings of 13 published reviews, oldest first: 6 × 5, 3 × 4, 2 × 3, 1 × 2, 1 × 1
  const ratings = [5, 4, 5, 3, 5, 2, 4, 5, 1, 5, 3, 4, 5];
  const base = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
    fx = await variantProduct(database.db, new Date());
    writers = await customers(database.db, 15, "reviewer");
    const rows = await database.db
      .insert(reviewsTable)
      .values([
        ...ratings.map((rating, i) => ({
          productId: fx.id,
          userId: writers[i].id,
          rating,
          title: `Review ${i}`,
          comment: i === ratings.length - 1 ? HOSTILE : `Comment ${i}`,
          createdAt: new Date(base + i * MINUTE),
          images: i === 12 ? ["demo/products/p03"] : [],
          likesCount: i === 12 ? 2 : 0,
        })),
        // hidden by a moderator: neither listed nor counted
        {
          productId: fx.id,
          userId: writers[13].id,
          rating: 1,
          title: "Hidden",
          comment: "spam",
          status: "hidden" as const,
          createdAt: new Date(base + 99 * MINUTE),
        },
      ])
      .returning({ id: reviewsTable.id, rating: reviewsTable.rating });
    const newest = rows[12].id;
    await database.db.insert(reviewReplies).values([
      { reviewId: newest, userId: fx.shop.ownerId, comment: "Thanks! <b>not bold</b>", createdAt: new Date(base + 20 * MINUTE) },
      { reviewId: newest, userId: writers[0].id, comment: "Agreed", createdAt: new Date(base + 30 * MINUTE) },
    ]);
    await database.db.insert(reviewLikes).values([
      { reviewId: newest, userId: writers[1].id },
      { reviewId: newest, userId: writers[2].id },
    ]);
  });

  const get = (url: string) => call<ProductReviews & { error?: string }>(app, url);

  it("answers reviews (paginated, newest first) and percentages per star; hidden reviews are left out", async () => {
    const { status, body } = await get(`/home/product-reviews/${fx.id}`);
    expect(status).toBe(200);
    expect(body.percentages).toEqual({ 5: 46, 4: 23, 3: 15, 2: 8, 1: 8 });
    expect(body.counts).toEqual({ 5: 6, 4: 3, 3: 2, 2: 1, 1: 1 });
    expect(body.average).toBe("3.92");
    const page = body.reviews;
    expect(page).toMatchObject({ total: 13, count: 10, per_page: 10, current_page: 1, last_page: 2, has_more_data: true });
    expect(page.next_page_url).toBe(`/home/product-reviews/${fx.id}?page=2`);
    expect(page.data.map((r) => r.title)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Review ${i}`));
    expect(page.data.some((r) => r.title === "Hidden")).toBe(false);
  });

  it("page 2 holds the rest; a page past the end is empty; a malformed page is page 1", async () => {
    const two = (await get(`/home/product-reviews/${fx.id}?page=2`)).body.reviews;
    expect(two).toMatchObject({ current_page: 2, count: 3, has_more_data: false, next_page_url: null });
    expect(two.data.map((r) => r.title)).toEqual(["Review 2", "Review 1", "Review 0"]);
    const past = (await get(`/home/product-reviews/${fx.id}?page=5`)).body.reviews;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(13);
    expect((await get(`/home/product-reviews/${fx.id}?page=abc`)).body.reviews.current_page).toBe(1);
  });

  it("a review carries the reviewer's first name and initial, pictures, likes and replies (the shop's marked)", async () => {
    const [first] = (await get(`/home/product-reviews/${fx.id}`)).body.reviews.data;
    const [writer] = await database.db.select().from(users).where(eq(users.id, writers[12].id));
    expect(first.reviewer).toEqual({ name: `${writer.firstName} ${writer.lastName[0]}.`, avatar: null });
    expect(first.rating).toBe(5);
    expect(first.likes_count).toBe(2);
    expect(first.user_liked).toBe(false);
    expect(first.images).toEqual([
      {
        thumb: "/uploads/demo/products/p03-96x96.webp",
        large: "/uploads/demo/products/p03-1000x1000.webp",
        srcset: expect.stringContaining("p03-320x320.webp 320w"),
      },
    ]);
    expect(first.replies.map((r) => [r.comment, r.is_seller])).toEqual([
      ["Thanks! <b>not bold</b>", true],
      ["Agreed", false],
    ]);
  });

  it("text with <script> comes back as the same text (data, never markup)", async () => {
    const res = await app.request(`/home/product-reviews/${fx.id}`);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as ProductReviews;
    expect(body.reviews.data[0].comment).toBe(HOSTILE);
    const [stored] = await database.db
      .select({ comment: reviewsTable.comment })
      .from(reviewsTable)
      .where(and(eq(reviewsTable.productId, fx.id), eq(reviewsTable.userId, writers[12].id)));
    expect(stored.comment).toBe(HOSTILE);
  });

  it("user_liked and is_mine follow the viewer", async () => {
    const viewer = { sessionHash: "x", userId: writers[1].id, locale: "en", currencyCode: "USD" };
    const mine = await productReviews(ctx, viewer, { productId: fx.id, page: 1 });
    expect(mine.reviews.data[0].user_liked).toBe(true);
    expect(mine.reviews.data.filter((r) => r.user_liked)).toHaveLength(1);
    expect(mine.reviews.data.some((r) => r.is_mine)).toBe(false);
    const second = await productReviews(ctx, viewer, { productId: fx.id, page: 2 });
    expect(second.reviews.data.filter((r) => r.is_mine).map((r) => r.title)).toEqual(["Review 1"]);
    const guest = await productReviews(ctx, { ...viewer, userId: null }, { productId: fx.id, page: 1 });
    expect(guest.reviews.data.some((r) => r.user_liked || r.is_mine)).toBe(false);
  });

  it("a product without reviews has an empty list and zero percentages; unknown or malformed ids are 404", async () => {
    const other = await variantProduct(database.db, new Date());
    const { status, body } = await get(`/home/product-reviews/${other.id}`);
    expect(status).toBe(200);
    expect(body.reviews).toMatchObject({ data: [], total: 0, last_page: 1, has_more_data: false });
    expect(body.percentages).toEqual({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });
    expect(body.average).toBe("0.00");
    expect((await get("/home/product-reviews/99999999")).status).toBe(404);
    expect((await get("/home/product-reviews/abc")).status).toBe(404);
    expect((await get("/home/product-reviews/-1")).status).toBe(404);
  });

  it("the seeded reviews: several writers, replies from the shop's owner, likes equal to like rows", async () => {
    const seeded = await database.db
      .select({ id: reviewsTable.id, productId: reviewsTable.productId, likes: reviewsTable.likesCount })
      .from(reviewsTable)
      .innerJoin(users, eq(users.id, reviewsTable.userId))
      .where(inArray(users.email, ["customer@example.com", "sara.ahmadi@example.com", "daniel.park@example.com"]));
    expect(seeded.length).toBeGreaterThan(20);
    const likeRows = await database.db
      .select({ reviewId: reviewLikes.reviewId })
      .from(reviewLikes)
      .where(
        inArray(
          reviewLikes.reviewId,
          seeded.map((s) => s.id),
        ),
      );
    const perReview = new Map<number, number>();
    for (const l of likeRows) perReview.set(l.reviewId, (perReview.get(l.reviewId) ?? 0) + 1);
    for (const s of seeded) expect(s.likes).toBe(perReview.get(s.id) ?? 0);
    const [withReply] = await database.db
      .select({ productId: reviewsTable.productId })
      .from(reviewReplies)
      .innerJoin(reviewsTable, eq(reviewsTable.id, reviewReplies.reviewId))
      .limit(1);
    const list = (await get(`/home/product-reviews/${withReply.productId}?page=1`)).body;
    const [p] = await database.db.select({ n: products.reviewsCount }).from(products).where(eq(products.id, withReply.productId));
    expect(list.reviews.total).toBe(p.n);
  });
});
