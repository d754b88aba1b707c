import type { Context, Hono } from "hono";
import { productReviews } from "../../domain/catalog/product-reviews";
import { resolveViewer } from "../http/viewer";
import type { AppServices } from "../services";
import { contract } from "./route";

/** A page number from the query string; 1 when absent or malformed (as the listings do). */
function pageOf(c: Context): number {
  const n = Number(c.req.query("page") ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The product page's own calls (the product itself is `GET /home/product-details/{slug}` in catalog.ts). */
export function productRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const mediaBase = `${env.APP_PATH}/uploads`;

  // The reference's `GET home/product-reviews/{id}?page=` → {reviews: paginated, percentages: {5..1}}.
  contract(app, "get", "/home/product-reviews/:id", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const page = pageOf(c);
    const pageUrl = (p: number) => {
      const url = new URL(c.req.url);
      url.searchParams.set("page", String(p));
      return url.pathname + url.search;
    };
    return c.json(await productReviews(ctx, v.viewer, { productId: c.req.param("id"), page }, { mediaBase, pageUrl }));
  });
}
