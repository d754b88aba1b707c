import { shopFollowers } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { notifyUser } from "../notifications/notify";
import { shopIdInput } from "./follow-input";
import { followedShopIds, followerCount, followersKey } from "./follows";
import { findPublicShop } from "./public-shops";

/**
 * `GET user/follow-shop?id=`: follow a shop. One row per user and shop (the table's primary
 * key; a second follow, or twenty at once, does nothing more), so the count stays exact.
 * An unknown, unverified or banned shop is 404; one's own shop is refused (422).
 */
export async function followShop(ctx: Ctx, input: { userId: number; id: unknown }) {
  const shopId = shopIdInput({ id: input.id });
  const shop = await findPublicShop(ctx.db, shopId);
  if (!shop) throw new NotFoundError("follow_shop_not_found");
  if (shop.ownerId === input.userId) throw new ValidationError({ id: ["follow_own_shop"] });
  const added = await ctx.db
    .insert(shopFollowers)
    .values({ shopId, userId: input.userId, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ shopId: shopFollowers.shopId });
  ctx.cache.invalidate(followersKey(shopId));
  // the seller hears of a new follower (on the notification page, and live)
  if (added.length)
    await notifyUser(ctx.db, {
      userId: shop.ownerId,
      message: { title: "notice_new_follower", textParams: { shop: shop.name } },
      url: `/shop/${shop.slug}`,
      data: { message_type: "success", shop_id: shopId },
    });
  const [ids, followers] = await Promise.all([followedShopIds(ctx.db, input.userId), followerCount(ctx.db, shopId)]);
  return { shop_id: shopId, is_followed: true, followers, shop_follower: ids, added: added.length > 0 };
}
