import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { z } from "zod";
import type { AddressView } from "../../../domain/addresses/address-view";
import { useTranslation } from "../../i18n/i18n";
import { ApiError, api } from "../../lib/api";
import { useShopForm } from "../../lib/use-shop-form";
import type { CartAnswer } from "../../lib/useAddToCart";
import { useStore } from "../../store/store";
import { type AddressField, AddressFields, AddressInput, blankAddress, type Place } from "../account/AddressFields";
import { errorAt, FormError } from "../ui/FormField";
import { CheckoutLines } from "./CheckoutLines";
import { DeliveryModeSwitch, type PickupHubView, PickupPointPicker } from "./PickupPointPicker";
import { SavedAddressPicker } from "./SavedAddressPicker";

/** What the checkout form holds: an address typed for shipping and one for billing (each sent only when used). */
const CheckoutInput = z.object({ shipping: AddressInput, billing: AddressInput });
const FIELDS: readonly AddressField[] = AddressInput.keyof().options;
type Prefix = "shipping" | "billing";

/**
 * The checkout's figures (the server's, per seller) and the chosen saved address (the default
 * shipping one first): the shipping cost follows the chosen address, or the city of a typed one.
 */
export function useCheckoutFigures(cart: CartAnswer, addresses: AddressView[], buyNow: boolean, hubs: PickupHubView[] = []) {
  const [view, setView] = useState(cart);
  useEffect(() => setView(cart), [cart]);
  const [addressId, setAddressId] = useState<number | null>(addresses.find((a) => a.default_shipping)?.id ?? addresses[0]?.id ?? null);
  // the city priced and the shipping method chosen per seller (decision 076), or the pickup point (decision 080): the server prices them
  const [city, setCity] = useState(0);
  const [methods, setMethods] = useState<Record<string, string>>({});
  const [pickup, setPickupOn] = useState(false);
  const [hubId, setHubId] = useState<number | null>(null);
  const quote = async (where: Record<string, unknown>, chosen: Record<string, string>) => {
    try {
      setView(
        await api<CartAnswer>("user/find/shipping_cost", {
          method: "POST",
          body: { ...where, buy_now: buyNow ? "1" : "0", shipping_methods: chosen },
          quiet: true,
        }),
      );
    } catch {
      /* keeps the last figures */
    }
  };
  const priceFor = async (cityId: number, chosen = methods) => {
    if (!cityId) return;
    setCity(cityId);
    if (!pickup) await quote({ city_id: cityId }, chosen);
  };
  const chooseHub = (id: number, chosen = methods) => {
    setHubId(id);
    void quote({ checkout_method: 1, pick_hub_id: id }, chosen);
  };
  const setPickup = (on: boolean) => {
    setPickupOn(on);
    const hub = hubId ?? hubs[0]?.id ?? null;
    if (on && hub !== null) chooseHub(hub);
    if (!on && city) void quote({ city_id: city }, methods);
  };
  const chooseMethod = (shopId: number, kind: string) => {
    const chosen = { ...methods, [String(shopId)]: kind };
    setMethods(chosen);
    if (pickup && hubId !== null) chooseHub(hubId, chosen);
    else void priceFor(city, chosen);
  };
  // the shipping cost follows the chosen address (not every change of the address list)
  const priceAddress = useEffectEvent((id: typeof addressId) => {
    const a = addresses.find((x) => x.id === id);
    if (a) void priceFor(a.city_id);
  });
  useEffect(() => priceAddress(addressId), [addressId]);
  return { view, setView, addressId, setAddressId, priceFor, chooseMethod, pickup, setPickup, hubId, chooseHub };
}

/**
 * Placing the order (`user/confirm-order`): the chosen saved address or the typed one, billing
 * the same or typed, one idempotency key per visit of the page (a double submit or a retry after
 * a lost answer places the order once), then on to payment. A cart that moved under the shopper
 * (409: a price, stock, a coupon) reloads the page's figures. The server's messages about a typed
 * address (`shipping_name` …) go beside its fields.
 */
