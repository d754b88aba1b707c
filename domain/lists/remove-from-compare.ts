import { and, eq } from "drizzle-orm";
import { compareItems } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { type CompareOwner, ownedBy } from "./compare-owner";
import { compareProducts } from "./compare-products";
import { compareCount } from "./list-state";
import { visibleCard } from "./visible-card";

/**
 * `GET home/remove-compare_product/{id}`: take a product off the visitor's compare list
 * (absent: no change, no error). Answers what the reference client reads: `product` (the one
 * taken off: its card, or only its id when it is no longer shown) and `products` (the list
 * left, as `home/compare-list` has it), with the count.
 */
export async function removeFromCompare(ctx: Ctx, input: { owner: CompareOwner; productId: number | null; locale: string }) {
  const removed =
    input.productId === null
      ? []
      : await ctx.db
          .delete(compareItems)
          .where(and(ownedBy(input.owner), eq(compareItems.productId, input.productId)))
          .returning({ id: compareItems.id });
  const [products, count, product] = await Promise.all([
    compareProducts(ctx, input),
    compareCount(ctx.db, input.owner),
    input.productId === null ? null : cardOrId(ctx, input.productId, input),
  ]);
  return { removed: removed.length > 0, compare_list: count, product, products };
}

async function cardOrId(ctx: Ctx, productId: number, opts: { locale: string }) {
  try {
    return await visibleCard(ctx, productId, opts);
  } catch (err) {
    if (err instanceof NotFoundError) return { id: productId };
    throw err;
  }
}
