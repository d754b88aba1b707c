import { z } from "zod";
import { field } from "../../kernel/input";

/**
 * The seller's coupon form, as the browser holds it (text fields, a checkbox) and as the server
 * checks it: the page validates with this same schema (react-hook-form) before sending, and
 * `saveSellerCoupon` validates again; messages are UI-string keys. Amounts are in the shop's
 * base currency with up to two decimals; a percentage is 0.01 to 100.
 */
const text = (max: number) => field.optional(max);
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalAmount = text(12).refine((v) => v === "" || AMOUNT.test(v), "v_amount");
const optionalLimit = text(7).refine((v) => v === "" || (/^\d{1,7}$/.test(v) && Number(v) >= 1), "v_limit");
const optionalDate = text(10).refine((v) => v === "" || (DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), "v_date");

export const CouponForm = z
  .object({
    code: text(32).refine((v) => /^[A-Za-z0-9_-]{3,32}$/.test(v), "v_coupon_code"),
    title: text(120),
    discount_type: z.enum(["flat", "percentage"], { error: "v_in" }),
    discount_value: text(12).refine((v) => AMOUNT.test(v) && Number(v) > 0, "v_amount_positive"),
    minimum_spend: optionalAmount,
    maximum_discount: optionalAmount,
    starts_at: optionalDate,
    ends_at: optionalDate,
    usage_limit: optionalLimit,
    per_user_limit: optionalLimit,
    is_active: z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean()),
  })
  .superRefine((v, ctx) => {
    if (v.discount_type === "percentage" && AMOUNT.test(v.discount_value) && Number(v.discount_value) > 100)
      ctx.addIssue({ code: "custom", path: ["discount_value"], message: "v_percentage" });
    if (v.starts_at && v.ends_at && v.ends_at < v.starts_at)
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "v_ends_before_start" });
    if (v.usage_limit && v.per_user_limit && Number(v.per_user_limit) > Number(v.usage_limit))
      ctx.addIssue({ code: "custom", path: ["per_user_limit"], message: "v_per_user_above_total" });
  });

/** What the form holds (every field text but the checkbox). */
export type CouponFormValues = {
  code: string;
  title: string;
  discount_type: "flat" | "percentage";
  discount_value: string;
  minimum_spend: string;
  maximum_discount: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_user_limit: string;
  is_active: boolean;
};

export const EMPTY_COUPON: CouponFormValues = {
  code: "",
  title: "",
  discount_type: "percentage",
  discount_value: "",
  minimum_spend: "",
  maximum_discount: "",
  starts_at: "",
  ends_at: "",
  usage_limit: "",
  per_user_limit: "",
  is_active: true,
};
