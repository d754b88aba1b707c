import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { applyUnlessCancelled } from "../../lib/unless-cancelled";
import { useStore } from "../../store/store";
import { SelectField, TextField } from "../ui/FormField";

type Place = { id: number; name: string };

/**
 * An address typed at checkout (guests, or a new one for users): named `<prefix>[field]` in
 * the form and read back by `readAddress`. The city choice is reported (area-based shipping).
 */
export function AddressFields({
  prefix,
  countries,
  errors,
  onCity,
}: {
  prefix: "shipping" | "billing";
  countries: Place[];
  errors: Record<string, string>;
  onCity?: (cityId: number) => void;
}) {
  const { t } = useTranslation();
  const { state } = useStore();
  const [countryId, setCountryId] = useState("");
  const [stateId, setStateId] = useState("");
  const [cityId, setCityId] = useState("");
  const [states, setStates] = useState<Place[]>([]);
  const [cities, setCities] = useState<Place[]>([]);
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
  const name = (field: string) => `${prefix}[${field}]`;
  const error = (field: string) => errors[`${prefix}_${field}`];
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid={`${prefix}-fields`}>
      <TextField
        name={name("name")}
        label={t("attr_name")}
        defaultValue={state.user?.full_name}
        autoComplete={`${prefix} name`}
        required
        error={error("name")}
      />
      <TextField
        name={name("phone_no")}
        type="tel"
        label={t("attr_phone_no")}
        defaultValue={state.user?.phone ?? ""}
        autoComplete={`${prefix} tel`}
        required
        error={error("phone_no")}
      />
      <TextField
        name={name("email")}
        type="email"
        label={t("attr_email")}
        defaultValue={state.user?.email}
        autoComplete="email"
        required
        error={error("email")}
      />
      <SelectField
        name={name("country_id")}
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
        error={error("country_id")}
      />
      <SelectField
        name={name("state_id")}
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
        error={error("state_id")}
      />
      <SelectField
        name={name("city_id")}
        label={t("attr_city_id")}
        value={cityId}
        onChange={(e) => {
          setCityId(e.target.value);
          onCity?.(Number(e.target.value));
        }}
        options={cities.map((c) => ({ value: c.id, label: c.name }))}
        placeholder={t("choose")}
        disabled={!stateId}
        required
        error={error("city_id")}
      />
      <div className="sm:col-span-2">
        <TextField
          name={name("address")}
          label={t("attr_address")}
          autoComplete={`${prefix} street-address`}
          required
          error={error("address")}
        />
      </div>
      <TextField
        name={name("postal_code")}
        label={t("attr_postal_code")}
        autoComplete={`${prefix} postal-code`}
        optional
        error={error("postal_code")}
        dir="ltr"
      />
    </div>
  );
}

/** The typed address of a prefix from the checkout form. */
export function readAddress(form: FormData, prefix: "shipping" | "billing"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    const m = new RegExp(`^${prefix}\\[(\\w+)\\]$`).exec(key);
    if (m) out[m[1]] = String(value);
  }
  return out;
}
