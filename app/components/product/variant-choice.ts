import type { ProductDetails } from "../../../domain/catalog/product-details";

type Product = Pick<ProductDetails["product"], "has_variant" | "colors" | "variants">;
type Attributes = Pick<ProductDetails["attributes"][number], "id">[];
type Variant = ProductDetails["product"]["variants"][number];

/** What the shopper picked: a colour (when the product has colours) and one value per attribute. */
export type Choice = { colorId: number | null; values: Record<number, number> };
export const NO_CHOICE: Choice = { colorId: null, values: {} };

/**
 * An option's state given the other choices: `available` (an in-stock variant has it),
 * `out_of_stock` (variants with it exist, none in stock) or `unavailable` (no such combination).
 */
export type OptionState = "available" | "out_of_stock" | "unavailable";

function matches(product: Product, attributes: Attributes, v: Variant, colorId: number | null, values: Record<number, number>): boolean {
  if (product.colors.length && colorId !== null && v.color_id !== colorId) return false;
  return attributes.every((a) => values[a.id] === undefined || v.attribute_value_ids.includes(values[a.id]));
}

/** The variant that matches every chosen option, once the choice is complete; null before. */
export function chosenVariant(product: Product, attributes: Attributes, choice: Choice): Variant | null {
  if (!product.has_variant) return null;
  if (product.colors.length && choice.colorId === null) return null;
  if (attributes.some((a) => choice.values[a.id] === undefined)) return null;
  return product.variants.find((v) => matches(product, attributes, v, choice.colorId, choice.values)) ?? null;
}

/** Can choosing this colour, or this value of an attribute, still lead to an in-stock variant, given the other choices? */
export function optionState(
  product: Product,
  attributes: Attributes,
  choice: Choice,
  option: { colorId: number } | { attributeId: number; valueId: number },
): OptionState {
  const colorId = "colorId" in option ? option.colorId : choice.colorId;
  const values = "attributeId" in option ? { ...choice.values, [option.attributeId]: option.valueId } : choice.values;
  const candidates = product.variants.filter((v) => matches(product, attributes, v, colorId, values));
  if (!candidates.length) return "unavailable";
  return candidates.some((v) => v.current_stock > 0) ? "available" : "out_of_stock";
}

/** Pick an option, or drop it when it was already picked (so a shopper can always step back). */
export function toggleOption(choice: Choice, option: { colorId: number } | { attributeId: number; valueId: number }): Choice {
  if ("colorId" in option) return { ...choice, colorId: choice.colorId === option.colorId ? null : option.colorId };
  const values = { ...choice.values };
  if (values[option.attributeId] === option.valueId) delete values[option.attributeId];
  else values[option.attributeId] = option.valueId;
  return { ...choice, values };
}
