import { Form } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { useBaseUrl } from "../../../lib/useBaseUrl";
import { Card } from "../../account/PageHeading";
import { DOWNLOAD } from "./FinanceFilters";
import { type FinanceView, type SellerIncomeView, useFinanceFormat } from "./finance-format";

/**
 * The yearly seller income report (EU DAC7): the year, how many sellers had sales in it, the
 * sellers whose tax id is missing (for the operator to chase), and the CSV download.
 */
export function SellerIncomeCard({ income, report, years }: { income: SellerIncomeView; report: FinanceView; years: number[] }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { year } = useFinanceFormat();
  const base = useBaseUrl();
  const missing = income.sellers.filter((s) => !s.tax_id);
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-3" data-testid="seller-income">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="font-semibold text-gray-900">{t("admin_finance_dac7_title")}</h2>
          <p className="mt-1 text-sm text-gray-600">{t("admin_finance_dac7_text")}</p>
        </div>
        <Form method="get" className="flex items-end gap-2">
          <input type="hidden" name="from" value={report.from} />
          <input type="hidden" name="to" value={report.to} />
          {report.seller && <input type="hidden" name="seller" value={report.seller.id} />}
          <label className="flex flex-col gap-1 text-sm text-gray-600">
            {t("admin_finance_dac7_year")}
            <select
              name="year"
              defaultValue={String(income.year)}
              className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
              data-testid="seller-income-year"
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {year(y)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:border-primary"
          >
            {t("admin_finance_show")}
          </button>
        </Form>
        <a
          className={DOWNLOAD}
          href={`${base}/admin/seller-income-report.csv?year=${income.year}`}
          download
          data-testid="seller-income-csv"
        >
          {t("admin_finance_dac7_download", { year: year(income.year) })}
        </a>
      </div>
      <p className="mt-3 text-sm text-gray-700" data-testid="seller-income-count">
        {t("admin_finance_dac7_sellers", { n: number(income.sellers.length) })}
      </p>
      {missing.length > 0 && (
        <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="seller-income-missing">
          <p className="font-medium">{t("admin_finance_dac7_missing", { n: number(missing.length) })}</p>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {missing.map((s) => (
              <li key={s.shop.id}>
                <bdi>{s.shop.name}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
