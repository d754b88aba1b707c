import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { ShoppingCart } from "../ui/icon-set";

/** The cart page with nothing in the cart: a way back to the products. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid="cart-empty">
      <ShoppingCart className="mx-auto size-14 text-gray-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t("cart_empty")}</h1>
      <p className="mt-2 text-gray-500">{t("cart_empty_hint")}</p>
      <Link to="/products" className="mt-6 inline-flex rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark">
        {t("continue_shopping")}
      </Link>
    </div>
  );
}
