import { and, eq } from "drizzle-orm";
import { wishlists } from "../../db/schema";
import type { Ctx } from "../context";
import { wishlistCount } from "./list-state";
import { visibleCard } from "./visible-card";

/**
 * `GET user/add-to-wishlist/{productId}`: keep a product for later. Adding it again keeps the
 * one row (and its date); an unknown or hidden product is 404.
 */
export async function addToWishlist(ctx: Ctx, input: { userId: number; productId: number | null; locale: string }) {
  const product = await visibleCard(ctx, input.productId, input);
  const [added] = await ctx.db
    .insert(wishlists)
    .values({ userId: input.userId, productId: product.id, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ createdAt: wishlists.createdAt });
  const row =
    added ??
    (
      await ctx.db
        .select({ createdAt: wishlists.createdAt })
        .from(wishlists)
        .where(and(eq(wishlists.userId, input.userId), eq(wishlists.productId, product.id)))
        .limit(1)
    )[0];
  return {
    wishlist: { user_id: input.userId, product_id: product.id, created_at: (row?.createdAt ?? ctx.now()).toISOString() },
    product: { ...product, user_wishlist: true },
    wishlists: await wishlistCount(ctx.db, input.userId),
  };
}
