import { useEffect, useEffectEvent, useMemo, useState, type FormEvent } from "react";
import { Link, redirect, useNavigate, useRevalidator } from "react-router";
import { CartSummary } from "../components/cart/CartSummary";
import { CouponForm } from "../components/cart/CouponForm";
import { PriceChanges } from "../components/cart/PriceChanges";
import { AddressFields, readAddress } from "../components/checkout/AddressFields";
import { CheckoutLines } from "../components/checkout/CheckoutLines";
import { SavedAddressPicker } from "../components/checkout/SavedAddressPicker";
import { FormError } from "../components/ui/FormField";
import { useTranslation } from "../i18n/i18n";
import { ApiError, api, formErrorsOf } from "../lib/api";
import { pageHead } from "../lib/seo";
import { briefLines, type CartAnswer } from "../lib/useAddToCart";
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
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { addresses, countries, buyNow } = loaderData;
  const [view, setView] = useState(loaderData.cart);
  useEffect(() => setView(loaderData.cart), [loaderData]);
  const [addressId, setAddressId] = useState<number | null>(addresses.find((a) => a.default_shipping)?.id ?? addresses[0]?.id ?? null);
  const [billingSame, setBillingSame] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // one key per visit of this page: a double submit or a retry after a lost answer places the order once
  const idempotencyKey = useMemo(() => `ck_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`, []);

  const priceFor = async (cityId: number) => {
    if (!cityId) return;
    try {
      setView(
        await api<CartAnswer>("user/find/shipping_cost", {
          method: "POST",
          body: { city_id: cityId, buy_now: buyNow ? "1" : "0" },
          quiet: true,
        }),
      );
    } catch {
      /* keeps the last figures */
    }
  };
  // the shipping cost follows the chosen address (not every change of the address list)
  const priceAddress = useEffectEvent((id: typeof addressId) => {
    const a = addresses.find((x) => x.id === id);
    if (a) void priceFor(a.city_id);
  });
  useEffect(() => priceAddress(addressId), [addressId]);

  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const answer = await api<{ code: string }>("user/confirm-order", {
        method: "POST",
        body: {
          ...(addressId ? { shipping_address_id: addressId } : { shipping_address: readAddress(form, "shipping") }),
          billing_same: billingSame ? "1" : "0",
          ...(billingSame ? {} : { billing_address: readAddress(form, "billing") }),
          buy_now: buyNow ? "1" : "0",
          trx_id: view.trx_id,
          idempotency_key: idempotencyKey,
        },
      });
      if (!buyNow) dispatch({ type: "carts", list: [] });
      void navigate(`/payment/${answer.code}`);
    } catch (err) {
      const found = formErrorsOf(err);
      if (found) setErrors(found);
      // the cart moved under the shopper (a price, stock, a coupon): show its new figures
      if (err instanceof ApiError && err.status === 409) void revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-5 text-2xl font-bold sm:text-3xl">{t("checkout")}</h1>
      <PriceChanges changes={loaderData.cart.price_changes} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* the coupon form sits outside this form (forms do not nest); the place-order button names it */}
        <form id="checkout-form" onSubmit={(e) => void place(e)} noValidate className="space-y-5" data-testid="checkout-form">
          <FormError message={errors.form} />
          <section className="rounded-2xl border border-gray-100 bg-white p-5">
            <h2 className="mb-4 text-lg font-bold">{t("shipping_address")}</h2>
            {addresses.length > 0 && <SavedAddressPicker addresses={addresses} chosen={addressId} onChoose={setAddressId} />}
            {addressId === null && (
              <AddressFields prefix="shipping" countries={countries} errors={errors} onCity={(id) => void priceFor(id)} />
            )}
            <label className="mt-4 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={billingSame}
                onChange={(e) => setBillingSame(e.target.checked)}
                className="size-4 accent-[var(--color-primary)]"
                data-testid="billing-same"
              />
              {t("billing_same")}
            </label>
          </section>
          {!billingSame && (
            <section className="rounded-2xl border border-gray-100 bg-white p-5">
              <h2 className="mb-4 text-lg font-bold">{t("billing_address")}</h2>
              <AddressFields prefix="billing" countries={countries} errors={errors} />
            </section>
          )}
          <CheckoutLines view={view} />
        </form>
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
            <Link to="/cart" className="mt-2 block text-center text-sm text-gray-600 hover:text-primary">
              {t("cart")}
            </Link>
          </CartSummary>
        </div>
      </div>
    </div>
  );
}
