import { useTranslation } from "../../i18n/i18n";
import { Minus, Plus } from "../ui/icon-set";

/** Quantity with − and + buttons, kept between the minimum order quantity and the stock (when known). */
export function QuantityPicker({
  value,
  min,
  max,
  onChange,
}: {
  value: number;
  min: number;
  max: number | null;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation();
  const clamp = (n: number) => Math.max(min, max !== null ? Math.min(max, n) : n);
  const button =
    "grid size-10 place-items-center text-gray-700 transition hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-300";
  return (
    <fieldset className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white" aria-label={t("pd_quantity")}>
      <button
        type="button"
        className={button}
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= min}
        aria-label={t("pd_decrease")}
      >
        <Minus className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max ?? undefined}
        value={value}
        aria-label={t("pd_quantity")}
        data-testid="quantity"
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isInteger(n)) onChange(clamp(n));
        }}
        className="h-10 w-14 border-x border-gray-300 text-center tabular-nums [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={button}
        onClick={() => onChange(clamp(value + 1))}
        disabled={max !== null && value >= max}
        aria-label={t("pd_increase")}
      >
        <Plus className="size-4" />
      </button>
    </fieldset>
  );
}
