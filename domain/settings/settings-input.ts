import { z } from "zod";
import { canonicalTimeZone } from "../../kernel/i18n/dates";
import { AdTagUrl } from "../videos/ad-tag";
import { GA_ID } from "./analytics";

/**
 * The settings an operator may change in `POST admin/settings` (spec section 3 and checkout),
 * each with its type; anything else is refused. The admin settings page checks its form with this
 * very schema before it sends (react-hook-form), so browser and server agree. Every key is
 * optional: a call changes only what it names. A switch is 0 or 1 (a form's true/false is read as 1/0).
 */
const flag = z.union([z.literal(0), z.literal(1), z.boolean().transform((on) => (on ? 1 : 0) as 0 | 1)]);
const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);
const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
/** a social profile's address: empty (not shown) or an http(s) URL */
const link = z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(300)]);
/** a time zone Intl knows, by its IANA name ("Asia/Tehran", "UTC"), kept as Intl spells it */
const timeZone = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/)
  .refine((zone) => canonicalTimeZone(zone) !== null)
  .transform((zone) => canonicalTimeZone(zone) as string);
/** a text per language: the popup's title and description */
const localized = (max: number) =>
  z
    .object({ en: z.string().trim().max(max), fa: z.string().trim().max(max), ar: z.string().trim().max(max) })
    .partial()
    .strict();

/** The optional modules a shop may switch (the `addons` table; the storefront reads `add_ons`). */
export const ADDON_IDS = ["reward", "affiliate", "offline_payment", "video_shopping", "refund", "ishopet"] as const;
export type AddonId = (typeof ADDON_IDS)[number];

export const SYMBOL_FORMATS = ["symbol_amount", "amount_symbol", "symbol__amount", "amount__symbol"] as const;
export const SOCIAL_LINKS = ["facebook_link", "twitter_link", "instagram_link", "linkedin_link", "youtube_link"] as const;

/** Settings never sent back to a page (shown as set or not set) and masked in the audit log. */
export const SECRET_SETTINGS = ["stripe_secret_key", "stripe_webhook_secret"] as const;
export const isSecretSetting = (key: string) => (SECRET_SETTINGS as readonly string[]).includes(key);
/** What the audit log keeps of a secret: whether it is set, never its value. */
export const maskSecret = (value: unknown) => (value ? "********" : "");

export const SettingsInput = z
  .object({
    // currency format (spec section 3 and 5)
    currency_symbol_format: z.enum(SYMBOL_FORMATS),
    no_of_decimals: z.number().int().min(0).max(3),
    decimal_separator: z.enum([".", ","]),
    time_zone: timeZone,
    // checkout
    disable_guest: flag,
    coupon_system: flag,
    shipping_fee_type: z.enum(["flat_rate", "product_base", "area_base", "invoice_base"]),
    shipping_fee_flat_rate_cents: z.number().int().min(0).max(100_000_000),
    invoice_based_shipping_fee: z
      .array(
        z
          .object({ min_amount: amount, max_amount: amount, fee: amount })
          .strict()
          .refine((t) => Number(t.min_amount) <= Number(t.max_amount), { path: ["max_amount"] }),
      )
      .max(20),
    vat_and_tax_type: z.enum(["order_base", "product_base"]),
    order_wise_tax_percentage: percent.refine((p) => Number(p) <= 100),
    order_prefix: z.string().regex(/^[A-Z0-9]{1,6}$/),
    // sellers' money (decisions 071, 072): the default commission, the tax on the platform's fee, the debt limit and the minimum payout
    seller_commission_rate: percent.refine((p) => Number(p) <= 100),
    platform_fee_tax_rate: percent.refine((p) => Number(p) <= 100),
    seller_debt_limit_cents: z.number().int().min(0).max(100_000_000_000),
    seller_min_payout_cents: z.number().int().min(0).max(100_000_000_000),
    // delivery riders (decision 078): the commission per delivery, and whether sellers may assign riders
    rider_commission_cents: z.number().int().min(0).max(100_000_000),
    sellers_may_assign_riders: flag,
    pickup_point: flag,
    // payments: the methods the checkout offers, Stripe's keys (the secrets write-only), the bank details of a transfer
    cash_on_delivery: flag,
    offline_payment: flag,
    wallet_system: flag,
    payment_sandbox: flag,
    stripe_activated: flag,
    stripe_publishable_key: z.union([z.literal(""), z.string().regex(/^pk_(test|live)_[A-Za-z0-9]{8,200}$/)]),
    stripe_secret_key: z.union([z.literal(""), z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/)]),
    stripe_webhook_secret: z.union([z.literal(""), z.string().regex(/^whsec_[A-Za-z0-9]{8,200}$/)]),
    offline_bank_details: localized(500),
    // the pop-up
    site_popup_status: flag,
    popup_show_in: z.enum(["home_page", "all_page"]),
    popup_title: localized(120),
    popup_description: localized(500),
    // social links
    facebook_link: link,
    twitter_link: link,
    instagram_link: link,
    linkedin_link: link,
    youtube_link: link,
    // an outside analytics service (off: page views are counted first-party only)
    analytics_provider: z.enum(["none", "google"]),
    analytics_id: z.union([z.literal(""), z.string().trim().toUpperCase().regex(GA_ID)]),
    // the shopping videos' pre-roll ad when a video has none of its own (decision 069)
    video_ad_tag_url: z.string().trim().pipe(AdTagUrl),
    // realtime and the demo
    pushar_activated: flag,
    demo_mode: flag,
    // add-ons: each on (true) or off (false)
    addons: z
      .object(Object.fromEntries(ADDON_IDS.map((id) => [id, z.boolean()])) as Record<AddonId, z.ZodBoolean>)
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export type SettingsFormValues = z.input<typeof SettingsInput>;
export type SettingsChange = z.output<typeof SettingsInput>;
