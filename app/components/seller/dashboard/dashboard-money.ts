import type { sellerDashboard } from "../../../../domain/seller/dashboard";
import { useFormatMoney } from "../../../lib/price";
import { useStore } from "../../../store/store";

export type Dashboard = Awaited<ReturnType<typeof sellerDashboard>>;

/** The dashboard's amounts (exact decimals in the base currency) as the shop shows money; zero is zero. */
export function useDashboardMoney() {
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  return (amount: string) => money(amount, { zeroAsNegotiable: false });
}
