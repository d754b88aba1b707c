import { useTranslation } from "../../../i18n/i18n";
import type { BackOfficeOrderView, Side } from "./order-view";
import { useOrderMove } from "./useOrderMove";

const button = "rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-50";

/** The moves the order's lifecycle allows now (cancel in red), and "mark paid" while unpaid; the console's under a heading. */
export function OrderMoves({ order, side }: { order: BackOfficeOrderView; side: Side }) {
  const { t } = useTranslation();
  const { busy, move } = useOrderMove(order.code);
  if (order.next_statuses.length === 0 && order.next_payment_statuses.length === 0) return null;
  const buttons = (
    <div
      className={side === "admin" ? "flex flex-wrap gap-2" : "mb-5 flex flex-wrap gap-2"}
      data-testid={side === "seller" ? "seller-order-moves" : undefined}
    >
      {order.next_statuses.map((s) => (
        <button
          key={s}
          type="button"
          disabled={busy}
          onClick={() => void move({ status: s })}
          className={`${button} ${s === "cancelled" ? "border border-red-300 text-red-700 hover:bg-red-50" : "bg-primary text-white hover:opacity-90"}`}
          data-testid={`${side}-move-${s}`}
        >
          {t(`seller_move_${s}`)}
        </button>
      ))}
      {order.next_payment_statuses.map((s) => (
        <button
          key={s}
          type="button"
          disabled={busy}
          onClick={() => void move({ payment_status: s })}
          className={`${button} border border-emerald-400 text-emerald-800 hover:bg-emerald-50`}
          data-testid={`${side}-mark-paid`}
        >
          {t("seller_mark_paid")}
        </button>
      ))}
    </div>
  );
  if (side === "seller") return buttons;
  return (
    <div className="mb-5" data-testid="admin-order-moves">
      <h2 className="mb-2 text-sm font-semibold text-gray-700">{t("admin_order_change")}</h2>
      {buttons}
    </div>
  );
}
