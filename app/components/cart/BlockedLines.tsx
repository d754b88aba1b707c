import type { CartView } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";

/**
 * Why the cart cannot be checked out (its button is disabled): each line with a problem (a
 * negotiable price, no stock, under the minimum …) by name and what to do, under the button.
 */
export function BlockedLines({ view }: { view: CartView }) {
  const { t } = useTranslation();
  const blocked = view.carts.filter((l) => l.problem);
  if (view.summary.can_checkout || !blocked.length) return null;
  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="checkout-blocked">
      <p className="font-medium">{t("cart_blocked_title")}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {blocked.map((l) => (
          <li key={l.id}>
            <bdi className="font-medium">{l.product_name}</bdi>:{" "}
            {t(`line_problem_${l.problem}`, { stock: l.current_stock, quantity: l.min_quantity })}
          </li>
        ))}
      </ul>
    </div>
  );
}
