import { z } from "zod";
import { optionalReturnDaysField } from "../refunds/return-days-input";

/**
 * The admin catalog's forms (issue 19): categories, brands, colours and attributes. The server
 * checks every call with these schemas and the console's forms check with the very same ones
 * (react-hook-form's zodResolver), so browser and server agree. Messages are UI-string keys.
 * Only zod here: the browser bundles this file.
 */
const text = (max: number, required: boolean) =>
  z
    .string({ error: "v_string" })
    .trim()
    .min(required ? 1 : 0, "v_required")
    .max(max, "v_too_long")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), "v_string");

/** A name in the shop's three languages; English is required (the others fall back to it). */
export const localizedName = (max = 80) => z.object({ en: text(max, true), fa: text(max, false), ar: text(max, false) }).strict();
const localizedText = (max: number) => z.object({ en: text(max, false), fa: text(max, false), ar: text(max, false) }).strict();

/** The address part: lower-case letters, digits and single hyphens (unique per kind, checked by the server). */
export const slugField = z
  .string({ error: "cat_v_slug" })
  .trim()
  .toLowerCase()
  .min(1, "cat_v_slug")
  .max(80, "cat_v_slug")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "cat_v_slug");

const position = z.coerce.number({ error: "v_required" }).int("v_integer").min(0, "v_integer").max(9999, "v_integer");
const optionalId = z.preprocess(
  (v) => (v === "" || v === undefined || v === "0" || v === 0 ? null : typeof v === "string" ? Number(v) : v),
  z.number({ error: "v_required" }).int().positive().max(2_147_483_647).nullable(),
);
const flag = z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean());

/** The marketplace's commission on the category's sales in percent, exact (0 to 100, two places); "" follows the parent or the default. */
const commission = z
  .string()
  .trim()
  .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, "cat_v_commission")
  .refine((v) => v === "" || Number(v) <= 100, "cat_v_commission");

export const CategoryInput = z
  .object({
    name: localizedName(),
    slug: slugField,
    parent_id: optionalId,
    position,
    /** one of the shop's named icons (components/ui/Icons.tsx), or none */
    icon: z
      .string()
      .trim()
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "cat_v_icon")
      .max(40, "v_too_long"),
    commission_rate: commission,
    /** days after delivery its items may be returned; "" inherits (the parent's, else the shop's or the marketplace's); left out, kept */
    return_days: optionalReturnDaysField,
    is_featured: flag,
    is_active: flag,
  })
  .strict();

export const BrandInput = z
  .object({ name: localizedName(), slug: slugField, tagline: localizedText(160), position, is_active: flag })
  .strict();

export const ColourInput = z
  .object({
    name: localizedName(40),
    slug: slugField,
    hex: z
      .string({ error: "v_required" })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, "cat_v_hex")
      .transform((v) => v.toUpperCase()),
  })
  .strict();

export const AttributeInput = z
  .object({
    name: localizedName(40),
    slug: slugField,
    /** the values in order; a kept value names its id, a new one has none; at least one */
    values: z
      .array(
        z
          .object({
            id: optionalId,
            /** in the default language */
            value: text(40, true),
            /** in the other languages (empty: the default language's shows) */
            labels: z
              .object({ fa: text(40, false), ar: text(40, false) })
              .strict()
              .default({ fa: "", ar: "" }),
          })
          .strict(),
      )
      .min(1, "cat_v_values")
      .max(100, "v_too_long")
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((v, i) => {
          const key = v.value.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "value"], message: "cat_v_value_twice" });
          seen.add(key);
        });
      }),
  })
  .strict();

export type CategoryFields = z.infer<typeof CategoryInput>;
export type BrandFields = z.infer<typeof BrandInput>;
export type ColourFields = z.infer<typeof ColourInput>;
export type AttributeFields = z.infer<typeof AttributeInput>;
export type CategoryFormValues = z.input<typeof CategoryInput>;
export type BrandFormValues = z.input<typeof BrandInput>;
export type ColourFormValues = z.input<typeof ColourInput>;
export type AttributeFormValues = z.input<typeof AttributeInput>;
