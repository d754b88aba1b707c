/**
 * What each shop's shipping costs (issue 38, decision 076). Pure and fast: the checkout loads a
 * cart's shops' profiles once (./shop-shipping.ts) and prices every seller's part with these.
 * Amounts are cents of the default currency, weights grams, days whole calendar days.
 */
import type { RateRule, ShippingMethod, ShippingMethodKind, ShippingZone } from "../../db/schema/shipping";

/** Where the parcel goes: the shipping address's place (null before an address is known). */
export interface ShippingPlace {
  countryId: number;
  stateId: number;
  cityId: number;
}

export interface ProfileRule {
  id: number;
  isDefault: boolean;
  zones: ShippingZone[];
}

/** A shop's own shipping, as a checkout reads it. No profiles: the marketplace's rule. */
export interface ShopShipping {
  profiles: ProfileRule[];
  minimumOrderCents: number;
  cashOnDelivery: boolean;
}

/** A line as shipping weighs it. */
export interface LineToShip {
  quantity: number;
  weightGrams: number;
  /** null: the shop's default profile */
  profileId: number | null;
  /** the line's total after product discounts */
  netCents: number;
}

/** A shop's methods, and `pickup_point`: to the pickup point the shopper chose (decision 080). */
export type QuoteKind = ShippingMethodKind | "pickup_point";

/** One way a seller's part can be shipped to the place, with its fee and the days it takes. */
export interface MethodQuote {
  kind: QuoteKind;
  cents: number;
  /** handling + transit, in days; null: the marketplace's rule promises none */
  minDays: number | null;
  maxDays: number | null;
}

/**
 * The zones of a profile that serve the place: the most specific one (its city named, else its
 * state, else its country), or every zone while no place is known (the cheapest of them shows).
 */
export function zonesFor(profile: ProfileRule, place: ShippingPlace | null): ShippingZone[] {
  if (!place) return profile.zones;
  const zone =
    profile.zones.find((z) => z.city_ids.includes(place.cityId)) ??
    profile.zones.find((z) => z.state_ids.includes(place.stateId)) ??
    profile.zones.find((z) => z.country_ids.includes(place.countryId));
  return zone ? [zone] : [];
}

const tierOf = (tiers: { min: number; max: number | null; cents: number }[], value: number) =>
  tiers.find((t) => value >= t.min && (t.max === null || value < t.max))?.cents ?? null;

/** A rate rule's fee for these lines, or null when the rule has no tier for them. */
export function rateCents(rate: RateRule, lines: LineToShip[]): number | null {
  const items = lines.reduce((n, l) => n + l.quantity, 0);
  switch (rate.type) {
    case "flat":
      return rate.cents;
    case "per_item":
      return items > 0 ? rate.first_cents + (items - 1) * rate.each_cents : 0;
    case "weight":
      return tierOf(
        rate.tiers,
        lines.reduce((g, l) => g + l.weightGrams * l.quantity, 0),
      );
    case "amount":
      return tierOf(
        rate.tiers,
        lines.reduce((c, l) => c + l.netCents, 0),
      );
  }
}

/** A method's fee for these lines: free from its threshold on, else its rate (null: not for these lines). */
export function methodCents(method: ShippingMethod, lines: LineToShip[]): number | null {
  const subtotal = lines.reduce((c, l) => c + l.netCents, 0);
  if (method.free_above_cents !== null && subtotal >= method.free_above_cents) return 0;
  return rateCents(method.rate, lines);
}

const KIND_ORDER: ShippingMethodKind[] = ["standard", "express", "pickup"];

/**
 * The methods a shop's physical lines can be shipped with to the place. Lines go by their
 * product's profile (the default one when they name none, or name one the shop no longer has);
 * with lines of several profiles a method is offered when every profile offers its kind there,
 * at the sum of their fees and the longest of their days. Empty: the shop does not ship there.
 */
export function quoteShop(lines: LineToShip[], shop: ShopShipping, place: ShippingPlace | null): MethodQuote[] {
  const fallback = shop.profiles.find((p) => p.isDefault) ?? shop.profiles[0];
  const groups = new Map<ProfileRule, LineToShip[]>();
  for (const l of lines) {
    const profile = shop.profiles.find((p) => p.id === l.profileId) ?? fallback;
    groups.set(profile, [...(groups.get(profile) ?? []), l]);
  }
  const quotes: MethodQuote[] = [];
  for (const kind of KIND_ORDER) {
    let total: MethodQuote | null = { kind, cents: 0, minDays: 0, maxDays: 0 };
    for (const [profile, own] of groups) {
      let best: MethodQuote | null = null;
      for (const zone of zonesFor(profile, place)) {
        const method = zone.methods.find((m) => m.kind === kind);
        const cents = method ? methodCents(method, own) : null;
        if (method && cents !== null && (!best || cents < best.cents))
          best = {
            kind,
            cents,
            minDays: method.handling_days + method.transit_min_days,
            maxDays: method.handling_days + method.transit_max_days,
          };
      }
      total =
        best && total
          ? {
              kind,
              cents: total.cents + best.cents,
              minDays: Math.max(total.minDays ?? 0, best.minDays ?? 0),
              maxDays: Math.max(total.maxDays ?? 0, best.maxDays ?? 0),
            }
          : null;
      if (!total) break;
    }
    if (total) quotes.push(total);
  }
  return quotes;
}

/**
 * A pickup point as the checkout prices it (decision 080): one fee per seller's parcel and the
 * days a parcel takes to get there, for the shops that deliver there (null: every shop).
 */
export interface PickupPointRule {
  id: number;
  feeCents: number;
  minDays: number;
  maxDays: number;
  shopIds: readonly number[] | null;
}

/** How a seller's physical lines go to a pickup point: its one method, or none when the shop does not deliver there. */
export function quotePickupPoint(shopId: number, point: PickupPointRule): MethodQuote[] {
  if (point.shopIds && !point.shopIds.includes(shopId)) return [];
  return [{ kind: "pickup_point", cents: point.feeCents, minDays: point.minDays, maxDays: point.maxDays }];
}

/** The method a shopper gets without choosing: the cheapest, the quickest of equals. */
export function defaultQuote(quotes: MethodQuote[]): MethodQuote | null {
  return (
    [...quotes].sort((a, b) => a.cents - b.cents || (a.maxDays ?? Number.MAX_SAFE_INTEGER) - (b.maxDays ?? Number.MAX_SAFE_INTEGER))[0] ??
    null
  );
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today in the shop's time zone, as `YYYY-MM-DD` (decision 067: a calendar date has no zone after this). */
export function shopToday(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
