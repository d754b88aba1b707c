import type { GroupInvoice } from "../../../domain/orders/group-invoice";
import type { OrderCurrency } from "../../../domain/orders/order-views";
import { useNumbers } from "../../lib/price";
import { Card } from "../account/PageHeading";
import { OrderTotals } from "./OrderTotals";
import { PaymentBadge, StatusBadge } from "./StatusBadge";

/** One seller's order of a confirmed checkout: the shop, the code, its state, its lines and its totals. */
export function ConfirmedOrder({
  order: o,
  price,
  currency,
}: {
  order: GroupInvoice["orders"][number];
  price: (amount: string) => string;
  currency: OrderCurrency;
}) {
  const { number } = useNumbers();
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{o.shop.name}</p>
          <p className="font-mono text-sm text-gray-600" dir="ltr" data-testid="confirmation-order-code">
            {o.code}
          </p>
        </div>
        <span className="flex gap-1.5">
          <StatusBadge status={o.status} />
          <PaymentBadge status={o.payment_status} />
        </span>
      </div>
      <ul className="mt-3 divide-y divide-gray-100 text-sm">
        {o.order_details.map((l) => (
          <li key={l.id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              {l.product_name}
              {l.variation && <span className="text-gray-500"> · {l.variation}</span>}{" "}
              <span className="text-gray-500">× {number(l.quantity)}</span>
            </span>
            <span className="shrink-0 tabular-nums">{price(l.subtotal)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-gray-100 pt-2">
        <OrderTotals figures={o} currency={currency} />
      </div>
    </Card>
  );
}
