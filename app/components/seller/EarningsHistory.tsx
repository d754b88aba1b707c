import type { sellerEarnings } from "../../../domain/seller/payouts";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useFormatMoney } from "../../lib/price";
import { useStore } from "../../store/store";
import { Card } from "../account/PageHeading";

type Earnings = Awaited<ReturnType<typeof sellerEarnings>>;

const PAYOUT_TONES: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  paid: "bg-emerald-50 text-emerald-800",
  rejected: "bg-gray-100 text-gray-700",
};

/** A seller's earnings entry by entry (an order's goods less the commission, a payout) and the payout requests with their state. */
export function EarningsHistory({ entries, payouts }: Pick<Earnings, "entries" | "payouts">) {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (a: string) => money(a, { zeroAsNegotiable: false });
  const date = useDates().day;
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Card>
        <h2 className="mb-3 font-semibold">{t("seller_earning_history")}</h2>
        {entries.length === 0 ? (
          <p className="text-sm text-gray-600">{t("seller_no_earnings")}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm" data-testid="seller-entries">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  {/* an earning taken back is a refund (decision 071) */}
                  {t(e.kind === "seller_earning" && e.amount.startsWith("-") ? "seller_entry_refunded" : `seller_entry_${e.kind}`)}
                  {e.order_code && (
                    <bdi className="ms-1 text-gray-500" dir="ltr">
                      {e.order_code}
                    </bdi>
                  )}
                  {e.commission && (
                    <span className="block text-xs text-gray-500">
                      {t("seller_commission_taken", { goods: format(e.goods ?? "0"), commission: format(e.commission) })}
                    </span>
                  )}
                </span>
                <span className="text-end">
                  <bdi className={`font-semibold ${e.amount.startsWith("-") ? "text-red-700" : "text-emerald-700"}`}>
                    {format(e.amount)}
                  </bdi>
                  <span className="block text-xs text-gray-500">{date(e.date)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold">{t("seller_payout_history")}</h2>
        {payouts.length === 0 ? (
          <p className="text-sm text-gray-600">{t("seller_no_payouts")}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm" data-testid="seller-payouts">
            {payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <bdi className="font-semibold">{format(p.amount)}</bdi>
                  <span className="block text-xs text-gray-500">{date(p.created_at)}</span>
                </span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${PAYOUT_TONES[p.status] ?? ""}`}>
                  {t(`seller_payout_state_${p.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
