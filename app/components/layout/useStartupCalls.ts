import { useEffect, useEffectEvent } from "react";
import type { PageData } from "../../../server/page-data";
import { api } from "../../lib/api";
import { useStore } from "../../store/store";

export const STARTUP_DELAY_MS = 10_000;

/**
 * Spec section 4: 10 s after load, re-request the active currency (or, with the ishopet
 * add-on, take it from the geolocation call) and fetch the viewed products.
 */
export function useStartupCalls() {
  const { state, dispatch } = useStore();
  const ishopet = state.add_ons.includes("ishopet");
  const startupCalls = useEffectEvent(() => {
    const currency = ishopet
      ? api<{ currency: PageData["active_currency"] }>("get/geolocale", { errorToast: "info" }).then((r) => r.currency)
      : api<{ active_currency: PageData["active_currency"] }>(`change/currency/${state.active_currency.code}`, {
          errorToast: "info",
        }).then((r) => r.active_currency);
    currency.then((c) => dispatch({ type: "currency", currency: c })).catch(() => {});
    api<{ viewed_products: PageData["viewed_products"] }>("viewed-products")
      .then((r) => dispatch({ type: "viewedProducts", list: r.viewed_products }))
      .catch(() => {});
  });
  // once per page load
  useEffect(() => {
    const timer = setTimeout(() => startupCalls(), STARTUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
