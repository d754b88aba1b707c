import { z } from "zod";

/**
 * The admin console's editorial forms (pages, blog posts and categories, campaigns; issue 19,
 * decision 046): one zod schema each, used by the server (422 with field errors beside their
 * dotted paths, `title.en`) and by the browser's forms (react-hook-form). Rich text arrives as
 * the editor's HTML and is only a proposal: the server sanitises it before it is stored.
 */

export const EDITORIAL_LANGS = ["en", "fa", "ar"] as const;
/** Lower-case words joined by dashes (`about-us`): unique per kind, checked by the server. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) => z.string({ error: "v_string" }).trim().max(max, "v_too_long");
const slug = () =>
  z.string({ error: "v_required" }).trim().toLowerCase().min(1, "v_required").max(120, "v_too_long").regex(SLUG, "ed_slug_format");
/** text in each shop language; the default language (en) is required when `required` */
const localized = (max: number, required: boolean) =>
  z.object({ en: required ? text(max).min(1, "v_required") : text(max), fa: text(max), ar: text(max) }).strict();
const html = () => localized(100_000, false);
const flag = () => z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean());
const id = () => z.coerce.number({ error: "v_required" }).int("v_required").positive("v_required").max(2_147_483_647, "v_required");
/** a moment as the form's `datetime-local` (taken as UTC) or ISO text */
const moment = () =>
  z
    .string({ error: "v_required" })
    .trim()
    .min(1, "v_required")
    .refine((v) => !Number.isNaN(Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v}Z`)), "ed_date_invalid");

/** A static page (about, terms …): the storefront's `page/:slug`. */
export const PageInput = z
  .object({
    slug: slug(),
    title: localized(200, true),
    content: html(),
    is_active: flag(),
    show_in_footer: flag(),
    position: z.coerce.number({ error: "v_integer" }).int("v_integer").min(0, "v_integer").max(9999, "v_integer"),
  })
  .strict();
export type PageForm = z.input<typeof PageInput>;

export const BlogCategoryInput = z.object({ slug: slug(), name: localized(120, true) }).strict();
export type BlogCategoryForm = z.input<typeof BlogCategoryInput>;

/** A blog post; its cover picture comes beside it (multipart `image`), or `remove_image`. */
export const BlogInput = z
  .object({
    slug: slug(),
    category_id: id(),
    title: localized(200, true),
    excerpt: localized(500, false),
    body: html(),
    tags: z.array(text(40).min(1, "v_required")).max(20, "v_too_long"),
    /** the tags in the other languages, each its own list (issue 36, item 4) */
    tag_labels: z
      .object({
        fa: z.array(text(40).min(1, "v_required")).max(20, "v_too_long").default([]),
        ar: z.array(text(40).min(1, "v_required")).max(20, "v_too_long").default([]),
      })
      .strict()
      .default({ fa: [], ar: [] }),
    status: z.enum(["draft", "published"], { error: "v_required" }),
    published_at: moment(),
    remove_image: flag().optional(),
  })
  .strict();
export type BlogForm = z.input<typeof BlogInput>;

const COLOR = /^#[0-9a-fA-F]{6}$/;
/** A product the operator puts in a campaign at once (approved), with its discount. */
const CampaignProduct = z
  .object({
    product_id: id(),
    discount_type: z.enum(["flat", "percentage"], { error: "v_required" }),
    /** flat: cents off; percentage: hundredths of a percent (1–9,999) */
    discount: z.coerce.number({ error: "v_integer" }).int("v_integer").min(1, "v_integer"),
  })
  .strict();

/** A campaign; its banner (`image`) and square picture (`thumbnail`) come beside it (multipart). */
export const CampaignInput = z
  .object({
    slug: slug(),
    title: localized(200, true),
    short_description: localized(300, false),
    description: html(),
    starts_at: moment(),
    ends_at: moment(),
    is_active: flag(),
    is_featured: flag(),
    is_flash_sale: flag(),
    accepts_entries: flag(),
    background_color: z.string().regex(COLOR, "ed_color"),
    text_color: z.string().regex(COLOR, "ed_color"),
    products: z.array(CampaignProduct).max(200, "v_too_long"),
    /** who pays the campaign's discounts (decision 072); shared: the seller's part in percent (0–100, two places) */
    funded_by: z.enum(["platform", "seller", "shared"]).default("platform"),
    seller_share: z
      .string()
      .trim()
      .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, "v_commission_percent")
      .refine((v) => v === "" || Number(v) <= 100, "v_commission_percent")
      .default(""),
  })
  .strict()
  .refine((c) => at(c.ends_at) > at(c.starts_at), { message: "ed_ends_before_start", path: ["ends_at"] })
  .refine((c) => c.funded_by !== "shared" || c.seller_share !== "", { message: "v_commission_percent", path: ["seller_share"] });
export type CampaignForm = z.input<typeof CampaignInput>;

/** A form's moment as a Date (a `datetime-local` value without a zone is UTC). */
export function at(v: string): Date {
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v}Z`);
}

export const EntryDecisionInput = z
  .object({ product_ids: z.array(id()).min(1, "v_required").max(200, "v_too_long"), decision: z.enum(["approve", "reject"]) })
  .strict();
