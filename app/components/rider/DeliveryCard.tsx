import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { useStore } from "../../store/store";
import { Banknote, MapPin } from "../ui/icon-set";

export interface RiderDelivery {
  id: number;
  order_code: string;
  status: "assigned" | "picked_up" | "delivered";
  order_status: string;
  shop: { name: string; phone: string; address: string };
  buyer: { name: string; phone: string };
  address: string;
  map_url: string;
  collect: string;
  commission: string;
  attempts_left: number;
  proof: string | null;
  assigned_at: string;
  picked_up_at: string | null;
  delivered_at: string | null;
}

export const STATE_CLASS: Record<RiderDelivery["status"], string> = {
  assigned: "bg-amber-50 text-amber-800",
  picked_up: "bg-sky-50 text-sky-800",
  delivered: "bg-green-50 text-green-800",
};

/** The cash to collect, or that there is none (paid online). */
export function useCollect() {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  return (amount: string, status?: RiderDelivery["status"]) =>
    Number(amount) > 0
      ? t(status === "delivered" ? "rider_collected" : "rider_collect", { amount: format(amount, { zeroAsNegotiable: false }) })
      : t("rider_nothing_to_collect");
}

/** One delivery on the rider's list: the order, the buyer's address, the cash to collect; the whole card opens it. */
export function DeliveryCard({ d }: { d: RiderDelivery }) {
  const { t } = useTranslation();
  const collect = useCollect();
  return (
    <Link
      to={`/rider/deliveries/${d.id}`}
      className="block rounded-2xl border border-gray-100 bg-white p-4 shadow-sm active:bg-gray-50"
      data-testid="rider-delivery"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">
          <bdi dir="ltr">{d.order_code}</bdi>
        </p>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASS[d.status]}`}>
          {t(`rider_state_${d.status}`)}
        </span>
      </div>
      <p className="mt-2 flex items-start gap-2 text-sm text-gray-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden="true" />
        <bdi dir="auto">{d.address}</bdi>
      </p>
      <p className={`mt-1 flex items-center gap-2 text-sm font-semibold ${Number(d.collect) > 0 ? "text-amber-800" : "text-gray-500"}`}>
        <Banknote className="size-4 shrink-0" aria-hidden="true" />
        {collect(d.collect, d.status)}
      </p>
    </Link>
  );
}
