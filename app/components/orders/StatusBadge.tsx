import { useTranslation } from "../../i18n/i18n";

const STATUS_COLOURS: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  confirmed: "bg-sky-50 text-sky-800 ring-sky-200",
  picked_up: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  on_the_way: "bg-violet-50 text-violet-800 ring-violet-200",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-rose-50 text-rose-800 ring-rose-200",
};

const PAYMENT_COLOURS: Record<string, string> = {
  unpaid: "bg-gray-50 text-gray-700 ring-gray-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  refunded: "bg-gray-100 text-gray-700 ring-gray-300",
};

const badge =
  "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset print:ring-gray-400";

/** An order's delivery status as a coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${STATUS_COLOURS[status] ?? STATUS_COLOURS.pending}`} data-testid="order-status" data-status={status}>
      {t(`order_status_${status}`)}
    </span>
  );
}

/** An order's payment status as a badge. */
export function PaymentBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${PAYMENT_COLOURS[status] ?? PAYMENT_COLOURS.unpaid}`} data-testid="payment-status" data-status={status}>
      {t(`payment_status_${status}`)}
    </span>
  );
}
