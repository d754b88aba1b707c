import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { Card } from "../../account/PageHeading";
import { type Dashboard, useDashboardMoney } from "./dashboard-money";

/** The shop's best sellers of the last 30 days: units and sales. */
export function TopProducts({ products }: { products: Dashboard["top_products"] }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const format = useDashboardMoney();
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-gray-900">{t("seller_top_products")}</h2>
      {products.length === 0 ? (
        <p className="text-sm text-gray-600">{t("seller_no_sales_yet")}</p>
      ) : (
        <ol className="divide-y divide-gray-100" data-testid="seller-top-products">
          {products.map((p) => (
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
  );
}
