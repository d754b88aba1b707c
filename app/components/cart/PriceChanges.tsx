import type { PriceChange } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { useMoney } from "../../lib/price";

/** The lines whose price moved since the shopper last saw them (an offer that ended or began), said once. */
export function PriceChanges({ changes }: { changes: PriceChange[] }) {
  const { t } = useTranslation();
  const format = useMoney();
  if (!changes.length) return null;
  return (
    <div
      role="status"
      className="mb-5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="price-changes"
    >
      <p className="font-semibold">{t("cart_prices_changed")}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        {changes.map((c) => (
          <li key={c.id}>
            {t(c.direction === "up" ? "cart_price_went_up" : "cart_price_went_down", {
              product: c.variant ? `${c.product_name} (${c.variant})` : c.product_name,
              from: format(c.from),
              to: format(c.to),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
