import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { datesFor } from "../../../lib/dates";
import { useStore } from "../../../store/store";
import { Card } from "../../account/PageHeading";
import { type Dashboard, useDashboardMoney } from "./dashboard-money";

// recharts is large: only this page loads it, in its own chunk, after the page has painted
const SalesChart = lazy(() => import("../SalesChart"));

/** The 30-day sales chart, drawn once the page is in the browser (its place kept meanwhile). */
export function SalesChartCard({ points }: { points: Dashboard["chart"] }) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const format = useDashboardMoney();
  const rtl = state.active_language.text_direction === "rtl";
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // the chart's days are counted in UTC, so they are written in UTC
  const day = datesFor(i18n.language).short;
  return (
    <Card className="mt-4">
      <h2 className="mb-3 font-semibold text-gray-900">{t("seller_sales_chart")}</h2>
      <div className="h-[260px]" data-testid="seller-sales-chart">
        {mounted && (
          <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-gray-50" />}>
            <SalesChart points={points} rtl={rtl} formatDay={day} formatMoney={format} label={t("seller_sales")} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
