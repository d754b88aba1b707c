import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { PaymentBadge, StatusBadge } from "../../orders/StatusBadge";
import { useDateTime } from "../ApprovalQueue";
import type { Side } from "./order-view";

type Step = { id: number; status: string; payment_status: string; date: string; actor?: string | null };

/** The order's history, oldest first, each step's status (or the payment's) and when; the console's also says who. */
export function OrderHistory({ history, side }: { history: Step[]; side: Side }) {
  const { t } = useTranslation();
  const date = useDateTime();
  return (
    <Card>
      <h2 className="mb-2 font-semibold">{t(side === "admin" ? "admin_order_history" : "seller_order_history")}</h2>
      <ol className="space-y-2 text-sm" data-testid={`${side}-order-history`}>
        {history.map((h, i) => (
          <li key={h.id} className="flex flex-wrap items-center justify-between gap-2">
            {/* a row that moved only the payment shows the payment's new status */}
            {i > 0 && h.status === history[i - 1].status && h.payment_status !== history[i - 1].payment_status ? (
              <PaymentBadge status={h.payment_status} />
            ) : (
              <StatusBadge status={h.status} />
            )}
            <span className="text-xs text-gray-500">
              {date(h.date)}
              {h.actor && (
                <>
                  {" · "}
                  {t("admin_order_by", { who: "" })}
                  <bdi dir="ltr">{h.actor}</bdi>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
