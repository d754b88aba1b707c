import { isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import { Card } from "../../components/account/PageHeading";
import type { LucideIcon } from "../../components/ui/icon-set";
import {
  BadgeCheck,
  BadgePercent,
  Banknote,
  Blocks,
  BookOpen,
  CircleDollarSign,
  ClipboardList,
  CreditCard,
  FileText,
  Film,
  HandCoins,
  Home,
  ImagePlus,
  Landmark,
  LayoutDashboard,
  MapPin,
  Megaphone,
  MessageSquareReply,
  Package,
  Palette,
  RotateCcw,
  Ruler,
  ScrollText,
  ShieldCheck,
  ShoppingBag,
  SlidersHorizontal,
  Store,
  Tag,
  Truck,
  UserRound,
  Wallet,
} from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import type { Route } from "./+types/layout";

/**
 * `/admin`: the admin console's shell (issue 19) for operators only: a guest goes to /login,
 * anyone else who is not an operator gets the 404 screen. The menu shows what the operator's
 * permissions open; the server checks each page and call again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  const { operator } = await context.admin.console();
  return { operator };
}

interface ConsoleLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** the permission that opens it (`operator`: any operator) */
  rule: string;
  /** active on this path only (not on the pages under it) */
  end?: boolean;
}

/** The console's pages by part of the work, each with the permission that opens it. */
export const ADMIN_NAV_GROUPS: { title: string; links: ConsoleLink[] }[] = [
  {
    title: "admin_nav_group_overview",
    links: [
      { to: "/admin", label: "admin_nav_dashboard", icon: LayoutDashboard, rule: "operator", end: true },
      { to: "/admin/orders", label: "admin_nav_orders", icon: ShoppingBag, rule: "orders" },
      { to: "/admin/riders", label: "admin_nav_riders", icon: Truck, rule: "orders" },
      { to: "/admin/pickup-points", label: "admin_pickup_points", icon: MapPin, rule: "orders" },
      { to: "/admin/reports", label: "admin_nav_reports", icon: ClipboardList, rule: "reports" },
    ],
  },
  {
    title: "admin_nav_group_approvals",
    links: [
      { to: "/admin/sellers", label: "admin_nav_sellers", icon: Store, rule: "approvals" },
      { to: "/admin/products", label: "admin_nav_products", icon: Package, rule: "approvals" },
      { to: "/admin/classified-ads", label: "admin_nav_classified_ads", icon: Tag, rule: "approvals" },
      { to: "/admin/payments", label: "admin_nav_payments", icon: Landmark, rule: "approvals" },
      { to: "/admin/wallet-recharges", label: "admin_nav_wallet_recharges", icon: Wallet, rule: "approvals" },
      { to: "/admin/affiliate-withdrawals", label: "admin_nav_affiliate_withdrawals", icon: HandCoins, rule: "approvals" },
      { to: "/admin/seller-payouts", label: "admin_nav_seller_payouts", icon: Banknote, rule: "approvals" },
      { to: "/admin/payout-batches", label: "admin_nav_payout_batches", icon: Banknote, rule: "approvals" },
      // the money pages together; the finance report is for operators with `reports` (decision 075)
      { to: "/admin/finance", label: "admin_nav_finance", icon: ClipboardList, rule: "reports" },
    ],
  },
  {
    title: "admin_nav_group_catalog",
    links: [
      { to: "/admin/catalog/categories", label: "admin_nav_categories", icon: Blocks, rule: "catalog" },
      { to: "/admin/catalog/brands", label: "admin_nav_brands", icon: BadgeCheck, rule: "catalog" },
      { to: "/admin/catalog/attributes", label: "admin_nav_attributes", icon: Ruler, rule: "catalog" },
      { to: "/admin/catalog/colours", label: "admin_nav_colours", icon: Palette, rule: "catalog" },
    ],
  },
  {
    title: "admin_nav_group_content",
    links: [
      { to: "/admin/content/home", label: "admin_nav_home", icon: Home, rule: "content" },
      { to: "/admin/content/sliders", label: "admin_nav_sliders", icon: Film, rule: "content" },
      { to: "/admin/content/banners", label: "admin_nav_banners", icon: ImagePlus, rule: "content" },
      { to: "/admin/content/campaigns", label: "admin_nav_campaigns", icon: BadgePercent, rule: "content" },
      { to: "/admin/content/blogs", label: "admin_nav_blogs", icon: BookOpen, rule: "content" },
      { to: "/admin/content/pages", label: "admin_nav_pages", icon: FileText, rule: "content" },
      { to: "/admin/content/videos", label: "video_ads_title", icon: Film, rule: "content" },
      { to: "/admin/coupons", label: "admin_nav_coupons", icon: Tag, rule: "content" },
      { to: "/admin/broadcast", label: "admin_nav_broadcast", icon: Megaphone, rule: "content" },
    ],
  },
  {
    title: "admin_nav_group_people",
    links: [
      { to: "/admin/users", label: "admin_nav_users", icon: UserRound, rule: "users" },
      { to: "/admin/audit-log", label: "admin_nav_audit_log", icon: ScrollText, rule: "audit" },
    ],
  },
  {
    title: "admin_nav_group_setup",
    links: [
      { to: "/admin/settings", label: "admin_nav_settings", icon: SlidersHorizontal, rule: "settings", end: true },
      { to: "/admin/commission-rules", label: "admin_nav_commission_rules", icon: BadgePercent, rule: "settings" },
      { to: "/admin/settings/payments", label: "admin_nav_payment_settings", icon: CreditCard, rule: "settings" },
      { to: "/admin/settings/shipping-tax", label: "admin_nav_shipping_tax", icon: Truck, rule: "settings" },
      { to: "/admin/settings/cities", label: "admin_nav_cities", icon: MapPin, rule: "settings" },
      { to: "/admin/currencies", label: "admin_nav_currencies", icon: CircleDollarSign, rule: "settings" },
      { to: "/admin/languages", label: "admin_nav_languages", icon: MessageSquareReply, rule: "settings" },
      { to: "/admin/jobs", label: "admin_nav_jobs", icon: RotateCcw, rule: "settings" },
    ],
  },
];

