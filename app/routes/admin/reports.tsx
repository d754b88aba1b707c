import { PageHeading } from "../../components/account/PageHeading";
import { ReportChartCard } from "../../components/admin/reports/ReportChartCard";
import { Ranked, ReportRanges, ReportTiles } from "../../components/admin/reports/ReportSummary";
import { useReportFormat } from "../../components/admin/reports/report-format";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/reports";
import { AdminErrorBoundary } from "./layout";

/** `/admin/reports?range=7|30|90`: the marketplace's sales and views (operators with `reports`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.reports(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_reports_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminReports({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { format, day } = useReportFormat();
  return (
    <div className="space-y-4">
      <PageHeading
        title={t("admin_reports_title")}
        text={`${t("admin_reports_text")} ${day(d.from)} – ${day(d.to)}`}
        action={<ReportRanges range={d.range} />}
      />
      <ReportTiles summary={d.summary} />
      <ReportChartCard kind="sales" title={t("admin_reports_sales_chart")} points={d.daily} />
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
      <ReportChartCard kind="views" title={t("admin_reports_views_chart")} points={d.daily} />
      <Ranked
        title={t("admin_reports_top_viewed")}
        rows={d.top_viewed.map((p) => ({ id: p.id, name: p.name, value: t("admin_reports_views_count", { n: number(p.views) }) }))}
        testId="admin-reports-top-viewed"
        empty={t("admin_reports_nothing")}
      />
    </div>
  );
}
