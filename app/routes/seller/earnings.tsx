import { useRevalidator } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useApiForm } from "../../lib/useApiForm";
import { useStore } from "../../store/store";
import type { Route } from "./+types/earnings";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.earnings();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_earnings", noindex: true });

const PAYOUT_TONES: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  paid: "bg-emerald-50 text-emerald-800",
  rejected: "bg-gray-100 text-gray-700",
};

/** `/seller/earnings`: the balance from the ledger, the marketplace's commission rates, the earnings per order, payout requests and their history. */
export default function SellerEarnings({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (a: string) => money(a, { zeroAsNegotiable: false });
  const { number } = useNumbers();
  const revalidator = useRevalidator();
  const d = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const form = useApiForm<{ success: string }>("seller/payouts", {
    onSuccess: (_a, el) => {
      el.reset();
      void revalidator.revalidate();
    },
  });
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
      <Card className="mt-4">
        <h2 className="mb-3 font-semibold">{t("seller_request_payout")}</h2>
        <form
          onSubmit={form.onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
          data-testid="payout-form"
        >
          <div className="sm:col-span-3">
            <FormError message={form.errors.form} />
          </div>
          <TextField
            name="amount"
            label={t("seller_payout_amount")}
            error={form.errors.amount}
            inputMode="decimal"
            dir="ltr"
            hint={t("seller_payout_min_hint", { amount: format(d.min_payout) })}
          />
          <TextField name="payout_details" label={t("seller_payout_details")} error={form.errors.payout_details} dir="auto" />
          <div className="sm:pt-7">
            <SubmitButton busy={form.busy}>{t("seller_request_payout")}</SubmitButton>
          </div>
        </form>
      </Card>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 font-semibold">{t("seller_earning_history")}</h2>
          {d.entries.length === 0 ? (
            <p className="text-sm text-gray-600">{t("seller_no_earnings")}</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm" data-testid="seller-entries">
              {d.entries.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    {t(`seller_entry_${e.kind}`)}
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
          {d.payouts.length === 0 ? (
            <p className="text-sm text-gray-600">{t("seller_no_payouts")}</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm" data-testid="seller-payouts">
              {d.payouts.map((p) => (
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
    </>
  );
}
