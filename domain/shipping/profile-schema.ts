import { z } from "zod";
import type { ShippingMethodKind } from "../../db/schema/shipping";

/**
 * A shipping profile's form as the seller centre sends it (decision 076), one zod schema for
 * the server's check and the editor's (react-hook-form's resolver), so both say the same.
 * Browser-safe: zod only (the stored shapes and the checks across fields are in ./profile-input.ts).
 *
 * Amounts are decimal text ("5.00"), weights whole grams, days whole days; an empty upper bound
 * is "and above". Messages are UI-string keys; the paths name the field
 * (`zones.0.methods.1.rate.tiers.2.min`).
 */

/**
 * The kinds of method a zone offers, once each, in the editor's order: the database's kinds
 * (`db/schema/shipping.ts`, whose values would bring the table into the browser's bundle), each
 * named here, so a kind added there fails the type check until it is added here.
 */
const KINDS: { [K in ShippingMethodKind]: K } = { standard: "standard", express: "express", pickup: "pickup" };
export const METHOD_KINDS: ShippingMethodKind[] = Object.values(KINDS);
export const RATE_TYPES = ["flat", "per_item", "weight", "amount"] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const amount = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const moneyText = amount.refine((v) => AMOUNT.test(v), "v_shipping_amount");
const optionalMoney = amount.refine((v) => v === "" || AMOUNT.test(v), "v_shipping_amount");
const days = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(String(v).trim());
  if (String(v).trim() === "" || !Number.isInteger(n) || n < 0 || n > 365) {
    ctx.addIssue({ code: "custom", message: "v_shipping_days" });
    return z.NEVER;
  }
  return n;
});
const ids = z
  .array(z.coerce.number().int().positive().max(2_147_483_647, "v_place_unknown"), { error: "v_place_unknown" })
  .max(500)
  .default([]);

export const Tier = z.object({ min: amount, max: amount.default(""), amount: moneyText });
const Rate = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("flat"), amount: moneyText }),
    z.object({ type: z.literal("per_item"), first: moneyText, each: moneyText }),
    z.object({ type: z.literal("weight"), tiers: z.array(Tier).min(1, "v_shipping_tiers_empty").max(50) }),
    z.object({ type: z.literal("amount"), tiers: z.array(Tier).min(1, "v_shipping_tiers_empty").max(50) }),
  ],
  { error: "v_shipping_rate_missing" },
);
const Method = z.object({
  kind: z.enum(METHOD_KINDS, { error: "v_in" }),
  rate: Rate,
  free_above: optionalMoney.default(""),
  handling_days: days,
  transit_min_days: days,
  transit_max_days: days,
});
const Zone = z.object({
  name: z.string().trim().min(1, "v_required").max(80, "v_too_long"),
  country_ids: ids,
  state_ids: ids,
  city_ids: ids,
  methods: z.array(Method, { error: "v_shipping_method_missing" }).min(1, "v_shipping_method_missing").max(3),
});
export const ProfileInput = z.object({
  name: z.string().trim().min(1, "v_required").max(80, "v_too_long"),
  is_default: z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean()).default(false),
  zones: z.array(Zone, { error: "v_shipping_zone_missing" }).min(1, "v_shipping_zone_missing").max(50),
});
export type ProfileFields = z.infer<typeof ProfileInput>;
