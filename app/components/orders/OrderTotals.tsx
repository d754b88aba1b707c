import { useTranslation } from "../../i18n/i18n";
import { isZero } from "./order-format";

export interface Figures {
  sub_total: string;
  coupon_discount: string;
  shipping_cost: string;
  total_tax: string;
  total_payable: string;
}

/** The figures of an order (or a whole checkout): subtotal, coupon, shipping, tax and what is payable. */
export function OrderTotals({
  figures,
  price,
  totalLabel,
  testId,
}: {
  figures: Figures;
  price: (a: string) => string;
  totalLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const row = "flex items-baseline justify-between gap-6 py-1";
  return (
    <dl className="ms-auto w-full max-w-xs text-sm tabular-nums" data-testid={testId}>
      <div className={row}>
        <dt className="text-gray-600">{t("subtotal")}</dt>
        <dd>{price(figures.sub_total)}</dd>
      </div>
      {!isZero(figures.coupon_discount) && (
        <div className={row}>
          <dt className="text-gray-600">{t("coupon_discount")}</dt>
          <dd className="text-emerald-700">−{price(figures.coupon_discount)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-gray-600">{t("shipping")}</dt>
        <dd>{isZero(figures.shipping_cost) ? t("free") : price(figures.shipping_cost)}</dd>
      </div>
      {!isZero(figures.total_tax) && (
        <div className={row}>
          <dt className="text-gray-600">{t("tax")}</dt>
          <dd>{price(figures.total_tax)}</dd>
        </div>
      )}
      <div className={`${row} mt-1 border-t border-gray-200 pt-2 text-base font-bold`}>
        <dt>{totalLabel ?? t("total")}</dt>
        <dd data-testid="order-total">{price(figures.total_payable)}</dd>
      </div>
    </dl>
  );
}
