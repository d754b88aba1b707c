import type { MoneyCurrency } from "../../../kernel/money";
import { BREAKDOWN_LABELS, formatBreakdown, type PriceFigures } from "../../../kernel/price-breakdown";
import { useTranslation } from "../../i18n/i18n";
import { useMoneySettings } from "../../lib/price";
import { useStore } from "../../store/store";

/**
 * What is paid, the one way every page shows it (kernel/price-breakdown.ts): items at list
 * price, discounts as negative amounts, shipping, tax, the total; the rows add up to the total.
 * In `currency` (an order's own), else the shopper's. Row values carry `data-testid`
 * `{testPrefix}-{key}`, the total `{testPrefix}-total` (or `totalTestId`).
 */
export function PriceBreakdown({
  figures,
  currency,
  totalLabel,
  testId,
  testPrefix = "breakdown",
  totalTestId,
  className = "text-sm",
  layout = "column",
}: {
  figures: PriceFigures;
  currency?: MoneyCurrency;
  totalLabel?: string;
  testId?: string;
  testPrefix?: string;
  totalTestId?: string;
  className?: string;
  /** `strip`: the figures side by side, label above value (a shop's figures under its cart lines) */
  layout?: "column" | "strip";
}) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const settings = useMoneySettings();
  const shown = formatBreakdown(figures, currency ?? state.active_currency, settings, { language: i18n.language, isolate: true });
  const row = "flex items-baseline justify-between gap-6 py-1";
  if (layout === "strip")
    return (
      <dl className={`grid grid-cols-2 gap-x-4 gap-y-1 tabular-nums sm:grid-cols-3 lg:grid-cols-6 ${className}`} data-testid={testId}>
        {shown.rows.map((r) => (
          <div key={r.key}>
            <dt className="text-gray-500">{t(BREAKDOWN_LABELS[r.key])}</dt>
            <dd className={`font-medium ${r.minus ? "text-emerald-700" : ""}`} data-testid={`${testPrefix}-${r.key}`}>
              {r.free ? t("free") : r.text}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-gray-500">{totalLabel ?? t("total")}</dt>
          <dd className="font-semibold" data-testid={totalTestId ?? `${testPrefix}-total`}>
            {shown.total}
          </dd>
        </div>
      </dl>
    );
  return (
    <dl className={`tabular-nums ${className}`} data-testid={testId}>
      {shown.rows.map((r) => (
        <div key={r.key} className={row}>
          <dt className="text-gray-600">{t(BREAKDOWN_LABELS[r.key])}</dt>
          <dd className={r.minus ? "text-emerald-700" : "text-gray-900"} data-testid={`${testPrefix}-${r.key}`}>
            {r.free ? t("free") : r.text}
          </dd>
        </div>
      ))}
      <div className={`${row} mt-1 border-t border-gray-200 pt-2 text-base font-bold text-gray-900`}>
        <dt>{totalLabel ?? t("total")}</dt>
        <dd data-testid={totalTestId ?? `${testPrefix}-total`}>{shown.total}</dd>
      </div>
    </dl>
  );
}
