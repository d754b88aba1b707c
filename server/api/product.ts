import type { Context, Hono } from "hono";
import { allowedChoices, findProductVariant } from "../../domain/catalog/find-variant";
import { likeReview, unlikeReview } from "../../domain/catalog/like-review";
import { productReviews, reviewWindowPages } from "../../domain/catalog/product-reviews";
import { replyToReview } from "../../domain/catalog/reply-to-review";
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX } from "../../domain/catalog/review-images";
import { writeReview } from "../../domain/catalog/write-review";
import { requireUserId } from "../http/account-session";
import { readBody, uploadedPictures } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract } from "./route";

/** Bodies allowed above the shop-wide 1 MB: a review carries up to four pictures. */
export const REVIEW_BODY_LIMITS: Record<string, number> = {
  "/user/product-review-store": REVIEW_IMAGES_MAX * REVIEW_IMAGE_MAX_BYTES + 64 * 1024,
};

/** A page number from the query string; 1 when absent or malformed (as the listings do). */
function pageOf(c: Context): number {
  const n = Number(c.req.query("page") ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The product page's own calls (the product itself is `GET /home/product-details/{slug}` in catalog.ts). */
export function productRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;

  /**
   * After a review change, the product's reviews as the reference client shows them: the
   * first `paginate` pages at once (it replaces its list with them), with the summary.
   */
  const reviewsAfterChange = (viewer: Parameters<typeof productReviews>[1], productId: number, pages: number) =>
    productReviews(ctx, viewer, { productId, pages }, { pageUrl: (p) => `${env.APP_PATH}/home/product-reviews/${productId}?page=${p}` });

  // The reference's `GET home/product-reviews/{id}?page=` → {reviews: paginated, percentages: {5..1}}.
  contract(app, "get", "/home/product-reviews/:id", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const page = pageOf(c);
    const pageUrl = (p: number) => {
      const url = new URL(c.req.url);
      url.searchParams.set("page", String(p));
      return url.pathname + url.search;
    };
    return c.json(await productReviews(ctx, v.viewer, { productId: c.req.param("id"), page }, { pageUrl }));
  });

  // {product_id, rating, title, comment, images[], paginate?} (multipart or JSON)
  // → {success, review, rating, reviews_count, reviews: paginated, percentages, counts, average}
  contract(app, "post", "/user/product-review-store", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    requireUserId(c);
    const body = await readBody(c);
    const pages = reviewWindowPages(body);
    const answer = await writeReview(ctx, viewer, { fields: body, images: await uploadedPictures(body), uploadsDir });
    const { reviews, percentages, counts, average } = await reviewsAfterChange(viewer, answer.review.product_id, pages);
    return c.json({ success: translate(viewer.locale, "rv_review_saved"), ...answer, reviews, percentages, counts, average });
  });

  // {review_id, reply, paginate?} → {success, reply, reviews: paginated}
  contract(app, "post", "/home/product-reply-store", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    requireUserId(c);
    const body = await readBody(c);
    const pages = reviewWindowPages(body);
    const answer = await replyToReview(ctx, viewer, { fields: body });
    const { reviews } = await reviewsAfterChange(viewer, answer.reply.product_id, pages);
    return c.json({ success: translate(viewer.locale, "rv_reply_saved"), ...answer, reviews });
  });

  // {id, liked?, paginate?} → {id, product_id, likes_count, liked, reviews: paginated}
  contract(app, "post", "/product/like-review", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    requireUserId(c);
    const body = await readBody(c);
    const pages = reviewWindowPages(body);
    const answer = await likeReview(ctx, viewer, { fields: body });
    const { reviews } = await reviewsAfterChange(viewer, answer.product_id, pages);
    return c.json({ ...answer, reviews });
  });

  // {id, paginate?} → {id, product_id, likes_count, liked: false, reviews: paginated}; idempotent
  contract(app, "post", "/product/unlike-review", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    requireUserId(c);
    const body = await readBody(c);
    const pages = reviewWindowPages(body);
    const answer = await unlikeReview(ctx, viewer, { fields: body });
    const { reviews } = await reviewsAfterChange(viewer, answer.product_id, pages);
    return c.json({ ...answer, reviews });
  });

  // Read-only POSTs, as the reference sends them; the token is checked as on every POST (as search/product).
  // {product_id, color_id, variant_ids[]} → {product_stock: {...} | "", msg, images: {...} | null}
  contract(app, "post", "/find/products-variants", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const answer = await findProductVariant(ctx, viewer, { fields: await readBody(c) });
    return c.json({ ...answer, msg: translate(viewer.locale, answer.msg) });
  });

  // {product_id, color_id, variant_ids[]} → {variants: [attribute value ids], colors: [colour ids]}
  contract(app, "post", "/find/variants", { changesState: true }, async (c) => {
    await resolveViewer(c, services);
    return c.json(await allowedChoices(ctx, { fields: await readBody(c) }));
  });
}
