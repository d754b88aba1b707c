import type { CartView } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { useMoney, useNumbers } from "../../lib/price";
import { shopFigures } from "../cart/shop-figures";
import { PriceBreakdown } from "../ui/PriceBreakdown";
import { ShippingChoice } from "./ShippingChoice";

/** What is being ordered, per seller (one order each): lines, shipping and tax, the seller's total. */
export function CheckoutLines({ view, onMethod }: { view: CartView; onMethod?: (shopId: number, kind: string) => void }) {
  const { t } = useTranslation();
  const format = useMoney();
  const { number } = useNumbers();
  const shopIds = [...new Set(view.carts.map((l) => l.seller_id))];
  return (
    <div className="space-y-4">
      {shopIds.map((shopId) => {
        const totals = view.checkouts[String(shopId)];
        const lines = view.carts.filter((l) => l.seller_id === shopId);
        return (
          <section key={shopId} className="rounded-2xl border border-gray-100 bg-white p-5" data-testid="checkout-seller">
            <h2 className="mb-3 font-semibold">{t("shipping_per_seller", { shop: lines[0].shop_name })}</h2>
            <ul className="divide-y divide-gray-100 text-sm">
              {lines.map((l) => (
                <li key={l.id} className="flex items-center gap-3 py-2">
                  <img src={l.image_72x72} alt="" width={48} height={48} className="size-12 rounded-lg bg-gray-100 object-cover" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-1">{l.product_name}</span>
                    {l.variant && (
                      <span className="text-gray-500" dir="auto">
                        {" "}
                        · {l.variant}
                      </span>
                    )}
                  </span>
                  <span className="tabular-nums text-gray-600" dir="ltr">
                    {number(l.quantity)} ×
                  </span>
                  <span className="w-24 text-end font-medium tabular-nums">{format(l.line_total)}</span>
                </li>
              ))}
            </ul>
            {totals && <ShippingChoice shop={totals} onChoose={(kind) => onMethod?.(shopId, kind)} />}
            {totals && !totals.held && (
              <div className="mt-2 border-t border-gray-100 pt-2">
                <PriceBreakdown figures={shopFigures(totals)} testPrefix="checkout-seller" />
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
