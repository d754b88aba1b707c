import { useFormatMoney } from "../../../lib/price";
import { useStore } from "../../../store/store";

/** An order's amounts in the shop's currency (a zero is a zero here, not "negotiable"). */
export function useOrderMoney() {
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  return (amount: string) => money(amount, { zeroAsNegotiable: false });
}
