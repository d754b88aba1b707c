import { and, eq } from "drizzle-orm";
import { products } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { cardColumns, productCard } from "../catalog/product-card";
import type { Ctx } from "../context";

/** The card of a product shoppers may see, or 404: an unknown or hidden product cannot be listed. */
export async function visibleCard(ctx: Ctx, productId: number | null, opts: { locale: string }) {
  if (productId === null) throw new NotFoundError("product_not_found");
  const [row] = await ctx.db
    .select(cardColumns(opts.locale))
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isVisible, true)))
    .limit(1);
  if (!row) throw new NotFoundError("product_not_found");
  return productCard(row, ctx.now(), ctx.mediaBase);
}
