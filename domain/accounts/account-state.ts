import { eq } from "drizzle-orm";
import { shopFollowers } from "../../db/schema";
import type { Ctx } from "../context";
import { cartBrief, type CartBrief } from "../cart/cart-counter";
import { compareIds, wishlistIds } from "../lists/list-state";
import { userView, type UserView } from "./user-view";

/**
 * What the client holds for a signed-in visitor (page data and the login answer): the user,
 * the followed shops and the list counters (wishlist ids and count, compare ids and count).
 * and the cart's lines; a guest gets the empty state with its compare list and cart (kept by
 * session: pass `sessionHash` / `cartSessionHash` once the session has them).
 */
export async function accountState(
  ctx: Ctx,
  input: { userId: number | null; locale: string; mediaBase: string; sessionHash?: string; cartSessionHash?: string },
) {
  const empty = {
    user: null as UserView | null,
    user_wishlists: [] as number[],
    wishlists: 0,
    compare_list: 0,
    compare_ids: [] as number[],
    carts: [] as CartBrief,
    shop_follower: [] as number[],
  };
  if (input.userId === null) {
    // a guest's compare list and cart are kept by session (looked up once the session has one)
    const [compared, carts] = await Promise.all([
      input.sessionHash ? compareIds(ctx.db, { sessionHash: input.sessionHash }) : [],
      input.cartSessionHash ? cartBrief(ctx.db, { sessionHash: input.cartSessionHash }) : [],
    ]);
    return { ...empty, compare_list: compared.length, compare_ids: compared, carts };
  }
  const [user, followed, wished, compared, carts] = await Promise.all([
    userView(ctx.db, input.userId, { locale: input.locale, mediaBase: input.mediaBase }),
    ctx.db.select({ shopId: shopFollowers.shopId }).from(shopFollowers).where(eq(shopFollowers.userId, input.userId)),
    wishlistIds(ctx.db, input.userId),
    compareIds(ctx.db, { userId: input.userId }),
    cartBrief(ctx.db, { userId: input.userId }),
  ]);
  if (!user) return empty;
  return {
    ...empty,
    user,
    shop_follower: followed.map((f) => f.shopId),
    user_wishlists: wished,
    wishlists: wished.length,
    compare_list: compared.length,
    compare_ids: compared,
    carts,
  };
}

export type AccountState = Awaited<ReturnType<typeof accountState>>;
