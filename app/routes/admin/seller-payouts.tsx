import { SellerBalances } from "../../components/admin/SellerBalances";
import { ApprovalQueue, DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/seller-payouts";
import { AdminErrorBoundary } from "./layout";

/** `/admin/seller-payouts`: sellers' payout requests waiting for an operator to pay or reject, and every seller's earnings, debt and cash collected (operators with `approvals`). */
export async function loader({ context }: Route.LoaderArgs) {
  const [payouts, sellers] = await Promise.all([context.admin.payouts(), context.admin.sellerBalances()]);
  return { payouts, sellers };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_payouts_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function SellerPayouts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const date = useDateTime();
  const money = (amount: string, currency: string) =>
    currency === state.default_currency.code ? format(amount, { zeroAsNegotiable: false }) : `${amount} ${currency}`;
  return (
    <>
      <ApprovalQueue
        title={t("admin_payouts_title")}
        text={t("admin_payouts_text")}
        empty={t("admin_payouts_empty")}
        items={loaderData.payouts}
        itemTestId="pending-payout"
      >
        {(p) => (
          <>
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="font-semibold text-gray-900">
                <bdi data-testid="pending-payout-amount">{money(p.amount, p.currency_code)}</bdi> · <bdi>{p.shop.name}</bdi>
              </p>
              <p className="text-gray-700">
                {t("admin_payouts_details")}:{" "}
                <span dir="auto" className="break-words">
                  {p.payout_details}
                </span>
              </p>
              <p className="text-xs text-gray-500">
                {t("admin_payouts_requested_at")}: {date(p.created_at)}
              </p>
            </div>
            <DecisionButtons
              reason={{ placeholder: t("admin_payouts_note"), forKey: "reject", name: "note" }}
              decisions={[
                {
                  key: "pay",
                  label: t("admin_payouts_pay"),
                  path: `admin/seller-payouts/${p.id}/pay`,
                  primary: true,
                  testId: "payout-pay",
                },
                { key: "reject", label: t("admin_payouts_reject"), path: `admin/seller-payouts/${p.id}/reject`, testId: "payout-reject" },
              ]}
            />
          </>
        )}
      </ApprovalQueue>
      <SellerBalances rows={loaderData.sellers} />
    </>
  );
}
