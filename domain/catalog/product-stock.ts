import { centsToString, priceView } from "./pricing";

type Priced = Parameters<typeof priceView>[0] & { stock: number };
type Variant = {
  id: number;
  sku: string;
  name: string;
  colorId: number | null;
  attributeValueIds: number[];
  priceCents: number;
  stock: number;
};

/**
 * The reference's `product_stock`: the stock row the page opens on (the first variant, or the
 * product itself without variants) with its price. Its names are the reference's, including
 * its misleading ones: `discount_percentage` holds the price after the running discount and
 * `special_discount_check` the discount (a percent for a percentage, an amount for a flat one;
 * 0 without a running discount). `variant_ids` is "colorId-valueId-…" as the reference keys
 * its stock rows. `current_stock` is the stock on hand.
 */
export function productStock(product: Priced, variants: Variant[], now: Date) {
  const first = variants[0];
  const prices = priceView(product, now, first?.priceCents ?? product.priceCents);
  const discount = !prices.has_discount
    ? 0
    : product.discountType === "percentage"
      ? product.discountValue / 100
      : centsToString(product.discountValue);
  return {
    id: first?.id ?? null,
    sku: first?.sku ?? "",
    name: first?.name ?? "",
    variant_ids: first ? [first.colorId, ...first.attributeValueIds].filter((n) => n !== null).join("-") : "",
    current_stock: first ? first.stock : product.stock,
    price: prices.price,
    discount_percentage: prices.sale_price,
    special_discount_check: discount,
  };
}
