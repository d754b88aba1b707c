import { addressesOf } from "../domain/addresses/address-view";
import { cartOwnerOf } from "../domain/cart/cart-owner";
import { cartView } from "../domain/cart/cart-view";
import type { Ctx, Viewer } from "../domain/context";
import { countryList } from "../domain/geo/places";
import { checkoutPlace } from "../domain/orders/city-shipping";
import { pickupCheckout } from "../domain/pickup-points/pickup-checkout";
import { loadSettings } from "../domain/settings/load-settings";

/** The cart and checkout pages' data, for this request's viewer (guests by session). */
export function pageCart(ctx: Ctx, viewer: Viewer) {
  const owner = cartOwnerOf(viewer);
  return {
    view: (buyNow = false) => cartView(ctx, owner, { buyNow, locale: viewer.locale }),
    /** the checkout: saved addresses (users), the country list, the pickup points, the cart priced for the default shipping address */
    checkout: async (buyNow: boolean) => {
      const [settings, addresses, countries, pickup] = await Promise.all([
        loadSettings(ctx),
        viewer.userId === null ? [] : addressesOf(ctx.db, viewer.userId),
        countryList(ctx),
        pickupCheckout(ctx, {}),
      ]);
      // the address the form starts with: the default shipping one, else the first (CheckoutForm)
      const defaultCity = (addresses.find((a) => a.default_shipping) ?? addresses[0])?.city_id ?? 0;
      const cart = await cartView(ctx, owner, { buyNow, locale: viewer.locale, ...(await checkoutPlace(ctx, defaultCity)) });
      return {
        cart,
        addresses,
        countries,
        // the pickup points on offer (decision 080)
        pickupHubs: pickup.hubs,
        guestAllowed: !settings.disable_guest,
        signedIn: viewer.userId !== null,
      };
    },
  };
}
