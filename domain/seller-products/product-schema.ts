import { z } from "zod";

/**
 * The seller's product form (decision 038), one zod schema for the server's check and the
 * editor's (react-hook-form's resolver), so both say the same. Browser-safe: zod only.
 *
 * Money is typed as the shop shows it ("12.50", at most two decimals) and kept as whole cents;
 * stock, reward points and the minimum quantity are whole numbers; a percentage discount is
 * typed in percent ("12.5") and kept in hundredths of a percent. The transforms answer those
 * integers, exactly (string arithmetic, no floating point).
 */

export const PRODUCT_LANGUAGES = ["en", "fa", "ar"] as const;
export const MAX_PRICE_CENTS = 10_000_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_VARIANTS = 50;
export const MAX_PRODUCT_IMAGES = 10;

const text = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
    z
      .string({ error: "v_string" })
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
      .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), "v_string")
      .trim()
      .max(max, "v_too_long"),
  );
const required = (max: number) => text(max).pipe(z.string().min(1, "v_required"));

/** "12.50" → 1250 (cents); "" is refused. */
export function moneyToCents(v: string): number {
  const [whole, frac = ""] = v.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
export const money = (optional = false) =>
  text(16)
    .refine((v) => (optional && v === "") || /^\d{1,11}(\.\d{1,2})?$/.test(v), "sp_v_price")
    .transform((v) => (v === "" ? 0 : moneyToCents(v)))
    .refine((c) => c <= MAX_PRICE_CENTS, "sp_v_price");

export const wholeNumber = (max: number, optional = false) =>
  text(10)
    .refine((v) => (optional && v === "") || /^\d{1,9}$/.test(v), "sp_v_whole")
    .transform((v) => (v === "" ? 0 : Number(v)))
    .refine((n) => n <= max, "sp_v_whole");

/** "12.5" percent → 1250 hundredths; up to 100 %. */
const percent = text(8)
  .refine((v) => v === "" || /^\d{1,3}(\.\d{1,2})?$/.test(v), "sp_v_percentage")
  .transform((v) => (v === "" ? 0 : moneyToCents(v)))
  .refine((n) => n <= 10_000, "sp_v_percentage");

const optionalId = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v),
  z.number({ error: "v_required" }).int("v_required").positive("v_required").nullable(),
);
const id = optionalId.refine((v) => v !== null, "v_required");
const flag = z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean());
/** A flag that is on unless sent off (an older client that never sends it keeps the default). */
const flagOn = z.preprocess(
  (v) => (v === undefined || v === null ? true : v === true || v === 1 || v === "1" || v === "true" || v === "on"),
  z.boolean(),
);
/** A moment: ISO 8601; without a zone ("2026-12-01T10:00", "2026-12-01 10:00") it is UTC, on every server (the editor sends its local time with the zone). */
const withZone = (v: string) => (/(Z|[+-]\d\d:?\d\d)$/i.test(v) || !/\d[T ]\d/.test(v) ? v : `${v.replace(" ", "T")}Z`);
const dateTime = text(40)
  .refine((v) => v === "" || !Number.isNaN(Date.parse(withZone(v))), "sp_v_date")
  .transform((v) => (v === "" ? null : new Date(withZone(v))));

/** Text in every language; English is required where `english` says so. */
const localized = (max: number, english = false) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? {} : v),
    z.object({ en: english ? required(max) : text(max), fa: text(max), ar: text(max) }, { error: "v_required" }),
  );

/** A picture key the seller uploaded (`sellers/s<shop>-<hex>`) or one the product already has. */
const imageKey = text(200).refine((v) => /^[a-z0-9][a-z0-9/_-]{0,199}$/.test(v), "sp_v_image");

export const VariantInput = z.object({
  name: required(80),
  sku: required(64).refine((v) => /^[A-Za-z0-9._-]+$/.test(v), "sp_v_sku"),
  color_id: optionalId,
  price: money(),
  stock: wholeNumber(MAX_STOCK),
  image: z.union([imageKey, z.literal("")]).default(""),
});

/** A specification: its label and its value per language (a plain text value, as before, is the English one). */
export const SpecInput = z.object({
  label: localized(60, true),
  value: z.preprocess((v) => (typeof v === "string" ? { en: v, fa: "", ar: "" } : v), localized(200, true)),
});

