import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { cartCoupons, coupons, couponUses, shops, users } from "../../db/schema";
import { NotFoundError, UnauthorizedError, UnprocessableError, ValidationError } from "../../kernel/errors";
import { field } from "../../kernel/input";
import { formatPrice } from "../../kernel/money";
import { centsToString } from "../catalog/pricing";
import type { Ctx, Viewer } from "../context";
import { activeCurrencies, currencyView } from "../locale/reference";
import { loadSettings } from "../settings/load-settings";
import { type CouponRow, couponRule, couponUnusable } from "./applied-coupons";
import { cartLineRows, isPriced, lineToPrice } from "./cart-lines";
import { type CartOwner, cartLockKey, ownedBy, ownerColumns } from "./cart-owner";
import { priceCart } from "./cart-pricing";
import { pricingRules } from "./pricing-rules";

const Input = z.object({
  coupon_code: field.required(64),
  buy_now: z.union([z.boolean(), z.literal("1"), z.literal("0")]).optional(),
});

/** The coupon a code names, if shoppers may use it now: active, in its dates, not used up, its seller verified and not banned. */
export async function usableCoupon(ctx: Ctx, code: string, userId: number | null): Promise<CouponRow> {
  const [row] = await ctx.db
    .select({ coupon: coupons, shopVerified: shops.verifiedAt, ownerStatus: users.status })
    .from(coupons)
    .leftJoin(shops, eq(shops.id, coupons.shopId))
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .limit(1);
  // a seller's coupon counts only while its shop is one shoppers may see (verified, the owner not banned)
  if (!row || (row.coupon.shopId !== null && (!row.shopVerified || row.ownerStatus === "banned")))
    throw new NotFoundError("coupon_not_found");
  const problem = couponUnusable(row.coupon, ctx.now());
  if (problem) throw new UnprocessableError(problem, "coupon_code");
  if (row.coupon.perUserLimit !== null) {
    if (userId === null) throw new UnauthorizedError("coupon_sign_in");
    const [used] = await ctx.db
      .select({ n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, row.coupon.id), eq(couponUses.userId, userId)));
    if ((used?.n ?? 0) >= row.coupon.perUserLimit) throw new UnprocessableError("coupon_already_used", "coupon_code");
  }
  return row.coupon;
}

/**
 * `POST user/apply_coupon {coupon_code}`: apply a site-wide or seller coupon to the cart. It
 * must fit the cart as it is (a matching product, the minimum spend); one coupon per scope
 * (the site, or each seller): a new one replaces the earlier of its scope.
 */
export async function applyCoupon(ctx: Ctx, input: { owner: CartOwner; viewer: Viewer; form: unknown }) {
  const parsed = Input.safeParse(input.form);
  if (!parsed.success) throw new ValidationError({ coupon_code: ["coupon_code_required"] });
  const coupon = await usableCoupon(ctx, parsed.data.coupon_code, input.viewer.userId);
  const buyNow = parsed.data.buy_now === true || parsed.data.buy_now === "1";
  // only the lines and the settings: the coupon is tried on the cart by itself
  const [lines, settings] = await Promise.all([
    cartLineRows(ctx.db, input.owner, { buyNow, locale: input.viewer.locale, now: ctx.now() }),
    loadSettings(ctx),
  ]);
  if (!settings.coupon_system) throw new NotFoundError("coupon_not_found");
  const [outcome] = priceCart(lines.filter(isPriced).map(lineToPrice), [couponRule(coupon)], pricingRules(settings)).coupons;
  if (!outcome?.ok) {
    if (outcome?.reason === "coupon_minimum") {
      const currencies = await activeCurrencies(ctx);
      const currency = currencies.find((c) => c.code === input.viewer.currencyCode) ?? currencies[0];
      throw new UnprocessableError("coupon_minimum", "coupon_code", {
        amount: formatPrice(centsToString(outcome.minimumCents ?? 0), currencyView(currency), settings, {
          language: input.viewer.locale,
          isolate: true,
        }),
      });
    }
    throw new UnprocessableError("coupon_invalid", "coupon_code");
  }
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${cartLockKey(input.owner)}))`);
    const sameScope = coupon.shopId === null ? isNull(coupons.shopId) : eq(coupons.shopId, coupon.shopId);
    const replaced = tx.select({ id: coupons.id }).from(coupons).where(sameScope);
    await tx.delete(cartCoupons).where(and(ownedBy(cartCoupons, input.owner), inArray(cartCoupons.couponId, replaced)));
    await tx
      .insert(cartCoupons)
      .values({ ...ownerColumns(input.owner), couponId: coupon.id, createdAt: ctx.now() })
      .onConflictDoNothing();
  });
  return coupon;
}

/** `POST user/coupon-delete {coupon_id}`: take an applied coupon off the cart (another's is simply not there). */
export async function removeCoupon(ctx: Ctx, input: { owner: CartOwner; couponId: unknown }) {
  const parsed = z.coerce.number().int().positive().max(2_147_483_647).safeParse(input.couponId);
  if (!parsed.success) throw new NotFoundError("coupon_not_found");
  const removed = await ctx.db
    .delete(cartCoupons)
    .where(and(ownedBy(cartCoupons, input.owner), eq(cartCoupons.couponId, parsed.data)))
    .returning({ id: cartCoupons.id });
  if (!removed.length) throw new NotFoundError("coupon_not_found");
}
