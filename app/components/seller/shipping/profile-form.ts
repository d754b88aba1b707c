import type { FieldErrors, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { ShippingMethodKind } from "../../../../db/schema/shipping";
import type { shippingProfileEditor } from "../../../../domain/shipping/profile-page";
import type { ProfileInput, RateType } from "../../../../domain/shipping/profile-schema";
import { errorAt } from "../../ui/FormField";

/** The profile editor's data (the page's loader): the profile as its form holds it, the places' names, the countries. */
export type ProfileEditorData = Awaited<ReturnType<typeof shippingProfileEditor>>;
/** The form's values as typed (the shared schema's input: text for amounts and days, ids for places). */
export type ProfileValues = z.input<typeof ProfileInput>;
export type ZoneValues = ProfileValues["zones"][number];
export type MethodValues = ZoneValues["methods"][number];
export type RateValues = MethodValues["rate"];
export type TierValues = Extract<RateValues, { type: "weight" }>["tiers"][number];

/** The places of a zone by kind, and the form's field that holds each kind's ids. */
export const PLACE_KINDS = ["country", "state", "city"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const PLACE_FIELD = { country: "country_ids", state: "state_ids", city: "city_ids" } as const;
/** The names of the places the form names, by kind and id (the page's `place_names`, and each place picked since). */
export type PlaceNames = Record<PlaceKind, Record<string, string>>;

/** A rate of its type, blank (a tiered one with its first tier, from 0 and above). */
export function blankRate(type: RateType): RateValues {
  if (type === "flat") return { type, amount: "" };
  if (type === "per_item") return { type, first: "", each: "" };
  return { type, tiers: [{ min: "0", max: "", amount: "" }] };
}

/** A method of a kind with the days it usually takes (picking up at the shop takes no transit). */
export function blankMethod(kind: ShippingMethodKind): MethodValues {
  const days = { standard: ["1", "2", "5"], express: ["0", "1", "2"], pickup: ["1", "0", "0"] }[kind];
  return {
    kind,
    rate: kind === "pickup" ? { type: "flat", amount: "0.00" } : blankRate("flat"),
    free_above: "",
    handling_days: days[0],
    transit_min_days: days[1],
    transit_max_days: days[2],
  };
}

export const blankZone = (): ZoneValues => ({ name: "", country_ids: [], state_ids: [], city_ids: [], methods: [blankMethod("standard")] });

/** The form's starting values: the profile as stored, or a new one with one zone (the shop's first is its default). */
export function startingValues(data: ProfileEditorData): ProfileValues {
  if (data.profile) return { name: data.profile.name, is_default: data.profile.is_default, zones: data.profile.zones };
  return { name: "", is_default: data.first_profile, zones: [blankZone()] };
}

/**
 * The message at a field's path: the browser's check or the server's (a 422 names the whole path,
 * `zones.0.methods.1.rate.tiers.0.min`); a list's own message (no method in a zone) may sit
 * under its `root`, where react-hook-form keeps a field array's.
 */
export function messageAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  return errorAt(errors, path) ?? errorAt(errors, `${path}.root`);
}
