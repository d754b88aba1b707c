import { useEffect, useEffectEvent } from "react";
import { useLocation } from "react-router";
import { isPrivatePath } from "../../../kernel/private-paths";
import { api } from "../../lib/api";
import { useStore } from "../../store/store";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

/**
 * After each navigation: route-change resets (spec section 2), scroll to top (then to the part of
 * the page the address names, `#id`), and a page view:
 * counted first-party, and sent to the analytics provider when a setting turns one on
 * (never for a path that carries a secret, such as a reset link).
 */
export function usePageViews() {
  const { pathname, search, hash } = useLocation();
  const { state, dispatch } = useStore();
  const provider = String(state.settings_data.analytics_provider);
  const analyticsId = String(state.settings_data.analytics_id ?? "");
  const onNavigated = useEffectEvent((path: string, query: string) => {
    dispatch({ type: "routeChanged" });
    window.scrollTo({ top: 0 });
    // a link to a part of a page (a card's "/product/…#contact-seller"): that part comes into view,
    // scrolled no further than it needs (the router's scroll would put it at the top, hiding what is above)
    partOfPage(hash)?.scrollIntoView({ block: "nearest" });
    if (isPrivatePath(path)) return; // a reset link: its code is nobody's business, not even ours
    const appPath = (document.getElementById("app_path") as HTMLInputElement | null)?.value ?? "";
    api("analytics/page-view", { method: "POST", body: { path }, quiet: true }).catch(() => {});
    if (provider === "google" && analyticsId && window.gtag) window.gtag("event", "page_view", { page_path: appPath + path + query });
  });
  useEffect(() => onNavigated(pathname, search), [pathname, search]);
}

/** The element an address's `#id` names on the page, if any (a malformed escape names none). */
function partOfPage(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
