import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { PaymentBadge, StatusBadge } from "../../components/orders/StatusBadge";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/order";
import { AdminErrorBoundary } from "./layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  return context.admin.order(params.code);
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: (t) => `${t("admin_order_title")} ${args.data?.order.code ?? ""}`, noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Address = Route.ComponentProps["loaderData"]["order"]["shipping_address"];
const addressLine = (a: Address) => [a.name, a.address, a.city, a.state, a.country, a.postal_code].filter(Boolean).join(", ");

/**
 * `/admin/orders/:code` (operators with `orders`): one order of any shop. The moves and the refund
 * decision go through the seller's own calls, which let an operator act, notify the buyer through
 * the job queue and record the operator's action in the audit log.
 */
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateTime();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (a: string) => money(a, { zeroAsNegotiable: false });
  const { number } = useNumbers();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const { order } = loaderData;
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
    <div className="space-y-4">
      <PageHeading
        title={`${t("admin_order_title")} ${order.code}`}
        text={`${date(order.date)} · ${order.shop.name}`}
        action={
          <Link
            to="/admin/orders"
            className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-primary hover:text-primary"
          >
            {t("admin_order_back")}
          </Link>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <Card>
            <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="admin-order-state">
              <StatusBadge status={order.status} />
              <PaymentBadge status={order.payment_status} />
              <span className="text-xs text-gray-500">{t(`payment_type_${order.payment_type ?? "none"}`)}</span>
            </div>
            {(order.next_statuses.length > 0 || order.next_payment_statuses.length > 0) && (
              <div className="mb-5" data-testid="admin-order-moves">
                <h2 className="mb-2 text-sm font-semibold text-gray-700">{t("admin_order_change")}</h2>
                <div className="flex flex-wrap gap-2">
                  {order.next_statuses.map((s) => (
                    <button
                      key={s}
                      type="button"
                      disabled={busy}
                      onClick={() => void move({ status: s })}
                      className={`${button} ${s === "cancelled" ? "border border-red-300 text-red-700 hover:bg-red-50" : "bg-primary text-white hover:opacity-90"}`}
                      data-testid={`admin-move-${s}`}
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
                      data-testid="admin-mark-paid"
                    >
                      {t("seller_mark_paid")}
                    </button>
                  ))}
                </div>
              </div>
            )}
            <h2 className="font-semibold text-gray-900">{t("admin_order_lines")}</h2>
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
                  <bdi data-testid="admin-order-total">{format(order.total)}</bdi>
                </dd>
              </div>
            </dl>
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">{t("admin_order_refunds")}</h2>
            {order.refunds.length === 0 ? (
              <p className="text-sm text-gray-600">{t("admin_order_no_refund")}</p>
            ) : (
              order.refunds.map((r) => (
                <div key={r.id} className="space-y-2 text-sm" data-testid="admin-order-refund" data-status={r.status}>
                  <p className="font-semibold">
                    {t(`admin_order_refund_status_${r.status}`)} · <bdi>{format(r.amount)}</bdi>
                  </p>
                  <p className="text-gray-700" dir="auto">
                    <span className="text-gray-500">{t("admin_order_refund_reason")}: </span>
                    {r.reason}
                  </p>
                  {r.decision_note && (
                    <p className="text-gray-600" dir="auto">
                      {r.decision_note}
                    </p>
                  )}
                  {r.status === "pending" && (
                    <DecisionButtons
                      decisions={[
                        {
                          key: "accept",
                          label: t("admin_refund_approve"),
                          path: `seller/refund-requests/${r.id}/accept`,
                          primary: true,
                          testId: "refund-approve",
                        },
                        {
                          key: "reject",
                          label: t("admin_refund_reject"),
                          path: `seller/refund-requests/${r.id}/reject`,
                          testId: "refund-reject",
                        },
                      ]}
                      reason={{ placeholder: t("admin_refund_note"), forKey: "reject", name: "note" }}
                    />
                  )}
                </div>
              ))
            )}
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <Card>
            <h2 className="mb-2 font-semibold">{t("admin_order_buyer")}</h2>
            <p className="text-sm" dir="auto">
              {order.buyer.name}
            </p>
            <p className="break-all text-sm text-gray-600" dir="ltr" data-testid="admin-order-buyer-email">
              {order.buyer.email}
            </p>
            <p className="text-sm text-gray-600" dir="ltr">
              {order.buyer.phone}
            </p>
            <h2 className="mb-1 mt-4 font-semibold">{t("admin_order_shipping")}</h2>
            <p className="text-sm text-gray-700" dir="auto">
              {addressLine(order.shipping_address)}
            </p>
            <h2 className="mb-1 mt-4 font-semibold">{t("admin_order_billing")}</h2>
            <p className="text-sm text-gray-700" dir="auto">
              {addressLine(order.billing_address)}
            </p>
            <Link to={`/shop/${order.shop.slug}`} className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
              {t("admin_order_shop_page")}: <bdi>{order.shop.name}</bdi>
            </Link>
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">{t("admin_order_payments")}</h2>
            {order.payments.length === 0 ? (
              <p className="text-sm text-gray-600">{t("admin_order_no_payments")}</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {order.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2">
                    <span>
                      {t(`payment_type_${p.gateway}`)} · <span className="text-gray-500">{t(`admin_payment_state_${p.status}`)}</span>
                    </span>
                    <bdi dir="ltr" className="text-xs text-gray-600">
                      {p.amount} {p.currency_code}
                    </bdi>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">{t("admin_order_history")}</h2>
            <ol className="space-y-2 text-sm" data-testid="admin-order-history">
              {order.history.map((h, i) => (
                <li key={h.id} className="flex flex-wrap items-center justify-between gap-2">
                  {i > 0 && h.status === order.history[i - 1].status && h.payment_status !== order.history[i - 1].payment_status ? (
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
        </div>
      </div>
    </div>
  );
}
