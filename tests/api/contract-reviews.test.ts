import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { reviewLikes, reviewReplies, productReviews as reviews } from "../../db/schema";
import type { ProductReviews } from "../../domain/catalog/product-reviews";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { placedOrder } from "../setup/orders";
import { PAGINATOR_KEYS } from "../setup/paginator-keys";
import { customers, variantProduct } from "../setup/product-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const en = LANGUAGE_FILES.en;

/**
 * The review calls as the reference client sends them (contract notes §3): every change
 * answers `reviews`, the first `paginate` pages of ten at once (the client replaces its list
 * with them), and the review store the star percentages as well.
 */
describeOnDatabases("review calls in the reference's shape", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let fx: Awaited<ReturnType<typeof variantProduct>>;
  let author: Awaited<ReturnType<typeof signUp>>;
  let others: number[];

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    fx = await variantProduct(database.db, new Date());
    // 24 reviews already there, oldest first, so that two pages hold 20 and a third the rest
    const writers = await customers(database.db, 24, "contract-reviews");
    const rows = await database.db
      .insert(reviews)
      .values(
        writers.map((w, i) => ({
          productId: fx.id,
          userId: w.id,
          rating: (i % 5) + 1,
          comment: `Earlier ${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning({ id: reviews.id });
    others = rows.map((r) => r.id);
    author = await signUp(app);
    await placedOrder(database.db, { userId: author.userId, productId: fx.id });
  });

  const post = (client: TestClient, path: string, body: Record<string, unknown>, opts: { noToken?: boolean } = {}) =>
    client.request(path, { method: "POST", json: body, ...opts });
  const listAs = async (client: TestClient, page = 1) =>
    (await (await client.request(`/home/product-reviews/${fx.id}?page=${page}`)).json()) as ProductReviews;
  const reviewCount = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.productId, fx.id)))[0].n;

  it("user/product-review-store (multipart, with paginate) answers reviews as a paginator and the percentages", async () => {
    // a bad paginate is refused before anything is written
    for (const paginate of ["x", "0", "-1", "1.5"]) {
      const form = new FormData();
      for (const [k, v] of Object.entries({ product_id: fx.id, rating: 5, title: "T", comment: "Good", paginate })) form.set(k, String(v));
      const res = await author.client.request("/user/product-review-store", { method: "POST", body: form });
      expect(res.status, paginate).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(["paginate"]);
    }
    expect(await reviewCount()).toBe(24);

    const form = new FormData();
    for (const [k, v] of Object.entries({ product_id: fx.id, rating: 5, title: "Warm", comment: "Keeps me warm.", paginate: 2 }))
      form.set(k, String(v));
    const res = await author.client.request("/user/product-review-store", { method: "POST", body: form });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(en.rv_review_saved);
    expect(Object.keys(body.reviews).sort()).toEqual(PAGINATOR_KEYS);
    // two pages of ten at once, the newest (this one) first; the next page of ten is the third
    expect(body.reviews).toMatchObject({ total: 25, per_page: 20, current_page: 1, count: 20, has_more_data: true });
    expect(body.reviews.data).toHaveLength(20);
    expect(body.reviews.data[0]).toMatchObject({ id: body.review.id, comment: "Keeps me warm.", is_mine: true });
    expect(body.reviews.next_page_url).toBe(`/home/product-reviews/${fx.id}?page=3`);
    const page3 = await listAs(author.client, 3);
    expect(page3.reviews.data).toHaveLength(5);
    expect(new Set([...body.reviews.data, ...page3.reviews.data].map((r: { id: number }) => r.id)).size).toBe(25);
    // the percentages are the product page's, keys 5..1, adding up to 100
    const listed = await listAs(author.client);
    expect(body.percentages).toEqual(listed.percentages);
    expect(Object.keys(body.percentages).sort()).toEqual(["1", "2", "3", "4", "5"]);
    expect(Object.values(body.percentages as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(100);
    expect(body.counts).toEqual(listed.counts);
  });

  it("home/product-reply-store answers reviews with the reply in place; without paginate one page", async () => {
    const target = others[20]; // the fifth newest review
    const res = await post(author.client, "/home/product-reply-store", { review_id: target, product_id: fx.id, reply: "Agreed." });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(en.rv_reply_saved);
    expect(body.reviews).toMatchObject({
      total: 25,
      per_page: 10,
      current_page: 1,
      next_page_url: `/home/product-reviews/${fx.id}?page=2`,
    });
    const replied = body.reviews.data.find((r: { id: number }) => r.id === target);
    expect(replied.replies.map((p: { comment: string }) => p.comment)).toEqual(["Agreed."]);
    // three pages or more hold everything: no next page
    const all = await (
      await post(author.client, "/home/product-reply-store", { review_id: target, reply: "Again.", paginate: "3" })
    ).json();
    expect(all.reviews).toMatchObject({ count: 25, per_page: 30, next_page_url: null, has_more_data: false });
    // bad input is refused and writes nothing
    const before = (await database.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, target))).length;
    expect((await post(author.client, "/home/product-reply-store", { review_id: target, reply: "x", paginate: "two" })).status).toBe(422);
    expect((await post(author.client, "/home/product-reply-store", { review_id: 99_999_999, reply: "x" })).status).toBe(404);
    expect((await post(await guest(app), "/home/product-reply-store", { review_id: target, reply: "x" })).status).toBe(401);
    expect((await database.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, target))).length).toBe(before);
  });

  it("product/like-review and product/unlike-review answer reviews; unlike is idempotent", async () => {
    const target = others[23]; // the newest of the earlier reviews: second on page 1
    const liker = await signUp(app);
    const like = await post(liker.client, "/product/like-review", { paginate: 1, id: target, product_id: fx.id });
    expect(like.status).toBe(200);
    const liked = await like.json();
    expect(liked).toMatchObject({ id: target, product_id: fx.id, liked: true, likes_count: 1 });
    expect(Object.keys(liked.reviews).sort()).toEqual(PAGINATOR_KEYS);
    expect(liked.reviews.total).toBe(25);
    expect(liked.reviews.data.find((r: { id: number }) => r.id === target)).toMatchObject({ likes_count: 1, user_liked: true });

    for (let i = 0; i < 2; i++) {
      const res = await post(liker.client, "/product/unlike-review", { paginate: 1, id: target, product_id: fx.id });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ id: target, liked: false, likes_count: 0 });
      expect(body.reviews.next_page_url).toBe(`/home/product-reviews/${fx.id}?page=2`);
      expect(body.reviews.data.find((r: { id: number }) => r.id === target)).toMatchObject({ likes_count: 0, user_liked: false });
    }
    const likes = await database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, target));
    expect(likes).toEqual([]);
  });

  it("unlike: guests 401, no token 419, unknown review 404, bad id 422; one's own review is no change", async () => {
    const target = others[0];
    const fan = await signUp(app);
    await post(fan.client, "/product/like-review", { id: target });
    const count = async () => (await database.db.select({ n: reviews.likesCount }).from(reviews).where(eq(reviews.id, target)))[0].n;
    expect(await count()).toBe(1);
    expect((await post(await guest(app), "/product/unlike-review", { id: target })).status).toBe(401);
    expect((await post(fan.client, "/product/unlike-review", { id: target }, { noToken: true })).status).toBe(419);
    expect((await post(fan.client, "/product/unlike-review", { id: 99_999_999 })).status).toBe(404);
    for (const id of ["abc", "", null, 1.5]) {
      const res = await post(fan.client, "/product/unlike-review", { id });
      expect(res.status, String(id)).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(["id"]);
    }
    expect((await post(fan.client, "/product/unlike-review", { id: target, paginate: "many" })).status).toBe(422);
    expect(await count()).toBe(1);
    // the author of a review never liked it: taking the like back changes nothing
    const [own] = await database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, fx.id), eq(reviews.userId, author.userId)));
    const res = await post(author.client, "/product/unlike-review", { id: own.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ liked: false, likes_count: 0 });
    expect((await post(author.client, "/product/like-review", { id: own.id })).status).toBe(403);
  });

  it("likes and unlikes of many users at once leave the count equal to the likes", async () => {
    const target = others[10];
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp(app)));
    await Promise.all(users.map((u) => post(u.client, "/product/like-review", { id: target, liked: true })));
    // half take it back while the others click again, each twice at the same moment
    await Promise.all(
      users.flatMap((u, i) =>
        i % 2 === 0
          ? [post(u.client, "/product/unlike-review", { id: target }), post(u.client, "/product/unlike-review", { id: target })]
          : [post(u.client, "/product/like-review", { id: target, liked: true }), post(u.client, "/product/unlike-review", { id: target })],
      ),
    );
    const [row] = await database.db.select({ n: reviews.likesCount }).from(reviews).where(eq(reviews.id, target));
    const likes = await database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, target));
    expect(row.n).toBe(likes.length);
    expect(likes.every((l) => users.findIndex((u) => u.userId === l.userId) % 2 === 1)).toBe(true);
  });
});
