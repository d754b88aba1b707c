import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { Card } from "../../account/PageHeading";
import { type Dashboard, useDashboardMoney } from "./dashboard-money";

/** Sales today and over the last 30 days, each with its count of orders. */
export function SalesTiles({ sales }: { sales: Dashboard["sales"] }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const format = useDashboardMoney();
  const tiles = [
    {
      label: t("seller_sales_today"),
      value: format(sales.today),
      sub: t("seller_orders_count", { count: sales.today_orders, n: number(sales.today_orders) }),
      id: "today",
    },
    {
      label: t("seller_sales_30_days"),
      value: format(sales.last_30_days),
      sub: t("seller_orders_count", { count: sales.last_30_days_orders, n: number(sales.last_30_days_orders) }),
      id: "month",
    },
  ];
  return (
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
  );
}
