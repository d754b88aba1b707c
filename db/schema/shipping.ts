import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { shops } from "./shops";

/** What a rate rule charges (decision 076); amounts in cents of the default currency, weights in grams. */
export type RateRule =
  | { type: "flat"; cents: number }
  | { type: "per_item"; first_cents: number; each_cents: number }
  | { type: "weight"; tiers: RateTier[] }
  | { type: "amount"; tiers: RateTier[] };
/** From `min` (inclusive) up to `max` (exclusive; null: no end), `cents`. */
export type RateTier = { min: number; max: number | null; cents: number };

export const SHIPPING_METHOD_KINDS = ["standard", "express", "pickup"] as const;
export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number];

/** One way a zone is served: at most one per kind. */
export interface ShippingMethod {
  kind: ShippingMethodKind;
  rate: RateRule;
  /** free from this subtotal on (null: never) */
  free_above_cents: number | null;
  handling_days: number;
  transit_min_days: number;
  transit_max_days: number;
}

/** Where a profile ships: countries, states and cities (an address matches its most specific zone). */
export interface ShippingZone {
  name: string;
  country_ids: number[];
  state_ids: number[];
  city_ids: number[];
  methods: ShippingMethod[];
}

/** A shop's shipping profile (issue 38, decision 076): its products take one (the default when they name none). */
export const shippingProfiles = pgTable(
  "shipping_profiles",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    zones: jsonb("zones").$type<ShippingZone[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shipping_profiles_shop_idx").on(t.shopId),
    uniqueIndex("shipping_profiles_default_idx").on(t.shopId).where(sql`${t.isDefault}`),
  ],
);
