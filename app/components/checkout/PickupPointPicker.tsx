import type { pickupHubsView } from "../../../domain/pickup-points/pickup-hubs";
import { useTranslation } from "../../i18n/i18n";
import { useMoney } from "../../lib/price";
import { MapPin } from "../ui/icon-set";

export type PickupHubView = ReturnType<typeof pickupHubsView>[number];

/** The way the order reaches the shopper (decision 080): to an address, or kept at a pickup point to collect. */
export function DeliveryModeSwitch({ pickup, onChange }: { pickup: boolean; onChange: (pickup: boolean) => void }) {
  const { t } = useTranslation();
  const option = (on: boolean, label: string, value: boolean, testId: string) => (
    <label
      className={`flex flex-1 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium transition ${on ? "border-primary bg-primary-soft" : "border-gray-200 hover:border-gray-300"}`}
    >
      <input
        type="radio"
        name="checkout_method"
        value={value ? "1" : "0"}
        checked={on}
        onChange={() => onChange(value)}
        className="accent-[var(--color-primary)]"
        data-testid={testId}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="mb-4 flex flex-col gap-2 sm:flex-row" data-testid="delivery-mode">
      <legend className="mb-2 text-sm font-medium text-gray-700">{t("checkout_how")}</legend>
      {option(!pickup, t("checkout_to_address"), false, "mode-address")}
      {option(pickup, t("checkout_at_point"), true, "mode-pickup")}
    </fieldset>
  );
}

/** The open pickup points as radio cards: where each is, its hours, its fee per shop and days, a map link. */
export function PickupPointPicker({
  hubs,
  chosen,
  onChoose,
  error,
}: {
  hubs: PickupHubView[];
  chosen: number | null;
  onChoose: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  return (
    <fieldset
      className="mb-4 grid gap-3 sm:grid-cols-2"
      data-testid="pickup-points"
      aria-describedby={error ? "pick-hub-error" : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-gray-700">{t("pickup_choose")}</legend>
      {hubs.map((h) => (
        <label
          key={h.id}
          className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition ${chosen === h.id ? "border-primary bg-primary-soft" : "border-gray-200 hover:border-gray-300"}`}
          data-testid="pickup-point"
        >
          <input
            type="radio"
            name="pick_hub_id"
            value={h.id}
            checked={chosen === h.id}
            onChange={() => onChoose(h.id)}
            className="mt-1 accent-[var(--color-primary)]"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{h.name}</span>
            <span className="block text-gray-600">
              {h.address}, {h.city}
            </span>
            {h.hours && <span className="block text-gray-500">{h.hours}</span>}
            <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">
                {Number(h.fee) === 0 ? t("shipping_free") : t("pickup_fee_each", { amount: format(h.fee) })}
              </span>
              <span className="text-gray-600">{t("pickup_days", { from: h.min_days, to: h.max_days })}</span>
              {!h.all_shops && <span className="text-amber-700">{t("pickup_some_shops")}</span>}
              {h.latitude && h.longitude && (
                <a
                  href={`https://www.openstreetmap.org/?mlat=${h.latitude}&mlon=${h.longitude}#map=17/${h.latitude}/${h.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary hover:underline"
                >
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {t("pickup_map")}
                </a>
              )}
            </span>
          </span>
        </label>
      ))}
      <p className="text-xs text-gray-500 sm:col-span-2">{t("pickup_no_cash")}</p>
      {error && (
        <p id="pick-hub-error" className="text-sm text-red-600 sm:col-span-2" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
