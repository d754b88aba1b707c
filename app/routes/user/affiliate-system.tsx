import { useRevalidator } from "react-router";
import { pageParam } from "../../../kernel/input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { AffiliateSummary, ReferredOrders, useRateText, WithdrawalList } from "../../components/affiliate/Dashboard";
import { JoinButton } from "../../components/affiliate/JoinButton";
import { LinkBuilder } from "../../components/affiliate/LinkBuilder";
import { WithdrawForm } from "../../components/affiliate/WithdrawForm";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/affiliate-system";

/** `/affiliate-system` (signed in; the 404 screen with the affiliate add-on off): the member's dashboard, or a call to join. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.affiliate.system(pageParam(new URL(request.url)));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "affiliate_system", noindex: true });

export default function AffiliateSystem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const revalidator = useRevalidator();
  // commissions are kept in the shop's default currency
  const format = useFormatMoney(state.default_currency);
  const money = (amount: string) => format(amount, { zeroAsNegotiable: false });
  const refresh = () => void revalidator.revalidate();
  const rateText = useRateText();
  const { dashboard, links, terms } = loaderData;
  if (!dashboard || !links)
    return (
      <>
        <PageHeading title={t("affiliate_system")} />
        <Card className="space-y-4">
          <p className="text-gray-700">{t("affiliate_not_member")}</p>
          <p className="text-sm text-gray-600">{t("affiliate_term_rate_value", { rate: rateText(terms.commission_rate) })}</p>
          <JoinButton />
        </Card>
      </>
    );
  return (
    <>
      <PageHeading
        title={t("affiliate_system")}
        text={t("affiliate_term_rate_value", { rate: rateText(dashboard.terms.commission_rate) })}
      />
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <AffiliateSummary dashboard={dashboard} money={money} />
          <section className="rounded-2xl border border-gray-100 bg-white">
            <h2 className="border-b border-gray-100 px-5 py-4 text-lg font-semibold text-gray-900">{t("affiliate_links_title")}</h2>
            <LinkBuilder links={links} onDone={refresh} />
          </section>
          <section className="rounded-2xl border border-gray-100 bg-white">
            <h2 className="border-b border-gray-100 px-5 py-4 text-lg font-semibold text-gray-900">{t("affiliate_orders_title")}</h2>
            <ReferredOrders orders={dashboard.orders} money={money} />
          </section>
        </div>
        <div className="min-w-0 space-y-5">
          <Card>
            <h2 className="mb-3 text-lg font-semibold text-gray-900">{t("affiliate_withdraw_title")}</h2>
            <WithdrawForm minimum={money(dashboard.terms.min_withdrawal)} onDone={refresh} />
          </Card>
          <section className="rounded-2xl border border-gray-100 bg-white">
            <h2 className="border-b border-gray-100 px-5 py-4 text-lg font-semibold text-gray-900">{t("affiliate_withdrawals_title")}</h2>
            <WithdrawalList withdrawals={dashboard.withdrawals} money={money} onDone={refresh} />
          </section>
        </div>
      </div>
    </>
  );
}
