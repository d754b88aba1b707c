import { Link } from "react-router";
import { isolate } from "../../../kernel/i18n/numbers";
import { formatPrice } from "../../../kernel/money";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { CreditCard, ReceiptText, Wallet } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/gateway";

export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return { groups: await context.payments.awaiting() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "pay_gateway_title", noindex: true });

const STATE_TONE: Record<string, string> = {
  awaiting_approval: "bg-amber-50 text-amber-900",
  pending: "bg-sky-50 text-sky-900",
  failed: "bg-red-50 text-red-800",
  cancelled: "bg-gray-100 text-gray-700",
  succeeded: "bg-green-50 text-green-800",
  refunded: "bg-gray-100 text-gray-700",
};

/** `/user/gateway`: the account's orders still to pay (online or by bank transfer), each with its latest payment and a way to pay. */
export default function Gateway({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const s = state.settings_data;
  const money = {
    no_of_decimals: s.no_of_decimals as number | string | null,
    decimal_separator: s.decimal_separator as "." | ",",
    currency_symbol_format: s.currency_symbol_format as "symbol_amount",
  };
  const date = useDates().day;
  return (
    <>
      <PageHeading title={t("pay_gateway_title")} text={t("pay_gateway_text")} />
      {loaderData.groups.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-12 text-center">
          <Wallet className="size-12 text-gray-300" aria-hidden="true" />
          <p className="font-semibold text-gray-900" data-testid="gateway-empty">
            {t("pay_gateway_empty")}
          </p>
          <Link to="/products" className="text-sm font-medium text-primary hover:underline">
            {t("pay_continue_shopping")}
          </Link>
        </Card>
      ) : (
        <ul className="space-y-3">
          {loaderData.groups.map((g) => (
            <li
              key={g.code}
              className="flex flex-wrap items-center gap-4 rounded-2xl border border-gray-100 bg-white p-4 sm:p-5"
              data-testid="gateway-group"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold text-gray-900">{t("pay_order_code", { code: isolate(g.code) })}</p>
                <p className="text-sm text-gray-600">{t("pay_placed_on", { date: date(g.created_at) })}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-gray-600">{t("pay_method")}:</span>
                  <span className="font-medium text-gray-900">{g.payment_type ? t(`pay_type_${g.payment_type}`) : "—"}</span>
                  {g.payment ? (
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_TONE[g.payment.status] ?? ""}`}
                      data-testid="gateway-state"
                    >
                      {t(`pay_state_${g.payment.status}`)}
                    </span>
                  ) : (
                    <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs text-gray-700">{t("pay_not_started")}</span>
                  )}
                  {g.payment?.receipt_url && (
                    <a
                      href={g.payment.receipt_url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
                    >
                      <ReceiptText className="size-3.5" aria-hidden="true" />
                      {t("pay_view_receipt")}
                    </a>
                  )}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <p className="text-lg font-bold text-gray-900">
                  <bdi>{formatPrice(g.total, g.currency, money, { language: i18n.language })}</bdi>
                </p>
                <Link
                  to={`/payment/${encodeURIComponent(g.code)}`}
                  className="inline-flex items-center gap-2 rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90"
                  data-testid="gateway-pay"
                >
                  <CreditCard className="size-4" aria-hidden="true" />
                  {t("pay_pay_now")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
