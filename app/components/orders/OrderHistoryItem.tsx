import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import type { ProfileOrderItem } from "../../../domain/orders/profile-orders";
import { isolate } from "../../../kernel/i18n/numbers";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { Download, FileDown, FileText, MapPinned, XCircle } from "../ui/icon-set";
import { useOrderDate, useOrderPrice } from "./order-format";
import { RefundPanel } from "./RefundPanel";
import { RemoveOrder } from "./RemoveOrder";
import { PaymentBadge, StatusBadge } from "./StatusBadge";

const action =
  "inline-flex items-center gap-1.5 rounded-lg border border-gray-200 px-3 py-1.5 text-sm font-medium text-gray-700 hover:border-primary hover:text-primary";

/** One order of the history: first product, shop, code, date, total, badges, and its actions (cancel asks first). */
export function OrderHistoryItem({ order }: { order: ProfileOrderItem }) {
  const { t } = useTranslation();
  const { day } = useOrderDate();
  const price = useOrderPrice(order.currency);
  const revalidator = useRevalidator();
  const base = useBaseUrl();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const more = order.lines_count - 1;

  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await api<{ success: string }>(`user/cancel-order/${order.id}`);
      toast.success(t("toast_success"), { description: answer.success });
      setAsking(false);
      await revalidator.revalidate();
    } catch {
      // the error toast is shown by api()
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5" data-testid="order-row" data-code={order.code}>
      <div className="flex gap-3 sm:gap-4">
        <img
          src={order.image}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover sm:size-18"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 font-medium text-gray-900">
              <span className="line-clamp-2">{order.product_name}</span>
              {more > 0 && <span className="text-sm font-normal text-gray-500">{t("order_more_items", { count: more })}</span>}
            </p>
            <p className="shrink-0 font-bold tabular-nums text-gray-900" data-testid="order-row-total">
              {price(order.total_payable)}
            </p>
          </div>
          <p className="mt-0.5 text-sm text-gray-600">{order.shop_name}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
            <span className="font-mono" dir="ltr" data-testid="order-code">
              {order.code}
            </span>
            <time dateTime={order.order_date}>{day(order.order_date)}</time>
          </p>
          <p className="mt-2 flex flex-wrap gap-1.5">
            <StatusBadge status={order.delivery_status} />
            <PaymentBadge status={order.payment_status} />
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-3">
        <Link to={`/get-invoice/${order.code}`} className={action} data-testid="order-invoice-link">
          <FileText className="size-4" aria-hidden="true" />
          {t("view_invoice")}
        </Link>
        <a href={`${base}/user/invoice/download/${order.id}`} download rel="nofollow" className={action} data-testid="order-pdf-link">
          <FileDown className="size-4" aria-hidden="true" />
          {t("invoice_download_pdf")}
        </a>
        <Link to={`/track-order?code=${encodeURIComponent(order.code)}`} className={action}>
          <MapPinned className="size-4" aria-hidden="true" />
          {t("track_this_order")}
        </Link>
        {order.product_file_id !== null && order.payment_status === "paid" && order.delivery_status !== "cancelled" && (
          <Link to="/user/digital-product-orders" className={action}>
            <Download className="size-4" aria-hidden="true" />
            {t("download_file")}
          </Link>
        )}
        <RemoveOrder order={order} className={action} />
        {order.can_cancel && !asking && (
          <button
            type="button"
            onClick={() => setAsking(true)}
            className={`${action} ms-auto hover:border-rose-400 hover:text-rose-700`}
            data-testid="order-cancel"
          >
            <XCircle className="size-4" aria-hidden="true" />
            {t("cancel_order")}
          </button>
        )}
      </div>
      <RefundPanel order={order} />
      {order.can_cancel && asking && (
        <div
          role="alertdialog"
          aria-labelledby={`cancel-${order.id}`}
          className="mt-3 rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm"
          data-testid="order-cancel-confirm"
        >
          <p id={`cancel-${order.id}`} className="text-rose-900">
            {t("cancel_order_confirm", { code: isolate(order.code) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void cancel()}
              className="rounded-lg bg-rose-600 px-4 py-1.5 font-semibold text-white hover:bg-rose-700 disabled:opacity-70"
              data-testid="order-cancel-yes"
            >
              {busy ? t("cancelling_order") : t("cancel_order")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(false)}
              className="rounded-lg border border-gray-300 bg-white px-4 py-1.5 font-medium text-gray-700 hover:border-gray-400"
            >
              {t("keep_order")}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
