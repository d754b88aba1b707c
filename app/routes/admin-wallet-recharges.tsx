import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { Card, PageHeading } from "../components/account/PageHeading";
import { useTranslation } from "../i18n/i18n";
import { api } from "../lib/api";
import { orNotFound } from "../lib/loader-utils";
import { useFormatMoney } from "../lib/price";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/admin-wallet-recharges";

/** `/admin/wallet-recharges`: an operator's minimal page for offline recharges waiting for a decision (admins only; others the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return { recharges: await orNotFound(context.wallet.pending()) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "wallet_pending_recharges", noindex: true });

export default function WalletRecharges({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const revalidator = useRevalidator();
  const format = useFormatMoney(state.default_currency);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const decide = async (id: number, decision: "approve" | "reject") => {
    try {
      const answer = await api<{ success: string }>(`admin/wallet-recharges/${id}/${decision}`, { method: "POST", body: {} });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // the error toast is shown by api()
    }
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <PageHeading title={t("wallet_pending_recharges")} />
      <Card className="p-0 sm:p-0">
        {loaderData.recharges.length === 0 ? (
          <p className="p-6 text-gray-600">{t("wallet_no_pending")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {loaderData.recharges.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-4 p-5" data-testid="pending-recharge">
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
                  <a href={r.receipt_url} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                    {t("wallet_view_receipt")}
                  </a>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => void decide(r.id, "approve")}
                    className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
                    data-testid="recharge-approve"
                  >
                    {t("wallet_approve")}
                  </button>
                  <button
                    type="button"
                    onClick={() => void decide(r.id, "reject")}
                    className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-700 hover:border-red-400 hover:text-red-700"
                    data-testid="recharge-reject"
                  >
                    {t("wallet_reject")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
