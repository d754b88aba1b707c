import { afterAnswer } from "../../infra/background";
import type { Ctx } from "../context";

/**
 * The prefix of the invalidation that drops one product's public pages from the guest page cache
 * (decision 049): `pages:product:<slug>`. Any other invalidation drops every guest page.
 */
export const PRODUCT_PAGES_PREFIX = "pages:product:";

/**
 * Products whose stock changed because of a shopper (an order placed, cancelled or refunded):
 * their pages kept for visitors without a session are dropped after the answer (so after the
 * change is committed), here and in the other processes, so the next visitor sees the stock as it is.
 */
export function forgetProductPages(ctx: Ctx, slugs: string[]): void {
  if (!slugs.length) return;
  afterAnswer(ctx, "forget-product-pages", async () => {
    for (const slug of new Set(slugs)) ctx.cache.invalidate(`${PRODUCT_PAGES_PREFIX}${slug}`);
  });
}
