import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { type Choice, type OptionState, optionState, toggleOption } from "./variant-choice";

export { type Choice, chosenVariant } from "./variant-choice";

type Product = ProductDetails["product"];

/**
 * Colour swatches and attribute values. An option that cannot lead to an in-stock variant
 * given the other choices is disabled and marked (struck through, with the reason for screen
 * readers and as a tooltip). Clicking a chosen option again drops it.
 */
export function VariantPicker({
  product,
  attributes,
  choice,
  onChange,
}: {
  product: Product;
  attributes: ProductDetails["attributes"];
  choice: Choice;
  onChange: (c: Choice) => void;
}) {
  const { t } = useTranslation();
  const reason = (state: OptionState) =>
    state === "out_of_stock" ? t("out_of_stock") : state === "unavailable" ? t("pd_option_unavailable") : "";
  return (
    <div className="space-y-4" data-testid="variant-picker">
      {product.colors.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t("color")}:{" "}
            <span className="font-normal text-gray-600">{product.colors.find((c) => c.id === choice.colorId)?.name ?? ""}</span>
          </legend>
          <div className="flex flex-wrap gap-2.5">
            {product.colors.map((c) => {
              const state = optionState(product, attributes, choice, { colorId: c.id });
              const on = choice.colorId === c.id;
              const why = reason(state);
              return (
                <button
                  key={c.id}
                  type="button"
                  disabled={state !== "available" && !on}
                  title={why ? `${c.name}: ${why}` : c.name}
                  aria-pressed={on}
                  aria-label={why ? `${c.name} (${why})` : c.name}
                  data-state={state}
                  onClick={() => onChange(toggleOption(choice, { colorId: c.id }))}
                  className={`relative size-9 overflow-hidden rounded-full border-2 ring-offset-2 transition disabled:cursor-not-allowed disabled:opacity-40 ${on ? "border-white ring-2 ring-primary" : "border-gray-200 hover:ring-2 hover:ring-gray-300"}`}
                  style={{ background: c.hex }}
                >
                  {state !== "available" && (
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 m-auto h-0.5 w-[140%] -translate-x-[14%] rotate-45 bg-gray-700/80"
                    />
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      {attributes.map((a) => (
        <fieldset key={a.id}>
          <legend className="mb-2 text-sm font-semibold">
            {a.title}: <bdi className="font-normal text-gray-600">{a.values.find((v) => v.id === choice.values[a.id])?.value ?? ""}</bdi>
          </legend>
          <div className="flex flex-wrap gap-2">
            {a.values.map((v) => {
              const state = optionState(product, attributes, choice, { attributeId: a.id, valueId: v.id });
              const on = choice.values[a.id] === v.id;
              const why = reason(state);
              return (
                <button
                  key={v.id}
                  type="button"
                  disabled={state !== "available" && !on}
                  aria-pressed={on}
                  title={why || undefined}
                  data-state={state}
                  onClick={() => onChange(toggleOption(choice, { attributeId: a.id, valueId: v.id }))}
                  className={`min-w-12 rounded-lg border px-3 py-1.5 text-sm transition disabled:cursor-not-allowed disabled:border-dashed disabled:bg-gray-50 disabled:text-gray-400 disabled:line-through ${on ? "border-primary bg-primary-soft font-semibold text-primary" : "border-gray-300 bg-white hover:border-primary"}`}
                >
                  <bdi>{v.value}</bdi>
                  {why && <span className="sr-only"> ({why})</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
