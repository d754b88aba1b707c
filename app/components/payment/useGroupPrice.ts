import type { MoneyCurrency } from "../../../kernel/money";
import { useFormatMoney } from "../../lib/price";

/**
 * Format a group's base-currency amount ("65.00") in the currency the group was placed in, at
 * the rate saved with it: what the buyer was shown at checkout and what a gateway charges.
 * In the page's digits, bidi-isolated.
 */
export function useGroupPrice(currency: MoneyCurrency) {
  const format = useFormatMoney(currency);
  return (amount: string) => format(amount, { zeroAsNegotiable: false });
}
