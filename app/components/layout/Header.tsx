import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { useSignInPath } from "../../lib/sign-in-link";
import { useStore } from "../../store/store";
import { Avatar } from "../account/Avatar";
import { AppLink, AppNavLink } from "../ui/AppLink";
import { NamedIcon } from "../ui/Icons";
import { Bell, GitCompareArrows, Heart, Menu, ShoppingCart, Store, UserRound, X } from "../ui/icon-set";
import { DemoColours } from "./DemoColours";
import { SearchBox } from "./SearchBox";
import { Switchers } from "./Switchers";

function Counter({
  to,
  label,
  count,
  children,
  testId,
}: {
  to: string;
  label: string;
  count: number;
  children: React.ReactNode;
  testId: string;
}) {
  const { number } = useNumbers();
  return (
    <AppLink
      to={to}
      className="relative flex flex-col items-center rounded-lg p-2 text-gray-700 hover:bg-gray-100 hover:text-primary"
      aria-label={`${label} (${number(count)})`}
    >
      {children}
      <span
        data-testid={testId}
        className="absolute -top-0.5 end-0 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] font-semibold leading-5 text-white"
      >
        {number(count)}
      </span>
      <span className="mt-0.5 hidden text-[11px] lg:block">{label}</span>
    </AppLink>
  );
}

export function Header() {
  const { state, dispatch } = useStore();
  const { t } = useTranslation();
  const site = String(state.settings_data.site_name);
  const cartCount = state.carts.length;
  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm print:hidden">
      <div className="border-b border-gray-100 bg-gray-50 text-sm">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5">
          <p className="hidden truncate text-gray-600 sm:block">{t("welcome_message")}</p>
          <div className="flex items-center gap-2">
            <Switchers />
            <DemoColours />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap">
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-gray-100 lg:hidden"
          aria-label={t("menu")}
          onClick={() => dispatch({ type: "sidebar", open: true })}
        >
          <Menu className="size-6" />
        </button>
        <AppLink to="/" className="flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight text-gray-900">
          <span className="grid size-9 place-items-center rounded-xl bg-primary text-white">
            <Store className="size-5" />
          </span>
          {/* the link's name on every width; seen from sm up */}
          <span className="sr-only sm:not-sr-only">{site}</span>
        </AppLink>
        <SearchBox />
        <nav className="ms-auto flex items-center gap-1 sm:ms-0" aria-label={t("your_lists")}>
          <Counter to="/compare-list" label={t("compare")} count={state.compare_list} testId="compare-count">
            <GitCompareArrows className="size-6" />
          </Counter>
          <Counter to="/user/wishlist" label={t("wishlist")} count={state.wishlists} testId="wishlist-count">
            <Heart className="size-6" />
          </Counter>
          <Counter to="/cart" label={t("cart")} count={cartCount} testId="cart-count">
            <ShoppingCart className="size-6" />
          </Counter>
          {state.user && (
            <Counter to="/user/notification" label={t("notifications")} count={state.notificationsUnseen ?? 0} testId="notification-count">
              <span className="relative">
                <Bell className="size-6" />
                <RealtimeDot />
              </span>
            </Counter>
          )}
          <AccountLink />
        </nav>
      </div>
      <CategoryBar />
      <Sidebar open={state.sidebarOpen} onClose={() => dispatch({ type: "sidebar", open: false })} />
    </header>
  );
}

const DOT: Record<string, string> = {
  connected: "bg-emerald-500",
  connecting: "bg-amber-400",
  initialized: "bg-amber-400",
  unavailable: "bg-amber-500",
  failed: "bg-gray-400",
  disconnected: "bg-gray-400",
};

