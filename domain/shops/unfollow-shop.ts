import { and, eq } from "drizzle-orm";
import { shopFollowers } from "../../db/schema";
import type { Ctx } from "../context";
import { followedShopIds, followerCount } from "./follows";
import { shopIdInput } from "./follow-input";

/**
 * `GET user/remove-followed?id=`: stop following a shop. Unfollowing one that is not followed
 * (a second click, another tab, an unknown id) changes nothing and is no error; a malformed id is 422.
 */
export async function unfollowShop(ctx: Ctx, input: { userId: number; id: unknown }) {
  const shopId = shopIdInput({ id: input.id });
  const removed = await ctx.db
    .delete(shopFollowers)
    .where(and(eq(shopFollowers.userId, input.userId), eq(shopFollowers.shopId, shopId)))
    .returning({ shopId: shopFollowers.shopId });
  const [ids, followers] = await Promise.all([followedShopIds(ctx.db, input.userId), followerCount(ctx.db, shopId)]);
  return { shop_id: shopId, is_followed: false, followers, shop_follower: ids, removed: removed.length > 0 };
}
