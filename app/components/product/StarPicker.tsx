import { useId, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { Star } from "../ui/icon-set";

/**
 * Choose 1 to 5 stars. Five native radio buttons (hidden, their stars shown as labels), so the
 * keyboard works as in any radio group: Tab into it, arrow keys to change (in the reading
 * direction, also right to left), and screen readers say "3 stars, 3 of 5".
 */
export function StarPicker({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid="star-picker">
      <legend className="mb-1.5 block text-sm font-medium text-gray-700">{t("rv_your_rating")}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className="relative">
              <input
                type="radio"
                id={`${id}-${n}`}
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
                aria-label={t("pd_star_row", { count: n })}
              />
              <label
                htmlFor={`${id}-${n}`}
                onMouseEnter={() => setHover(n)}
                onMouseLeave={() => setHover(0)}
                className="block cursor-pointer rounded-md p-0.5 peer-focus-visible:ring-2 peer-focus-visible:ring-primary"
              >
                <Star
                  className={`size-8 transition ${n <= shown ? "fill-amber-400 text-amber-400" : "text-gray-300"}`}
                  aria-hidden="true"
                />
              </label>
            </span>
          ))}
        </div>
        <span className="text-sm text-gray-600" aria-live="polite" data-testid="star-picker-word">
          {shown ? t(`rv_stars_${shown}`) : ""}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
