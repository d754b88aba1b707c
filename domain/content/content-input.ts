import { z } from "zod";
import { HOME_COMPONENT_TYPES } from "./home-types";

/**
 * The admin console's forms for the home page's content (decision 047): slides, banners and the
 * home components' list. The server validates with these; the pages check their react-hook-form
 * with the very same schemas. No database here: the browser imports it.
 */

/** a link a slide or banner opens: a path of this shop ("/products") or an http(s) address */
export const contentLink = z
  .string()
  .trim()
  .max(300, "v_content_link")
  .refine((l) => /^\/(?!\/)/.test(l) || /^https?:\/\/[^\s]+$/i.test(l), "v_content_link");

const text = (max: number) => z.string().trim().max(max, "v_content_too_long");
/** a slide's or banner's text in one language: a language left out is left as it is (empty on a new one) */
const optionalText = (max: number) => text(max).optional();
/** a form's switch: a checkbox (true/false) or a multipart field ("1", "0", "true", "false") */
const flag = z.preprocess(
  (v) => (v === "1" || v === "true" || v === 1 ? true : v === "0" || v === "false" || v === 0 ? false : v),
  z.boolean(),
);

/** One slide: its texts per language (flat, so a multipart form sends them as they are), link and switch. */
export const SlideInput = z
  .object({
    title_en: optionalText(120),
    title_fa: optionalText(120),
    title_ar: optionalText(120),
    subtitle_en: optionalText(200),
    subtitle_fa: optionalText(200),
    subtitle_ar: optionalText(200),
    cta_en: optionalText(40),
    cta_fa: optionalText(40),
    cta_ar: optionalText(40),
    link: contentLink,
    is_active: flag,
  })
  .strict();

/** One banner: its name per language (shown on the picture), link and switch. */
export const BannerInput = z
  .object({ title_en: optionalText(80), title_fa: optionalText(80), title_ar: optionalText(80), link: contentLink, is_active: flag })
  .strict();

export type SlideFormValues = z.input<typeof SlideInput>;
export type BannerFormValues = z.input<typeof BannerInput>;

/** A new order: every id of the list exactly once. */
export const OrderInput = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }).strict();

const localized = (max: number) =>
  z
    .object({ en: text(max), fa: text(max), ar: text(max) })
    .partial()
    .strict();
const pictureKey = z.string().regex(/^[a-z0-9][a-z0-9/_-]{0,150}$/i, "v_content_picture");
const id = z.number().int().positive();

/**
 * One home component as the operator configures it: its type (one this shop knows; anything
 * else is 422), shown or hidden, and what it shows where its type allows: a heading, the
 * category of a category section, the chosen categories, brands, shops, products or campaigns.
 * The pictures of a banner row, a section's tall picture and the newsletter block's texts are
 * kept as they are (validated, so a hand-made call cannot store anything else).
 */
export const HomeComponentInput = z
  .object({
    type: z.enum(HOME_COMPONENT_TYPES, { error: "v_home_type" }),
    hidden: z.boolean().optional(),
    title: localized(80).optional(),
    category: id.optional(),
    ids: z.array(id).max(24, "v_home_ids").optional(),
    banner: pictureKey.optional(),
    banner_url: z.string().max(300).optional(),
    thumbnail: z.array(pictureKey).max(4).optional(),
    url: z.array(z.string().max(300)).max(4).optional(),
    labels: z.array(localized(60)).max(4).optional(),
    text: localized(120).optional(),
    sub_text: localized(200).optional(),
  })
  .strict();

export const HomeContentsInput = z.object({ contents: z.array(HomeComponentInput).max(40, "v_home_too_many") }).strict();

export type HomeComponentValues = z.input<typeof HomeComponentInput>;
