import type { TrackedOrder } from "../../../domain/orders/track-order";
import { useTranslation } from "../../i18n/i18n";
import { Card } from "../account/PageHeading";
import { useOrderDate } from "./order-format";
import { ParcelTimelines } from "./ParcelTimeline";
import { PaymentBadge, StatusBadge } from "./StatusBadge";
import { Timeline } from "./Timeline";

/** What tracking found: each order of the checkout with its shop, date, status and timeline. */
export function TrackedOrders({ result }: { result: TrackedOrder }) {
  const { t } = useTranslation();
  const { day } = useOrderDate();
  return (
    <div className="mt-6 space-y-4" data-testid="track-result">
      {result.orders.map((o) => (
        <Card key={o.code}>
          <div className="mb-5 flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 pb-4">
            <div>
              <p className="font-mono text-sm font-semibold text-gray-900" dir="ltr">
                {o.code}
              </p>
              <p className="text-sm text-gray-600">
                {o.shop_name} · {t("placed_on", { date: day(o.date) })}
              </p>
            </div>
            <span className="flex gap-1.5">
              <StatusBadge status={o.status} />
              <PaymentBadge status={o.payment_status} />
            </span>
          </div>
          <Timeline events={o.timeline} status={o.status} />
          <ParcelTimelines parcels={o.shipments} />
        </Card>
      ))}
    </div>
  );
}
