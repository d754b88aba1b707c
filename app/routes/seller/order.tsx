import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { PaymentBadge, StatusBadge } from "../../components/orders/StatusBadge";
import { FileText, Printer } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/order";

export async function loader({ params, context }: Route.LoaderArgs) {
  return context.seller.order(params.code);
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: (t) => `${t("seller_order")} ${args.data?.order.code ?? ""}`, noindex: true });

/**
 * `/seller/orders/:code`: one of the shop's orders with its lines, buyer and history; the moves
 * the lifecycle allows (the existing `seller/orders/{code}/status` call: the buyer is told), the
 * packing slip and the invoice.
 */
export default function SellerOrder({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (a: string) => money(a, { zeroAsNegotiable: false });
  const { number } = useNumbers();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const { order } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const move = async (body: { status?: string; payment_status?: string }) => {
    setBusy(true);
    try {
      const answer = await api<{ success: string }>(`seller/orders/${encodeURIComponent(order.code)}/status`, { method: "POST", body });
      toast.success(answer.success);
      await revalidator.revalidate();
    } catch {
      // api() showed the error
    } finally {
      setBusy(false);
    }
  };
  const button = "rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-50";
  const totals = [
    ["seller_subtotal", order.subtotal],
    ["seller_discount", order.discount],
    ["seller_coupon_discount", order.coupon_discount],
    ["seller_shipping", order.shipping],
    ["seller_tax", order.tax],
  ] as const;
  return (
    <>
      <PageHeading
        title={`${t("seller_order")} ${order.code}`}
        text={date(order.date)}
        action={
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/seller/orders/${order.code}/packing-slip`}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-primary hover:text-primary"
              data-testid="seller-packing-slip-link"
            >
              <Printer className="size-4" aria-hidden="true" />
              {t("seller_packing_slip")}
            </Link>
            <Link
              to={`/get-invoice/${order.code}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-primary hover:text-primary"
            >
              <FileText className="size-4" aria-hidden="true" />
              {t("invoice")}
            </Link>
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <span data-testid="seller-order-status">
              <StatusBadge status={order.status} />
            </span>
            <PaymentBadge status={order.payment_status} />
          </div>
          {(order.next_statuses.length > 0 || order.next_payment_statuses.length > 0) && (
            <div className="mb-5 flex flex-wrap gap-2" data-testid="seller-order-moves">
              {order.next_statuses.map((s) => (
                <button
                  key={s}
                  type="button"
                  disabled={busy}
                  onClick={() => void move({ status: s })}
                  className={`${button} ${s === "cancelled" ? "border border-red-300 text-red-700 hover:bg-red-50" : "bg-primary text-white hover:opacity-90"}`}
                  data-testid={`seller-move-${s}`}
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
                  data-testid="seller-mark-paid"
                >
                  {t("seller_mark_paid")}
                </button>
              ))}
            </div>
          )}
          <ul className="divide-y divide-gray-100">
            {order.lines.map((l) => (
              <li key={l.id} className="flex items-center gap-3 py-3 text-sm">
                {l.image && <img src={l.image} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900" dir="auto">
                    {l.name}
                  </p>
                  <p className="text-xs text-gray-500">
                    {[l.variant, l.sku].filter(Boolean).join(" · ")} {l.variant || l.sku ? "·" : ""} {number(l.quantity)} ×{" "}
                    <bdi>{format(l.unit_price)}</bdi>
                  </p>
                </div>
                <bdi className="font-semibold">{format(l.total)}</bdi>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-1 border-t border-gray-100 pt-4 text-sm">
            {totals.map(([key, value]) => (
              <div key={key} className="flex justify-between gap-3">
                <dt className="text-gray-600">{t(key)}</dt>
                <dd>
                  <bdi>{format(value)}</bdi>
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 text-base font-bold">
              <dt>{t("seller_order_total")}</dt>
              <dd>
                <bdi>{format(order.total)}</bdi>
              </dd>
            </div>
          </dl>
        </Card>
        <div className="space-y-4">
          <Card>
            <h2 className="mb-2 font-semibold">{t("seller_order_buyer")}</h2>
            <p className="text-sm" dir="auto">
              {order.buyer.name}
            </p>
            <p className="text-sm text-gray-600" dir="ltr">
              {order.buyer.email}
            </p>
            <p className="text-sm text-gray-600" dir="ltr">
              {order.buyer.phone}
            </p>
            <h2 className="mb-2 mt-4 font-semibold">{t("seller_ship_to")}</h2>
            <p className="text-sm text-gray-700" dir="auto">
              {[
                order.shipping_address.address,
                order.shipping_address.city,
                order.shipping_address.state,
                order.shipping_address.country,
                order.shipping_address.postal_code,
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">{t("seller_order_history")}</h2>
            <ol className="space-y-2 text-sm" data-testid="seller-order-history">
              {order.history.map((h, i) => (
                <li key={h.id} className="flex flex-wrap items-center justify-between gap-2">
                  {/* a row that moved only the payment shows the payment's new status */}
                  {i > 0 && h.status === order.history[i - 1].status && h.payment_status !== order.history[i - 1].payment_status ? (
                    <PaymentBadge status={h.payment_status} />
                  ) : (
                    <StatusBadge status={h.status} />
                  )}
                  <span className="text-xs text-gray-500">{date(h.date)}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </>
  );
}
