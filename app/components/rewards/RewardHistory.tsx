import type { RewardHistory as History } from "../../../domain/rewards/reward-view";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useNumbers } from "../../lib/price";
import { Pagination } from "../ui/Pagination";

/** The points' rows, newest first: earned (the order and its products), taken back, converted (the money it became); pages of 15. */
export function RewardHistory({ history, format }: { history: History; format: (amount: string) => string }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const rows = history.reward_details.data;
  const date = useDates().moment;
  if (!rows.length) return <p className="p-6 text-gray-600">{t("reward_no_history")}</p>;
  return (
    <>
      <ul className="divide-y divide-gray-100" data-testid="reward-history">
        {rows.map((r) => {
          const plus = r.reward > 0;
          const type = r.type === "earned" && !r.order_code ? "bonus" : r.type;
          return (
            <li key={r.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-5 py-3" data-testid="reward-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{t(`reward_type_${type}`)}</p>
                <p className="flex flex-wrap gap-x-3 text-xs text-gray-500">
                  <span>{date(r.created_at)}</span>
                  {r.order_code && (
                    <span className="whitespace-nowrap">
                      {t("reward_order")} <bdi dir="ltr">{r.order_code}</bdi>
                    </span>
                  )}
                </p>
                {r.type === "earned" && r.products.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-gray-600">
                    {r.products.map((p) => (
                      <li key={p.product_id}>
                        <bdi>{p.product_name}</bdi> × {number(p.product_qty)}
                        <span className="ms-2 whitespace-nowrap font-medium text-gray-700">
                          {t("reward_points_count", { count: p.reward })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {r.type === "taken_back" && r.not_taken_back > 0 && (
                  <p className="mt-1 text-xs text-amber-800">{t("reward_not_taken_back", { count: r.not_taken_back })}</p>
                )}
              </div>
              <div className="text-end">
                <p className={`font-semibold ${plus ? "text-green-700" : "text-gray-900"}`} data-testid="reward-row-points">
                  <bdi>
                    {plus ? "+" : "−"}
                    {number(Math.abs(r.reward))}
                  </bdi>
                </p>
                {r.amount !== null && (
                  <p className="text-xs text-gray-500">
                    <bdi>+{format(r.amount)}</bdi>
                  </p>
                )}
                <p className="text-xs text-gray-500">
                  {t("reward_col_balance")}: <bdi>{number(r.balance_after)}</bdi>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="px-5 pb-5">
        <Pagination current={history.reward_details.current_page} last={history.reward_details.last_page} />
      </div>
    </>
  );
}
