import type { AddressSnapshot } from "../../../db/schema/orders";
import { useTranslation } from "../../i18n/i18n";
import { MapPin } from "../ui/icon-set";

/**
 * An order collected at a pickup point (decision 080): the point's name, hours and phone under
 * its address, wherever the order's shipping address is shown (the invoice, the packing slip,
 * the seller's and the console's order pages). Nothing for an order shipped to an address.
 */
export function PickupPointNote({ a, className = "" }: { a: AddressSnapshot; className?: string }) {
  const { t } = useTranslation();
  const p = a.pickup_point;
  if (!p) return null;
  return (
    <p className={`mt-1 flex items-start gap-1.5 text-sm text-gray-800 ${className}`} data-testid="pickup-point-note">
      <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="font-semibold">
          {t("pickup_point")}: <bdi>{p.name}</bdi>
        </span>
        {p.hours && (
          <span className="block text-gray-600">
            {t("pickup_hours")}: <bdi>{p.hours}</bdi>
          </span>
        )}
        {p.phone && (
          <bdi className="block text-gray-600" dir="ltr">
            {p.phone}
          </bdi>
        )}
      </span>
    </p>
  );
}
