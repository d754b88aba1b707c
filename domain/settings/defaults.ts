/**
 * Every setting the storefront knows, with its default. Rows in `settings` override these.
 * Values that differ per language are Localized objects ({ en, fa, ar }).
 * `PUBLIC_SETTINGS` lists what reaches the browser as `settings_data`; anything else stays on the server.
 */
export const SETTING_DEFAULTS = {
  site_name: "Bazaar",
  // spec section 3
  site_popup_status: 1,
  popup_show_in: "home_page" as "home_page" | "all_page",
  popup_image: "",
  popup_title: { en: "" } as Record<string, string>,
  popup_description: { en: "" } as Record<string, string>,
  facebook_link: "",
  twitter_link: "",
  linkedin_link: "",
  instagram_link: "",
  youtube_link: "",
  demo_mode: 0,
  pushar_activated: 1,
  no_of_decimals: 2,
  decimal_separator: "." as "." | ",",
  currency_symbol_format: "symbol_amount" as "amount_symbol" | "symbol_amount" | "amount__symbol" | "symbol__amount",
  disable_guest: 0,
  // locale and currency
  default_language: "en",
  default_currency: "USD",
  /** the shop's time zone (an IANA name): every date and time a page, an invoice or a mail writes is in it (decision 067) */
  time_zone: "UTC",
  language_switcher: 1,
  currency_switcher: 1,
  // modules
  seller_system: 1,
  wallet_system: 1,
  coupon_system: 1,
  color: 1,
  stock_out_product_hide: 0,
  // shipping and tax (used by checkout)
  shipping_fee_type: "flat_rate" as "flat_rate" | "product_base" | "area_base" | "invoice_base",
  shipping_fee_flat_rate_cents: 500,
  invoice_based_shipping_fee: [] as { min_amount: string; max_amount: string; fee: string }[],
  vat_and_tax_type: "order_base" as "order_base" | "product_base",
  order_wise_tax_percentage: "0",
  reward_convert_rate: 100,
  /** affiliate program (decision 030): the commission in percent of a referred order's goods (two decimals at most), how long a `?ref=` is kept, the least one may withdraw (base cents) */
  affiliate_commission_rate: "5",
  affiliate_cookie_days: 30,
  affiliate_min_withdrawal_cents: 1000,
  /** the seller centre (decision 037): the marketplace's commission in percent of a delivered order's goods where its category names none, and the least payout (base cents) */
  seller_commission_rate: "10",
  seller_min_payout_cents: 1000,
  /** what a seller may owe the marketplace (the commission on cash they collected) before they hear of it and may not withdraw (base cents; decision 071) */
  seller_debt_limit_cents: 10000,
  /** the marketplace's own bank account that pays sellers by SEPA credit transfer (the pain.001 file's debtor; decision 073) */
  payout_debtor_name: "",
  payout_debtor_iban: "",
  payout_debtor_bic: "",
  /** a tax the marketplace adds on its commission, which the seller pays, in percent of the commission (two decimals at most; issue 37): ⌈commission × rate⌉ */
  platform_fee_tax_rate: "0",
  /** delivery riders (decision 078): what a rider earns per delivery (base cents, the marketplace's expense), and whether sellers may give their orders to a rider (0/1) */
  rider_commission_cents: 300,
  sellers_may_assign_riders: 0,
  /** pickup points (decision 080, the reference's module switch): shoppers may have their parcels kept at one to collect (0/1) */
  pickup_point: 1,
  // orders: the prefix of order codes ("BZ-7K2M9QX4TR8D")
  order_prefix: "BZ",
  /** refunds: how many days after delivery a buyer may ask for one (0: no refunds) */
  refund_request_time: 14,
  // payments: cash on delivery and the offline (bank transfer) method, each on or off
  cash_on_delivery: 1,
  offline_payment: 1,
  /** the online gateways, each on or off (the sandbox only where the server runs it; Stripe only with its keys) */
  payment_sandbox: 1,
  stripe_activated: 1,
  /** Stripe's keys as the operator set them (the environment's STRIPE_* win); the secrets never leave the server */
  stripe_publishable_key: "",
  stripe_secret_key: "",
  stripe_webhook_secret: "",
  /** wallet recharges: the least and the most one recharge may be, in base cents (public: the form says them) */
  wallet_min_recharge_cents: 100,
  wallet_max_recharge_cents: 1_000_000,
  /** how long a gift voucher can be redeemed, from its purchase */
  gift_voucher_validity_days: 365,
  /** classified ads (decision 032): active (pending or published) ads a user may have, pictures an ad may carry, the most one picture may weigh (bytes, at most 5 MB), days a published ad stays up */
  classified_ads_per_user: 5,
  classified_ad_pictures: 8,
  classified_ad_picture_bytes: 5 * 1024 * 1024,
  classified_ad_days: 30,
  /** the shop's bank details shown for a bank transfer (offline method); public */
  offline_bank_details: {
    en: "Bazaar Marketplace Ltd · Demo Bank · IBAN DE00 1234 5678 9012 3456 78 · BIC DEMODEXX. Put your order code in the transfer's reference.",
    fa: "بازار مارکت‌پلیس · بانک نمونه · شبا IR00 0000 0000 1234 5678 9012 34 · صاحب حساب: بازار. لطفاً کد سفارش را در شرح واریز بنویسید.",
    ar: "بازار ماركت بليس · البنك التجريبي · آيبان DE00 1234 5678 9012 3456 78 · سويفت DEMODEXX. يُرجى كتابة رمز الطلب في مرجع التحويل.",
  } as Record<string, string>,
  // sections on the home page
  subscription_section: 1,
  recent_viewed: 1,
  show_service_info_section: 1,
  // branding
  primary_color: "#6d28d9",
  menu_background_color: "#ffffff",
  menu_text_color: "#111827",
  light_logo: "",
  footer_about: { en: "" } as Record<string, string>,
  copyright: { en: "" } as Record<string, string>,
  // analytics: off by default; "google" sends page views to gtag with analytics_id
  analytics_provider: "none" as "none" | "google",
  analytics_id: "",
  /** the VAST ad tag of a shopping video's pre-roll when the video has none of its own; empty: no ads (decision 069) */
  video_ad_tag_url: "",
  // realtime (Pusher protocol)
  pusher_app_key: "",
  pusher_app_cluster: "mt1",
  // contact page (GET home/contact-page)
  contact_info: { phone: "", optional_phone: "", email: "", optional_email: "", address: { en: "" } as Record<string, string> },
  // ordered home page sections: { type, ...config }; `home_components` is the list of types
  home_page_contents: [] as HomeContent[],
  // map
  map_tile_url: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  map_tile_attribution: "&copy; OpenStreetMap contributors",
  latitude: "35.6892",
  longitude: "51.3890",
  zoom_level: 12,
};

