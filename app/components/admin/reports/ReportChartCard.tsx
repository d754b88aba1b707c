import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { useStore } from "../../../store/store";
import { Card } from "../../account/PageHeading";
import { type MarketplaceReport, useReportFormat } from "./report-format";

// recharts is large: only this page (and the seller dashboard) loads it, in its own chunk, after the page has painted
const ReportChart = lazy(() => import("../../backoffice/ReportCharts"));

/** A titled chart of the report's days: the money sold, or the page and product views; drawn once the page has painted. */
export function ReportChartCard({ kind, title, points }: { kind: "sales" | "views"; title: string; points: MarketplaceReport["daily"] }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const { format, day } = useReportFormat();
  const rtl = state.active_language.text_direction === "rtl";
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const labels = {
    sales: t("admin_reports_gross"),
    page_views: t("admin_reports_page_views"),
    product_views: t("admin_reports_product_views"),
  };
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-gray-900">{title}</h2>
      <div className="h-[260px]" data-testid={`admin-reports-${kind}-chart`}>
        {mounted && (
          <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-gray-50" />}>
            <ReportChart kind={kind} points={points} rtl={rtl} formatDay={day} formatMoney={format} labels={labels} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
