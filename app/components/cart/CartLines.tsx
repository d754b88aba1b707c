import { Link } from "react-router";
import type { CartView } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers, usePrice } from "../../lib/price";
import { Minus, Plus, Store, Trash2 } from "../ui/icon-set";
import { PriceBreakdown } from "../ui/PriceBreakdown";
import { shopFigures } from "./shop-figures";

type Line = CartView["carts"][number];

/** The cart's lines grouped by seller: picture, variant, unit price, steppers within stock and minimum, remove, the seller's figures. */
export function CartLines({
  view,
  busyLine,
  onStep,
  onRemove,
}: {
  view: CartView;
  busyLine: number | null;
  onStep: (line: Line, delta: number) => void;
  onRemove: (line: Line) => void;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  // a product's price, and its line, of zero is negotiable as on its card and page; the sums below are the price breakdown
  const unitPrice = usePrice();
  const shopIds = [...new Set(view.carts.map((l) => l.seller_id))];
  return (
    <div className="space-y-4">
      {shopIds.map((shopId) => {
        const lines = view.carts.filter((l) => l.seller_id === shopId);
        const totals = view.checkouts[String(shopId)];
        return (
          <section key={shopId} className="overflow-hidden rounded-2xl border border-gray-100 bg-white" data-testid="cart-seller">
            <header className="flex items-center gap-2 border-b border-gray-100 bg-gray-50 px-4 py-2.5 text-sm">
              <Store className="size-4 text-gray-500" aria-hidden="true" />
              <span className="text-gray-600">{t("sold_by")}</span>
              {totals?.shop_slug ? (
                <Link to={`/shop/${totals.shop_slug}`} className="font-semibold hover:text-primary">
                  {lines[0].shop_name}
                </Link>
              ) : (
                <span className="font-semibold">{lines[0].shop_name}</span>
              )}
            </header>
            <ul className="divide-y divide-gray-100">
              {lines.map((l) => (
                <li key={l.id} className="flex gap-3 p-4" data-testid="cart-line">
                  {/* the same link as the name beside it: out of the tab order and hidden from screen readers */}
                  <Link to={`/product/${l.product_slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
                    <img src={l.image} alt="" width={80} height={80} className="size-20 rounded-lg bg-gray-100 object-cover" />
                  </Link>
                  <div className="min-w-0 flex-1">
                    <Link to={`/product/${l.product_slug}`} className="line-clamp-2 font-medium hover:text-primary">
                      {l.product_name}
                    </Link>
                    {l.variant && (
                      <p className="text-sm text-gray-500" dir="auto">
                        {l.variant}
                      </p>
                    )}
                    <p className="mt-1 text-sm">
                      <span className="font-semibold">{unitPrice(l.sale_price)}</span>
                      {Number(l.discount) > 0 && <span className="ms-2 text-gray-500 line-through">{unitPrice(l.price)}</span>}
                    </p>
                    {l.problem && (
                      <p className="mt-1 text-sm font-medium text-rose-600" role="alert">
                        {t(`line_problem_${l.problem}`, { stock: l.current_stock, quantity: l.min_quantity })}
                        {l.problem === "negotiable" && (
                          <Link to={`/product/${l.product_slug}#contact-seller`} className="ms-2 underline hover:text-primary">
                            {t("contact_seller")}
                          </Link>
                        )}
                      </p>
                    )}
                    <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
                      <fieldset className="inline-flex items-center rounded-lg border border-gray-300" aria-label={t("quantity")}>
                        <button
                          type="button"
                          className="grid size-9 place-items-center disabled:text-gray-300"
                          onClick={() => onStep(l, -1)}
                          disabled={busyLine === l.id || l.quantity <= Math.max(1, l.min_quantity)}
                          aria-label={t("decrease_quantity")}
                          data-testid="line-minus"
                        >
                          <Minus className="size-4" />
                        </button>
                        <span className="w-10 text-center tabular-nums" data-testid="line-quantity" aria-live="polite">
                          {number(l.quantity)}
                        </span>
                        <button
                          type="button"
                          className="grid size-9 place-items-center disabled:text-gray-300"
                          onClick={() => onStep(l, 1)}
                          disabled={busyLine === l.id || l.quantity >= l.current_stock}
                          aria-label={t("increase_quantity")}
                          data-testid="line-plus"
                        >
                          <Plus className="size-4" />
                        </button>
                      </fieldset>
                      <span className="font-semibold tabular-nums" data-testid="line-total">
                        {unitPrice(l.line_total)}
                      </span>
                      <button
                        type="button"
                        onClick={() => onRemove(l)}
                        disabled={busyLine === l.id}
                        className="inline-flex items-center gap-1 text-sm text-gray-500 hover:text-rose-600"
                        data-testid="line-remove"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        {t("remove")}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            {totals && (
              <PriceBreakdown
                figures={shopFigures(totals)}
                layout="strip"
                testId="seller-totals"
                testPrefix="seller-totals"
                className="border-t border-gray-100 bg-gray-50 px-4 py-2.5 text-sm"
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
