import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { ProfileOrderItem } from "../../../domain/orders/profile-orders";
import { isolate } from "../../../kernel/i18n/numbers";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { Trash2 } from "../ui/icon-set";

/**
 * "Remove" for a cancelled order or a pending one not paid yet (`can_remove`): asks first, then
 * `user/remove-order/{id}` hides it from the history (a pending one is cancelled on the way).
 */
export function RemoveOrder({ order, className }: { order: ProfileOrderItem; className: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!order.can_remove) return null;

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await api<{ success: string }>(`user/remove-order/${order.id}`);
      toast.success(t("toast_success"), { description: answer.success });
      await revalidator.revalidate();
    } catch {
      // the error toast is shown by api()
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return asking ? (
    <span
      role="alertdialog"
      aria-label={t("remove_order_confirm", { code: isolate(order.code) })}
      className="inline-flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="text-gray-700">{t("remove_order_confirm", { code: isolate(order.code) })}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => void remove()}
        className="rounded-lg bg-rose-600 px-3 py-1.5 font-semibold text-white hover:bg-rose-700 disabled:opacity-70"
        data-testid="order-remove-yes"
      >
        {t("remove_order")}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(false)}
        className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 font-medium text-gray-700 hover:border-gray-400"
      >
        {t("refund_cancel")}
      </button>
    </span>
  ) : (
    <button type="button" onClick={() => setAsking(true)} className={className} data-testid="order-remove">
      <Trash2 className="size-4" aria-hidden="true" />
      {t("remove_order")}
    </button>
  );
}
