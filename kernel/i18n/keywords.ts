import adminAr from "./locales/admin.ar.json";
import adminEn from "./locales/admin.en.json";
import adminFa from "./locales/admin.fa.json";
import adminCatalogAr from "./locales/admin-catalog.ar.json";
import adminCatalogEn from "./locales/admin-catalog.en.json";
import adminCatalogFa from "./locales/admin-catalog.fa.json";
import adminCitiesAr from "./locales/admin-cities.ar.json";
import adminCitiesEn from "./locales/admin-cities.en.json";
import adminCitiesFa from "./locales/admin-cities.fa.json";
import adminConfigAr from "./locales/admin-config.ar.json";
import adminConfigEn from "./locales/admin-config.en.json";
import adminConfigFa from "./locales/admin-config.fa.json";
import adminContentAr from "./locales/admin-content.ar.json";
import adminContentEn from "./locales/admin-content.en.json";
import adminContentFa from "./locales/admin-content.fa.json";
import adminEditorialAr from "./locales/admin-editorial.ar.json";
import adminEditorialEn from "./locales/admin-editorial.en.json";
import adminEditorialFa from "./locales/admin-editorial.fa.json";
import adminOrdersAr from "./locales/admin-orders.ar.json";
import adminOrdersEn from "./locales/admin-orders.en.json";
import adminOrdersFa from "./locales/admin-orders.fa.json";
import adsAr from "./locales/ads.ar.json";
import adsEn from "./locales/ads.en.json";
import adsFa from "./locales/ads.fa.json";
import affiliateAr from "./locales/affiliate.ar.json";
import affiliateEn from "./locales/affiliate.en.json";
import affiliateFa from "./locales/affiliate.fa.json";
import ar from "./locales/ar.json";
import blogAr from "./locales/blog.ar.json";
import blogEn from "./locales/blog.en.json";
import blogFa from "./locales/blog.fa.json";
import campaignsAr from "./locales/campaigns.ar.json";
import campaignsEn from "./locales/campaigns.en.json";
import campaignsFa from "./locales/campaigns.fa.json";
import cartAr from "./locales/cart.ar.json";
import cartEn from "./locales/cart.en.json";
import cartFa from "./locales/cart.fa.json";
import commissionAr from "./locales/commission.ar.json";
import commissionEn from "./locales/commission.en.json";
import commissionFa from "./locales/commission.fa.json";
import en from "./locales/en.json";
import fa from "./locales/fa.json";
import financeAr from "./locales/finance.ar.json";
import financeEn from "./locales/finance.en.json";
import financeFa from "./locales/finance.fa.json";
import followAr from "./locales/follow.ar.json";
import followEn from "./locales/follow.en.json";
import followFa from "./locales/follow.fa.json";
import homeAr from "./locales/home.ar.json";
import homeEn from "./locales/home.en.json";
import homeFa from "./locales/home.fa.json";
import listingAr from "./locales/listing.ar.json";
import listingEn from "./locales/listing.en.json";
import listingFa from "./locales/listing.fa.json";
import listsAr from "./locales/lists.ar.json";
import listsEn from "./locales/lists.en.json";
import listsFa from "./locales/lists.fa.json";
import orderPagesAr from "./locales/order-pages.ar.json";
import orderPagesEn from "./locales/order-pages.en.json";
import orderPagesFa from "./locales/order-pages.fa.json";
import ordersAr from "./locales/orders.ar.json";
import ordersEn from "./locales/orders.en.json";
import ordersFa from "./locales/orders.fa.json";
import parcelsAr from "./locales/parcels.ar.json";
import parcelsEn from "./locales/parcels.en.json";
import parcelsFa from "./locales/parcels.fa.json";
import paymentAr from "./locales/payment.ar.json";
import paymentEn from "./locales/payment.en.json";
import paymentFa from "./locales/payment.fa.json";
import payoutsAr from "./locales/payouts.ar.json";
import payoutsEn from "./locales/payouts.en.json";
import payoutsFa from "./locales/payouts.fa.json";
import pickupPointsAr from "./locales/pickup-points.ar.json";
import pickupPointsEn from "./locales/pickup-points.en.json";
import pickupPointsFa from "./locales/pickup-points.fa.json";
import productAr from "./locales/product.ar.json";
import productEn from "./locales/product.en.json";
import productFa from "./locales/product.fa.json";
import refundsAr from "./locales/refunds.ar.json";
import refundsEn from "./locales/refunds.en.json";
import refundsFa from "./locales/refunds.fa.json";
import returnsAr from "./locales/returns.ar.json";
import returnsEn from "./locales/returns.en.json";
import returnsFa from "./locales/returns.fa.json";
import rewardsAr from "./locales/rewards.ar.json";
import rewardsEn from "./locales/rewards.en.json";
import rewardsFa from "./locales/rewards.fa.json";
import ridersAr from "./locales/riders.ar.json";
import ridersEn from "./locales/riders.en.json";
import ridersFa from "./locales/riders.fa.json";
import searchAr from "./locales/search.ar.json";
import searchEn from "./locales/search.en.json";
import searchFa from "./locales/search.fa.json";
import sellerAr from "./locales/seller.ar.json";
import sellerEn from "./locales/seller.en.json";
import sellerFa from "./locales/seller.fa.json";
import sellerProductsAr from "./locales/seller-products.ar.json";
import sellerProductsEn from "./locales/seller-products.en.json";
import sellerProductsFa from "./locales/seller-products.fa.json";
import shippingAr from "./locales/shipping.ar.json";
import shippingEn from "./locales/shipping.en.json";
import shippingFa from "./locales/shipping.fa.json";
import shippingEditorAr from "./locales/shipping-editor.ar.json";
import shippingEditorEn from "./locales/shipping-editor.en.json";
import shippingEditorFa from "./locales/shipping-editor.fa.json";
import shopAr from "./locales/shop.ar.json";
import shopEn from "./locales/shop.en.json";
import shopFa from "./locales/shop.fa.json";
import statementsAr from "./locales/statements.ar.json";
import statementsEn from "./locales/statements.en.json";
import statementsFa from "./locales/statements.fa.json";
import videoAr from "./locales/video.ar.json";
import videoEn from "./locales/video.en.json";
import videoFa from "./locales/video.fa.json";
import vouchersAr from "./locales/vouchers.ar.json";
import vouchersEn from "./locales/vouchers.en.json";
import vouchersFa from "./locales/vouchers.fa.json";
import walletAr from "./locales/wallet.ar.json";
import walletEn from "./locales/wallet.en.json";
import walletFa from "./locales/wallet.fa.json";
import { formatNumber } from "./numbers";

