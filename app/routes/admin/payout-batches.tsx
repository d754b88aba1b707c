import { Card, PageHeading } from "../../components/account/PageHeading";
import { DecisionButtons } from "../../components/backoffice/ApprovalQueue";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { useStore } from "../../store/store";
import type { Route } from "./+types/payout-batches";
import { AdminErrorBoundary } from "./layout";

/** `/admin/payout-batches`: the automatic payouts by batch (decision 073): the bank file, paid, one payout failed (operators with `approvals`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { batches: await context.admin.payoutBatches() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_payout_batches_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

const STATE_CLASS: Record<string, string> = {
  ready: "bg-amber-50 text-amber-800",
  pending: "bg-amber-50 text-amber-800",
  paid: "bg-green-50 text-green-800",
  failed: "bg-red-50 text-red-800",
};

export default function PayoutBatches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const base = useBaseUrl();
  const format = useFormatMoney(state.default_currency);
  const money = (amount: string, currency: string) =>
    currency === state.default_currency.code ? format(amount, { zeroAsNegotiable: false }) : `${amount} ${currency}`;
  const link = "rounded-full border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:border-primary";
  return (
    <>
      <PageHeading title={t("admin_payout_batches_title")} text={t("admin_payout_batches_text")} />
      {loaderData.batches.length === 0 && <Card>{t("admin_payout_batches_empty")}</Card>}
      <div className="space-y-4">
        {loaderData.batches.map((b) => (
          <Card key={b.id}>
            <div className="flex flex-wrap items-center justify-between gap-3" data-testid="payout-batch">
              <div className="min-w-0">
                <h2 className="font-semibold text-gray-900">
                  {t("admin_payout_batch_heading", { id: b.id })} · <bdi dir="ltr">{b.run_date}</bdi> ·{" "}
                  {t(`seller_payout_method_${b.method}`)}
                </h2>
                <p className="text-sm text-gray-600">
                  <bdi className="font-semibold">{money(b.total, b.currency_code)}</bdi> ·{" "}
                  {t("admin_payout_batch_count", { count: b.payout_count })} ·{" "}
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[b.status] ?? ""}`}>
                    {t(`admin_payout_batch_state_${b.status}`)}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {b.method === "bank_transfer" && (
                  <>
                    <a className={link} href={`${base}/admin/payout-batches/${b.id}/sepa.xml`} download data-testid="payout-batch-xml">
                      {t("admin_payout_batch_xml")}
                    </a>
                    <a className={link} href={`${base}/admin/payout-batches/${b.id}/payouts.csv`} download>
                      {t("admin_payout_batch_csv")}
                    </a>
                  </>
                )}
                {b.status === "ready" && b.method === "bank_transfer" && (
                  <DecisionButtons
                    decisions={[
                      {
                        key: "paid",
                        label: t("admin_payout_batch_mark_paid"),
                        path: `admin/payout-batches/${b.id}/paid`,
                        primary: true,
                        testId: "payout-batch-paid",
                      },
                    ]}
                  />
                )}
              </div>
            </div>
            <ul className="mt-3 divide-y divide-gray-100 text-sm">
              {b.payouts.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2" data-testid="batch-payout">
                  <div className="min-w-0 space-y-0.5">
                    <p className="font-medium text-gray-900">
                      <bdi>{p.shop.name}</bdi> · <bdi>{money(p.amount, b.currency_code)}</bdi>{" "}
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[p.status] ?? ""}`}>
                        {t(`seller_payout_state_${p.status}`)}
                      </span>
                    </p>
                    <p className="text-gray-600">
                      <bdi dir="auto">{p.account_holder}</bdi>{" "}
                      <bdi dir="ltr" className="font-mono" data-testid="batch-payout-iban">
                        {p.iban_masked || p.destination_masked}
                      </bdi>
                      {p.note && <span className="block text-xs text-red-700">{p.note}</span>}
                    </p>
                  </div>
                  {p.status !== "failed" && b.status !== "failed" && (
                    <DecisionButtons
                      reason={{ placeholder: t("admin_payout_fail_note"), forKey: "fail", name: "note" }}
                      decisions={[
                        {
                          key: "fail",
                          label: t("admin_payout_fail"),
                          path: `admin/payout-batches/${b.id}/payouts/${p.id}/fail`,
                          testId: "batch-payout-fail",
                        },
                      ]}
                    />
                  )}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}
