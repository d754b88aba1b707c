import type { OrderCurrency } from "../../../domain/orders/order-views";
import { PriceBreakdown } from "../ui/PriceBreakdown";

/** An order's (or a whole checkout's) figures as the order views answer them (`figuresView`). */
export interface Figures {
  sub_total: string;
  discount: string;
  coupon_discount: string;
  shipping_cost: string;
  total_tax: string;
  total_payable: string;
}

/** The figures of an order (or a whole checkout) in its own currency: the one price breakdown (components/ui/PriceBreakdown). */
export function OrderTotals({
  figures: f,
  currency,
  totalLabel,
  testId,
}: {
  figures: Figures;
  currency: OrderCurrency;
  totalLabel?: string;
  testId?: string;
}) {
  return (
    <PriceBreakdown
      figures={{
        subtotal: f.sub_total,
        discount: f.discount,
        coupon_discount: f.coupon_discount,
        shipping: f.shipping_cost,
        tax: f.total_tax,
        total: f.total_payable,
      }}
      currency={currency}
      totalLabel={totalLabel}
      testId={testId}
      testPrefix="order"
      className="ms-auto w-full max-w-xs text-sm"
    />
  );
}
