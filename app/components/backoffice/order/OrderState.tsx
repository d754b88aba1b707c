import { useTranslation } from "../../../i18n/i18n";
import { PaymentBadge, StatusBadge } from "../../orders/StatusBadge";
import type { BackOfficeOrderView, Side } from "./order-view";

/** The order's status and payment badges; the console adds how it is paid. */
export function OrderState({ order, side }: { order: BackOfficeOrderView; side: Side }) {
  const { t } = useTranslation();
  if (side === "seller")
    return (
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <span data-testid="seller-order-status">
          <StatusBadge status={order.status} />
        </span>
        <PaymentBadge status={order.payment_status} />
      </div>
    );
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="admin-order-state">
      <StatusBadge status={order.status} />
      <PaymentBadge status={order.payment_status} />
      <span className="text-xs text-gray-500">{t(`payment_type_${order.payment_type ?? "none"}`)}</span>
    </div>
  );
}
