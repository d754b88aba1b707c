import type { CartView } from "../../../domain/cart/cart-view";
import type { PriceFigures } from "../../../kernel/price-breakdown";

/** A shop's part of the cart (`checkouts[shop]`) as the price breakdown reads it: the reference's `discount` there is the shop's coupon; `product_discount` the offers'. */
export function shopFigures(totals: CartView["checkouts"][string]): PriceFigures {
  return {
    subtotal: totals.subtotal,
    discount: totals.product_discount,
    coupon_discount: totals.discount,
    shipping: totals.shipping_cost,
    tax: totals.tax,
    total: totals.total,
  };
}
