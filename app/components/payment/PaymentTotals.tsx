import type { PaymentOrderView } from "../../../domain/payments/payment-order";
import type { MoneyCurrency } from "../../../kernel/money";
import { useTranslation } from "../../i18n/i18n";
import { PriceBreakdown } from "../ui/PriceBreakdown";

/** The payment form's figures (spec §3), as the server computed them, in the one price breakdown. */
export function PaymentTotals({ form, currency }: { form: PaymentOrderView["payment_form"]; currency: MoneyCurrency }) {
  const { t } = useTranslation();
  return (
    <PriceBreakdown
      // sub_total already has the running offers taken off: discount_offer is what they took off
      figures={{
        subtotal: form.sub_total,
        discount: form.discount_offer,
        coupon_discount: form.coupon_discount,
        shipping: form.shipping_tax,
        tax: form.tax,
        total: form.total,
      }}
      currency={currency}
      totalLabel={t("pay_total")}
      testId="payment-totals"
      testPrefix="payment"
    />
  );
}
