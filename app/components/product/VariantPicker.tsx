import { useTranslation } from "../../i18n/i18n";
import type { ProductDetails } from "../../../domain/catalog/product-details";

type Product = ProductDetails["product"];
export type Choice = { colorId: number | null; values: Record<number, number> };

/** The variant that matches every chosen option, if the choice is complete. */
export function chosenVariant(product: Product, attributes: ProductDetails["attributes"], choice: Choice) {
  if (!product.has_variant) return null;
  if (product.colors.length && choice.colorId === null) return null;
  if (attributes.some((a) => choice.values[a.id] === undefined)) return null;
  const wanted = Object.values(choice.values);
  return product.variants.find((v) => (product.colors.length ? v.color_id === choice.colorId : true) && wanted.every((id) => v.attribute_value_ids.includes(id))) ?? null;
}

/** Is there an in-stock variant with this option, given the other choices made so far? */
function available(product: Product, attributes: ProductDetails["attributes"], choice: Choice, change: Partial<Choice> & { attributeId?: number; valueId?: number }) {
  const colorId = change.colorId !== undefined ? change.colorId : choice.colorId;
  const values = { ...choice.values, ...(change.attributeId !== undefined ? { [change.attributeId]: change.valueId! } : {}) };
  return product.variants.some((v) => v.current_stock > 0
    && (colorId === null || !product.colors.length || v.color_id === colorId)
    && attributes.every((a) => values[a.id] === undefined || v.attribute_value_ids.includes(values[a.id])));
}

export function VariantPicker({ product, attributes, choice, onChange }: { product: Product; attributes: ProductDetails["attributes"]; choice: Choice; onChange: (c: Choice) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      {product.colors.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t("color")}: <span className="font-normal text-gray-600">{product.colors.find((c) => c.id === choice.colorId)?.name ?? ""}</span></legend>
          <div className="flex flex-wrap gap-2">
            {product.colors.map((c) => {
              const ok = available(product, attributes, choice, { colorId: c.id });
              return (
                <button key={c.id} type="button" disabled={!ok} title={c.name} aria-label={c.name} aria-pressed={choice.colorId === c.id}
                  onClick={() => onChange({ ...choice, colorId: c.id })}
                  className={`size-9 rounded-full border-2 ring-offset-2 transition disabled:cursor-not-allowed disabled:opacity-30 ${choice.colorId === c.id ? "border-white ring-2 ring-primary" : "border-gray-200"}`}
                  style={{ background: c.hex }} />
              );
            })}
          </div>
        </fieldset>
      )}
      {attributes.map((a) => (
        <fieldset key={a.id}>
          <legend className="mb-2 text-sm font-semibold">{a.title}</legend>
          <div className="flex flex-wrap gap-2">
            {a.values.map((v) => {
              const ok = available(product, attributes, choice, { attributeId: a.id, valueId: v.id });
              const on = choice.values[a.id] === v.id;
              return (
                <button key={v.id} type="button" disabled={!ok} aria-pressed={on} onClick={() => onChange({ ...choice, values: { ...choice.values, [a.id]: v.id } })}
                  className={`min-w-12 rounded-lg border px-3 py-1.5 text-sm transition disabled:cursor-not-allowed disabled:text-gray-300 disabled:line-through ${on ? "border-primary bg-primary-soft font-semibold text-primary" : "border-gray-300 bg-white hover:border-primary"}`}>
                  {v.value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
