import { Link } from "react-router";
import type { UserView } from "../../../domain/accounts/user-view";
import type { AddressView } from "../../../domain/addresses/address-view";
import type { NotificationView } from "../../../domain/notifications/user-notifications";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useNumbers } from "../../lib/price";
import { ArrowRight, BadgeCheck, Bell, Hourglass, MapPin, Store } from "../ui/icon-set";
import { Card } from "./PageHeading";

/** A seller's shop on the dashboard: verified (with a link to it) or still waiting. */
export function ShopStatus({ shop }: { shop: NonNullable<UserView["shop"]> }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex items-start gap-3 rounded-2xl border p-4 ${shop.verified ? "border-green-200 bg-green-50 text-green-900" : "border-amber-200 bg-amber-50 text-amber-900"}`}
      data-testid="shop-status"
    >
      {shop.verified ? <BadgeCheck className="mt-0.5 size-6 shrink-0" /> : <Hourglass className="mt-0.5 size-6 shrink-0" />}
      <div>
        <p className="font-semibold">{t(shop.verified ? "shop_status_verified" : "shop_status_pending", { shop: shop.name })}</p>
        <p className="mt-1 text-sm opacity-80">
          {shop.verified ? (
            <Link className="underline" to={`/shop/${shop.slug}`}>
              {t("visit_shop")}
            </Link>
          ) : (
            t("seller_center_soon")
          )}
        </p>
      </div>
    </div>
  );
}

/** What the account holds now, each figure a link to its page. */
export function AccountStats({ counts }: { counts: { addresses: number; followed_shops: number; unseen_notifications: number } }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const stats = [
    { label: t("saved_addresses"), value: counts.addresses, to: "/user/addresses", icon: MapPin },
    { label: t("followed_shops"), value: counts.followed_shops, to: "/user/followed-shop", icon: Store },
    { label: t("unseen_notifications"), value: counts.unseen_notifications, to: "/user/notification", icon: Bell },
  ];
  return (
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
  );
}

/** The default shipping address (or that there is none), with a link to the address book. */
export function DefaultShippingCard({ address }: { address: AddressView | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{t("default_shipping")}</h2>
      {address ? (
        <address className="not-italic text-sm leading-6 text-gray-700">
          <strong>
            <bdi>{address.name}</bdi>
          </strong>
          <br />
          <bdi>{address.address}</bdi>
          <br />
          <bdi>
            {address.city}, {address.state}, {address.country} <bdi dir="ltr">{address.postal_code}</bdi>
          </bdi>
          <br />
          <span dir="ltr">{address.phone_no}</span>
        </address>
      ) : (
        <p className="text-sm text-gray-600">{t("no_addresses")}</p>
      )}
      <Link to="/user/addresses" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
        {t("addresses")} <ArrowRight className="inline size-4 rtl:rotate-180" />
      </Link>
    </Card>
  );
}

/** The latest notifications (the unseen ones marked), with a link to them all. */
export function LatestNotifications({ items }: { items: NotificationView[] }) {
  const { t } = useTranslation();
  const date = useDates().day;
  return (
    <Card>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-semibold">{t("latest_notifications")}</h2>
        <Link to="/user/notification" className="text-sm text-primary hover:underline">
          {t("view_all")}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">{t("no_notifications")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {items.map((n) => (
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
  );
}
