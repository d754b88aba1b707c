import type { WalletHistory as History } from "../../../domain/wallet/wallet-view";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { Pagination } from "../ui/Pagination";

const TONE: Record<string, string> = {
  approved: "bg-green-50 text-green-800",
  paid: "bg-green-50 text-green-800",
  pending: "bg-amber-50 text-amber-900",
  rejected: "bg-red-50 text-red-800",
  failed: "bg-red-50 text-red-800",
  cancelled: "bg-gray-100 text-gray-700",
};

/** The wallet's rows, newest first: what moved, when, how much (+ in, − out), its state and the balance after; pages of 15. */
export function WalletHistory({ history, format }: { history: History; format: (amount: string) => string }) {
  const { t } = useTranslation();
  const rows = history.recharges.data;
  const date = useDates().moment;
  if (!rows.length) return <p className="p-6 text-gray-600">{t("wallet_no_history")}</p>;
  return (
    <>
      <ul className="divide-y divide-gray-100" data-testid="wallet-history">
        {rows.map((r) => {
          const income = r.type === "income";
          return (
            <li key={`${r.row_type}-${r.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3" data-testid="wallet-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">
                  {t(`wallet_source_${r.source}`)}
                  {r.payment_method && r.source === "wallet_recharge" && (
                    <span className="ms-2 text-sm font-normal text-gray-500">· {t(`pay_type_${r.payment_method}`)}</span>
                  )}
                </p>
                <p className="text-xs text-gray-500">
                  {date(r.created_at)}
                  {/* an order payment names its order group's code */}
                  {r.note && r.source === "order_payment" && (
                    <span className="ms-2" dir="ltr">
                      {r.note}
                    </span>
                  )}
                </p>
              </div>
              {r.status && r.status !== "approved" && (
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[r.status] ?? ""}`} data-testid="wallet-row-status">
                  {t(`wallet_status_${r.status}`)}
                </span>
              )}
              <div className="text-end">
                <p className={`font-semibold ${income ? "text-green-700" : "text-gray-900"}`} data-testid="wallet-row-amount">
                  <bdi>
                    {income ? "+" : "−"}
                    {format(r.amount)}
                  </bdi>
                </p>
                {r.balance_after !== null && (
                  <p className="text-xs text-gray-500">
                    {t("wallet_col_balance")}: <bdi>{format(r.balance_after)}</bdi>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="px-5 pb-5">
        <Pagination current={history.recharges.current_page} last={history.recharges.last_page} />
      </div>
    </>
  );
}
