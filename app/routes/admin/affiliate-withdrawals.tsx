import { ApprovalQueue, DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/affiliate-withdrawals";
import { AdminErrorBoundary } from "./layout";

/** `/admin/affiliate-withdrawals`: affiliate withdrawals waiting for a decision (operators with `approvals`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { withdrawals: await context.affiliate.pending() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "affiliate_pending_withdrawals", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AffiliateWithdrawals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const date = useDateTime();
  return (
    <ApprovalQueue
      title={t("affiliate_pending_withdrawals")}
      empty={t("affiliate_no_pending")}
      items={loaderData.withdrawals}
      itemTestId="pending-withdrawal"
    >
      {(w) => (
        <>
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-semibold text-gray-900">
              <bdi>{format(w.amount, { zeroAsNegotiable: false })}</bdi> · {w.user.name}{" "}
              <span className="font-normal text-gray-500" dir="ltr">
                {w.user.email}
              </span>
            </p>
            <p className="text-gray-600">{date(w.created_at)}</p>
            {w.payout_details && (
              <p className="text-gray-700" dir="auto">
                {w.payout_details}
              </p>
            )}
          </div>
          <DecisionButtons
            decisions={[
              {
                key: "pay",
                label: t("affiliate_pay"),
                path: `admin/affiliate-withdrawals/${w.id}/pay`,
                primary: true,
                testId: "withdrawal-pay",
              },
              {
                key: "reject",
                label: t("affiliate_reject"),
                path: `admin/affiliate-withdrawals/${w.id}/reject`,
                testId: "withdrawal-reject",
              },
            ]}
          />
        </>
      )}
    </ApprovalQueue>
  );
}
