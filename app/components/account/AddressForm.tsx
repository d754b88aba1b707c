import { lazy, Suspense, useState } from "react";
import type { AddressView } from "../../../domain/addresses/address-view";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import { FormError, SubmitButton } from "../ui/FormField";
import { AddressFields, AddressInput, blankAddress, type Place } from "./AddressFields";

const AddressMap = lazy(() => import("./AddressMap"));

/** Add or edit an address: the address's fields (country → state → city from the country list) and an optional map pin. */
export function AddressForm({
  address,
  countries,
  onSaved,
  onCancel,
}: {
  address: AddressView | null;
  countries: Place[];
  onSaved: (list: AddressView[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { state } = useStore();
  const [pin, setPin] = useState<{ lat: number; lng: number } | null>(
    address?.latitude && address.longitude ? { lat: Number(address.latitude), lng: Number(address.longitude) } : null,
  );
  const [mapOpen, setMapOpen] = useState(!!pin);
  const tiles = String(state.settings_data.map_tile_url ?? "");
  const { form, send } = useShopForm(AddressInput, { defaultValues: blankAddress(state.user, address ?? {}) });
  const errors = messagesOf(form.formState.errors);
  const [country_id, state_id, city_id] = form.watch(["country_id", "state_id", "city_id"]);
  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, latitude: pin ? pin.lat.toFixed(6) : "", longitude: pin ? pin.lng.toFixed(6) : "" };
    const path = address ? `update/user-address/${address.id}` : "store/user-address";
    const answer = await send<{ addresses: AddressView[] }>(path, body, { loud: true, placeError: formErrorAbove });
    if (answer) onSaved(answer.addresses);
  });
  const center = pin ?? { lat: Number(state.settings_data.latitude ?? 0), lng: Number(state.settings_data.longitude ?? 0) };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="address-form">
      <FormError message={errors.form} />
      <AddressFields
        field={form.register}
        chosen={{ country_id, state_id, city_id }}
        set={(name, value) => form.setValue(name, value)}
        errors={errors}
        countries={countries}
      />
      {tiles && (
        <div className="space-y-2">
          {!mapOpen ? (
            <button
              type="button"
              onClick={() => setMapOpen(true)}
              className="text-sm font-medium text-primary hover:underline"
              data-testid="open-map"
            >
              {t("pin_on_map")}
            </button>
          ) : (
            <>
              <p className="text-sm text-gray-600">{t("pin_hint")}</p>
              <Suspense fallback={<div className="h-64 rounded-xl shimmer" />}>
                <AddressMap
                  tileUrl={tiles}
                  attribution={String(state.settings_data.map_tile_attribution ?? "")}
                  center={center}
                  zoom={Number(state.settings_data.zoom_level ?? 12)}
                  pin={pin}
                  onPin={setPin}
                />
              </Suspense>
              {pin && (
                <button type="button" onClick={() => setPin(null)} className="text-sm text-gray-600 hover:text-red-600">
                  {t("remove_pin")}
                </button>
              )}
            </>
          )}
          {(errors.latitude || errors.longitude) && (
            <p className="text-sm text-red-600" role="alert">
              {errors.latitude ?? errors.longitude}
            </p>
          )}
        </div>
      )}
      <div className="flex gap-3">
        <SubmitButton busy={form.formState.isSubmitting}>{t("save")}</SubmitButton>
        <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100">
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
