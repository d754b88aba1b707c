import type { ShopCheckout } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useMoney } from "../../lib/price";

/**
 * A seller's shipping at checkout (decision 076): its methods to the chosen address with their
 * fees and delivery dates, one chosen (the server prices the choice); a seller that does not ship
 * there, or is under its minimum, says so (its lines stay in the cart, the rest can be ordered).
 */
export function ShippingChoice({ shop, onChoose }: { shop: ShopCheckout; onChoose: (kind: string) => void }) {
  const { t } = useTranslation();
  const format = useMoney();
  const dates = useDates();
  if (shop.held)
    return (
      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800" role="status" data-testid="checkout-seller-held">
        {shop.held === "under_minimum"
          ? t("shipping_held_minimum", { amount: format(shop.minimum_order) })
          : shop.held === "not_at_point"
            ? t("shipping_held_not_at_point")
            : t("shipping_held_no_shipping")}
      </p>
    );
  if (shop.shipping_methods.length < 1) return null;
  // a calendar date has no zone (decision 067): written as that day
  const day = (d: string) => dates.day(`${d}T12:00:00Z`);
  return (
    <fieldset className="mt-3 space-y-2" data-testid="shipping-methods">
      <legend className="mb-1 text-sm font-medium text-gray-700">{t("shipping_method")}</legend>
      {shop.shipping_methods.map((m) => (
        <label
          key={m.kind}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
        >
          <input
            type="radio"
            name={`shipping-${shop.seller_id}`}
            value={m.kind}
            checked={shop.shipping_method === m.kind}
            onChange={() => onChoose(m.kind)}
            className="accent-[var(--color-primary)]"
            data-testid={`shipping-method-${m.kind}`}
          />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{t(`shipping_kind_${m.kind}`)}</span>
            {m.delivery_from && m.delivery_to && (
              <span className="block text-gray-700">
                {t(m.kind === "pickup_point" ? "pickup_ready_between" : "shipping_delivery_between", {
                  from: day(m.delivery_from),
                  to: day(m.delivery_to),
                })}
              </span>
            )}
          </span>
          <span className="font-semibold tabular-nums">{Number(m.shipping_cost) === 0 ? t("shipping_free") : format(m.shipping_cost)}</span>
        </label>
      ))}
      {!shop.cash_on_delivery && !shop.shipping_methods.some((m) => m.kind === "pickup_point") && (
        <p className="text-xs text-gray-500">{t("shipping_no_cod")}</p>
      )}
    </fieldset>
  );
}
