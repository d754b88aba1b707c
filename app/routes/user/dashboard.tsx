import { Link } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { ArrowRight, BadgeCheck, Bell, Hourglass, MapPin, Store } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { overview: await context.account.overview(request) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "dashboard", noindex: true });

/** `/user/dashboard`: what the account holds now, the shop's status for a seller, the latest notifications. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { number } = useNumbers();
  const { state } = useStore();
  const { counts, latest_notifications } = loaderData.overview;
  const user = state.user;
  const stats = [
    { label: t("saved_addresses"), value: counts.addresses, to: "/user/addresses", icon: MapPin },
    { label: t("followed_shops"), value: counts.followed_shops, to: "/user/followed-shop", icon: Store },
    { label: t("unseen_notifications"), value: counts.unseen_notifications, to: "/user/notification", icon: Bell },
  ];
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <div className="space-y-6">
      <PageHeading title={t("hello_name", { name: user?.first_name ?? "" })} text={t("my_account")} />
      {user?.shop && (
        <div
          className={`flex items-start gap-3 rounded-2xl border p-4 ${user.shop.verified ? "border-green-200 bg-green-50 text-green-900" : "border-amber-200 bg-amber-50 text-amber-900"}`}
          data-testid="shop-status"
        >
          {user.shop.verified ? <BadgeCheck className="mt-0.5 size-6 shrink-0" /> : <Hourglass className="mt-0.5 size-6 shrink-0" />}
          <div>
            <p className="font-semibold">
              {t(user.shop.verified ? "shop_status_verified" : "shop_status_pending", { shop: user.shop.name })}
            </p>
            <p className="mt-1 text-sm opacity-80">
              {user.shop.verified ? (
                <Link className="underline" to={`/shop/${user.shop.slug}`}>
                  {t("visit_shop")}
                </Link>
              ) : (
                t("seller_center_soon")
              )}
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {stats.map(({ label, value, to, icon: Icon }) => (
          <Link
            key={label}
            to={to}
            className="group flex items-center gap-4 rounded-2xl border border-gray-100 bg-white p-5 hover:border-primary"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block text-2xl font-bold" data-testid="stat-value">
                {number(value)}
              </span>
              <span className="text-sm text-gray-600 group-hover:text-primary">{label}</span>
            </span>
          </Link>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 font-semibold">{t("default_shipping")}</h2>
          {user?.shipping_address ? (
            <address className="not-italic text-sm leading-6 text-gray-700">
              <strong>
                <bdi>{user.shipping_address.name}</bdi>
              </strong>
              <br />
              <bdi>{user.shipping_address.address}</bdi>
              <br />
              <bdi>
                {user.shipping_address.city}, {user.shipping_address.state}, {user.shipping_address.country}{" "}
                {user.shipping_address.postal_code}
              </bdi>
              <br />
              <span dir="ltr">{user.shipping_address.phone_no}</span>
            </address>
          ) : (
            <p className="text-sm text-gray-600">{t("no_addresses")}</p>
          )}
          <Link to="/user/addresses" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
            {t("addresses")} <ArrowRight className="inline size-4 rtl:rotate-180" />
          </Link>
        </Card>
        <Card>
          <div className="mb-3 flex items-center justify-between">
            <h2 className="font-semibold">{t("latest_notifications")}</h2>
            <Link to="/user/notification" className="text-sm text-primary hover:underline">
              {t("view_all")}
            </Link>
          </div>
          {latest_notifications.length === 0 ? (
            <p className="text-sm text-gray-600">{t("no_notifications")}</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {latest_notifications.map((n) => (
                <li key={n.id} className="flex items-start gap-2 py-2.5 text-sm">
                  {n.status === "unseen" && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" role="img" aria-label={t("unseen")} />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-gray-900" dir="auto">
                      {n.title}
                    </span>
                    <span className="text-xs text-gray-500">{date(n.created_at)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
