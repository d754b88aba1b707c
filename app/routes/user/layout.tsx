import { NavLink, Outlet } from "react-router";
import { Avatar } from "../../components/account/Avatar";
import {
  Bell,
  ClipboardList,
  CreditCard,
  FileDown,
  Gift,
  Heart,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  MapPin,
  Megaphone,
  ScrollText,
  Share2,
  ShieldCheck,
  Store,
  Tag,
  Trophy,
  UserPen,
  Wallet,
} from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useSignOut } from "../../lib/useSignOut";
import { useStore } from "../../store/store";
import type { Route } from "./+types/layout";

/** Every /user page needs a signed-in user: a guest goes to /login and comes back here afterwards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return null;
}

const LINKS = [
  // operators (admin and staff) reach the admin console from their account
  { to: "/admin", label: "admin_console", icon: ShieldCheck, operator: true },
  { to: "/user/dashboard", label: "dashboard", icon: LayoutDashboard },
  { to: "/user/order-history", label: "order_history", icon: ClipboardList },
  { to: "/user/digital-product-orders", label: "digital_orders", icon: FileDown },
  { to: "/user/edit-profile", label: "edit_profile", icon: UserPen },
  { to: "/user/change-password", label: "change_password", icon: KeyRound },
  { to: "/user/addresses", label: "addresses", icon: MapPin },
  { to: "/user/notification", label: "notifications", icon: Bell },
  { to: "/user/wishlist", label: "wishlist", icon: Heart },
  { to: "/user/followed-shop", label: "followed_shops", icon: Store },
  { to: "/user/gateway", label: "pay_menu", icon: CreditCard },
  { to: "/my-wallet", label: "my_wallet", icon: Wallet, wallet: true },
  { to: "/my-rewards", label: "my_rewards", icon: Trophy, reward: true },
  { to: "/user/gift-voucher", label: "gift_voucher", icon: Gift, wallet: true },
  { to: "/affiliate-system", label: "affiliate_system", icon: Share2, affiliate: true },
  { to: "/user/submit_ad", label: "submit_ad", icon: Megaphone },
  { to: "/user/manage_ads", label: "manage_ads", icon: Tag },
  { to: "/user/user-to-seller", label: "become_seller", icon: Store },
  { to: "/user/help", label: "help", icon: LifeBuoy },
  { to: "/user/rules", label: "rules", icon: ScrollText },
];

/** The account area: the shopper's card and menu beside the page. */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { state } = useStore();
  const signOut = useSignOut();
  const user = state.user;
  const walletOn = Number(state.settings_data.wallet_system) === 1;
  // the page data lists `reward` only while rewards really work
  const rewardOn = state.add_ons.includes("reward");
  const affiliateOn = state.add_ons.includes("affiliate");
  const operator = user?.role === "admin" || user?.role === "staff";
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex shrink-0 items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? "bg-[var(--profile-sidebar-active,var(--color-primary-soft))] text-primary" : "text-gray-700 hover:bg-[var(--profile-sidebar-hover,var(--color-gray-50))] hover:text-primary"}`;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="min-w-0 space-y-3 lg:sticky lg:top-36 lg:self-start">
        {user && (
          <div className="flex items-center gap-3 rounded-2xl border border-gray-100 bg-white p-4">
            <Avatar user={user} size={48} testId="account-avatar" />
            <div className="min-w-0">
              <p className="truncate font-semibold" data-testid="account-name">
                {user.full_name}
              </p>
              <p className="truncate text-xs text-gray-500" dir="ltr">
                {user.email}
              </p>
            </div>
          </div>
        )}
        <nav
          aria-label={t("account_menu")}
          className="flex gap-1 overflow-x-auto rounded-2xl border border-gray-100 bg-white p-2 scrollbar-none lg:flex-col"
        >
          {LINKS.filter(
            (l) =>
              (!("wallet" in l) || walletOn) &&
              (!("reward" in l) || rewardOn) &&
              (!("affiliate" in l) || affiliateOn) &&
              (!("operator" in l) || operator),
          ).map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={link}>
              <Icon className="size-4" />
              {t(label)}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex shrink-0 items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-start text-sm font-medium text-red-600 hover:bg-red-50"
            data-testid="sign-out"
          >
            <LogOut className="size-4" />
            {t("sign_out")}
          </button>
        </nav>
      </aside>
      <section className="min-w-0">
        <Outlet />
      </section>
    </div>
  );
}
