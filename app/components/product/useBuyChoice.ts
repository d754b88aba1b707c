import { useEffect, useState } from "react";
import type { ProductDetails } from "../../../domain/catalog/product-details";
import { type Choice, chosenVariant, NO_CHOICE } from "./variant-choice";

type Product = ProductDetails["product"];

/**
 * What the shopper is about to buy on a product page: the options chosen, the quantity, and what
 * follows from them (the variant, whether the choice is complete, its stock, the most one may
 * take, the gallery picture to show). Another product (same route, new data) starts again from no
 * choice and its minimum quantity; the quantity never stays above the stock.
 */
export function useBuyChoice(product: Product, attributes: ProductDetails["attributes"]) {
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [quantity, setQuantity] = useState(product.minimum_order_quantity);
  const [shownId, setShownId] = useState(product.id);
  if (shownId !== product.id) {
    setShownId(product.id);
    setChoice(NO_CHOICE);
    setQuantity(product.minimum_order_quantity);
  }
  const variant = chosenVariant(product, attributes, choice);
  const complete = !product.has_variant || variant !== null;
  const stock = variant ? variant.current_stock : product.current_stock;
  const maxQuantity = product.is_digital || product.is_classified ? null : Math.max(product.minimum_order_quantity, stock);
  useEffect(() => {
    if (maxQuantity !== null && quantity > maxQuantity) setQuantity(maxQuantity);
  }, [maxQuantity, quantity]);
  const focus =
    variant?.gallery_index ??
    product.variants.find((v) => v.color_id !== null && v.color_id === choice.colorId && v.gallery_index !== null)?.gallery_index ??
    null;
  // spec §4: after "Add to cart" the form is reset: the quantity goes back to its default (the options stay)
  const resetQuantity = () => setQuantity(product.minimum_order_quantity);
  return { choice, setChoice, quantity, setQuantity, resetQuantity, variant, complete, stock, maxQuantity, focus };
}

export type BuyChoice = ReturnType<typeof useBuyChoice>;
