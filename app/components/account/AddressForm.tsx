import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { applyUnlessCancelled } from "../../lib/unless-cancelled";
import { useApiForm } from "../../lib/useApiForm";
import { useStore } from "../../store/store";
import { FormError, SelectField, SubmitButton, TextField } from "../ui/FormField";
import type { AddressView } from "../../../domain/addresses/address-view";

const AddressMap = lazy(() => import("./AddressMap"));

type Place = { id: number; name: string };

/** Add or edit an address: country → state → city pickers from the country list, an optional map pin. */
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
  const [countryId, setCountryId] = useState(address ? String(address.country_id) : "");
  const [stateId, setStateId] = useState(address ? String(address.state_id) : "");
  const [cityId, setCityId] = useState(address ? String(address.city_id) : "");
  const [states, setStates] = useState<Place[]>([]);
  const [cities, setCities] = useState<Place[]>([]);
  const [pin, setPin] = useState<{ lat: number; lng: number } | null>(
    address?.latitude && address.longitude ? { lat: Number(address.latitude), lng: Number(address.longitude) } : null,
  );
  const [mapOpen, setMapOpen] = useState(!!pin);
  const tiles = String(state.settings_data.map_tile_url ?? "");

  // A reply for an earlier choice that comes after the choice changed is dropped.
  useEffect(() => {
    setStates([]);
    if (countryId)
      return applyUnlessCancelled(
        () => api<{ states: Place[] }>(`state/by-country/${countryId}`),
        (r) => setStates(r.states),
      );
  }, [countryId]);
  useEffect(() => {
    setCities([]);
    if (stateId)
      return applyUnlessCancelled(
        () => api<{ cities: Place[] }>(`city/by-state/${stateId}`),
        (r) => setCities(r.cities),
      );
  }, [stateId]);

  const form = useApiForm<{ success: string; addresses: AddressView[] }>(
    address ? `update/user-address/${address.id}` : "store/user-address",
    { onSuccess: (answer) => onSaved(answer.addresses) },
  );
  const center = pin ?? { lat: Number(state.settings_data.latitude ?? 0), lng: Number(state.settings_data.longitude ?? 0) };
  return (
    <form onSubmit={form.onSubmit} className="space-y-4" noValidate data-testid="address-form">
      <FormError message={form.errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t("attr_name")}
          defaultValue={address?.name ?? state.user?.full_name}
          autoComplete="name"
          required
          error={form.errors.name}
        />
        <TextField
          name="phone_no"
          type="tel"
          label={t("attr_phone_no")}
          defaultValue={address?.phone_no ?? state.user?.phone}
          autoComplete="tel"
          required
          error={form.errors.phone_no}
        />
        <TextField
          name="email"
          type="email"
          label={t("attr_email")}
          defaultValue={address?.email ?? state.user?.email}
          autoComplete="email"
          required
          error={form.errors.email}
        />
        <SelectField
          name="country_id"
          label={t("attr_country_id")}
          value={countryId}
          onChange={(e) => {
            setCountryId(e.target.value);
            setStateId("");
            setCityId("");
          }}
          options={countries.map((c) => ({ value: c.id, label: c.name }))}
          placeholder={t("choose")}
          required
          error={form.errors.country_id}
        />
        <SelectField
          name="state_id"
          label={t("attr_state_id")}
          value={stateId}
          onChange={(e) => {
            setStateId(e.target.value);
            setCityId("");
          }}
          options={states.map((s) => ({ value: s.id, label: s.name }))}
          placeholder={t("choose")}
          disabled={!countryId}
          required
          error={form.errors.state_id}
        />
        <SelectField
          name="city_id"
          label={t("attr_city_id")}
          value={cityId}
          onChange={(e) => setCityId(e.target.value)}
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
          placeholder={t("choose")}
          disabled={!stateId}
          required
          error={form.errors.city_id}
        />
        <div className="sm:col-span-2">
          <TextField
            name="address"
            label={t("attr_address")}
            defaultValue={address?.address}
            autoComplete="street-address"
            required
            error={form.errors.address}
          />
        </div>
        <TextField
          name="postal_code"
          label={t("attr_postal_code")}
          defaultValue={address?.postal_code}
          autoComplete="postal-code"
          optional
          error={form.errors.postal_code}
          dir="ltr"
        />
      </div>
      <input type="hidden" name="latitude" value={pin ? pin.lat.toFixed(6) : ""} />
      <input type="hidden" name="longitude" value={pin ? pin.lng.toFixed(6) : ""} />
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
          {(form.errors.latitude || form.errors.longitude) && (
            <p className="text-sm text-red-600" role="alert">
              {form.errors.latitude ?? form.errors.longitude}
            </p>
          )}
        </div>
      )}
      <div className="flex gap-3">
        <SubmitButton busy={form.busy}>{t("save")}</SubmitButton>
        <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100">
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
