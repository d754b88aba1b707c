import { data, Link } from "react-router";
import { isolate } from "../../kernel/i18n/numbers";
import { Card } from "../components/account/PageHeading";
import { ConfirmedOrder } from "../components/orders/ConfirmedOrder";
import { OrderTotals } from "../components/orders/OrderTotals";
import { useOrderPrice } from "../components/orders/order-format";
import { PaymentBadge } from "../components/orders/StatusBadge";
import { CheckCircle2, FileText, MapPinned } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/order-confirmation";

/** The checkout's group by its code, for its buyer (a guest in the same session too) and no one else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code")?.trim().toUpperCase() ?? "";
  if (!code) throw data({ message: "order_not_found" }, { status: 404 });
  // a signed link stays on the way to the invoice
  return { ...(await context.orders.confirmation(code, request)), token: url.searchParams.get("t") };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "order_confirmation", noindex: true });

/** `/order-confirmation?code=`: thanks, the orders one per seller with their state, the totals, and the way to the invoice and tracking. */
export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { group, orders, guest, token } = loaderData;
  const price = useOrderPrice(group.currency);
  const link = "inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-16 text-emerald-500" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl" data-testid="thank-you">
          {t("thank_you_title")}
        </h1>
        <p className="mt-2 max-w-xl text-gray-600">{t("thank_you_text", { code: isolate(group.code), email: isolate(group.email) })}</p>
        <p className="mt-3 flex flex-wrap justify-center gap-2 text-sm">
          <span className="text-gray-600">
            {t("payment_method")}: {t(`payment_type_${group.payment_type ?? "none"}`)}
          </span>
          <PaymentBadge status={group.payment_status} />
        </p>
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold text-gray-900">{t("orders_in_checkout")}</h2>
      <div className="space-y-3">
        {orders.map((o) => (
          <ConfirmedOrder key={o.code} order={o} price={price} currency={group.currency} />
        ))}
      </div>
      {orders.length > 1 && (
        <Card className="mt-3">
          <OrderTotals figures={group} currency={group.currency} totalLabel={t("grand_total")} testId="grand-total" />
        </Card>
      )}
      {guest && <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t("guest_order_note")}</p>}

      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={`/invoice/${encodeURIComponent(group.trx_id)}${token ? `?t=${encodeURIComponent(token)}` : ""}`}
          className={`${link} bg-primary text-white hover:bg-primary-dark`}
          data-testid="confirmation-invoice"
        >
          <FileText className="size-4" aria-hidden="true" />
          {t("view_invoice")}
        </Link>
        <Link
          to={`/track-order?code=${encodeURIComponent(group.code)}`}
          className={`${link} border border-gray-300 bg-white hover:border-primary`}
        >
          <MapPinned className="size-4" aria-hidden="true" />
          {t("track_order")}
        </Link>
        <Link to="/products" className={`${link} text-gray-700 hover:text-primary`}>
          {t("continue_to_shop")}
        </Link>
      </div>
    </div>
  );
}
