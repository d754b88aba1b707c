import { isolate, numberFormat } from "../../../kernel/i18n/numbers";
import { useTranslation } from "../../i18n/i18n";
import { useOrderMoney } from "../backoffice/order/useOrderMoney";

/** One figure of a sale (its label already in the page's language): what the marketplace keeps is shown with its minus, the payout stands out. */
export interface FeeRow {
  label: string;
  amount: string;
  kind?: "kept" | "payout";
  testId?: string;
}

/** A commission rate in percent ("12.50") in the page's digits, with two places at most ("12.5%", "۱۲٫۵٪"), isolated. */
export function useRate() {
  const { i18n } = useTranslation();
  return (rate: string) => isolate(numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 2 }).format(Number(rate) / 100));
}

/**
 * What a sale leaves the seller, line by line (issue 37, item 5): the product form's preview and
 * the seller's order page show the same rows. Amounts go through the shop's money formatter,
 * each isolated (<bdi>) so a right-to-left sentence cannot reorder it.
 */
export function FeeBreakdown({ rows, testId }: { rows: FeeRow[]; testId: string }) {
  const money = useOrderMoney();
  return (
    <dl className="space-y-1.5 text-sm" data-testid={testId}>
      {rows.map((r) => (
        <div
          key={r.label}
          className={`flex items-baseline justify-between gap-3 ${r.kind === "payout" ? "border-t border-gray-200 pt-2 font-semibold text-gray-900" : "text-gray-700"}`}
        >
          <dt className="min-w-0">{r.label}</dt>
          <dd data-testid={r.testId}>
            <bdi className={r.kind === "payout" ? "text-emerald-700" : ""}>
              {money(r.kind === "kept" && !/^0(\.0+)?$/.test(r.amount) ? `-${r.amount}` : r.amount)}
            </bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
