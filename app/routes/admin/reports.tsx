import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/reports";
import { AdminErrorBoundary } from "./layout";

// recharts is large: only this page (and the seller dashboard) loads it, in its own chunk, after the page has painted
const ReportChart = lazy(() => import("../../components/backoffice/ReportCharts"));

/** `/admin/reports?range=7|30|90`: the marketplace's sales and views (operators with `reports`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.reports(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_reports_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

const RANGES = [7, 30, 90] as const;

function Ranked({
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

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (amount: string) => money(amount, { zeroAsNegotiable: false });
  const { number } = useNumbers();
  const rtl = state.active_language.text_direction === "rtl";
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const d = loaderData;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(iso));
  const tiles = [
    { id: "gross", label: t("admin_reports_gross"), value: format(d.summary.gross_sales) },
    { id: "orders", label: t("admin_reports_orders"), value: number(d.summary.orders) },
    { id: "average", label: t("admin_reports_average"), value: format(d.summary.average_order) },
    {
      id: "commission",
      label: t("admin_reports_commission"),
      value: format(d.summary.commission),
      hint: t("admin_reports_commission_hint"),
    },
    { id: "refunded", label: t("admin_reports_refunded"), value: format(d.summary.refunded) },
  ];
  const labels = {
    sales: t("admin_reports_gross"),
    page_views: t("admin_reports_page_views"),
    product_views: t("admin_reports_product_views"),
  };
  const chart = (kind: "sales" | "views") => (
    <div className="h-[260px]" data-testid={`admin-reports-${kind}-chart`}>
      {mounted && (
        <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-gray-50" />}>
          <ReportChart kind={kind} points={d.daily} rtl={rtl} formatDay={day} formatMoney={format} labels={labels} />
        </Suspense>
      )}
    </div>
  );
  return (
    <div className="space-y-4">
      <PageHeading
        title={t("admin_reports_title")}
        text={`${t("admin_reports_text")} ${day(d.from)} – ${day(d.to)}`}
        action={
          <nav className="flex gap-2" aria-label={t("admin_reports_range")} data-testid="admin-reports-ranges">
            {RANGES.map((r) => (
              <Link
                key={r}
                to={`?range=${r}`}
                aria-current={d.range === r ? "page" : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-medium ${d.range === r ? "bg-primary text-white" : "border border-gray-300 text-gray-700 hover:border-primary"}`}
              >
                {t("admin_reports_range_days", { n: number(r) })}
              </Link>
            ))}
          </nav>
        }
      />
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
      <Card>
        <h2 className="mb-3 font-semibold text-gray-900">{t("admin_reports_sales_chart")}</h2>
        {chart("sales")}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Ranked
          title={t("admin_reports_top_shops")}
          rows={d.top_shops.map((s) => ({ id: s.id, name: s.name, value: format(s.sales) }))}
          testId="admin-reports-top-shops"
          empty={t("admin_reports_nothing")}
        />
        <Ranked
          title={t("admin_reports_top_categories")}
          rows={d.top_categories.map((c) => ({ id: c.id, name: c.name, value: format(c.sales) }))}
          testId="admin-reports-top-categories"
          empty={t("admin_reports_nothing")}
        />
      </div>
      <Card>
        <h2 className="mb-3 font-semibold text-gray-900">{t("admin_reports_views_chart")}</h2>
        {chart("views")}
      </Card>
      <Ranked
        title={t("admin_reports_top_viewed")}
        rows={d.top_viewed.map((p) => ({ id: p.id, name: p.name, value: t("admin_reports_views_count", { n: number(p.views) }) }))}
        testId="admin-reports-top-viewed"
        empty={t("admin_reports_nothing")}
      />
    </div>
  );
}
