import { customType } from "drizzle-orm/pg-core";

/** Text in every shop language: { en: "…", fa: "…", ar: "…" }. Missing languages fall back to the default. */
export type Localized = Record<string, string>;

/** Tags in the other languages: each language its own list ({ fa: ["…"], ar: ["…"] }). */
export type TagLabels = Record<string, string[]>;

/** Exact decimal kept as a string (exchange rates, ratings); never a JS float. */
export const decimal = customType<{ data: string; driverData: string; config: { precision: number; scale: number } }>({
  dataType: (c) => `numeric(${c?.precision ?? 20}, ${c?.scale ?? 8})`,
  fromDriver: (v) => String(v),
});

/** Who pays for a coupon's or a campaign's discount (decision 072). */
export const FUNDED_BY = ["platform", "seller", "shared"] as const;
export type FundedBy = (typeof FUNDED_BY)[number];
