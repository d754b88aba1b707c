import { useTranslation } from "../../i18n/i18n";

const TONES: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  confirmed: "bg-sky-50 text-sky-800",
  picked_up: "bg-indigo-50 text-indigo-800",
  on_the_way: "bg-violet-50 text-violet-800",
  delivered: "bg-emerald-50 text-emerald-800",
  cancelled: "bg-gray-100 text-gray-700",
  paid: "bg-emerald-50 text-emerald-800",
  unpaid: "bg-amber-50 text-amber-800",
  refunded: "bg-gray-100 text-gray-700",
};

/** An order's status (or payment status) as a coloured pill, in the page's language. */
export function StatusBadge({ status, kind = "order" }: { status: string; kind?: "order" | "payment" }) {
  const { t } = useTranslation();
  const label = kind === "order" ? t(`order_status_${status}`) : t(`payment_status_${status}`);
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? "bg-gray-100"}`}>
      {label}
    </span>
  );
}