export function useCheckoutForm({
  buyNow,
  trxId,
  addressId,
  view,
  hubId = null,
}: {
  buyNow: boolean;
  trxId: string;
  addressId: number | null;
  view?: CartAnswer;
  /** collected at this pickup point (`checkout_method` 1): the address above is the shopper's own, for billing */
  hubId?: number | null;
}) {
  const { state, dispatch } = useStore();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [billingSame, setBillingSame] = useState(true);
  const idempotencyKey = useMemo(() => `ck_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`, []);
  const { form, send } = useShopForm(CheckoutInput, {
    defaultValues: { shipping: blankAddress(state.user), billing: blankAddress(state.user) },
  });
  const submit = form.handleSubmit(async ({ shipping, billing }) => {
    const answer = await send<{ code: string }>(
      "user/confirm-order",
      {
        ...(addressId ? { shipping_address_id: addressId } : { shipping_address: shipping }),
        ...(hubId !== null
          ? { checkout_method: 1, pick_hub_id: hubId }
          : { billing_same: billingSame ? "1" : "0", ...(billingSame ? {} : { billing_address: billing }) }),
        buy_now: buyNow ? "1" : "0",
        trx_id: trxId,
        idempotency_key: idempotencyKey,
        // the method shown per seller and its fee: a fee changed since is a 409 with the new figures
        ...shippingShown(view),
      },
      {
        loud: true,
        successToast: false,
        placeError: (field) => {
          if (field === "form") return "root.form";
          if (field === "pick_hub_id") return "root.pick_hub_id";
          const typed = /^(shipping|billing)_(\w+)$/.exec(field);
          const at = typed && FIELDS.find((f) => f === typed[2]);
          return typed && at ? `${typed[1]}.${at}` : false;
        },
        onFailed: (err) => {
          if (err instanceof ApiError && err.status === 409) void revalidator.revalidate();
        },
      },
    );
    if (!answer) return;
    if (!buyNow) dispatch({ type: "carts", list: [] });
    void navigate(`/payment/${answer.code}`);
  });
  return { form, submit, busy: form.formState.isSubmitting, billingSame, setBillingSame, pickup: hubId !== null };
}

/** The shipping method and fee the page shows for each seller that can be ordered. */
function shippingShown(view?: CartAnswer) {
  const shown = Object.values(view?.checkouts ?? {}).filter((c) => !c.held && c.shipping_method);
  return {
    shipping_methods: Object.fromEntries(shown.map((c) => [String(c.seller_id), c.shipping_method])),
    shipping_seen: Object.fromEntries(shown.map((c) => [String(c.seller_id), c.shipping_cost])),
  };
}

type Checkout = ReturnType<typeof useCheckoutForm>;

/** The checkout form: the shipping address (a saved one or typed), billing the same or typed, and the lines per seller. */
export function CheckoutForm({
  checkout,
  addresses,
  countries,
  addressId,
  onAddress,
  onCity,
  onMethod,
  view,
  pickup,
}: {
  checkout: Checkout;
  addresses: AddressView[];
  countries: Place[];
  addressId: number | null;
  onAddress: (id: number | null) => void;
  onCity: (cityId: number) => void;
  onMethod?: (shopId: number, kind: string) => void;
  view: CartAnswer;
  /** the pickup points on offer and the shopper's choice (decision 080) */
  pickup?: { hubs: PickupHubView[]; on: boolean; setOn: (on: boolean) => void; hubId: number | null; choose: (id: number) => void };
}) {
  const { t } = useTranslation();
  const atPoint = Boolean(pickup?.on);
  const { form, submit, billingSame, setBillingSame } = checkout;
  const { errors } = form.formState;
  const typed = (prefix: Prefix, onTyped?: (cityId: number) => void) => {
    const [country_id, state_id, city_id] = form.watch([`${prefix}.country_id`, `${prefix}.state_id`, `${prefix}.city_id`]);
    return (
      <AddressFields
        field={(name) => form.register(`${prefix}.${name}`)}
        nameOf={(name) => `${prefix}[${name}]`}
        chosen={{ country_id, state_id, city_id }}
        set={(name, value) => form.setValue(`${prefix}.${name}`, value)}
        errors={Object.fromEntries(FIELDS.map((f) => [f, errorAt(errors, `${prefix}.${f}`)]))}
        countries={countries}
        onCity={onTyped}
        section={prefix}
        testId={`${prefix}-fields`}
      />
    );
  };
  return (
    <form id="checkout-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-5" data-testid="checkout-form">
      <FormError message={errors.root?.form?.message} />
      <section className="rounded-2xl border border-gray-100 bg-white p-5">
        {pickup && pickup.hubs.length > 0 && <DeliveryModeSwitch pickup={atPoint} onChange={pickup.setOn} />}
        {pickup && atPoint && (
          <PickupPointPicker hubs={pickup.hubs} chosen={pickup.hubId} onChoose={pickup.choose} error={errors.root?.pick_hub_id?.message} />
        )}
        <h2 className="mb-4 text-lg font-bold">{t(atPoint ? "pickup_your_details" : "shipping_address")}</h2>
        {addresses.length > 0 && <SavedAddressPicker addresses={addresses} chosen={addressId} onChoose={onAddress} />}
        {addressId === null && typed("shipping", onCity)}
        <label className={`mt-4 flex items-center gap-2 text-sm ${atPoint ? "hidden" : ""}`}>
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
      {!billingSame && !atPoint && (
        <section className="rounded-2xl border border-gray-100 bg-white p-5">
          <h2 className="mb-4 text-lg font-bold">{t("billing_address")}</h2>
          {typed("billing")}
        </section>
      )}
      <CheckoutLines view={view} onMethod={onMethod} />
    </form>
  );
}
