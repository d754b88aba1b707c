import { Link, redirect } from "react-router";
import { BlockedLines } from "../components/cart/BlockedLines";
import { CartSummary } from "../components/cart/CartSummary";
import { CouponForm } from "../components/cart/CouponForm";
import { PriceChanges } from "../components/cart/PriceChanges";
import { CheckoutForm, useCheckoutFigures, useCheckoutForm } from "../components/checkout/CheckoutForm";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { briefLines } from "../lib/useAddToCart";
import { useStore } from "../store/store";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const buyNow = url.searchParams.get("buy_now") === "1";
  const data = await context.cart.checkout(buyNow);
  // guest checkout off: sign in first, then come back here (spec §4)
  if (!data.signedIn && !data.guestAllowed) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  if (!data.cart.carts.length) throw redirect("/cart");
  return { ...data, buyNow };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "checkout", noindex: true });

/** `/checkout`: addresses, the server's figures per seller, coupons, and placing the order (then on to payment). */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dispatch } = useStore();
  const { addresses, countries, buyNow } = loaderData;
  const hubs = loaderData.pickupHubs;
  const figures = useCheckoutFigures(loaderData.cart, addresses, buyNow, hubs);
  const { view, setView, addressId, setAddressId, priceFor, chooseMethod } = figures;
  const checkout = useCheckoutForm({ buyNow, trxId: view.trx_id, addressId, view, hubId: figures.pickup ? figures.hubId : null });
  const busy = checkout.busy;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-5 text-2xl font-bold sm:text-3xl">{t("checkout")}</h1>
      <PriceChanges changes={loaderData.cart.price_changes} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* the coupon form sits outside this form (forms do not nest); the place-order button names it */}
        <CheckoutForm
          checkout={checkout}
          addresses={addresses}
          countries={countries}
          addressId={addressId}
          onAddress={setAddressId}
          onCity={(id) => void priceFor(id)}
          onMethod={chooseMethod}
          view={view}
          pickup={{ hubs, on: figures.pickup, setOn: figures.setPickup, hubId: figures.hubId, choose: figures.chooseHub }}
        />
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <CartSummary summary={view.summary}>
            <CouponForm
              coupons={view.coupons}
              buyNow={buyNow}
              onCart={(answer) => {
                setView(answer);
                if (!buyNow) dispatch({ type: "carts", list: briefLines(answer) });
              }}
            />
            <button
              type="submit"
              form="checkout-form"
              disabled={busy || !view.summary.can_checkout}
              aria-busy={busy || undefined}
              data-testid="place-order"
              className="mt-4 w-full rounded-lg bg-primary py-3 font-semibold text-white transition hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-50"
            >
              {busy ? t("placing_order") : t("place_order")}
            </button>
            <BlockedLines view={view} />
            <Link to="/cart" className="mt-2 block text-center text-sm text-gray-600 hover:text-primary">
              {t("cart")}
            </Link>
          </CartSummary>
        </div>
      </div>
    </div>
  );
}
