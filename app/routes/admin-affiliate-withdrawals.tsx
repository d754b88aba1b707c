import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { Card, PageHeading } from "../components/account/PageHeading";
import { useTranslation } from "../i18n/i18n";
import { api } from "../lib/api";
import { orNotFound } from "../lib/loader-utils";
import { useFormatMoney } from "../lib/price";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/admin-affiliate-withdrawals";

/** `/admin/affiliate-withdrawals`: an operator's minimal page for affiliate withdrawals waiting for a decision (admins only; others the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return { withdrawals: await orNotFound(context.affiliate.pending()) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "affiliate_pending_withdrawals", noindex: true });

export default function AffiliateWithdrawals({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const revalidator = useRevalidator();
  const format = useFormatMoney(state.default_currency);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const decide = async (id: number, decision: "pay" | "reject") => {
    try {
      const answer = await api<{ success: string }>(`admin/affiliate-withdrawals/${id}/${decision}`, { method: "POST", body: {} });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // the error toast is shown by api()
    }
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <PageHeading title={t("affiliate_pending_withdrawals")} />
      <Card className="p-0 sm:p-0">
        {loaderData.withdrawals.length === 0 ? (
          <p className="p-6 text-gray-600">{t("affiliate_no_pending")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {loaderData.withdrawals.map((w) => (
              <li key={w.id} className="flex flex-wrap items-center gap-4 p-5" data-testid="pending-withdrawal">
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
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => void decide(w.id, "pay")}
                    className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
                    data-testid="withdrawal-pay"
                  >
                    {t("affiliate_pay")}
                  </button>
                  <button
                    type="button"
                    onClick={() => void decide(w.id, "reject")}
                    className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-700 hover:border-red-400 hover:text-red-700"
                    data-testid="withdrawal-reject"
                  >
                    {t("affiliate_reject")}
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
