import type { financeReport } from "../../../../domain/reports/finance-report";
import type { sellerIncomeReport } from "../../../../domain/reports/seller-income";
import { useTranslation } from "../../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../../lib/price";
import { useStore } from "../../../store/store";

export type FinanceView = Awaited<ReturnType<typeof financeReport>>;
export type SellerIncomeView = Awaited<ReturnType<typeof sellerIncomeReport>>;

/** What moved in a month, in the order the table shows it (a count is not money). */
export const FLOW_ROWS = [
  "gross_sales",
  "sales",
  "cash_sales",
  "orders_settled",
  "promotion",
  "promotion_refunded",
  "commission",
  "commission_refunded",
  "fee_tax",
  "fee_tax_refunded",
  "fees_net",
  "refunds",
  "cash_refunds",
  "cod_owed",
  "cod_netted",
  "payouts_requested",
  "payouts_paid",
] as const;

/** What was held at the month's end; a seller's report has only the first three. */
export const BALANCE_ROWS = [
  "sellers",
  "sellers_debt",
  "payouts_due",
  "affiliates",
  "affiliates_pending",
  "wallets",
  "vouchers",
  "orders_clearing",
  "liabilities",
  "reward_points",
  "reward_points_pending",
] as const;

const COUNTS = new Set(["orders_settled", "reward_points", "reward_points_pending"]);

/** The report's figures: money in the base currency (a zero as zero), counts and points as numbers; UTC months in the Gregorian calendar. */
export function useFinanceFormat() {
  const { i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number } = useNumbers();
  const years = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  const months = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "short", timeZone: "UTC", calendar: "gregory" });
  return {
    figure: (name: string, value: string | number | undefined) =>
      value === undefined ? "" : COUNTS.has(name) ? number(value) : money(String(value), { zeroAsNegotiable: false }),
    month: (m: string) => months.format(new Date(`${m}-01T00:00:00Z`)),
    year: (y: number) => years.format(y),
  };
}
