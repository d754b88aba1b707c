import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { StatusBadge } from "../../components/orders/StatusBadge";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/dashboard";

// recharts is large: only this page loads it, in its own chunk, after the page has painted
const SalesChart = lazy(() => import("../../components/seller/SalesChart"));

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.dashboard();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_dashboard", noindex: true });

/** `/seller`: sales today and over 30 days, orders by status, top products and the 30-day chart. */
export default function SellerDashboard({ loaderData }: Route.ComponentProps) {
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
    {
      label: t("seller_sales_today"),
      value: format(d.sales.today),
      sub: t("seller_orders_count", { count: d.sales.today_orders, n: number(d.sales.today_orders) }),
      id: "today",
    },
    {
      label: t("seller_sales_30_days"),
      value: format(d.sales.last_30_days),
      sub: t("seller_orders_count", { count: d.sales.last_30_days_orders, n: number(d.sales.last_30_days_orders) }),
      id: "month",
    },
  ];
  return (
    <>
      <PageHeading title={t("seller_dashboard")} text={d.shop.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        {tiles.map((tile) => (
          <Card key={tile.id}>
            <p className="text-sm text-gray-600">{tile.label}</p>
            <p className="mt-1 text-2xl font-bold text-gray-900" data-testid={`seller-sales-${tile.id}`}>
              {tile.value}
            </p>
            <p className="mt-1 text-xs text-gray-500">{tile.sub}</p>
          </Card>
        ))}
      </div>
      <Card className="mt-4">
        <h2 className="mb-3 font-semibold text-gray-900">{t("seller_sales_chart")}</h2>
        <div className="h-[260px]" data-testid="seller-sales-chart">
          {mounted && (
            <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-gray-50" />}>
              <SalesChart points={d.chart} rtl={rtl} formatDay={day} formatMoney={format} label={t("seller_sales")} />
            </Suspense>
          )}
        </div>
      </Card>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 font-semibold text-gray-900">{t("seller_orders_by_status")}</h2>
          <ul className="divide-y divide-gray-100" data-testid="seller-orders-by-status">
            {Object.entries(d.orders_by_status).map(([status, n]) => (
              <li key={status} className="flex items-center justify-between gap-3 py-2">
                <Link to={`/seller/orders?status=${status}`} className="hover:underline">
                  <StatusBadge status={status} />
                </Link>
                <span className="font-semibold tabular-nums">{number(n)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="mb-3 font-semibold text-gray-900">{t("seller_top_products")}</h2>
          {d.top_products.length === 0 ? (
            <p className="text-sm text-gray-600">{t("seller_no_sales_yet")}</p>
          ) : (
            <ol className="divide-y divide-gray-100" data-testid="seller-top-products">
              {d.top_products.map((p) => (
                <li key={p.product_id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 truncate" dir="auto">
                    {p.name}
                  </span>
                  <span className="shrink-0 text-gray-600">
                    {t("seller_units", { count: p.units, n: number(p.units) })} · {format(p.sales)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}
