import type { ProductDetails } from "../../domain/catalog/product-details";
import { formatNumber, formatPercent, numberFormat } from "../../kernel/i18n/numbers";
import { formatPrice, isNegotiable, type MoneyCurrency, type MoneySettings, type SymbolFormat } from "../../kernel/money";
import { useTranslation } from "../i18n/i18n";
import { useStore } from "../store/store";

/** The shop's money settings (spec §5) from the page data. */
export function useMoneySettings(): MoneySettings {
  const s = useStore().state.settings_data;
  return {
    no_of_decimals: s.no_of_decimals as number | string | null,
    decimal_separator: s.decimal_separator as "." | ",",
    currency_symbol_format: s.currency_symbol_format as SymbolFormat,
  };
}

/**
 * Format base-currency amounts ("12.50") in a currency (the active one by default) in the page's
 * language: its digits, the shop's settings, bidi-isolated (U+2068 … U+2069) so that a
 * right-to-left sentence cannot reorder them. `zeroAsNegotiable` (default) shows a price of zero
 * as the page language's word for negotiable (`negotiable`: «توافقی», "Negotiable", «قابل للتفاوض»).
 */
export function useFormatMoney(currency?: MoneyCurrency) {
  const { state } = useStore();
  const { t, i18n } = useTranslation();
  const settings = useMoneySettings();
  const active = currency ?? state.active_currency;
  const negotiable = t("negotiable");
  return (amount: string, opts?: { zeroAsNegotiable?: boolean; isolate?: boolean }) =>
    formatPrice(amount, active, settings, {
      language: i18n.language,
      zeroLabel: opts?.zeroAsNegotiable === false ? undefined : negotiable,
      isolate: opts?.isolate ?? true,
    });
}

/**
 * A product's price in the active currency. Spec §5 names the Persian «توافقی» for a price of
 * zero; issue 36 decided that every language says it in its own words (a Persian word never
 * stands on an English page). Isolated for use in text.
 */
export function usePrice() {
  return useFormatMoney();
}

/** Format a sum of money (a total, shipping, tax): zero is "0.00", never the negotiable label that a product's price 0 shows. */
export function useMoney() {
  const format = useFormatMoney();
  return (amount: string) => format(amount, { zeroAsNegotiable: false });
}

/**
 * Whether what the shopper would buy has a negotiable price: the chosen variant's, else (before a
 * choice) every variant's, else the product's. Classified ads and catalog products have their own
 * ways (the ad's contact, the shop elsewhere).
 */
export function negotiableChoice(
  product: ProductDetails["product"],
  variant: ProductDetails["product"]["variants"][number] | null,
): boolean {
  if (product.is_classified || product.is_catalog) return false;
  return isNegotiable(variant ? variant.sale_price : (product.price_range?.sale_max ?? product.sale_price));
}

/** Counts, quantities and percentages in the page's digits (Persian ۱۲۳ in fa). */
export function useNumbers() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    number: (n: number | string) => formatNumber(n, language),
    /** Two digits at least, for clocks ("08", "۰۸"). */
    twoDigits: (n: number) => numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false }).format(n),
    /** A whole percentage, isolated; `signed` for a discount ("−20%"). */
    percent: (p: number, signed = false) => formatPercent(p, language, { signed }),
  };
}
