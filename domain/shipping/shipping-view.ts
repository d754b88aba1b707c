import type { ChosenShipping } from "../../db/schema";
import type { PricedShop } from "../cart/cart-pricing";
import { centsToString } from "../catalog/pricing";
import { addDays, type MethodQuote } from "./rates";

/** A method as the checkout shows it: its fee and the days of delivery it promises (from today in the shop's zone). */
export interface MethodView {
  kind: string;
  shipping_cost: string;
  delivery_from: string | null;
  delivery_to: string | null;
}

export const chosenShipping = (m: MethodQuote, today: string): ChosenShipping => ({
  kind: m.kind,
  cents: m.cents,
  delivery_from: m.minDays === null ? null : addDays(today, m.minDays),
  delivery_to: m.maxDays === null ? null : addDays(today, m.maxDays),
});

const methodView = (m: MethodQuote, today: string): MethodView => {
  const c = chosenShipping(m, today);
  return { kind: c.kind, shipping_cost: centsToString(c.cents), delivery_from: c.delivery_from, delivery_to: c.delivery_to };
};

/**
 * What a seller's part of the checkout says about its shipping (decision 076): the methods to
 * the address with their fees and dates, the one priced, why it cannot be ordered (`held`:
 * `no_shipping`, `under_minimum`), the shop's minimum and whether cash on delivery is possible.
 */
export function shopShippingView(shop: PricedShop, today: string, cashOnDelivery: boolean) {
  return {
    shipping_methods: shop.methods.map((m) => methodView(m, today)),
    shipping_method: shop.method?.kind ?? null,
    held: shop.held,
    minimum_order: centsToString(shop.minimumOrderCents),
    cash_on_delivery: cashOnDelivery,
  };
}
