import type { ReactNode } from "react";
import type { CartView } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { PriceBreakdown } from "../ui/PriceBreakdown";

/** The cart's totals, as every page shows them: items at list price, discounts, shipping, tax and the total to pay. */
export function CartSummary({ summary, children }: { summary: CartView["summary"]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-5" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="mb-3 text-lg font-bold">
        {t("order_summary")}
      </h2>
      <PriceBreakdown figures={{ ...summary, shipping: summary.shipping_cost }} testPrefix="summary" testId="cart-breakdown" />
      {children}
    </section>
  );
}
