import type { AddressView } from "../../../domain/addresses/address-view";
import { useTranslation } from "../../i18n/i18n";
import { MapPin } from "../ui/icon-set";

/** A signed-in shopper's saved addresses as radio cards, and "a new address" (typed below). */
export function SavedAddressPicker({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: AddressView[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const card = (on: boolean) =>
    `flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition ${on ? "border-primary bg-primary-soft" : "border-gray-200 hover:border-gray-300"}`;
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-2" data-testid="saved-addresses">
      <legend className="sr-only">{t("choose_address")}</legend>
      {addresses.map((a) => (
        <label key={a.id} className={card(chosen === a.id)}>
          <input
            type="radio"
            name="shipping_address_id"
            value={a.id}
            checked={chosen === a.id}
            onChange={() => onChoose(a.id)}
            className="mt-1 accent-[var(--color-primary)]"
          />
          <span className="min-w-0">
            <span className="block font-semibold">{a.name}</span>
            <span className="block text-gray-600">
              {a.address}, {a.city}, {a.state}, {a.country}
            </span>
            <span className="block text-gray-500" dir="ltr">
              {a.phone_no}
            </span>
          </span>
        </label>
      ))}
      <label className={card(chosen === null)}>
        <input
          type="radio"
          name="shipping_address_id"
          value=""
          checked={chosen === null}
          onChange={() => onChoose(null)}
          className="mt-1 accent-[var(--color-primary)]"
        />
        <span className="flex items-center gap-2 font-semibold">
          <MapPin className="size-4" aria-hidden="true" />
          {t("new_address")}
        </span>
      </label>
    </fieldset>
  );
}
