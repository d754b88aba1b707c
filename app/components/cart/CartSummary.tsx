import type { ReactNode } from "react";
import type { CartView } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { useMoney } from "../../lib/price";

/** The cart's totals: subtotal, product and coupon discounts, shipping, tax and the total to pay. */
export function CartSummary({ summary, children }: { summary: CartView["summary"]; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useMoney();
  const row = (label: string, value: string, testId: string, minus = false) => (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {minus && Number(value) > 0 ? "−" : ""}
        {format(value)}
      </dd>
    </div>
  );
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-5" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="mb-3 text-lg font-bold">
        {t("order_summary")}
      </h2>
      <dl className="text-sm">
        {row(t("subtotal"), summary.subtotal, "summary-subtotal")}
        {Number(summary.discount) > 0 && (
          // a dl holds only dt/dd groups: the included discount is a row of its own, in small green type
          <div className="flex justify-between gap-4 pb-1.5 text-xs text-emerald-700">
            <dt>{t("product_discount")}</dt>
            <dd className="tabular-nums">{format(summary.discount)}</dd>
          </div>
        )}
        {Number(summary.coupon_discount) > 0 && row(t("coupon_discount"), summary.coupon_discount, "summary-coupon", true)}
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-gray-600">{t("shipping")}</dt>
          <dd className="font-medium tabular-nums" data-testid="summary-shipping">
            {Number(summary.shipping_cost) > 0 ? format(summary.shipping_cost) : t("free")}
          </dd>
        </div>
        {Number(summary.tax) > 0 && row(t("tax"), summary.tax, "summary-tax")}
        <div className="mt-2 flex justify-between gap-4 border-t border-gray-100 pt-3 text-base">
          <dt className="font-bold">{t("total")}</dt>
          <dd className="font-bold tabular-nums" data-testid="summary-total">
            {format(summary.total)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