export type SettingKey = keyof typeof SETTING_DEFAULTS;

/** One section of `home_page_contents`: its type and configuration (contract notes, "Home components"). */
export interface HomeContent {
  type: string;
  /** kept in the list but not shown (the admin console's show/hide; decision 047) */
  hidden?: boolean;
  /** the chosen categories, brands, shops or products, in order */
  ids?: number[];
  title?: Record<string, string>;
  /** category_section: the category's id */
  category?: number;
  /** category_section, offer_ending_soon, download_section: a picture key; the first two link it to `banner_url` */
  banner?: string;
  banner_url?: string;
  /** banner: 1–4 picture keys and the link of each */
  thumbnail?: string[];
  url?: string[];
  /** banner: each link's name in every language (this shop's addition: a link needs a name, shown on the picture) */
  labels?: Record<string, string>[];
  /** download_section: its heading and line */
  text?: Record<string, string>;
  sub_text?: Record<string, string>;
}

/**
 * The rows a new shop's `settings` table starts with (domain/locale/reference-data.ts): the
 * choices an operator makes first, written out so they sit beside the languages and currencies
 * they name, and the home page's sections (an empty list would leave the home page bare).
 */
export const STARTING_SETTINGS: Partial<typeof SETTING_DEFAULTS> = {
  site_name: SETTING_DEFAULTS.site_name,
  default_language: SETTING_DEFAULTS.default_language,
  default_currency: SETTING_DEFAULTS.default_currency,
  home_page_contents: [
    { type: "flash_deal" },
    { type: "campaign" },
    { type: "latest_product" },
    { type: "todays_deal" },
    { type: "popular_category" },
    { type: "best_selling_products" },
    { type: "popular_brands" },
    { type: "top_sellers" },
  ],
};
export type Settings = typeof SETTING_DEFAULTS;

/** What the browser receives. Secrets and server-only values are never listed here. */
export const PUBLIC_SETTINGS: SettingKey[] = [
  "site_name",
  "site_popup_status",
  "popup_show_in",
  "popup_image",
  "popup_title",
  "popup_description",
  "facebook_link",
  "twitter_link",
  "linkedin_link",
  "instagram_link",
  "youtube_link",
  "demo_mode",
  "pushar_activated",
  "no_of_decimals",
  "decimal_separator",
  "currency_symbol_format",
  "disable_guest",
  "default_language",
  "default_currency",
  "time_zone",
  "language_switcher",
  "currency_switcher",
  "seller_system",
  "wallet_system",
  "pickup_point",
  "coupon_system",
  "color",
  "shipping_fee_type",
  "vat_and_tax_type",
  "reward_convert_rate",
  "refund_request_time",
  "cash_on_delivery",
  "offline_payment",
  "wallet_min_recharge_cents",
  "wallet_max_recharge_cents",
  "gift_voucher_validity_days",
  "classified_ads_per_user",
  "classified_ad_pictures",
  "classified_ad_picture_bytes",
  "classified_ad_days",
  "offline_bank_details",
  "subscription_section",
  "recent_viewed",
  "show_service_info_section",
  "primary_color",
  "menu_background_color",
  "menu_text_color",
  "light_logo",
  "footer_about",
  "copyright",
  "analytics_provider",
  "analytics_id",
  // the realtime app key and cluster are public by design (the page's hidden f_pusher_* inputs); the secret is not a setting here
  "pusher_app_key",
  "pusher_app_cluster",
  "map_tile_url",
  "map_tile_attribution",
  "latitude",
  "longitude",
  "zoom_level",
];
