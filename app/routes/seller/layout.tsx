import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, NavLink, Outlet, useLocation, useRouteError } from "react-router";
import {
  BadgePercent,
  ClipboardList,
  FileText,
  Film,
  Hourglass,
  LayoutDashboard,
  Megaphone,
  MessageSquareReply,
  Package,
  Store,
  Truck,
  Wallet,
} from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useNoteNavigationFailure } from "../../lib/navigation-failures";
import { NotFoundScreen } from "../not-found";
import type { Route } from "./+types/layout";

/**
 * Every /seller page: a guest goes to /login (and comes back); a verified seller gets the
 * centre; a seller whose shop awaits verification the waiting screen (403); anyone else the 404
 * screen. The pages' own loaders pass the same guard (`requireSeller`) as the calls.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  const standing = await context.seller.standing();
  if (standing.as === "none") throw data({ message: "page_not_found" }, { status: 404 });
  if (standing.as === "awaiting") throw data({ message: "shop_awaits_verification", shop: standing.shop.name }, { status: 403 });
  return { shop: standing.shop };
}

const LINKS = [
  { to: "/seller", label: "seller_dashboard", icon: LayoutDashboard, end: true },
  { to: "/seller/products", label: "seller_products", icon: Package },
  { to: "/seller/orders", label: "seller_orders", icon: ClipboardList },
  { to: "/seller/coupons", label: "seller_coupons", icon: BadgePercent },
  { to: "/seller/campaigns", label: "seller_campaigns", icon: Megaphone },
  { to: "/seller/shop", label: "seller_shop_settings", icon: Store },
  { to: "/seller/shipping", label: "seller_shipping", icon: Truck },
  { to: "/seller/earnings", label: "seller_earnings", icon: Wallet },
  { to: "/seller/statements", label: "seller_statements", icon: FileText },
  { to: "/seller/reviews", label: "seller_reviews", icon: MessageSquareReply },
  { to: "/seller/videos", label: "video_ads_title", icon: Film },
];

/** The seller centre: the shop's name and menu beside the page (a scrolling row of links on a phone). */
export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // on a phone the menu is one scrolling row: bring the current page's entry into sight
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again on each page of the centre (the NavLink marks the new one)
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>("[aria-current=page]");
    const row = nav.current;
    if (current && row && row.scrollWidth > row.clientWidth)
      row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - 8;
  }, [pathname]);
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex shrink-0 items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? "bg-primary-soft text-primary" : "text-gray-700 hover:bg-gray-50 hover:text-primary"}`;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] print:block print:p-0">
      <aside className="min-w-0 space-y-3 lg:sticky lg:top-36 lg:self-start print:hidden">
        <div className="rounded-2xl border border-gray-100 bg-white p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("seller_centre")}</p>
          <p className="truncate font-semibold text-gray-900" data-testid="seller-shop-name">
            {loaderData.shop.name}
          </p>
        </div>
        <nav
          ref={nav}
          aria-label={t("seller_menu")}
          className="flex gap-1 overflow-x-auto rounded-2xl border border-gray-100 bg-white p-2 scrollbar-none lg:flex-col"
          data-testid="seller-nav"
        >
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <NavLink key={to} to={to} end={end} className={link} prefetch="intent">
              <Icon className="size-4" aria-hidden="true" />
              {t(label)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <section className="min-w-0">
        <Outlet />
      </section>
    </div>
  );
}

/** A shop still waiting for the operator's check sees why; anything else unknown is the 404 screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  useNoteNavigationFailure(error);
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-20 text-center" data-testid="seller-awaiting">
        <Hourglass className="size-12 text-amber-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-gray-900">{t("seller_awaiting_title")}</h1>
        <p className="text-gray-600">{t("seller_awaiting_text")}</p>
      </div>
    );
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}
