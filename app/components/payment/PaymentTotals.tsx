import type { PaymentOrderView } from "../../../domain/payments/payment-order";
import { useTranslation } from "../../i18n/i18n";

/** The payment form's figures (spec §3), as the server computed them. */
export function PaymentTotals({ form, price }: { form: PaymentOrderView["payment_form"]; price: (amount: string) => string }) {
  const { t } = useTranslation();
  // sub_total already has the running offers taken off: discount_offer is what they saved, shown apart
  const rows: [string, string, boolean?][] = [
    ["pay_sub_total", form.sub_total],
    ["pay_shipping", form.shipping_tax],
    ["pay_tax", form.tax],
    ["pay_coupon_discount", form.coupon_discount, true],
  ];
  return (
    <dl className="space-y-2 text-sm" data-testid="payment-totals">
      {rows
        .filter(([, amount, minus]) => !minus || amount !== "0.00")
        .map(([key, amount, minus]) => (
          <div key={key} className="flex justify-between gap-4 text-gray-600">
            <dt>{t(key)}</dt>
            <dd className={minus ? "text-green-700" : "text-gray-900"}>
              <bdi>
                {minus ? "−" : ""}
                {price(amount)}
              </bdi>
            </dd>
          </div>
        ))}
      <div className="flex justify-between gap-4 border-t border-gray-100 pt-3 text-base font-bold text-gray-900">
        <dt>{t("pay_total")}</dt>
        <dd data-testid="payment-total">
          <bdi>{price(form.total)}</bdi>
        </dd>
      </div>
      {form.discount_offer !== "0.00" && (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-xs text-green-800">
          {t("pay_you_save", { amount: price(form.discount_offer) })}
        </p>
      )}
    </dl>
  );
}
