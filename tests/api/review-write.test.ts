import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products, reviewLikes, reviewReplies, productReviews as reviews, shops, users } from "../../db/schema";
import { averageRating, type ProductReviews } from "../../domain/catalog/product-reviews";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { pageContext } from "../../server/page-context";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { placedOrder } from "../setup/orders";
import { present } from "../setup/present";
import { variantProduct } from "../setup/product-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const HOSTILE = `<script>alert("r")</script><img src=x onerror=alert(1)>`;
const en = LANGUAGE_FILES.en;
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describeOnDatabases("writing reviews, replies and likes", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let uploadsDir: string;
  let fx: Awaited<ReturnType<typeof variantProduct>>;
  let author: Awaited<ReturnType<typeof signUp>>;
  let reviewId: number;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` (or set BUILD_DIR) before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = on.database;
    const made = await makeTestApp(database, { pageHandler: (s) => async (c) => handle(c.req.raw, await pageContext(c, s)) });
    app = made.app;
    uploadsDir = path.join(made.services.env.dataDir, "uploads");
    fx = await variantProduct(database.db, new Date());
    author = await buyer();
  });

  /** A fresh signed-in customer with an order of the fixture product (delivered and paid unless told otherwise). */
  async function buyer(order: Partial<Parameters<typeof placedOrder>[1]> = {}) {
    const user = await signUp(app);
    await placedOrder(database.db, { userId: user.userId, productId: fx.id, ...order });
    return user;
  }
  function postReview(client: TestClient, fields: Record<string, unknown>, files?: File[], opts: { noToken?: boolean } = {}) {
    const body = { product_id: fx.id, rating: 4, title: "Warm", comment: "Keeps me warm.", ...fields };
    if (!files) return client.request("/user/product-review-store", { method: "POST", json: body, ...opts });
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.set(k, String(v));
    for (const f of files) form.append("images[]", f);
    return client.request("/user/product-review-store", { method: "POST", body: form, ...opts });
  }
  const reviewsOf = async (userId: number) =>
    database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, fx.id), eq(reviews.userId, userId)));
  const productNow = async () =>
    (await database.db.select({ rating: products.rating, n: products.reviewsCount }).from(products).where(eq(products.id, fx.id)))[0];
  const listAs = async (client: TestClient) => (await (await client.request(`/home/product-reviews/${fx.id}`)).json()) as ProductReviews;

  it("a guest is 401; a call without the CSRF token is 419 and changes nothing", async () => {
    const visitor = await guest(app);
    expect((await postReview(visitor, {})).status).toBe(401);
    const before = await productNow();
    const res = await postReview(author.client, {}, undefined, { noToken: true });
    expect(res.status).toBe(419);
    expect(await reviewsOf(author.userId)).toEqual([]);
    expect(await productNow()).toEqual(before);
  });

  it("only buyers: no order, a cancelled one, or one neither paid nor delivered is 403 with a clear message", async () => {
    const stranger = await signUp(app);
    const cancelled = await buyer({ status: "cancelled", paymentStatus: "paid" });
    const unpaid = await buyer({ status: "confirmed", paymentStatus: "unpaid" });
    const otherProduct = await signUp(app);
    const [other] = await database.db.select({ id: products.id }).from(products).where(sql`${products.id} <> ${fx.id}`).limit(1);
    await placedOrder(database.db, { userId: otherProduct.userId, productId: other.id });
    for (const who of [stranger, cancelled, unpaid, otherProduct]) {
      const res = await postReview(who.client, {});
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(en.rv_buyers_only);
      expect((await listAs(who.client)).can_review).toBe(false);
    }
    // paid but not delivered yet counts as bought
    const paid = await buyer({ status: "confirmed", paymentStatus: "paid" });
    expect((await listAs(paid.client)).can_review).toBe(true);
  });

  it("a bad rating or text that is too long is 422 and stores nothing", async () => {
    for (const fields of [
      { rating: 0 },
      { rating: 6 },
      { rating: "4.5" },
      { rating: "five" },
      { rating: null },
      { title: "t".repeat(121) },
      { comment: "c".repeat(2001) },
      { comment: "   " },
    ]) {
      const res = await postReview(author.client, fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual([Object.keys(fields)[0]]);
    }
    expect(await reviewsOf(author.userId)).toEqual([]);
  });

  it("a buyer's review is stored as typed; the product's and the shop's rating and count are counted again", async () => {
    expect(await listAs(author.client)).toMatchObject({ can_review: true, has_reviewed: false });
    const res = await postReview(author.client, { rating: 2, title: `  Bad ${HOSTILE}  `, comment: `Line one\nLine two ${HOSTILE}` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: en.rv_review_saved, rating: "2.00", reviews_count: 1 });
    const [row] = await reviewsOf(author.userId);
    reviewId = row.id;
    expect(row).toMatchObject({
      rating: 2,
      title: `Bad ${HOSTILE}`,
      comment: `Line one\nLine two ${HOSTILE}`,
      images: [],
      status: "published",
    });
    expect(await productNow()).toEqual({ rating: "2.00", n: 1 });
    const counts = await database.db
      .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(products.shopId, fx.shop.id), eq(reviews.status, "published")))
      .groupBy(reviews.rating);
    const [shop] = await database.db.select({ rating: shops.rating, n: shops.reviewsCount }).from(shops).where(eq(shops.id, fx.shop.id));
    expect(shop).toEqual({
      rating: averageRating(Object.fromEntries(counts.map((c) => [c.rating, c.n]))),
      n: counts.reduce((s, c) => s + c.n, 0),
    });
    expect(await listAs(author.client)).toMatchObject({ can_review: false, has_reviewed: true });
  });

  it("a second review by the same customer is refused (409) and the first one stays", async () => {
    const res = await postReview(author.client, { rating: 5, title: "Changed my mind" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(en.rv_already_reviewed);
    expect((await reviewsOf(author.userId)).map((r) => r.rating)).toEqual([2]);
    expect(await productNow()).toEqual({ rating: "2.00", n: 1 });
  });

  it("the title with <script> is text on the product page, never markup", async () => {
    const html = await (await app.request(`/product/${fx.slug}?lang=en`)).text();
    expect(html).toContain("Bad &lt;script&gt;alert(&quot;r&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain('<script>alert("r")');
    expect(html).not.toContain("<img src=x");
  });

  it("pictures are re-encoded to WebP in the product sizes; a non-picture named .jpg, too many or too large ones are refused", async () => {
    const shopper = await buyer();
    const files = [
      new File([await png(300, 200)], "a.png", { type: "image/png" }),
      new File([await png(40, 40)], "b.jpg", { type: "image/jpeg" }),
    ];
    const res = await postReview(shopper.client, { rating: 5 }, files);
    expect(res.status).toBe(200);
    const [row] = await reviewsOf(shopper.userId);
    expect(row.images).toHaveLength(2);
    for (const key of row.images) {
      expect(key).toMatch(new RegExp(`^reviews/r${shopper.userId}-[0-9a-f]{16}$`));
      for (const size of [96, 320, 640, 1000]) {
        const meta = await sharp(path.join(uploadsDir, `${key}-${size}x${size}.webp`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", size, size]);
      }
    }
    const shown = present(
      (await listAs(shopper.client)).reviews.data.find((r) => r.is_mine),
      "the shopper's own review in the list",
    );
    expect(shown.images[0].thumb).toBe(`/uploads/${row.images[0]}-96x96.webp`);

    const refused = [
      [new File(["<?php echo 'hi'; ?>"], "photo.jpg", { type: "image/jpeg" })],
      Array.from({ length: 5 }, () => files[1]),
      [new File([await png(5000, 4000)], "huge.png", { type: "image/png" })],
    ];
    for (const set of refused) {
      const other = await buyer();
      const answer = await postReview(other.client, {}, set);
      expect(answer.status).toBe(422);
      expect(Object.keys((await answer.json()).errors)).toEqual(["images"]);
      expect(await reviewsOf(other.userId)).toEqual([]);
    }
  });

  it("replies: the shop's owner carries the seller badge, others do not; guests 401; too long 422; unknown review 404", async () => {
    const [owner] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, fx.shop.ownerId));
    const seller = await guest(app);
    expect((await signIn(seller, owner.email, "seller123")).status).toBe(200);
    const reply = (client: TestClient, fields: Record<string, unknown>) =>
      client.request("/home/product-reply-store", { method: "POST", json: { review_id: reviewId, ...fields } });
    const mine = await reply(seller, { reply: `Sorry! ${HOSTILE}` });
    expect(mine.status).toBe(200);
    expect((await mine.json()).reply).toMatchObject({ comment: `Sorry! ${HOSTILE}`, is_seller: true });
    expect((await reply(author.client, { reply: "  Thanks.  " })).status).toBe(200);
    expect((await reply(await guest(app), { reply: "hi" })).status).toBe(401);
    expect((await reply(author.client, { reply: "r".repeat(1001) })).status).toBe(422);
    expect((await reply(author.client, { reply: "" })).status).toBe(422);
    expect((await reply(author.client, { review_id: 99_999_999, reply: "hi" })).status).toBe(404);
    const shown = present(
      (await listAs(author.client)).reviews.data.find((r) => r.id === reviewId),
      "the review in the list",
    );
    expect(shown.replies.map((r) => [r.comment, r.is_seller])).toEqual([
      [`Sorry! ${HOSTILE}`, true],
      ["Thanks.", false],
    ]);
    expect(await database.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId))).toHaveLength(2);
  });

  it("likes: ten users at once give exactly ten; a double click counts once; a like can be taken back", async () => {
    const like = (client: TestClient, fields: Record<string, unknown> = {}) =>
      client.request("/product/like-review", { method: "POST", json: { id: reviewId, ...fields } });
    const count = async () => (await database.db.select({ n: reviews.likesCount }).from(reviews).where(eq(reviews.id, reviewId)))[0].n;
    const rows = async () => (await database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, reviewId))).length;
    const likers = await Promise.all(Array.from({ length: 10 }, () => signUp(app)));
    const answers = await Promise.all(
      likers.map(async (u) => {
        const r = await like(u.client);
        expect(r.status).toBe(200);
        return r.json();
      }),
    );
    expect(answers.every((a) => a.liked === true)).toBe(true);
    expect(answers.map((a) => a.likes_count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([await count(), await rows()]).toEqual([10, 10]);

    const clicker = await signUp(app);
    const twice = await Promise.all([like(clicker.client, { liked: true }), like(clicker.client, { liked: true })]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect([await count(), await rows()]).toEqual([11, 11]);
    const toggled = await Promise.all([like(clicker.client), like(clicker.client)]);
    expect(toggled.map((r) => r.status)).toEqual([200, 200]);
    expect(await count()).toBe(await rows());
    expect(await count()).toBeLessThanOrEqual(11);

    const off = await (await like(likers[0].client, { liked: false })).json();
    expect(off).toMatchObject({ id: reviewId, product_id: fx.id, liked: false, likes_count: await rows() });
    expect(
      present(
        (await listAs(likers[1].client)).reviews.data.find((r) => r.id === reviewId),
        "the review in the list",
      ).user_liked,
    ).toBe(true);
    expect((await like(author.client)).status).toBe(403);
    expect((await like(await guest(app))).status).toBe(401);
    expect((await like(likers[1].client, { id: 99_999_999 })).status).toBe(404);
  });
});
