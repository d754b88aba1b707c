import { z } from "zod";

/**
 * A return window as a form types it (decision 081): a whole number of days from 0 to 365, or
 * empty for "not set here" (a category inherits its parent's, a shop the marketplace's). A JSON
 * number is taken as its digits; anything else (negative, a fraction, "1e2", text) is refused
 * with `v_return_days` on the field. Only zod here: the browser bundles this file.
 */
const days = z
  .string({ error: "v_return_days" })
  .trim()
  .regex(/^(\d{1,3})?$/, "v_return_days")
  .transform((v) => (v === "" ? null : Number(v)))
  .refine((n) => n === null || n <= 365, "v_return_days");

const asText = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v === null ? "" : v);

/** Empty is null; always answered. */
export const returnDaysField = z.preprocess(asText, days);

/** Left out of the request: undefined (keep what is stored); sent empty: null. */
export const optionalReturnDaysField = z.preprocess((v) => (v === undefined ? undefined : asText(v)), days.optional());

/** A stored window as the form shows it. */
export const returnDaysText = (days: number | null): string => (days === null ? "" : String(days));
