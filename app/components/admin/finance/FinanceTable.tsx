import { Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { BALANCE_ROWS, type FinanceView, FLOW_ROWS, useFinanceFormat } from "./finance-format";

type Column = { key: string; label: string; figures: Record<string, string | number>; balances: Record<string, string | number> };

/**
 * The report by month: one column per month and one for the range (movements summed, balances at
 * its end), one row per figure; what moved first, then what was held at each month's end. Wide
 * ranges scroll sideways inside the card.
 */
export function FinanceTable({ report }: { report: FinanceView }) {
  const { t } = useTranslation();
  const { figure, month } = useFinanceFormat();
  const columns: Column[] = [
    ...report.months.map((m) => ({ key: m.month, label: month(m.month), figures: m.figures, balances: m.balances })),
    { key: "total", label: t("admin_finance_total"), ...report.totals },
  ];
  const balanceRows = BALANCE_ROWS.filter((name) => name in report.totals.balances);
  const cell = "whitespace-nowrap px-3 py-1.5 text-end tabular-nums";
  const section = (title: string) => (
    <tr>
      <th
        colSpan={columns.length + 1}
        scope="colgroup"
        className="bg-gray-50 px-3 py-2 text-start text-xs font-semibold uppercase text-gray-600"
      >
        {title}
      </th>
    </tr>
  );
  const row = (name: string, pick: (c: Column) => string | number | undefined, strong = false) => (
    <tr key={name} className={strong ? "font-semibold text-gray-900" : "text-gray-700"} data-testid={`finance-row-${name}`}>
      <th scope="row" className="sticky start-0 min-w-36 bg-white px-3 py-1.5 text-start font-medium">
        {t(`admin_finance_f_${name}`)}
      </th>
      {columns.map((c) => (
        <td key={c.key} className={`${cell} ${c.key === "total" ? "bg-gray-50" : ""}`}>
          <bdi>{figure(name, pick(c))}</bdi>
        </td>
      ))}
    </tr>
  );
  return (
    <div className="overflow-x-auto" data-testid="finance-table">
      <table className="min-w-full text-sm">
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className="sticky start-0 bg-white px-3 py-2 text-start font-medium">
              {t("admin_finance_figure")}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="whitespace-nowrap px-3 py-2 text-end font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {section(t("admin_finance_moved"))}
          {FLOW_ROWS.map((name) => row(name, (c) => c.figures[name], name === "gross_sales" || name === "fees_net"))}
          {section(t("admin_finance_held"))}
          {balanceRows.map((name) => row(name, (c) => c.balances[name], name === "liabilities"))}
        </tbody>
      </table>
    </div>
  );
}

/** The range by seller: each shop's sales, fees, refunds and payouts, and what it is owed and owes at the range's end. */
export function FinanceSellers({ report }: { report: FinanceView }) {
  const { t } = useTranslation();
  const { figure } = useFinanceFormat();
  const flows = ["gross_sales", "orders_settled", "fees_net", "refunds", "cod_owed", "payouts_paid"] as const;
  const held = ["sellers", "sellers_debt", "payouts_due"] as const;
  if (report.sellers.length === 0) return <p className="text-sm text-gray-600">{t("admin_finance_nothing")}</p>;
  const cell = "whitespace-nowrap px-3 py-1.5 text-end tabular-nums";
  return (
    <div className="overflow-x-auto" data-testid="finance-sellers">
      <table className="min-w-full text-sm">
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("admin_finance_seller")}
            </th>
            {[...flows, ...held].map((n) => (
              <th key={n} scope="col" className="px-3 py-2 text-end font-medium">
                {t(`admin_finance_f_${n}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 text-gray-700">
          {report.sellers.map((s) => (
            <tr key={s.shop.id} data-testid="finance-seller">
              <th scope="row" className="px-3 py-1.5 text-start font-medium text-gray-900">
                <Link to={`?from=${report.from}&to=${report.to}&seller=${s.shop.id}`} className="hover:text-primary">
                  <bdi>{s.shop.name}</bdi>
                </Link>
              </th>
              {flows.map((n) => (
                <td key={n} className={cell}>
                  <bdi>{figure(n, s.figures[n])}</bdi>
                </td>
              ))}
              {held.map((n) => (
                <td key={n} className={cell}>
                  <bdi>{figure(n, s.balances[n])}</bdi>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
