import { Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { Card } from "../../account/PageHeading";
import { type MarketplaceReport, useReportFormat } from "./report-format";

const RANGES = [7, 30, 90] as const;

/** The report's ranges (7, 30 or 90 days), the chosen one marked. */
export function ReportRanges({ range }: { range: number }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
    <nav className="flex gap-2" aria-label={t("admin_reports_range")} data-testid="admin-reports-ranges">
      {RANGES.map((r) => (
        <Link
          key={r}
          to={`?range=${r}`}
          aria-current={range === r ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ${range === r ? "bg-primary text-white" : "border border-gray-300 text-gray-700 hover:border-primary"}`}
        >
          {t("admin_reports_range_days", { n: number(r) })}
        </Link>
      ))}
    </nav>
  );
}

/** The range's totals as tiles: gross sales, orders, the average order, the commission kept and what was refunded. */
export function ReportTiles({ summary }: { summary: MarketplaceReport["summary"] }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { format } = useReportFormat();
  const tiles = [
    { id: "gross", label: t("admin_reports_gross"), value: format(summary.gross_sales) },
    { id: "orders", label: t("admin_reports_orders"), value: number(summary.orders) },
    { id: "average", label: t("admin_reports_average"), value: format(summary.average_order) },
    { id: "commission", label: t("admin_reports_commission"), value: format(summary.commission), hint: t("admin_reports_commission_hint") },
    { id: "refunded", label: t("admin_reports_refunded"), value: format(summary.refunded) },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {tiles.map((tile) => (
        <Card key={tile.id}>
          <p className="text-sm text-gray-600">{tile.label}</p>
          <p className="mt-1 text-xl font-bold text-gray-900" data-testid={`admin-reports-${tile.id}`}>
            <bdi>{tile.value}</bdi>
          </p>
          {tile.hint && <p className="mt-1 text-xs text-gray-500">{tile.hint}</p>}
        </Card>
      ))}
    </div>
  );
}

/** A top-ten list (shops, categories, products) with each one's figure, or a note that there is nothing yet. */
export function Ranked({
  title,
  rows,
  testId,
  empty,
}: {
  title: string;
  rows: { id: number; name: string; value: string }[];
  testId: string;
  empty: string;
}) {
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-gray-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <ol className="divide-y divide-gray-100" data-testid={testId}>
          {rows.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <bdi className="min-w-0 truncate">{r.name}</bdi>
              <bdi className="shrink-0 font-semibold text-gray-700">{r.value}</bdi>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
