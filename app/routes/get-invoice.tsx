import { InvoiceDocument } from "../components/orders/InvoiceDocument";
import { useTranslation } from "../i18n/i18n";
import { useLiveOrders } from "../lib/live-orders";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/get-invoice";

/** The order's buyer (account, own guest session or the group's signed link), its seller and admins; anyone else the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return context.orders.orderInvoice(params.orderCode, request);
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: (t) => `${t("invoice")} ${args.data?.order.code ?? ""}`, noindex: true });

/** `/get-invoice/:orderCode`: one seller's order as a printable invoice. */
export default function OrderInvoicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const { order } = loaderData;
  // a status or a parcel's step told live reloads the page's orders (decision 077)
  useLiveOrders([order.code]);
  return (
    <InvoiceDocument
      pdf={loaderData.viewer_role === "buyer"}
      backTo={
        loaderData.viewer_role !== "buyer"
          ? undefined
          : state.user
            ? { to: "/user/order-history", label: t("my_orders") }
            : { to: `/track-order?code=${encodeURIComponent(order.code)}`, label: t("track_order") }
      }
      data={{
        code: order.code,
        date: order.date,
        currency: order.currency,
        paymentType: order.payment_type,
        paymentStatus: order.payment_status,
        email: order.email,
        phone: order.phone,
        shipping: order.shipping_address,
        billing: order.billing_address,
        orders: [order],
      }}
    />
  );
}
