import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { CartLines } from "../components/cart/CartLines";
import { CartSummary } from "../components/cart/CartSummary";
import { CouponForm } from "../components/cart/CouponForm";
import { PriceChanges } from "../components/cart/PriceChanges";
import { ShoppingCart } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { api } from "../lib/api";
import { pageHead } from "../lib/seo";
import { briefLines, type CartAnswer } from "../lib/useAddToCart";
import { useStore } from "../store/store";
import type { Route } from "./+types/cart";

export async function loader({ context }: Route.LoaderArgs) {
  return { cart: await context.cart.view() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "cart" });

/** `/cart`: the lines by seller, steppers, coupons, totals, and on to checkout (or to sign in when guest checkout is off). */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState(loaderData.cart);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  useEffect(() => setView(loaderData.cart), [loaderData]);
  // leaving buy-now mode as the reference's cart page does (GET cart/list?cart_page=1)
  useEffect(() => {
    void api("cart/list?cart_page=1", { quiet: true }).catch(() => {});
  }, []);

  const take = (answer: CartAnswer) => {
    setView(answer);
    dispatch({ type: "carts", list: briefLines(answer) });
  };
  const change = async (lineId: number, call: () => Promise<CartAnswer>) => {
    setBusyLine(lineId);
    try {
      take(await call());
    } catch {
      /* api() showed the reason */
    } finally {
      setBusyLine(null);
    }
  };
  const checkout = () => {
    // spec section 4: guest checkout off and nobody signed in: the current route is remembered for after the sign-in
    if (!state.user && Number(state.settings_data.disable_guest) === 1) {
      toast.error("Error", { description: t("login_first") });
      return void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    }
    void navigate("/checkout");
  };

  if (!view.carts.length) {
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
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-5 text-2xl font-bold sm:text-3xl">
        {t("cart")} <span className="text-base font-normal text-gray-500">({t("items_count", { count: view.summary.items })})</span>
      </h1>
      <PriceChanges changes={loaderData.cart.price_changes} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CartLines
          view={view}
          busyLine={busyLine}
          onStep={(l, delta) =>
            void change(l.id, () => api<CartAnswer>("cart/update", { method: "POST", body: { id: l.id, quantity: delta } }))
          }
          onRemove={(l) => void change(l.id, () => api<CartAnswer>(`cart/delete/${l.id}`))}
        />
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <CartSummary summary={view.summary}>
            <CouponForm coupons={view.coupons} buyNow={false} onCart={take} />
            <button
              type="button"
              onClick={checkout}
              disabled={!view.summary.can_checkout}
              data-testid="proceed-checkout"
              className="mt-4 w-full rounded-lg bg-primary py-3 font-semibold text-white transition hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t("proceed_to_checkout")}
            </button>
            <Link to="/products" className="mt-2 block text-center text-sm text-gray-600 hover:text-primary">
              {t("continue_shopping")}
            </Link>
          </CartSummary>
        </div>
      </div>
    </div>
  );
}
