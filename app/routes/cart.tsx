import { Link } from "react-router";
import { BlockedLines } from "../components/cart/BlockedLines";
import { CartLines } from "../components/cart/CartLines";
import { CartSummary } from "../components/cart/CartSummary";
import { CouponForm } from "../components/cart/CouponForm";
import { EmptyCart } from "../components/cart/EmptyCart";
import { PriceChanges } from "../components/cart/PriceChanges";
import { useCartPage } from "../components/cart/useCartPage";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/cart";

export async function loader({ context }: Route.LoaderArgs) {
  return { cart: await context.cart.view() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "cart" });

/** `/cart`: the lines by seller, steppers, coupons, totals, and on to checkout (or to sign in when guest checkout is off). */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, busyLine, take, step, remove, checkout } = useCartPage(loaderData.cart);
  if (!view.carts.length) return <EmptyCart />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-5 text-2xl font-bold sm:text-3xl">
        {t("cart")} <span className="text-base font-normal text-gray-500">({t("items_count", { count: view.summary.items })})</span>
      </h1>
      <PriceChanges changes={loaderData.cart.price_changes} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CartLines view={view} busyLine={busyLine} onStep={(l, delta) => step(l.id, delta)} onRemove={(l) => remove(l.id)} />
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
            <BlockedLines view={view} />
            <Link to="/products" className="mt-2 block text-center text-sm text-gray-600 hover:text-primary">
              {t("continue_shopping")}
            </Link>
          </CartSummary>
        </div>
      </div>
    </div>
  );
}
