import { Link } from "react-router";
import { isolate } from "../../../../kernel/i18n/numbers";
import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { PickupPointNote } from "../../orders/PickupPointNote";
import type { AdminOrderView, BackOfficeOrderView } from "./order-view";

type Address = BackOfficeOrderView["shipping_address"];
/** one line, the postcode isolated (its own direction in a Persian or Arabic line); the line itself is `dir="auto"` */
const addressLine = (a: Address, withName = true) =>
  [withName ? a.name : "", a.address, a.city, a.state, a.country, a.postal_code && isolate(a.postal_code)].filter(Boolean).join(", ");

/** The seller's card of the buyer: name, e-mail, phone and where to ship (the name is the buyer's, above). */
export function SellerOrderBuyer({ order }: { order: BackOfficeOrderView }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-2 font-semibold">{t("seller_order_buyer")}</h2>
      <p className="text-sm" dir="auto">
        {order.buyer.name}
      </p>
      <p className="text-sm text-gray-600" dir="ltr">
        {order.buyer.email}
      </p>
      <p className="text-sm text-gray-600" dir="ltr">
        {order.buyer.phone}
      </p>
      <h2 className="mb-2 mt-4 font-semibold">{t("seller_ship_to")}</h2>
      <p className="text-sm text-gray-700" dir="auto">
        {addressLine(order.shipping_address, false)}
      </p>
      <PickupPointNote a={order.shipping_address} />
    </Card>
  );
}

/** The console's card of the buyer: name, e-mail, phone, both addresses and a link to the shop's page. */
export function AdminOrderBuyer({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-2 font-semibold">{t("admin_order_buyer")}</h2>
      <p className="text-sm" dir="auto">
        {order.buyer.name}
      </p>
      <p className="break-all text-sm text-gray-600" dir="ltr" data-testid="admin-order-buyer-email">
        {order.buyer.email}
      </p>
      <p className="text-sm text-gray-600" dir="ltr">
        {order.buyer.phone}
      </p>
      <h2 className="mb-1 mt-4 font-semibold">{t("admin_order_shipping")}</h2>
      <p className="text-sm text-gray-700" dir="auto">
        {addressLine(order.shipping_address)}
      </p>
      <PickupPointNote a={order.shipping_address} />
      <h2 className="mb-1 mt-4 font-semibold">{t("admin_order_billing")}</h2>
      <p className="text-sm text-gray-700" dir="auto">
        {addressLine(order.billing_address)}
      </p>
      <Link to={`/shop/${order.shop.slug}`} className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
        {t("admin_order_shop_page")}: <bdi>{order.shop.name}</bdi>
      </Link>
    </Card>
  );
}
