import type { z } from "zod";
import type { RateRule, RateTier, ShippingMethod, ShippingZone } from "../../db/schema/shipping";
import { amountToCents } from "../cart/pricing-rules";
import { AMOUNT, type ProfileFields, type Tier } from "./profile-schema";

/**
 * A shipping profile as the seller centre sends it (decision 076; the form's schema is
 * ./profile-schema.ts, shared with the editor): the zones as stored, and the problems the
 * schema's shape cannot say (tiers that overlap or end before they start, a kind twice, a
 * transit that ends before it starts, a zone without places), each under its whole path.
 */

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
