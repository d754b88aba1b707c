import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";

/** The window event a live notice about an order becomes (useRealtime), for the pages that show that order. */
const ORDER_NOTICE = "bazaar:order-notice";

/** Tell the open page that an order changed (a status, a parcel's step): called by the realtime connection. */
export function announceOrderNotice(code: string) {
  window.dispatchEvent(new CustomEvent<string>(ORDER_NOTICE, { detail: code }));
}

/**
 * Reload the page's data when a live notice tells of one of these orders (decision 077): the
 * buyer's open order page and /track-order show a parcel's new step without a reload. `onHeard`
 * replaces the loader's revalidation (a page whose data came from a call, not a loader).
 */
export function useLiveOrders(codes: string[], onHeard?: () => void) {
  const revalidator = useRevalidator();
  const key = codes.join(" ");
  const heard = useEffectEvent((code: string) => {
    if (!key.split(" ").includes(code)) return;
    if (onHeard) onHeard();
    else void revalidator.revalidate();
  });
  useEffect(() => {
    if (!key) return;
    const listener = (e: Event) => heard((e as CustomEvent<string>).detail);
    window.addEventListener(ORDER_NOTICE, listener);
    return () => window.removeEventListener(ORDER_NOTICE, listener);
  }, [key]);
}
