import { and, eq, sql } from "drizzle-orm";
import { products } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import type { Ctx, Viewer } from "../context";
import { followerCount, followersKey, isFollowing } from "./follows";
import { shopContents } from "./sections";
import { activeShopCoupons, type CouponPage } from "./shop-coupons";
import { visibleShop } from "./visible-shop";

/**
 * A shop's page head and body: the shop in the contract notes' shape (`shop-page-data`) plus
 * its policies, and its active coupons. Rating and review counts are the shop's own columns,
 * which `recountRatings` (domain/catalog/review-ratings.ts) counts again from its products'
 * published reviews whenever one changes; the product count is its visible products now.
 * Unknown, unverified or banned: 404 (`shop_not_found`). The follower count is exact.
 */
export async function shopProfile(ctx: Ctx, viewer: Viewer, input: { slug: string }) {
  const shop = await visibleShop(ctx, { slug: input.slug });
  const L = (t: Record<string, string> | null | undefined) => localize(t, viewer.locale);
  const [contents, coupons, totalProducts, followers, followed] = await Promise.all([
    shopContents(ctx, viewer, shop),
    // shown only (the checkout checks a coupon again): a new or used-up one shows within 15 s
    ctx.cache.get(`shop-coupons:${shop.id}:${viewer.locale}:`, 15_000, () => activeShopCoupons(ctx, viewer, { shopId: shop.id })),
    ctx.cache.get(`shop-products:${shop.id}`, 30_000, async () => {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(and(eq(products.shopId, shop.id), eq(products.isVisible, true)));
      return row?.n ?? 0;
    }),
    // kept until a follow or an unfollow of this shop drops it (follow-shop.ts, unfollow-shop.ts)
    ctx.cache.get(followersKey(shop.id), 60_000, () => followerCount(ctx.db, shop.id)),
    isFollowing(ctx.db, viewer.userId, shop.id),
  ]);
  const logo = mediaUrl(ctx.mediaBase, shop.logo, 82, 82);
  const cover = mediaUrl(ctx.mediaBase, shop.banner, 899, 480);
  return {
    shop: {
      id: shop.id,
      slug: shop.slug,
      /** the owner's user id: `GET seller/coupons/{user_id}` */
      user_id: shop.ownerId,
      shop_name: L(shop.name),
      shop_tagline: L(shop.tagline),
      logo,
      banner: cover,
      image_82x82: logo,
      image_297x203: mediaUrl(ctx.mediaBase, shop.banner, 297, 203),
      image_899x480: cover,
      /** the average of the published reviews of its products ("4.33"), as `rating_count` in the reference */
      rating: shop.rating,
      rating_count: shop.rating,
      reviews_count: shop.reviewsCount,
      total_products: totalProducts,
      join_date: shop.createdAt.toISOString(),
      /** how many follow the shop, and whether the viewer does (domain/shops/follows.ts) */
      followers,
      is_followed: followed,
      /** the stored sections (the typed model of ./sections.ts), their kinds, and the sections ready to show */
      shop_page_contents: shop.sections,
      component_names: contents.map((c) => c.type),
      contents,
      policies: { shipping: L(shop.policies.shipping), returns: L(shop.policies.returns) },
    },
    coupons,
  };
}

export type ShopProfile = Awaited<ReturnType<typeof shopProfile>>;
export type { CouponPage };
