import { z } from "zod";
import { type RateRule, type RateTier, SHIPPING_METHOD_KINDS, type ShippingMethod, type ShippingZone } from "../../db/schema/shipping";
import { amountToCents } from "../cart/pricing-rules";

/**
 * A shipping profile as the seller centre sends it (decision 076): amounts as decimal text
 * ("5.00"), weights in whole grams, days in whole days; an empty upper bound is "and above".
 * Messages are UI-string keys; the paths name the field (`zones.0.methods.1.rate.tiers.2.min`).
 */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
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

const Tier = z.object({ min: amount, max: amount.default(""), amount: moneyText });
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
  kind: z.enum(SHIPPING_METHOD_KINDS, { error: "v_in" }),
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

/** A tier bound: grams (whole) for weight, cents for an amount; null for an empty upper bound; NaN when malformed. */
const bound = (text: string, weight: boolean, upper: boolean): number | null => {
  if (upper && text === "") return null;
  if (weight) return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  return AMOUNT.test(text) ? amountToCents(text) : Number.NaN;
};

/** The tiers as stored, and their problems (bad bounds, a range that ends before it starts, two that overlap). */
function tiersOf(tiers: z.infer<typeof Tier>[], weight: boolean, path: string, problems: Record<string, string[]>): RateTier[] {
  const bad = weight ? "v_shipping_weight" : "v_shipping_amount";
  const out = tiers.map((t, i) => {
    const min = bound(t.min, weight, false);
    const max = bound(t.max, weight, true);
    if (min === null || Number.isNaN(min)) problems[`${path}.${i}.min`] = [bad];
    else if (max !== null && Number.isNaN(max)) problems[`${path}.${i}.max`] = [bad];
    else if (max !== null && max <= min) problems[`${path}.${i}.max`] = ["v_shipping_tier_order"];
    return { min: min ?? 0, max, cents: amountToCents(t.amount), i };
  });
  const sorted = [...out].sort((a, b) => a.min - b.min);
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1];
    if (prev.max === null || sorted[k].min < prev.max) problems[`${path}.${sorted[k].i}.min`] = ["v_shipping_tiers_overlap"];
  }
  return out.map(({ min, max, cents }) => ({ min, max, cents }));
}

/** The profile's zones as stored, with every problem the form can have beyond its shape (all at once). */
export function zonesOf(fields: ProfileFields): { zones: ShippingZone[]; problems: Record<string, string[]> } {
  const problems: Record<string, string[]> = {};
  const zones = fields.zones.map((z, zi): ShippingZone => {
    const at = `zones.${zi}`;
    if (!z.country_ids.length && !z.state_ids.length && !z.city_ids.length) problems[`${at}.places`] = ["v_shipping_zone_no_places"];
    const methods = z.methods.map((m, mi): ShippingMethod => {
      const mat = `${at}.methods.${mi}`;
      if (z.methods.findIndex((o) => o.kind === m.kind) !== mi) problems[`${mat}.kind`] = ["v_shipping_kind_twice"];
      if (m.transit_max_days < m.transit_min_days) problems[`${mat}.transit_max_days`] = ["v_shipping_transit_order"];
      const r = m.rate;
      const rate: RateRule =
        r.type === "flat"
          ? { type: "flat", cents: amountToCents(r.amount) }
          : r.type === "per_item"
            ? { type: "per_item", first_cents: amountToCents(r.first), each_cents: amountToCents(r.each) }
            : { type: r.type, tiers: tiersOf(r.tiers, r.type === "weight", `${mat}.rate.tiers`, problems) };
      return {
        kind: m.kind,
        rate,
        free_above_cents: m.free_above === "" ? null : amountToCents(m.free_above),
        handling_days: m.handling_days,
        transit_min_days: m.transit_min_days,
        transit_max_days: m.transit_max_days,
      };
    });
    return { name: z.name, country_ids: z.country_ids, state_ids: z.state_ids, city_ids: z.city_ids, methods };
  });
  return { zones, problems };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** A stored profile's zones as the form holds them (what `zonesOf` reads back). */
export function zonesForm(zones: ShippingZone[]) {
  return zones.map((z) => ({
    ...z,
    methods: z.methods.map((m) => {
      const r = m.rate;
      const tiers = (weight: boolean, t: RateTier[]) =>
        t.map((x) => ({
          min: weight ? String(x.min) : money(x.min),
          max: x.max === null ? "" : weight ? String(x.max) : money(x.max),
          amount: money(x.cents),
        }));
      return {
        kind: m.kind,
        rate:
          r.type === "flat"
            ? { type: r.type, amount: money(r.cents) }
            : r.type === "per_item"
              ? { type: r.type, first: money(r.first_cents), each: money(r.each_cents) }
              : { type: r.type, tiers: tiers(r.type === "weight", r.tiers) },
        free_above: m.free_above_cents === null ? "" : money(m.free_above_cents),
        handling_days: m.handling_days,
        transit_min_days: m.transit_min_days,
        transit_max_days: m.transit_max_days,
      };
    }),
  }));
}
