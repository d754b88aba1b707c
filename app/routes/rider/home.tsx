import { Card } from "../../components/account/PageHeading";
import { DeliveryCard, type RiderDelivery } from "../../components/rider/DeliveryCard";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/home";

/** `/rider`: the rider's deliveries to do and those done today, the cash to hand in and what they earned (decision 078). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.rider.home();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "rider_title", noindex: true });

export default function RiderHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const money = (amount: string) => format(amount, { zeroAsNegotiable: false });
  const d = loaderData;
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{t("rider_title")}</h1>
        <p className="text-sm text-gray-600">{t("rider_text")}</p>
      </header>
      <div className="grid grid-cols-2 gap-3">
        <Card>
          <p className="text-xs font-medium text-gray-500">{t("rider_cash_held")}</p>
          <p className="text-xl font-bold text-amber-800" data-testid="rider-cash-held">
            <bdi>{money(d.cash_held)}</bdi>
          </p>
        </Card>
        <Card>
          <p className="text-xs font-medium text-gray-500">{t("rider_earnings")}</p>
          <p className="text-xl font-bold text-green-800" data-testid="rider-earnings">
            <bdi>{money(d.earnings)}</bdi>
          </p>
          <p className="text-xs text-gray-500">{t("rider_commission_each", { amount: money(d.commission_per_delivery) })}</p>
        </Card>
      </div>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-gray-900">{t("rider_to_do")}</h2>
        {d.to_do.length === 0 && <Card>{t("rider_none")}</Card>}
        {d.to_do.map((x) => (
          <DeliveryCard key={x.id} d={x as RiderDelivery} />
        ))}
      </section>
      {d.delivered_today.length > 0 && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">{t("rider_delivered_today")}</h2>
          {d.delivered_today.map((x) => (
            <DeliveryCard key={x.id} d={x as RiderDelivery} />
          ))}
        </section>
      )}
    </div>
  );
}
