import { InvoiceDocument } from "../components/orders/InvoiceDocument";
import { useTranslation } from "../i18n/i18n";
import { useLiveOrders } from "../lib/live-orders";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/invoice";

/** The buyer (account, own guest session or the mail's signed `?t=` link), its sellers and admins; anyone else the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return context.orders.groupInvoice(params.trx_id, request);
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: (t) => `${t("invoice")} ${args.data?.group.code ?? ""}`, noindex: true });

/** `/invoice/:trx_id`: the whole checkout's printable invoice (one section per seller). */
export default function GroupInvoicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const { group, orders } = loaderData;
  // a status or a parcel's step told live reloads the page's orders (decision 077)
  useLiveOrders(orders.map((o) => o.code));
  return (
    <InvoiceDocument
      pdf={loaderData.viewer_role === "buyer"}
      backTo={
        loaderData.viewer_role !== "buyer"
          ? undefined
          : state.user
            ? { to: "/user/order-history", label: t("my_orders") }
            : { to: `/track-order?code=${encodeURIComponent(group.code)}`, label: t("track_order") }
      }
      data={{
        code: group.code,
        date: group.date,
        currency: group.currency,
        paymentType: group.payment_type,
        paymentStatus: group.payment_status,
        email: group.email,
        phone: group.phone,
        shipping: group.shipping_address,
        billing: group.billing_address,
        orders,
        grand: group,
      }}
    />
  );
}