/**
 * Every language's UI strings (server side: page data, mails, error messages). The shop-wide
 * file `<lang>.json` and one file per area (`<area>.<lang>.json`), merged; keys are unique
 * across files.
 */
export const LANGUAGE_FILES: Record<string, Record<string, string>> = {
  en: {
    ...en,
    ...listingEn,
    ...listsEn,
    ...productEn,
    ...searchEn,
    ...cartEn,
    ...ordersEn,
    ...orderPagesEn,
    ...parcelsEn,
    ...shippingEn,
    ...shippingEditorEn,
    ...paymentEn,
    ...refundsEn,
    ...returnsEn,
    ...followEn,
    ...shopEn,
    ...walletEn,
    ...rewardsEn,
    ...affiliateEn,
    ...vouchersEn,
    ...campaignsEn,
    ...commissionEn,
    ...homeEn,
    ...blogEn,
    ...videoEn,
    ...adsEn,
    ...adminEn,
    ...adminContentEn,
    ...adminCatalogEn,
    ...adminOrdersEn,
    ...sellerEn,
    ...payoutsEn,
    ...ridersEn,
    ...pickupPointsEn,
    ...sellerProductsEn,
    ...statementsEn,
    ...financeEn,
    ...adminConfigEn,
    ...adminCitiesEn,
    ...adminEditorialEn,
  },
  fa: {
    ...fa,
    ...listingFa,
    ...listsFa,
    ...productFa,
    ...searchFa,
    ...cartFa,
    ...ordersFa,
    ...orderPagesFa,
    ...parcelsFa,
    ...shippingFa,
    ...shippingEditorFa,
    ...paymentFa,
    ...refundsFa,
    ...returnsFa,
    ...followFa,
    ...shopFa,
    ...walletFa,
    ...rewardsFa,
    ...affiliateFa,
    ...vouchersFa,
    ...campaignsFa,
    ...commissionFa,
    ...homeFa,
    ...blogFa,
    ...videoFa,
    ...adsFa,
    ...adminFa,
    ...adminContentFa,
    ...adminCatalogFa,
    ...adminOrdersFa,
    ...sellerFa,
    ...payoutsFa,
    ...ridersFa,
    ...pickupPointsFa,
    ...sellerProductsFa,
    ...statementsFa,
    ...financeFa,
    ...adminConfigFa,
    ...adminCitiesFa,
    ...adminEditorialFa,
  },
  ar: {
    ...ar,
    ...listingAr,
    ...listsAr,
    ...productAr,
    ...searchAr,
    ...cartAr,
    ...ordersAr,
    ...orderPagesAr,
    ...parcelsAr,
    ...shippingAr,
    ...shippingEditorAr,
    ...paymentAr,
    ...refundsAr,
    ...returnsAr,
    ...followAr,
    ...shopAr,
    ...walletAr,
    ...rewardsAr,
    ...affiliateAr,
    ...vouchersAr,
    ...campaignsAr,
    ...commissionAr,
    ...homeAr,
    ...blogAr,
    ...videoAr,
    ...adsAr,
    ...adminAr,
    ...adminContentAr,
    ...adminCatalogAr,
    ...adminOrdersAr,
    ...sellerAr,
    ...payoutsAr,
    ...ridersAr,
    ...pickupPointsAr,
    ...sellerProductsAr,
    ...statementsAr,
    ...financeAr,
    ...adminConfigAr,
    ...adminCitiesAr,
    ...adminEditorialAr,
  },
};

