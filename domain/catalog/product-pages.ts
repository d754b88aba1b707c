import { inArray } from "drizzle-orm";
import { products } from "../../db/schema";
import type { Ctx } from "../context";
import { afterAnswer } from "../shared/background";

/**
 * The prefix of the invalidation that drops one product's public pages from the guest page cache
 * (decision 049): `pages:product:<slug>`. Any other invalidation drops every guest page.
 */
export const PRODUCT_PAGES_PREFIX = "pages:product:";

/**
 * Products whose stock changed because of a shopper (an order placed, cancelled or refunded):
 * their pages kept for visitors without a session are dropped after the answer, here and in
 * the other processes, so the next visitor sees the stock as it is.
 */
export function forgetProductPages(ctx: Ctx, productIds: number[]): void {
  const ids = [...new Set(productIds)];
  if (!ids.length) return;
  afterAnswer(ctx, "forget-product-pages", async () => {
    const rows = await ctx.db.select({ slug: products.slug }).from(products).where(inArray(products.id, ids));
    for (const { slug } of rows) ctx.cache.invalidate(`${PRODUCT_PAGES_PREFIX}${slug}`);
  });
}
