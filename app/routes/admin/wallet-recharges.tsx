import { ApprovalQueue, DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/wallet-recharges";
import { AdminErrorBoundary } from "./layout";

/** `/admin/wallet-recharges`: offline recharges waiting for a decision (operators with `approvals`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { recharges: await context.wallet.pending() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "wallet_pending_recharges", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function WalletRecharges({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const date = useDateTime();
  return (
    <ApprovalQueue
      title={t("wallet_pending_recharges")}
      empty={t("wallet_no_pending")}
      items={loaderData.recharges}
      itemTestId="pending-recharge"
    >
      {(r) => (
        <>
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-semibold text-gray-900">
              <bdi>{format(r.amount, { zeroAsNegotiable: false })}</bdi> · {r.user.name}{" "}
              <span className="font-normal text-gray-500" dir="ltr">
                {r.user.email}
              </span>
            </p>
            <p className="text-gray-600">
              {date(r.created_at)}
              {r.transaction_id && (
                <span className="ms-2" dir="auto">
                  · {r.transaction_id}
                </span>
              )}
            </p>
            {r.has_receipt && (
              <a href={r.receipt_url} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                {t("wallet_view_receipt")}
              </a>
            )}
          </div>
          <DecisionButtons
            decisions={[
              {
                key: "approve",
                label: t("wallet_approve"),
                path: `admin/wallet-recharges/${r.id}/approve`,
                primary: true,
                testId: "recharge-approve",
              },
              { key: "reject", label: t("wallet_reject"), path: `admin/wallet-recharges/${r.id}/reject`, testId: "recharge-reject" },
            ]}
          />
        </>
      )}
    </ApprovalQueue>
  );
}
