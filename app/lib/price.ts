import { useTranslation } from "../i18n/i18n";
import { useStore } from "../store/store";
import { formatPrice } from "../../kernel/money";

/** Format a base-currency amount ("12.50") in the active currency with the shop's settings. */
export function usePrice() {
  const { state } = useStore();
  const { t } = useTranslation();
  const s = state.settings_data;
  const settings = {
    no_of_decimals: s.no_of_decimals as number | string | null,
    decimal_separator: s.decimal_separator as "." | ",",
    currency_symbol_format: s.currency_symbol_format as "symbol_amount",
  };
  return (amount: string, opts?: { zeroAsNegotiable?: boolean }) =>
    formatPrice(amount, state.active_currency, settings, { negotiableLabel: t("negotiable"), zeroAsNegotiable: opts?.zeroAsNegotiable });
}

/** Format a sum of money (a total, shipping, tax): zero is "0.00", never the negotiable label that a product's price 0 shows. */
export function useMoney() {
  const format = usePrice();
  return (amount: string) => format(amount, { zeroAsNegotiable: false });
}
