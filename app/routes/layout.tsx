import { useState } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useRouteError } from "react-router";
import { ChunkLoadError } from "../components/layout/ChunkLoadError";
import { Footer } from "../components/layout/Footer";
import { Header } from "../components/layout/Header";
import { PromoPopup } from "../components/layout/PromoPopup";
import { Shimmer } from "../components/layout/Shimmer";
import { Toasts } from "../components/layout/Toasts";
import { usePageViews } from "../components/layout/usePageViews";
import { useRealtime } from "../components/layout/useRealtime";
import { useStartupCalls } from "../components/layout/useStartupCalls";
import { useTranslation } from "../i18n/i18n";
import { isChunkLoadError } from "../lib/chunk-load";
import { useNoteNavigationFailure } from "../lib/navigation-failures";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/layout";
import { NotFoundScreen } from "./not-found";

/** The one layout route around every page: header, footer, transitions, toasts (the progress bar is the root layout's). */
export default function ShopLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { state } = useStore();
  usePageViews();
  useStartupCalls();
  useRealtime();
  const target = navigation.location?.pathname;
  const loadingOtherPage = navigation.state === "loading" && target !== undefined && target !== pathname && target !== "/";
  // Transitions only after a navigation in the browser: the first page paints at once (no fade
  // from opacity 0 delaying its largest paint), and the server's markup matches the first render.
  const [firstPath] = useState(pathname);
  const [moved, setMoved] = useState(false);
  if (!moved && pathname !== firstPath) setMoved(true);
  const transition = !moved ? "" : pathname === "/" ? "page-slide-left" : pathname === "/products" ? "page-fade" : "";
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1 overflow-x-clip" id="main">
        {loadingOtherPage ? (
          <Shimmer />
        ) : (
          <div key={pathname} className={transition}>
            <Outlet />
          </div>
        )}
      </main>
      <Footer />
      <PromoPopup />
      <Toasts direction={state.active_language.text_direction === "rtl" ? "rtl" : "ltr"} />
    </div>
  );
}

/**
 * The head of a page that failed inside the layout (an unknown product, a refused call): the
 * page's own meta is not run then, so the error's title is given here, out of search engines.
 * Every page that renders sets its own head.
 */
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return pageHead(args, { title: notFound ? "page_not_found" : "error_page_title", noindex: true });
};

/** A page that failed inside the layout keeps the header and footer: 404s show the 404 screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  useNoteNavigationFailure(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        {notFound ? (
          <NotFoundScreen />
        ) : isChunkLoadError(error) ? (
          // a lazily loaded part of the page did not arrive (decision 070)
          <ChunkLoadError />
        ) : (
          <div className="mx-auto max-w-xl px-4 py-20 text-center">
            <h1 className="text-2xl font-bold">{t("error_page_title")}</h1>
            <p className="mt-3 text-gray-600">{t("error_page_text")}</p>
          </div>
        )}
      </main>
      <Footer />
    </div>
  );
}
