import { Card, PageHeading } from "../../components/account/PageHeading";
import { EarningsHistory } from "../../components/seller/EarningsHistory";
import { PayoutForm } from "../../components/seller/PayoutForm";
import { PayoutSettingsForm } from "../../components/seller/PayoutSettingsForm";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/earnings";

export async function loader({ context }: Route.LoaderArgs) {
  const [earnings, payoutSettings] = await Promise.all([context.seller.earnings(), context.seller.payoutSettings()]);
  return { ...earnings, payoutSettings };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_earnings", noindex: true });

/** `/seller/earnings`: the balance from the ledger, the marketplace's commission rates, the payout schedule (decision 073), the earnings per order, payout requests and their history. */
export default function SellerEarnings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (a: string) => money(a, { zeroAsNegotiable: false });
  const { number } = useNumbers();
  const d = loaderData;
  const rate = (r: string) => `${number(r)}%`;
  return (
    <>
      <PageHeading title={t("seller_earnings")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <p className="text-sm text-gray-600">{t("seller_balance")}</p>
          <p className="mt-1 text-2xl font-bold" data-testid="seller-balance">
            <bdi>{format(d.balance)}</bdi>
          </p>
          <p className="mt-1 text-xs text-gray-500">
            {t("seller_pending_payouts")}: <bdi>{format(d.pending_payouts)}</bdi>
          </p>
          {Number(d.debt) > 0 && (
            <p className="mt-2 text-sm text-red-700" data-testid="seller-debt">
              {t("seller_debt")}: <bdi className="font-semibold">{format(d.debt)}</bdi>
              <span className="block text-xs text-gray-600">{t("seller_debt_hint")}</span>
            </p>
          )}
        </Card>
        <Card>
          <p className="text-sm text-gray-600">{t("seller_commission")}</p>
          <p className="mt-1 text-sm">
            {t("seller_commission_default")}: <strong>{rate(d.commission.default_rate)}</strong>
          </p>
          {d.commission.categories.length > 0 && (
            <ul className="mt-1 space-y-0.5 text-sm text-gray-700">
              {d.commission.categories.map((c) => (
                <li key={c.id}>
                  {c.name}: <strong>{rate(c.rate)}</strong>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <PayoutSettingsForm settings={d.payoutSettings} />
      <PayoutForm minPayout={d.min_payout} />
      <EarningsHistory entries={d.entries} payouts={d.payouts} />
    </>
  );
}
