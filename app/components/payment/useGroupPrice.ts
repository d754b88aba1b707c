import { formatPrice, type MoneyCurrency } from "../../../kernel/money";
import { useStore } from "../../store/store";

/**
 * Format a group's base-currency amount ("65.00") in the currency the group was placed in, at
 * the rate saved with it: what the buyer was shown at checkout and what a gateway charges.
 */
export function useGroupPrice(currency: MoneyCurrency) {
  const { state } = useStore();
  const s = state.settings_data;
  const settings = {
    no_of_decimals: s.no_of_decimals as number | string | null,
    decimal_separator: s.decimal_separator as "." | ",",
    currency_symbol_format: s.currency_symbol_format as "symbol_amount",
  };
  return (amount: string) => formatPrice(amount, currency, settings, { zeroAsNegotiable: false });
}
