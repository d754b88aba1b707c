import { Form } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useBaseUrl } from "../../../lib/useBaseUrl";
import type { FinanceView } from "./finance-format";

const INPUT = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";
export const DOWNLOAD = "rounded-full border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:border-primary";

/** The report's months (UTC, from and to both in) and seller as a plain GET form, and the CSV of what is shown. */
export function FinanceFilters({ report, year }: { report: FinanceView; year: number }) {
  const { t } = useTranslation();
  const base = useBaseUrl();
  const query = new URLSearchParams({ from: report.from, to: report.to, ...(report.seller ? { seller: String(report.seller.id) } : {}) });
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="finance-filter">
        <input type="hidden" name="year" value={year} />
        <label className="flex flex-col gap-1 text-sm text-gray-600">
          {t("admin_finance_from")}
          <input type="month" name="from" defaultValue={report.from} className={INPUT} dir="ltr" data-testid="finance-from" />
        </label>
        <label className="flex flex-col gap-1 text-sm text-gray-600">
          {t("admin_finance_to")}
          <input type="month" name="to" defaultValue={report.to} className={INPUT} dir="ltr" data-testid="finance-to" />
        </label>
        <label className="flex flex-col gap-1 text-sm text-gray-600">
          {t("admin_finance_seller")}
          <select
            name="seller"
            defaultValue={report.seller ? String(report.seller.id) : ""}
            className={`${INPUT} max-w-56`}
            data-testid="finance-seller-filter"
          >
            <option value="">{t("admin_finance_all_sellers")}</option>
            {report.shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white" data-testid="finance-apply">
          {t("admin_finance_show")}
        </button>
      </Form>
      <a className={DOWNLOAD} href={`${base}/admin/finance-report.csv?${query}`} download data-testid="finance-csv">
        {t("admin_finance_csv")}
      </a>
    </div>
  );
}
