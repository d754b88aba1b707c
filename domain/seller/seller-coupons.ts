import { and, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { coupons } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import { uniqueRefusal } from "../../kernel/unique-violation";
import { couponUnusable } from "../cart/applied-coupons";
import type { Ctx } from "../context";
import { createSellerCoupon } from "../shops/create-seller-coupon";
import { CouponForm, type CouponFormValues } from "./coupon-input";
import type { SellerShop } from "./require-seller";

type CouponRow = typeof coupons.$inferSelect;

const cents = (v: string) => (v === "" ? null : Number(parseMoney(v)));
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

/** A coupon as the seller's table and form show it: the form's values and where it stands now. */
export function couponView(c: CouponRow, now: Date, locale: string) {
  const form: CouponFormValues = {
    code: c.code,
    title: localize(c.title, locale),
    discount_type: c.discountType,
    discount_value: centsToDecimal(c.discountValue),
    minimum_spend: c.minimumSpendCents ? centsToDecimal(c.minimumSpendCents) : "",
    maximum_discount: c.maximumDiscountCents === null ? "" : centsToDecimal(c.maximumDiscountCents),
    starts_at: day(c.startsAt),
    // the last day it may be used (it ends at that day's end)
    ends_at: c.endsAt ? day(new Date(c.endsAt.getTime() - 1)) : "",
    usage_limit: c.usageLimit === null ? "" : String(c.usageLimit),
    per_user_limit: c.perUserLimit === null ? "" : String(c.perUserLimit),
    is_active: c.isActive,
  };
  const problem = couponUnusable(c, now);
  const state =
    problem === null
      ? "active"
      : (
          { coupon_not_found: "inactive", coupon_not_started: "scheduled", coupon_expired: "expired", coupon_used_up: "used_up" } as Record<
            string,
            string
          >
        )[problem];
  return { id: c.id, ...form, used_count: c.usedCount, state };
}

/** `GET seller/coupons`: the shop's coupons, newest first. */
export async function sellerCoupons(ctx: Ctx, shop: SellerShop, opts: { locale: string }) {
  const rows = await ctx.db.select().from(coupons).where(eq(coupons.shopId, shop.id)).orderBy(desc(coupons.id));
  const now = ctx.now();
  return { coupons: rows.map((c) => couponView(c, now, opts.locale)) };
}

/** The shop's coupon by id, or the 404 of an unknown one (another shop's included). */
async function ownCoupon(ctx: Ctx, shop: SellerShop, id: number | null): Promise<CouponRow> {
  const [row] =
    id === null
      ? []
      : await ctx.db
          .select()
          .from(coupons)
          .where(and(eq(coupons.id, id), eq(coupons.shopId, shop.id)))
          .limit(1);
  if (!row) throw new NotFoundError("coupon_not_found");
  return row;
}

/** A checked coupon form as the row's values (the title in the editor's language beside the others; an end date is that day's end). */
export function couponValues(form: z.output<typeof CouponForm>, existing: CouponRow | null, locale: string) {
  return {
    code: form.code.toUpperCase(),
    title: { ...(existing?.title ?? {}), [locale]: form.title },
    discountType: form.discount_type,
    discountValue: Number(parseMoney(form.discount_value)),
    minimumSpendCents: cents(form.minimum_spend) ?? 0,
    maximumDiscountCents: cents(form.maximum_discount),
    startsAt: form.starts_at ? new Date(`${form.starts_at}T00:00:00Z`) : null,
    endsAt: form.ends_at ? new Date(Date.parse(`${form.ends_at}T00:00:00Z`) + 86_400_000) : null,
    usageLimit: form.usage_limit ? Number(form.usage_limit) : null,
    perUserLimit: form.per_user_limit ? Number(form.per_user_limit) : null,
    isActive: form.is_active,
  };
}

/**
 * A coupon form checked for saving, as the row's values: the form's schema (422 with field
 * errors), the code unique across the marketplace, a total limit not below the uses already
 * made. The seller's and the operator's saves both go through it.
 */
export async function checkedCouponValues(ctx: Ctx, fields: unknown, existing: CouponRow | null, locale: string) {
  const form = parseInput(CouponForm, fields);
  const code = form.code.toUpperCase();
  const [taken] = await ctx.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(existing ? and(eq(coupons.code, code), ne(coupons.id, existing.id)) : eq(coupons.code, code))
    .limit(1);
  if (taken) throw new ValidationError({ code: ["v_coupon_code_taken"] });
  const usageLimit = form.usage_limit ? Number(form.usage_limit) : null;
  if (existing && usageLimit !== null && usageLimit < existing.usedCount)
    throw new ValidationError({ usage_limit: ["v_limit_below_used"] }, undefined, { used: existing.usedCount });
  return couponValues(form, existing, locale);
}

/**
 * `POST seller/coupons` (new) and `POST seller/coupons/{id}` (edit): the form checked by the
 * same schema the page uses (422 with field errors, nothing saved), the code unique across the
 * marketplace, a total limit not below the uses already made. The row is the storefront's own
 * coupon (`usableCoupon` reads it), so what the seller sets is what the cart applies. A new
 * active coupon tells the shop's followers (`createSellerCoupon`).
 */
export async function saveSellerCoupon(ctx: Ctx, shop: SellerShop, input: { id: number | null; fields: unknown; locale: string }) {
  // someone else's coupon is 404 before its form is read (a 422 would tell that it exists)
  const existing = input.id === null ? null : await ownCoupon(ctx, shop, input.id);
  const values = await checkedCouponValues(ctx, input.fields, existing, input.locale);
  let saved: CouponRow;
  try {
    if (existing) {
      [saved] = await ctx.db.update(coupons).set(values).where(eq(coupons.id, existing.id)).returning();
    } else {
      ({ coupon: saved } = await createSellerCoupon(ctx.db, { shopId: shop.id, coupon: values, now: ctx.now() }));
    }
  } catch (err) {
    // two saves of one code at once: the unique index decides
    throw uniqueRefusal(err, () => new ValidationError({ code: ["v_coupon_code_taken"] }));
  }
  forgetShopCoupons(ctx, shop.id);
  return { coupon: couponView(saved, ctx.now(), input.locale) };
}

/** `POST seller/coupons/{id}/expire`: it ends now (a millisecond ago: the cart reads `endsAt < now`; kept, with its uses); already ended is left as it is. */
export async function expireSellerCoupon(ctx: Ctx, shop: SellerShop, input: { id: number | null; locale: string }) {
  const c = await ownCoupon(ctx, shop, input.id);
  const now = ctx.now();
  const [saved] =
    c.endsAt && c.endsAt < now
      ? [c]
      : await ctx.db
          .update(coupons)
          .set({ endsAt: new Date(now.getTime() - 1) })
          .where(eq(coupons.id, c.id))
          .returning();
  forgetShopCoupons(ctx, shop.id);
  return { coupon: couponView(saved, now, input.locale) };
}

/** `POST seller/coupons/{id}/delete`: only a coupon nobody has used (a used one keeps its history: expire it); 409 otherwise. */
export async function deleteSellerCoupon(ctx: Ctx, shop: SellerShop, input: { id: number | null }) {
  const c = await ownCoupon(ctx, shop, input.id);
  if (c.usedCount > 0) throw new ConflictError("coupon_in_use");
  await ctx.db.delete(coupons).where(and(eq(coupons.id, c.id), eq(coupons.usedCount, 0)));
  forgetShopCoupons(ctx, shop.id);
  return { deleted: c.id };
}

/** The shop page's coupons are kept a few seconds per language (`shopProfile`). */
export const forgetShopCoupons = (ctx: Ctx, shopId: number) => ctx.cache.invalidate(`shop-coupons:${shopId}:`);
