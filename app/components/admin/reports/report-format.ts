import type { adminReports } from "../../../../domain/reports/admin-reports";
import { useTranslation } from "../../../i18n/i18n";
import { datesFor } from "../../../lib/dates";
import { useFormatMoney } from "../../../lib/price";
import { useStore } from "../../../store/store";

/** The marketplace's sales and views over the chosen range, as the reports page shows them. */
export type MarketplaceReport = Awaited<ReturnType<typeof adminReports>>;

/** The reports' money (in the default currency, a zero as zero) and days ("3 Dec", in UTC, as the report counts them). */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (amount: string) => money(amount, { zeroAsNegotiable: false });
  // the report's days are calendar days ("2026-03-01"), written as those days
  const day = datesFor(i18n.language).short;
  return { format, day };
}
