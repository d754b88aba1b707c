import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartCoupons, coupons } from "../../db/schema";
import { type CartOwner, ownedBy } from "./cart-owner";
import type { CouponRule } from "./cart-pricing";

export type CouponRow = typeof coupons.$inferSelect;

/** Why a coupon cannot be used now (a UI-string key), or null when it can. Limits are checked again when the order takes it. */
export function couponUnusable(c: CouponRow, now: Date): string | null {
  if (!c.isActive) return "coupon_not_found";
  if (c.startsAt && c.startsAt > now) return "coupon_not_started";
  if (c.endsAt && c.endsAt < now) return "coupon_expired";
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return "coupon_used_up";
  return null;
}

export function couponRule(c: CouponRow): CouponRule {
  return {
    id: c.id,
    code: c.code,
    shopId: c.shopId,
    appliesTo: c.appliesTo,
    productIds: c.productIds,
    discountType: c.discountType,
    discountValue: c.discountValue,
    minimumSpendCents: c.minimumSpendCents,
    maximumDiscountCents: c.maximumDiscountCents,
  };
}

/** The coupons the owner applied to the cart, as stored (validity is the caller's to check). */
export async function appliedCoupons(db: Database, owner: CartOwner): Promise<CouponRow[]> {
  const rows = await db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(and(ownedBy(cartCoupons, owner)))
    .orderBy(cartCoupons.id);
  return rows.map((r) => r.coupon);
}
