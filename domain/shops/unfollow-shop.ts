import { and, eq } from "drizzle-orm";
import { shopFollowers, shops } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { shopIdInput } from "./follow-input";
import { followedShopIds, followerCount, followersKey } from "./follows";

/**
 * `GET user/remove-followed?id=`: stop following a shop. Unfollowing one that is not followed
 * (a second click, another tab) changes nothing and is no error; a shop that does not exist is 404,
 * a malformed id 422.
 */
export async function unfollowShop(ctx: Ctx, input: { userId: number; id: unknown }) {
  const shopId = shopIdInput({ id: input.id });
  const removed = await ctx.db
    .delete(shopFollowers)
    .where(and(eq(shopFollowers.userId, input.userId), eq(shopFollowers.shopId, shopId)))
    .returning({ shopId: shopFollowers.shopId });
  if (!removed.length) {
    // not followed: fine for a shop that exists (a second click); a shop that never existed is 404
    const [known] = await ctx.db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
    if (!known) throw new NotFoundError("follow_shop_not_found");
  }
  ctx.cache.invalidate(followersKey(shopId));
  const [ids, followers] = await Promise.all([followedShopIds(ctx.db, input.userId), followerCount(ctx.db, shopId)]);
  return { shop_id: shopId, is_followed: false, followers, shop_follower: ids, removed: removed.length > 0 };
}
