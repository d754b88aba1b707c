import { Link } from "react-router";
import type { PaymentOrderView } from "../../../domain/payments/payment-order";
import type { MoneyCurrency } from "../../../kernel/money";
import { useTranslation } from "../../i18n/i18n";
import { Store } from "../ui/icon-set";
import { PriceBreakdown } from "../ui/PriceBreakdown";

type Order = PaymentOrderView["orders"][number];

/** The group's orders, one card per seller, with their lines and the seller's figures (the server's). */
export function SellerOrders({ orders, price, currency }: { orders: Order[]; price: (amount: string) => string; currency: MoneyCurrency }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <div className="space-y-4">
      {orders.map((o) => (
        <section key={o.id} className="rounded-2xl border border-gray-100 bg-white" data-testid="seller-order">
          <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-3 sm:px-5">
            <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-gray-900">
              <Store className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{t("pay_sold_by", { shop: o.shop.name })}</span>
            </p>
            <p className="text-xs text-gray-500" dir="ltr">
              {o.code}
            </p>
          </header>
          <ul className="divide-y divide-gray-50">
            {o.lines.map((l) => (
              <li key={l.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <img
                  src={l.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 shrink-0 rounded-lg border border-gray-100 bg-gray-50 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/product/${l.product_slug}`}
                    className="line-clamp-2 text-sm font-medium text-gray-900 hover:text-primary"
                    dir="auto"
                  >
                    {l.product_name}
                  </Link>
                  <p className="mt-0.5 text-xs text-gray-500">
                    {l.variant && (
                      <span className="me-2" dir="auto">
                        {l.variant}
                      </span>
                    )}
                    {t("pay_qty", { quantity: number(l.quantity) })} × <bdi>{price(l.sale_price)}</bdi>
                  </p>
                </div>
                <p className="shrink-0 text-sm font-semibold text-gray-900">
                  <bdi>{price(l.line_total)}</bdi>
                </p>
              </li>
            ))}
          </ul>
          <div className="border-t border-gray-100 px-4 py-3 sm:px-5">
            <PriceBreakdown
              figures={{ ...o, subtotal: o.sub_total, shipping: o.shipping_cost }}
              currency={currency}
              totalLabel={t("pay_total")}
              testPrefix="seller-order"
              className="text-xs"
            />
          </div>
        </section>
      ))}
    </div>
  );
}