/** Every console page (the menu's links in order). */
export const ADMIN_NAV = ADMIN_NAV_GROUPS.flatMap((g) => g.links);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { operator } = loaderData;
  const may = (rule: string) => operator.role === "admin" || rule === "operator" || (operator.permissions as string[]).includes(rule);
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex shrink-0 items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? "bg-primary-soft text-primary" : "text-gray-700 hover:bg-gray-50 hover:text-primary"}`;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[15rem_minmax(0,1fr)]" data-testid="admin-console">
      <aside className="min-w-0 space-y-3 lg:sticky lg:top-36 lg:self-start">
        <div className="flex items-center gap-3 rounded-2xl border border-gray-100 bg-white p-4">
          <ShieldCheck className="size-8 shrink-0 text-primary" />
          <div className="min-w-0">
            <p className="font-semibold">{t("admin_console")}</p>
            <p className="truncate text-xs text-gray-500">
              {t(`admin_role_${operator.role}`)} ·{" "}
              <bdi dir="ltr" data-testid="admin-operator-email">
                {operator.email}
              </bdi>
            </p>
          </div>
        </div>
        <nav
          aria-label={t("admin_console")}
          className="flex gap-1 overflow-x-auto rounded-2xl border border-gray-100 bg-white p-2 scrollbar-none lg:flex-col"
          data-testid="admin-nav"
        >
          {ADMIN_NAV_GROUPS.map((group) => {
            const links = group.links.filter((l) => may(l.rule));
            if (!links.length) return null;
            return (
              <div key={group.title} className="flex shrink-0 items-center gap-1 lg:flex-col lg:items-stretch">
                <p className="hidden px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-500 lg:block">
                  {t(group.title)}
                </p>
                {links.map(({ to, label, icon: Icon, end }) => (
                  <NavLink key={to} to={to} end={end} className={link}>
                    <Icon className="size-4" />
                    {t(label)}
                  </NavLink>
                ))}
              </div>
            );
          })}
        </nav>
      </aside>
      <section className="min-w-0">
        <Outlet />
      </section>
    </div>
  );
}

/** A console page's error inside the shell: a staff member without the permission sees why (403), else the 404 text. */
export function AdminErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Card>
      <p className="text-gray-700" role="alert" data-testid="admin-error">
        {status === 403 ? t("no_permission") : status === 404 ? t("page_not_found") : t("error_page_text")}
      </p>
    </Card>
  );
}
