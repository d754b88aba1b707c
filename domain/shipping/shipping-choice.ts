import { SHIPPING_METHOD_KINDS } from "../../db/schema/shipping";
import { ConflictError, UnprocessableError } from "../../kernel/errors";
import type { CartLineRow } from "../cart/cart-lines";
import type { PricedCart } from "../cart/cart-pricing";
import { amountToCents } from "../cart/pricing-rules";
import { centsToString } from "../catalog/pricing";
import { shopShippingView } from "./shipping-view";

/** What a shopper may choose per seller: its own methods, or the pickup point chosen (decision 080). */
const CHOOSABLE: readonly unknown[] = [...SHIPPING_METHOD_KINDS, "pickup_point"];

/**
 * The shopper's shipping choice at `confirm-order` (decision 076): `shipping_methods` (shop id →
 * standard | express | pickup) and `shipping_seen` (shop id → the fee shown). Both are optional:
 * a client that sends neither gets each seller's default method and no comparison. Anything else
 * in them is ignored.
 */
export function shippingChoice(form: Record<string, unknown>) {
  const methods: Record<string, string> = {};
  const seen: Record<string, number> = {};
  const entries = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.entries(v) : []);
  for (const [shop, kind] of entries(form.shipping_methods))
    if (/^\d{1,9}$/.test(shop) && CHOOSABLE.includes(kind)) methods[shop] = String(kind);
  for (const [shop, fee] of entries(form.shipping_seen))
    if (/^\d{1,9}$/.test(shop) && (typeof fee === "string" || typeof fee === "number") && /^\s*\d{1,12}(\.\d{1,2})?\s*$/.test(String(fee)))
      seen[shop] = amountToCents(fee);
  return { methods, seen };
}

/** The new figures a 409 carries: each seller's methods, the one priced, the totals. */
function newFigures(priced: PricedCart, today: string) {
  return {
    shipping: Object.fromEntries(
      priced.shops.map((s) => [String(s.shopId), { ...shopShippingView(s, today, true), shipping_cost: centsToString(s.shippingCents) }]),
    ),
    shipping_cost: centsToString(priced.shippingCents),
    total: centsToString(priced.totalCents),
  };
}

/**
 * Why the order cannot be placed with the shipping as the shopper saw it, or null: a chosen
 * method the seller no longer offers to the address, or a fee other than the one shown (the
 * rule changed between the cart and the order): 409 with the new figures. No seller's part that
 * can be ordered at all: 422 on the address (none ships there) or the cart (under a minimum).
 */
export function shippingRefusal(
  priced: PricedCart,
  choice: ReturnType<typeof shippingChoice>,
  lines: CartLineRow[],
  today: string,
): Error | null {
  if (!priced.shops.length && priced.held.length) {
    const first = priced.held[0];
    const shop = lines.find((l) => l.shopId === first.shopId)?.shopName ?? "";
    return first.held === "under_minimum"
      ? new UnprocessableError("shipping_under_minimum", "cart", { shop, amount: centsToString(first.minimumOrderCents) })
      : first.held === "not_at_point"
        ? new UnprocessableError("pickup_point_no_seller", "pick_hub_id", { shop })
        : new UnprocessableError("shipping_not_to_address", "shipping_address", { shop });
  }
  for (const s of priced.shops) {
    const key = String(s.shopId);
    const chosen = choice.methods[key];
    if (chosen && !s.methods.some((m) => m.kind === chosen))
      return new ConflictError(
        "shipping_method_gone",
        { shop: lines.find((l) => l.shopId === s.shopId)?.shopName ?? "" },
        newFigures(priced, today),
      );
    if (choice.seen[key] !== undefined && choice.seen[key] !== s.shippingCents)
      return new ConflictError(
        "shipping_changed",
        { shop: lines.find((l) => l.shopId === s.shopId)?.shopName ?? "" },
        newFigures(priced, today),
      );
  }
  return null;
}
