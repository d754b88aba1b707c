import { ApprovalQueue, DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/payments";
import { AdminErrorBoundary } from "./layout";

/** `/admin/payments`: orders paid by bank transfer whose money an operator confirms (operators with `approvals`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { payments: await context.admin.payments() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "payments_pending_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

/** An amount in the shop's base currency as money; in another currency as the number and its code. */
function Amount({ amount, currency }: { amount: string; currency: string }) {
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  return <bdi>{currency === state.default_currency.code ? format(amount, { zeroAsNegotiable: false }) : `${amount} ${currency}`}</bdi>;
}

export default function OfflinePayments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateTime();
  return (
    <ApprovalQueue
      title={t("payments_pending_title")}
      empty={t("payments_no_pending")}
      items={loaderData.payments}
      itemTestId="pending-payment"
    >
      {(p) => (
        <>
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-semibold text-gray-900">
              <Amount amount={p.amount} currency={p.currency_code} /> · <bdi>{t("payment_order_code", { code: p.code })}</bdi>
            </p>
            <p className="text-gray-600">
              <span dir="ltr">{p.email}</span> · {date(p.created_at)}
            </p>
            {p.note && (
              <p className="text-gray-700" dir="auto">
                {p.note}
              </p>
            )}
            {p.has_receipt && (
              <a href={`/user/payment-receipt/${p.id}`} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                {t("wallet_view_receipt")}
              </a>
            )}
          </div>
          <DecisionButtons
            decisions={[
              {
                key: "approve",
                label: t("payment_approve_received"),
                path: `admin/payments/${p.id}/approve`,
                primary: true,
                testId: "payment-approve",
              },
            ]}
          />
        </>
      )}
    </ApprovalQueue>
  );
}