const merged = new Map<string, Record<string, string>>();

/**
 * The operators' own wordings (the admin console's language files: `ui_string_overrides`) per
 * language, and the languages the shop added beyond the three shipped files. The server applies
 * them on each request from its cache (domain/settings/ui-string-overrides.ts); a change gives
 * every language a new object, so the files' versions and the learned page strings follow.
 */
export interface StringOverrides {
  /** per language, key → the operator's wording */
  words: Record<string, Record<string, string>>;
  /** every language the shop has (a language without a shipped file is English with its own wordings) */
  locales: string[];
}
let applied: StringOverrides = { words: {}, locales: [] };
let extraLocales = new Set<string>();

/** Put the operators' wordings in force (a no-op when given the very object already applied). */
export function applyStringOverrides(next: StringOverrides): void {
  if (next === applied) return;
  applied = next;
  extraLocales = new Set(next.locales);
  merged.clear();
}

/** Whether the shop has UI strings for this language: a shipped file, or a language it added (English filling it). */
export function hasLanguageStrings(locale: string): boolean {
  return locale in LANGUAGE_FILES || extraLocales.has(locale);
}

/** The shipped wording of a key in a language (no override): what "reset" returns to. */
export function shippedString(locale: string, key: string): string | undefined {
  return LANGUAGE_FILES[locale]?.[key] ?? LANGUAGE_FILES.en[key];
}

/** The UI strings of a language (the spec's `lang_keywords`), English filling any gap, the operators' wordings over them; one object per language. */
export function langKeywords(locale: string): Record<string, string> {
  let keywords = merged.get(locale);
  if (!keywords) {
    const own = applied.words[locale];
    keywords = locale === "en" && !own ? LANGUAGE_FILES.en : { ...LANGUAGE_FILES.en, ...(LANGUAGE_FILES[locale] ?? {}), ...(own ?? {}) };
    merged.set(locale, keywords);
  }
  return keywords;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a language (Intl.PluralRules: Arabic has zero, one, two, few, many, other). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * A message in a language (mails, notifications, error messages, on the server): `key` is a
 * UI-string key or, when no such key exists, already a sentence and returned as it is. With a
 * numeric `count`, the key's plural form is chosen as i18next does (`key_one`, `key_few` …, then
 * `key_other`); `{{name}}` placeholders are filled from `params`, numbers in the language's digits.
 */
export function translate(locale: string, key: string, params: Record<string, string | number> = {}): string {
  const words = langKeywords(locale);
  let text = words[key];
  if (typeof params.count === "number") text = words[`${key}_${pluralCategory(locale, params.count)}`] ?? words[`${key}_other`] ?? text;
  return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === "number" ? formatNumber(value, locale) : String(value);
  });
}
