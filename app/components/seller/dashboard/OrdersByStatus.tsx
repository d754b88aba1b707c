import { Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { Card } from "../../account/PageHeading";
import { StatusBadge } from "../../orders/StatusBadge";
import type { Dashboard } from "./dashboard-money";

/** The shop's orders counted by status, each a link to the orders of that status. */
export function OrdersByStatus({ counts }: { counts: Dashboard["orders_by_status"] }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-gray-900">{t("seller_orders_by_status")}</h2>
      <ul className="divide-y divide-gray-100" data-testid="seller-orders-by-status">
        {Object.entries(counts).map(([status, n]) => (
          <li key={status} className="flex items-center justify-between gap-3 py-2">
            <Link to={`/seller/orders?status=${status}`} className="hover:underline">
              <StatusBadge status={status} />
            </Link>
            <span className="font-semibold tabular-nums">{number(n)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
