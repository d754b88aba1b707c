import { eq } from "drizzle-orm";
import { shopFollowers } from "../../db/schema";
import type { Ctx } from "../context";
import { compareIds, wishlistIds } from "../lists/list-state";
import { userView, type UserView } from "./user-view";

/**
 * What the client holds for a signed-in visitor (page data and the login answer): the user,
 * the followed shops and the list counters (wishlist ids and count, compare ids and count).
 * The cart fills its part when it lands; a guest gets the empty state with its compare list
 * (kept by session, so pass `sessionHash`).
 */
export async function accountState(ctx: Ctx, input: { userId: number | null; locale: string; mediaBase: string; sessionHash?: string }) {
  const empty = { user: null as UserView | null, user_wishlists: [] as number[], wishlists: 0, compare_list: 0, compare_ids: [] as number[], carts: [] as unknown[], shop_follower: [] as number[] };
  if (input.userId === null) {
    // a guest's compare list is kept by session
    const compared = input.sessionHash ? await compareIds(ctx.db, { sessionHash: input.sessionHash }) : [];
    return { ...empty, compare_list: compared.length, compare_ids: compared };
  }
  const [user, followed, wished, compared] = await Promise.all([
    userView(ctx.db, input.userId, { locale: input.locale, mediaBase: input.mediaBase }),
    ctx.db.select({ shopId: shopFollowers.shopId }).from(shopFollowers).where(eq(shopFollowers.userId, input.userId)),
    wishlistIds(ctx.db, input.userId),
    compareIds(ctx.db, { userId: input.userId }),
  ]);
  if (!user) return empty;
  return {
    ...empty, user, shop_follower: followed.map((f) => f.shopId),
    user_wishlists: wished, wishlists: wished.length, compare_list: compared.length, compare_ids: compared,
  };
}

export type AccountState = Awaited<ReturnType<typeof accountState>>;
