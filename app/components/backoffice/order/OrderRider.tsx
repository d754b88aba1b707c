import { useState } from "react";
import type { OrderRiderPanel } from "../../../../domain/riders/order-rider";
import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { usePost } from "../../rider/use-post";

const INPUT = "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";
const BUTTON = "rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60";

/**
 * The marketplace's rider on the seller's order page (decision 078): who has the order and how
 * far they are, and, while the operator lets sellers and nobody has picked it up, the choice of
 * rider (`POST seller/orders/{code}/rider`; the buyer is sent the delivery code the first time).
 */
export function OrderRider({ code, panel }: { code: string; panel: OrderRiderPanel | null }) {
  const { t } = useTranslation();
  const { busy, error, post } = usePost();
  const [rider, setRider] = useState(panel?.rider ? String(panel.rider.id) : "");
  if (!panel) return null;
  return (
    <Card>
      <section aria-labelledby="order-rider-heading" data-testid="order-rider">
        <h2 id="order-rider-heading" className="font-semibold text-gray-900">
          {t("seller_order_rider")}
        </h2>
        {panel.rider ? (
          <p className="mt-1 text-sm text-gray-700" data-testid="order-rider-name">
            {panel.rider.name} · {t(`rider_state_${panel.rider.status}`)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-gray-600">{t(panel.may_assign ? "seller_order_rider_none" : "seller_order_rider_by_operator")}</p>
        )}
        {panel.may_assign && (
          <form
            className="mt-3 flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void post(`seller/orders/${encodeURIComponent(code)}/rider`, { rider_id: Number(rider) || null });
            }}
          >
            <label className="min-w-40 flex-1 text-sm text-gray-700">
              {t("admin_riders_rider")}
              <select value={rider} onChange={(e) => setRider(e.target.value)} className={INPUT} data-testid="order-rider-choice">
                <option value="" />
                {panel.riders.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy || !rider} className={BUTTON} data-testid="order-rider-assign">
              {t(panel.rider ? "seller_order_rider_change" : "seller_order_rider_assign")}
            </button>
            {error && (
              <p role="alert" className="w-full text-sm text-red-700">
                {error}
              </p>
            )}
          </form>
        )}
      </section>
    </Card>
  );
}