/** The realtime connection's state (spec section 7), unobtrusively: a small dot on the bell, its name for screen readers and on hover. */
function RealtimeDot() {
  const { state } = useStore();
  const { t } = useTranslation();
  if (!state.realtimeState) return null;
  const label = t(`realtime_${state.realtimeState}`);
  return (
    <span
      className={`absolute -bottom-0.5 -start-0.5 size-2.5 rounded-full ring-2 ring-white ${DOT[state.realtimeState] ?? "bg-gray-400"}`}
      title={label}
      data-testid="realtime-state"
      data-state={state.realtimeState}
    >
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Sign in for a guest (and back to this page afterwards); the account (picture and first name) for a signed-in shopper. */
function AccountLink() {
  const { state } = useStore();
  const { t } = useTranslation();
  const user = state.user;
  const signIn = useSignInPath();
  return (
    <AppLink
      to={user ? "/user/dashboard" : signIn}
      className="flex flex-col items-center rounded-lg p-2 text-gray-700 hover:bg-gray-100 hover:text-primary"
      data-testid={user ? "account-link" : "sign-in-link"}
    >
      {user ? <Avatar user={user} size={24} /> : <UserRound className="size-6" />}
      <span className="mt-0.5 hidden max-w-20 truncate text-[11px] lg:block">{user ? user.first_name : t("sign_in")}</span>
      <span className="sr-only lg:hidden">{user ? t("my_account") : t("sign_in")}</span>
    </AppLink>
  );
}

function CategoryBar() {
  const { state } = useStore();
  const { t } = useTranslation();
  const videoShopping = state.add_ons.includes("video_shopping");
  const link = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-primary" : "text-[var(--menu-text-color,var(--color-gray-700))] hover:text-primary"}`;
  // the demo colour switcher's menu colours (app/lib/demo-colours.ts), else the shop's own
  return (
    <div className="hidden border-t border-gray-100 bg-[var(--menu-bg-color,transparent)] lg:block">
      {/* the mega menu sits outside the scrolling strip: an overflow-x-auto box would clip it */}
      <nav className="mx-auto flex max-w-7xl items-center gap-1 px-4" aria-label={t("categories")}>
        <div className="group relative shrink-0">
          <AppNavLink to="/categories" className={link}>
            <span className="inline-flex items-center gap-1.5">
              <Menu className="size-4" />
              {t("all_categories")}
            </span>
          </AppNavLink>
          <div className="invisible absolute start-0 top-full z-50 w-[min(56rem,90vw)] rounded-b-xl border border-gray-100 bg-white p-5 opacity-0 shadow-xl transition group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100">
            <div className="grid grid-cols-4 gap-5">
              {state.categories.map((root) => (
                <div key={root.id}>
                  <AppLink to={`/category/${root.slug}`} className="flex items-center gap-2 font-semibold text-gray-900 hover:text-primary">
                    <NamedIcon name={root.icon} className="size-4 text-primary" />
                    {root.title}
                  </AppLink>
                  <ul className="mt-2 space-y-1">
                    {root.child_categories.map((c) => (
                      <li key={c.id}>
                        <AppLink to={`/category/${c.slug}`} className="text-sm text-gray-600 hover:text-primary">
                          {c.title}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </div>
        <div className="flex min-w-0 items-center gap-1 overflow-x-auto scrollbar-none">
          {state.categories.slice(0, 5).map((c) => (
            <AppNavLink key={c.id} to={`/category/${c.slug}`} className={link}>
              {c.title}
            </AppNavLink>
          ))}
          <AppNavLink to="/flash-sale" className={link}>
            {t("flash_sale")}
          </AppNavLink>
          <AppNavLink to="/offer/products" className={link}>
            {t("offers")}
          </AppNavLink>
          <AppNavLink to="/best-selling/products" className={link}>
            {t("best_selling")}
          </AppNavLink>
          <AppNavLink to="/brands" className={link}>
            {t("brands")}
          </AppNavLink>
          <AppNavLink to="/sellers" className={link}>
            {t("sellers")}
          </AppNavLink>
          <AppNavLink to="/blogs" className={link}>
            {t("nav_blogs")}
          </AppNavLink>
          {videoShopping && (
            <AppNavLink to="/video-shopping" className={link}>
              {t("video_shopping")}
            </AppNavLink>
          )}
        </div>
      </nav>
    </div>
  );
}

function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { state } = useStore();
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label={t("menu")}>
      <button type="button" className="absolute inset-0 bg-black/40" aria-label={t("close")} onClick={onClose} />
      <div className="absolute inset-y-0 start-0 w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <span className="text-lg font-bold">{t("categories")}</span>
          <button type="button" onClick={onClose} className="rounded p-1 hover:bg-gray-100" aria-label={t("close")}>
            <X className="size-5" />
          </button>
        </div>
        <ul className="space-y-3">
          {state.categories.map((root) => (
            <li key={root.id}>
              <AppLink to={`/category/${root.slug}`} className="flex items-center gap-2 font-semibold">
                <NamedIcon name={root.icon} className="size-4 text-primary" />
                {root.title}
              </AppLink>
              <ul className="mt-1 space-y-1 ps-6">
                {root.child_categories.map((c) => (
                  <li key={c.id}>
                    <AppLink to={`/category/${c.slug}`} className="text-sm text-gray-600">
                      {c.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-2 border-t pt-4 text-sm font-medium">
          <AppLink to="/flash-sale">{t("flash_sale")}</AppLink>
          <AppLink to="/campaigns">{t("campaigns")}</AppLink>
          <AppLink to="/offer/products">{t("offers")}</AppLink>
          <AppLink to="/best-selling/products">{t("best_selling")}</AppLink>
          <AppLink to="/brands">{t("brands")}</AppLink>
          <AppLink to="/sellers">{t("sellers")}</AppLink>
          <AppLink to="/blogs">{t("nav_blogs")}</AppLink>
          {state.add_ons.includes("video_shopping") && <AppLink to="/video-shopping">{t("video_shopping")}</AppLink>}
          <AppLink to="/contact">{t("nav_contact")}</AppLink>
        </div>
      </div>
    </div>
  );
}
