import { CheckCircle2, Clock, CreditCard } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";
import { useGroupPrice } from "../components/payment/useGroupPrice";
import { useTranslation } from "../i18n/i18n";
import { orNotFound } from "../lib/loader-utils";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/order-confirmation";

/**
 * `/order-confirmation?code=`: a minimal confirmation (the full confirmation, invoice and
 * tracking pages come with the after-order work): the group's code, its orders and where the
 * payment stands. Only the group's buyer sees it; others get the 404 of an unknown code.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  if (!code) throw data({ message: "order_not_found" }, { status: 404 });
  return { view: await orNotFound(context.payments.confirmation(code, url.searchParams.get("t"))) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pay_conf_title");

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { t } = useTranslation();
  const price = useGroupPrice(view.group.currency);
  const revalidator = useRevalidator();
  const paid = view.group.payment_status === "paid";
  const open = view.open_payment;
  const processing = !paid && open !== null && (open.gateway === "sandbox" || open.gateway === "stripe");
  // an online payment the provider has not confirmed yet: look again for a minute
  useEffect(() => {
    if (!processing) return;
    let tries = 0;
    const timer = setInterval(() => { if (++tries > 20) clearInterval(timer); else void revalidator.revalidate(); }, 3000);
    return () => clearInterval(timer);
  }, [processing]); // eslint-disable-line react-hooks/exhaustive-deps
  const message = paid ? "pay_conf_paid" : processing ? "pay_conf_processing" : open?.gateway === "offline_method" ? "pay_conf_awaiting"
    : view.group.payment_type === "cash_on_delivery" && open ? "pay_conf_cod" : "pay_conf_unpaid";
  const Icon = paid || message === "pay_conf_cod" ? CheckCircle2 : Clock;
  const canPay = !paid && (message === "pay_conf_unpaid" || message === "pay_conf_cod");

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="rounded-2xl border border-gray-100 bg-white p-6 text-center sm:p-8">
        <Icon className={`mx-auto size-14 ${Icon === CheckCircle2 ? "text-green-600" : "text-amber-500"}`} aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900">{t("pay_conf_title")}</h1>
        <p className="mt-1 text-gray-600" data-testid="confirmation-code">{t("pay_order_code", { code: view.group.code })}</p>
        <p className={`mt-4 inline-block rounded-full px-4 py-1.5 text-sm font-medium ${paid ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`} data-testid="confirmation-status">{t(message)}</p>
        {canPay && (
          <p className="mt-4">
            <Link to={`/payment/${encodeURIComponent(view.group.code)}`} className="inline-flex items-center gap-2 rounded-full bg-primary px-6 py-2.5 font-semibold text-white hover:opacity-90"><CreditCard className="size-4" aria-hidden="true" />{t("pay_pay_now")}</Link>
          </p>
        )}
      </div>
      <ul className="mt-6 divide-y divide-gray-100 rounded-2xl border border-gray-100 bg-white">
        {view.orders.map((o) => (
          <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-6" data-testid="confirmation-order">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900" dir="ltr">{o.code}</p>
              <p className="text-sm text-gray-600">{t("pay_sold_by", { shop: o.shop.name })}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-700">{t("pay_conf_order_status")}: {t(`order_status_${o.status}`)}</span>
              <span className={`rounded-full px-2.5 py-1 ${o.payment_status === "paid" ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}>{t("pay_conf_payment_status")}: {t(`payment_status_${o.payment_status}`)}</span>
              <span className="font-semibold text-gray-900"><bdi>{price(o.total)}</bdi></span>
            </div>
          </li>
        ))}
        <li className="flex justify-between p-4 font-bold text-gray-900 sm:px-6"><span>{t("pay_total")}</span><bdi>{price(view.group.total)}</bdi></li>
      </ul>
      <p className="mt-6 text-center"><Link to="/products" className="font-medium text-primary hover:underline">{t("pay_continue_shopping")}</Link></p>
    </div>
  );
}
