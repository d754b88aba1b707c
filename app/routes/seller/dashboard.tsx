import { PageHeading } from "../../components/account/PageHeading";
import { OrdersByStatus } from "../../components/seller/dashboard/OrdersByStatus";
import { SalesChartCard } from "../../components/seller/dashboard/SalesChartCard";
import { SalesTiles } from "../../components/seller/dashboard/SalesTiles";
import { TopProducts } from "../../components/seller/dashboard/TopProducts";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.dashboard();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_dashboard", noindex: true });

/** `/seller`: sales today and over 30 days, orders by status, top products and the 30-day chart. */
export default function SellerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const d = loaderData;
  return (
    <>
      <PageHeading title={t("seller_dashboard")} text={d.shop.name} />
      <SalesTiles sales={d.sales} />
      <SalesChartCard points={d.chart} />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <OrdersByStatus counts={d.orders_by_status} />
        <TopProducts products={d.top_products} />
      </div>
    </>
  );
}
