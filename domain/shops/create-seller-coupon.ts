import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { coupons, shops } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { NotFoundError } from "../../kernel/errors";
import { notifyFollowers } from "./notify-followers";

export type SellerCouponInput = Omit<typeof coupons.$inferInsert, "id" | "shopId" | "usedCount" | "createdAt">;

/**
 * A seller's coupon for their own shop (the seed today; the seller's back office later): the
 * coupon row and, when it is active, a notification to each of the shop's followers, in one
 * transaction (a coupon that fails to save tells no one).
 */
export async function createSellerCoupon(db: Database, input: { shopId: number; coupon: SellerCouponInput; now: Date }) {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ id: shops.id, slug: shops.slug, name: shops.name })
      .from(shops)
      .where(eq(shops.id, input.shopId))
      .limit(1);
    if (!shop) throw new NotFoundError("follow_shop_not_found");
    const [coupon] = await tx
      .insert(coupons)
      .values({ ...input.coupon, code: input.coupon.code.toUpperCase(), shopId: shop.id })
      .returning();
    const live = coupon.isActive && (!coupon.endsAt || coupon.endsAt > input.now);
    const notified = live
      ? await notifyFollowers(tx, {
          shopId: shop.id,
          url: `/shop/${shop.slug}`,
          at: input.now,
          data: { coupon_id: coupon.id },
          message: {
            title: "notif_shop_coupon_title",
            details: "notif_shop_coupon_details",
            params: { code: coupon.code },
            textParams: { shop: shop.name as Localized, title: coupon.title as Localized },
          },
        })
      : 0;
    return { coupon, notified };
  });
}
