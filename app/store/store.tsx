import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from "react";
import type { AccountState } from "../../domain/accounts/account-state";
import type { PageData, VisitorParts } from "../../server/page-data";
import { whenVisitorParts } from "../lib/visitor-parts";

/**
 * The client store. It starts from the page data the server embedded (spec section 1) and
 * holds what changes in the browser: the active currency, counters, UI flags.
 */
export interface StoreState extends PageData {
  searchResults: unknown[];
  sidebarOpen: boolean;
  defaultCategoryDisplay: boolean;
  responseCheck: boolean;
  /** the signed-in user's unseen notifications (null until known), kept live by the realtime connection */
  notificationsUnseen: number | null;
  /** the realtime connection's state (spec section 7): initialized, connecting, connected, unavailable, failed, disconnected; null when off */
  realtimeState: string | null;
}

type Action =
  | { type: "pageData"; data: PageData }
  | { type: "routeChanged" }
  | { type: "currency"; currency: PageData["active_currency"] }
  | { type: "sidebar"; open: boolean }
  | { type: "viewedProducts"; list: PageData["viewed_products"] }
  | { type: "viewedFirst"; product: PageData["viewed_products"][number] }
  | { type: "searchResults"; list: unknown[] }
  | { type: "wishlist"; productId: number; on: boolean }
  | { type: "follow"; shopId: number; on: boolean }
  | { type: "compareCount"; count: number }
  | { type: "compare"; productId: number; on: boolean }
  | { type: "carts"; list: PageData["carts"] }
  | { type: "signedIn"; account: AccountState }
  | { type: "visitorParts"; parts: VisitorParts }
  | { type: "user"; user: AccountState["user"] }
  | { type: "loggedOut" }
  | { type: "notificationsUnseen"; count: number }
  | { type: "realtimeState"; state: string | null };

function reducer(state: StoreState, action: Action): StoreState {
  switch (action.type) {
    case "pageData":
      return { ...state, ...action.data };
    // Spec section 2: on every route change clear the search, close the sidebar,
    // turn off the default category display and reset the response-check flag.
    case "routeChanged":
      return { ...state, searchResults: [], sidebarOpen: false, defaultCategoryDisplay: false, responseCheck: false };
    case "currency":
      return { ...state, active_currency: action.currency };
    case "sidebar":
      return { ...state, sidebarOpen: action.open };
    case "viewedProducts":
      return { ...state, viewed_products: action.list };
    // a product just viewed goes first in the list as it now stands (20 at most)
    case "viewedFirst":
      return {
        ...state,
        viewed_products: [action.product, ...state.viewed_products.filter((p) => p.id !== action.product.id)].slice(0, 20),
      };
    case "searchResults":
      return { ...state, searchResults: action.list };
    case "wishlist": {
      // wishlist ids are added and removed locally without duplicates
      const ids = state.user_wishlists.filter((id) => id !== action.productId);
      if (action.on) ids.push(action.productId);
      return { ...state, user_wishlists: ids, wishlists: ids.length };
    }
    // followed shop ids, like wishlist ids: added and removed locally without duplicates
    case "follow": {
      const ids = state.shop_follower.filter((id) => id !== action.shopId);
      if (action.on) ids.push(action.shopId);
      return { ...state, shop_follower: ids };
    }
    case "compareCount":
      return { ...state, compare_list: action.count };
    case "compare": {
      const ids = state.compare_ids.filter((id) => id !== action.productId);
      if (action.on) ids.push(action.productId);
      return { ...state, compare_ids: ids, compare_list: ids.length };
    }
    // the server's cart replaces the local one (spec §4)
    case "carts":
      return { ...state, carts: action.list };
    case "signedIn":
      return { ...state, ...action.account };
    case "visitorParts":
      return { ...state, ...action.parts };
    case "user":
      return { ...state, user: action.user };
    // spec section 4: logout clears user, compare list, cart and wishlist counts
    case "loggedOut":
      return {
        ...state,
        user: null,
        compare_list: 0,
        compare_ids: [],
        carts: [],
        wishlists: 0,
        user_wishlists: [],
        shop_follower: [],
        notificationsUnseen: null,
      };
    case "notificationsUnseen":
      return { ...state, notificationsUnseen: Math.max(0, action.count) };
    case "realtimeState":
      return { ...state, realtimeState: action.state };
  }
}

const StoreContext = createContext<{ state: StoreState; dispatch: (a: Action) => void } | null>(null);

export function StoreProvider({ pageData, children }: { pageData: PageData; children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, pageData, (data) => ({
    ...data,
    searchResults: [],
    sidebarOpen: false,
    defaultCategoryDisplay: false,
    responseCheck: false,
    notificationsUnseen: null,
    realtimeState: null,
  }));
  // When the root data is reloaded (language switch), the store takes the new page data.
  useEffect(() => {
    if (pageData !== undefined) dispatch({ type: "pageData", data: pageData });
  }, [pageData]);
  // a shared page (decision 054): the visitor's own cart and lists, asked for before hydration
  useEffect(() => whenVisitorParts((parts) => dispatch({ type: "visitorParts", parts })), []);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

/** The store when there is one (a component rendered on its own has none), else null. */
export function useOptionalStore() {
  return useContext(StoreContext);
}

export function useStore() {
  const value = useContext(StoreContext);
  if (!value) throw new Error("useStore outside StoreProvider");
  return value;
}
