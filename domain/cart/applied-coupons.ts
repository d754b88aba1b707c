import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartCoupons, coupons } from "../../db/schema";
import type { FundedBy } from "../../db/schema/types";
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

/**
 * The platform's part of a coupon's or campaign's discount, in hundredths of a percent (decision
 * 072): all of it when the platform funds it, none when the seller does, the rest of the seller's
 * share when shared; unsaid (null), a marketplace one is the platform's and a seller's the seller's.
 */
export function platformPart(fundedBy: FundedBy | null, sellerShareBp: number | null, marketplace: boolean): number {
  const by = fundedBy ?? (marketplace ? "platform" : "seller");
  if (by === "platform") return 10_000;
  if (by === "seller") return 0;
  return 10_000 - Math.min(10_000, Math.max(0, sellerShareBp ?? 0));
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
    platformBp: platformPart(c.fundedBy, c.sellerShareBp, c.shopId === null),
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
