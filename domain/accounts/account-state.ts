import { eq } from "drizzle-orm";
import { shopFollowers } from "../../db/schema";
import type { Ctx } from "../context";
import { userView, type UserView } from "./user-view";

/**
 * What the client holds for a signed-in visitor (page data and the login answer): the user,
 * the followed shops and the list counters. Wishlist, compare list and cart fill their parts
 * as those features land; a guest gets the empty state.
 */
export async function accountState(ctx: Ctx, input: { userId: number | null; locale: string; mediaBase: string }) {
  const empty = { user: null as UserView | null, user_wishlists: [] as number[], wishlists: 0, compare_list: 0, carts: [] as unknown[], shop_follower: [] as number[] };
  if (input.userId === null) return empty;
  const [user, followed] = await Promise.all([
    userView(ctx.db, input.userId, { locale: input.locale, mediaBase: input.mediaBase }),
    ctx.db.select({ shopId: shopFollowers.shopId }).from(shopFollowers).where(eq(shopFollowers.userId, input.userId)),
  ]);
  if (!user) return empty;
  return { ...empty, user, shop_follower: followed.map((f) => f.shopId) };
}

export type AccountState = Awaited<ReturnType<typeof accountState>>;
