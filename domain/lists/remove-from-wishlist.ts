import { and, eq } from "drizzle-orm";
import { wishlists } from "../../db/schema";
import type { Ctx } from "../context";
import { wishlistCount } from "./list-state";

/**
 * `GET user/remove-wishlist-product/{productId}`: take a product off the user's wishlist.
 * Removing one that is not there changes nothing and is no error (a second click, another tab).
 */
export async function removeFromWishlist(ctx: Ctx, input: { userId: number; productId: number | null }) {
  const removed =
    input.productId === null
      ? []
      : await ctx.db
          .delete(wishlists)
          .where(and(eq(wishlists.userId, input.userId), eq(wishlists.productId, input.productId)))
          .returning({ productId: wishlists.productId });
  return { wishlist: removed.length > 0, totalWishlist: await wishlistCount(ctx.db, input.userId) };
}
