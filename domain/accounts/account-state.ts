import { sql } from "drizzle-orm";
import { shopFollowers } from "../../db/schema";
import { type CartBrief, cartBrief, cartBriefOf } from "../cart/cart-counter";
import type { Ctx } from "../context";
import { compareIds, compareIdsOf, wishlistIdsOf } from "../lists/list-state";
import { accountRead, accountSideReads, type UserView, userViewOf } from "./user-view";

/**
 * What the client holds for a signed-in visitor (page data and the login answer): the user,
 * the followed shops and the list counters (wishlist ids and count, compare ids and count).
 * and the cart's lines; a guest gets the empty state with its compare list and cart (kept by
 * session: pass `sessionHash` / `cartSessionHash` once the session has them).
 */
export async function accountState(
  ctx: Ctx,
  input: { userId: number | null; locale: string; sessionHash?: string; cartSessionHash?: string },
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
  // the account, its shop and wallet, and every list the client keeps: one statement (beside it, the addresses and the last recharge)
  const [[row], side] = await Promise.all([
    accountRead(ctx.db, input.userId, {
      followed: sql<number[]>`(select coalesce(array_agg(${shopFollowers.shopId}), '{}') from ${shopFollowers}
        where ${shopFollowers.userId} = ${input.userId})`,
      wished: wishlistIdsOf(input.userId),
      compared: compareIdsOf({ userId: input.userId }),
      carts: cartBriefOf({ userId: input.userId }),
    }),
    accountSideReads(ctx.db, input.userId),
  ]);
  const user = row ? userViewOf(row, side, { locale: input.locale, mediaBase: ctx.mediaBase }) : null;
  if (!row || !user) return empty;
  const ids = (list: unknown[]) => list.map(Number);
  return {
    ...empty,
    user,
    shop_follower: ids(row.followed),
    user_wishlists: ids(row.wished),
    wishlists: row.wished.length,
    compare_list: row.compared.length,
    compare_ids: ids(row.compared),
    carts: row.carts,
  };
}

export type AccountState = Awaited<ReturnType<typeof accountState>>;