export const ProductInput = z
  .object({
    name: localized(200, true),
    short_description: localized(500),
    description: localized(20_000),
    category_id: id,
    brand_id: optionalId,
    unit: text(20).transform((v) => v || "pc"),
    tags: text(500),
    /** the tags in the other languages, comma-separated like `tags` (issue 36, item 4) */
    tag_labels: z.object({ fa: text(500).default(""), ar: text(500).default("") }).default({ fa: "", ar: "" }),
    /** the list price; 0 is a negotiable price; with variants the lowest variant's price is the product's */
    price: money(true),
    stock: wholeNumber(MAX_STOCK, true),
    minimum_order_quantity: wholeNumber(1000, true).transform((n) => Math.max(1, n)),
    shipping_fee: money(true),
    /** shipping by weight and by the shop's profile (decision 076); empty: 0 g, the shop's default profile */
    weight_grams: wholeNumber(1_000_000, true),
    shipping_profile_id: optionalId,
    discount_type: z.enum(["", "flat", "percentage"], { error: "sp_v_discount_type" }).default(""),
    discount_value: text(16),
    discount_starts_at: dateTime,
    discount_ends_at: dateTime,
    reward_points: wholeNumber(1_000_000, true),
    is_digital: flag,
    digital_file: text(200),
    is_catalog: flag,
    external_link: text(500).refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "sp_v_url"),
    is_classified: flag,
    /** whether a buyer may return it (decision 081); a digital product never can, whatever this says */
    returnable: flagOn,
    images: z.array(imageKey).max(MAX_PRODUCT_IMAGES, "sp_v_too_many_images").default([]),
    specs: z.array(SpecInput).max(30, "v_too_long").default([]),
    variants: z.array(VariantInput).max(MAX_VARIANTS, "v_too_long").default([]),
    meta_title: localized(120),
    meta_description: localized(300),
    publish: flag,
  })
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (p.discount_type === "flat") {
      if (!/^\d{1,11}(\.\d{1,2})?$/.test(p.discount_value)) issue(["discount_value"], "sp_v_price");
      else if (moneyToCents(p.discount_value) > p.price) issue(["discount_value"], "sp_v_discount_over");
    }
    if (p.discount_type === "percentage" && !percent.safeParse(p.discount_value).success) issue(["discount_value"], "sp_v_percentage");
    if (p.discount_starts_at && p.discount_ends_at && p.discount_ends_at <= p.discount_starts_at)
      issue(["discount_ends_at"], "sp_v_date_order");
    const skus = new Set<string>();
    p.variants.forEach((v, i) => {
      if (skus.has(v.sku.toLowerCase())) issue(["variants", i, "sku"], "sp_v_sku_taken");
      skus.add(v.sku.toLowerCase());
    });
    if (p.is_digital && p.variants.length) issue(["variants"], "sp_v_digital_variants");
    if (p.is_digital && !p.digital_file) issue(["digital_file"], "v_required");
    if (p.is_catalog && !p.external_link) issue(["external_link"], "v_required");
  });

type L3 = { en: string; fa: string; ar: string };
type Flag = boolean | string;
/** The form's values as typed (text everywhere but the flags); the schema turns them into `ProductFields`. */
export interface ProductForm {
  name: L3;
  short_description: L3;
  description: L3;
  category_id: string;
  brand_id: string;
  unit: string;
  tags: string;
  tag_labels: { fa: string; ar: string };
  price: string;
  stock: string;
  minimum_order_quantity: string;
  shipping_fee: string;
  weight_grams: string;
  shipping_profile_id: string;
  discount_type: "" | "flat" | "percentage";
  discount_value: string;
  discount_starts_at: string;
  discount_ends_at: string;
  reward_points: string;
  is_digital: Flag;
  digital_file: string;
  is_catalog: Flag;
  external_link: string;
  is_classified: Flag;
  returnable: Flag;
  images: string[];
  specs: { label: L3; value: L3 }[];
  variants: { name: string; sku: string; color_id: string; price: string; stock: string; image: string }[];
  meta_title: L3;
  meta_description: L3;
  publish: Flag;
}
export type ProductFields = z.output<typeof ProductInput>;

/** The discount's value as stored: cents (flat) or hundredths of a percent; 0 without a discount. */
export function discountValueOf(p: Pick<ProductFields, "discount_type" | "discount_value">): number {
  if (p.discount_type === "") return 0;
  return moneyToCents(p.discount_value);
}

/** An empty form (a new product). */
export function emptyProductForm(): ProductForm {
  const none = { en: "", fa: "", ar: "" };
  return {
    name: { ...none },
    short_description: { ...none },
    description: { ...none },
    category_id: "",
    brand_id: "",
    unit: "pc",
    tags: "",
    tag_labels: { fa: "", ar: "" },
    price: "",
    stock: "0",
    minimum_order_quantity: "1",
    shipping_fee: "",
    weight_grams: "",
    shipping_profile_id: "",
    discount_type: "",
    discount_value: "",
    discount_starts_at: "",
    discount_ends_at: "",
    reward_points: "0",
    is_digital: false,
    digital_file: "",
    is_catalog: false,
    external_link: "",
    is_classified: false,
    returnable: true,
    images: [],
    specs: [],
    variants: [],
    meta_title: { ...none },
    meta_description: { ...none },
    publish: true,
  };
}
