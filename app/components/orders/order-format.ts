import type { OrderCurrency } from "../../../domain/orders/order-views";
import { useTranslation } from "../../i18n/i18n";
import { formatPrice, type SymbolFormat } from "../../../kernel/money";
import { useStore } from "../../store/store";

/**
 * Amounts of an order in the currency it was placed in, at that day's rate (the group keeps
 * both), with the shop's decimal settings. Zero is "0.00", never "negotiable".
 */
export function useOrderPrice(currency: OrderCurrency) {
  const { state } = useStore();
  const s = state.settings_data;
  const settings = {
    no_of_decimals: s.no_of_decimals as number | string | null,
    decimal_separator: s.decimal_separator as "." | ",",
    currency_symbol_format: s.currency_symbol_format as SymbolFormat,
  };
  return (amount: string) => formatPrice(amount, currency, settings, { zeroAsNegotiable: false });
}

/** Dates of orders in the page's language (and its calendar). */
export function useOrderDate() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return { day: (iso: string) => day.format(new Date(iso)), moment: (iso: string) => moment.format(new Date(iso)) };
}

/** Whether an amount string is zero ("0.00"). */
export const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);
