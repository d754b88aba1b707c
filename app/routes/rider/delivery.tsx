import { Card } from "../../components/account/PageHeading";
import { DeliveryActions } from "../../components/rider/DeliveryActions";
import { type RiderDelivery, STATE_CLASS, useCollect } from "../../components/rider/DeliveryCard";
import { Banknote, MapPin, Phone, Store } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/delivery";

/** `/rider/deliveries/{id}`: one of the rider's deliveries: where, who, how much to collect, and the buttons (decision 078). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  return context.rider.delivery(id);
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "rider_title", noindex: true });

export default function RiderDeliveryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const collect = useCollect();
  const d = loaderData.delivery as RiderDelivery;
  const row = "flex items-start gap-3 py-3";
  // the order code kept whole (never broken at its hyphen) and in its own direction inside the sentence
  const heading = t("rider_delivery_heading", { code: "\u0001" }).split("\u0001");
  return (
    <div className="space-y-4" data-testid="rider-delivery-page" data-status={d.status}>
      <header className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold text-gray-900">
          {heading[0]}
          <bdi dir="ltr" className="whitespace-nowrap">
            {d.order_code}
          </bdi>
          {heading[1]}
        </h1>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASS[d.status]}`} data-testid="rider-state">
          {t(`rider_state_${d.status}`)}
        </span>
      </header>
      <Card className="divide-y divide-gray-100 !py-1">
        <div className={row}>
          <MapPin className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-gray-500">{t("rider_address")}</p>
            <p className="font-medium text-gray-900">
              <bdi dir="auto">{d.buyer.name}</bdi>
            </p>
            <p className="text-sm text-gray-700">
              <bdi dir="auto">{d.address}</bdi>
            </p>
            <a
              href={d.map_url}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-block text-sm font-semibold text-primary"
              data-testid="rider-map"
            >
              {t("rider_map")}
            </a>
          </div>
        </div>
        {d.buyer.phone && (
          <div className={row}>
            <Phone className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-gray-500">{t("rider_buyer")}</p>
              <a href={`tel:${d.buyer.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-primary" data-testid="rider-phone">
                <bdi dir="ltr">{d.buyer.phone}</bdi>
              </a>
            </div>
          </div>
        )}
        <div className={row}>
          <Banknote className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-gray-500">{t("rider_amount_to_collect")}</p>
            <p className={`text-lg font-bold ${Number(d.collect) > 0 ? "text-amber-800" : "text-gray-600"}`} data-testid="rider-collect">
              {collect(d.collect, d.status)}
            </p>
            <p className="text-xs text-gray-500">
              {t("rider_your_commission", { amount: format(d.commission, { zeroAsNegotiable: false }) })}
            </p>
          </div>
        </div>
        <div className={row}>
          <Store className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-gray-500">{t("rider_pickup_from")}</p>
            <p className="font-medium text-gray-900">
              <bdi dir="auto">{d.shop.name}</bdi>
            </p>
            {d.shop.address && (
              <p className="text-sm text-gray-700">
                <bdi dir="auto">{d.shop.address}</bdi>
              </p>
            )}
          </div>
        </div>
      </Card>
      {d.status === "delivered" && d.proof && (
        <p className="rounded-2xl bg-green-50 p-3 text-sm font-medium text-green-800">{t(`rider_proof_${d.proof}`)}</p>
      )}
      <DeliveryActions d={d} />
    </div>
  );
}
