import { Link } from "react-router";
import { isolate } from "../../../kernel/i18n/numbers";
import { PickupPointNote } from "../../components/orders/PickupPointNote";
import { Printer } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/packing-slip";

export async function loader({ params, context }: Route.LoaderArgs) {
  return context.seller.order(params.code);
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: (t) => `${t("seller_packing_slip")} ${args.data?.order.code ?? ""}`, noindex: true });

/** `/seller/orders/:code/packing-slip`: what goes in the parcel and where it goes, without prices; printed on plain paper. */
export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const dates = useDates();
  const { order } = loaderData;
  const a = order.shipping_address;
  return (
    <div className="mx-auto max-w-3xl" data-testid="packing-slip">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/seller/orders/${order.code}`} className="text-sm font-medium text-primary hover:underline">
          {t("seller_back_to_order")}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          <Printer className="size-4" aria-hidden="true" />
          {t("seller_print")}
        </button>
      </div>
      <article className="rounded-2xl border border-gray-200 bg-white p-6 sm:p-10 print:rounded-none print:border-0 print:p-0">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 pb-4">
          <div>
            <h1 className="text-2xl font-bold">{t("seller_packing_slip")}</h1>
            <p className="text-sm text-gray-600">
              {t("seller_order")} <bdi dir="ltr">{order.code}</bdi> · {dates.long(order.date)}
            </p>
          </div>
        </header>
        <section className="grid gap-4 py-4 sm:grid-cols-2 print:grid-cols-2">
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("seller_ship_to")}</h2>
            <p className="mt-1 font-semibold" dir="auto">
              {a.name}
            </p>
            <p className="text-sm" dir="auto">
              {a.address}
            </p>
            <p className="text-sm" dir="auto">
              {[a.city, a.state, a.postal_code && isolate(a.postal_code)].filter(Boolean).join(", ")}
            </p>
            <p className="text-sm" dir="auto">
              {a.country}
            </p>
            <PickupPointNote a={a} />
            <p className="text-sm" dir="ltr">
              {a.phone_no}
            </p>
          </div>
          {order.shipments.length > 0 && (
            <div data-testid="packing-slip-parcels">
              <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("parcels_title")}</h2>
              {order.shipments.map((p, i) => (
                <p key={p.id} className="mt-1 text-sm">
                  {t("parcel_number", { n: i + 1 })} · {p.carrier_name}
                  {p.tracking_number && (
                    <>
                      {" · "}
                      <bdi className="font-mono" dir="ltr">
                        {p.tracking_number}
                      </bdi>
                    </>
                  )}
                </p>
              ))}
            </div>
          )}
        </section>
        <table className="w-full text-start text-sm">
          <thead className="border-b border-gray-300 text-xs uppercase text-gray-600">
            <tr>
              <th className="py-2 text-start">{t("seller_item")}</th>
              <th className="py-2 text-start">{t("seller_sku")}</th>
              <th className="py-2 text-end">{t("seller_quantity")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {order.lines.map((l) => (
              <tr key={l.id}>
                <td className="py-2" dir="auto">
                  {l.name}
                  {l.variant && <span className="text-gray-500"> · {l.variant}</span>}
                </td>
                <td className="py-2" dir="ltr">
                  {l.sku}
                </td>
                <td className="py-2 text-end font-semibold">{number(l.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
    </div>
  );
}
