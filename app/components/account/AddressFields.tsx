import { useEffect, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { applyUnlessCancelled } from "../../lib/unless-cancelled";
import { SelectField, TextField } from "../ui/FormField";

export type Place = { id: number; name: string };

/** What an address holds in a form (the account's addresses, an address typed at checkout); the server checks it. */
export const AddressInput = z.object({
  name: z.string(),
  phone_no: z.string(),
  email: z.string(),
  country_id: z.string(),
  state_id: z.string(),
  city_id: z.string(),
  address: z.string(),
  postal_code: z.string(),
});
export type AddressValues = z.input<typeof AddressInput>;
export type AddressField = keyof AddressValues;

/** An address to fill in: the shopper's name, phone and e-mail already there (or what `from` holds). */
export function blankAddress(
  user: { full_name?: string | null; phone?: string | null; email?: string | null } | null | undefined,
  from: Partial<Record<AddressField, string | number | null>> = {},
): AddressValues {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    name: text(from.name ?? user?.full_name),
    phone_no: text(from.phone_no ?? user?.phone),
    email: text(from.email ?? user?.email),
    country_id: text(from.country_id),
    state_id: text(from.state_id),
    city_id: text(from.city_id),
    address: text(from.address),
    postal_code: text(from.postal_code),
  };
}

/**
 * The fields of an address, in the account's address form and at checkout: name, phone, e-mail,
 * country → state → city (each list asked for once the one before is chosen; a reply for an
 * earlier choice is dropped), the street address and the postal code. `field` registers a field
 * with the form and `set` gives it a value (every change goes through it, and a list's choice is
 * emptied when the one before changes); `chosen` is what the three lists now hold. `nameOf` is
 * the field's name in the page (checkout's `shipping[name]` for `shipping.name`).
 */
export function AddressFields({
  field,
  nameOf = (n) => n,
  chosen,
  set,
  errors,
  countries,
  onCity,
  section,
  testId,
}: {
  field: (name: AddressField) => UseFormRegisterReturn;
  nameOf?: (name: AddressField) => string;
  chosen: { country_id: string; state_id: string; city_id: string };
  set: (name: AddressField, value: string) => void;
  errors: Partial<Record<AddressField, string>>;
  countries: Place[];
  onCity?: (cityId: number) => void;
  /** the autocomplete section (checkout's shipping and billing addresses) */
  section?: "shipping" | "billing";
  testId?: string;
}) {
  const { t } = useTranslation();
  const [states, setStates] = useState<Place[]>([]);
  const [cities, setCities] = useState<Place[]>([]);
  const { country_id: countryId, state_id: stateId, city_id: cityId } = chosen;
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
  // the change goes to the form by the field's registered name: the page's name may differ
  const reg = (name: AddressField) => ({
    ...field(name),
    name: nameOf(name),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const auto = (what: string) => (section ? `${section} ${what}` : what);
  const country = reg("country_id");
  const state = reg("state_id");
  const city = reg("city_id");
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid={testId}>
      <TextField {...reg("name")} label={t("attr_name")} autoComplete={auto("name")} required error={errors.name} />
      <TextField {...reg("phone_no")} type="tel" label={t("attr_phone_no")} autoComplete={auto("tel")} required error={errors.phone_no} />
      <TextField {...reg("email")} type="email" label={t("attr_email")} autoComplete="email" required error={errors.email} />
      <SelectField
        {...country}
        label={t("attr_country_id")}
        value={countryId}
        onChange={(e) => {
          country.onChange(e);
          set("state_id", "");
          set("city_id", "");
        }}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        placeholder={t("choose")}
        required
        error={errors.country_id}
      />
      <SelectField
        {...state}
        label={t("attr_state_id")}
        value={stateId}
        onChange={(e) => {
          state.onChange(e);
          set("city_id", "");
        }}
        options={states.map((s) => ({ value: s.id, label: s.name }))}
        placeholder={t("choose")}
        disabled={!countryId}
        required
        error={errors.state_id}
      />
      <SelectField
        {...city}
        label={t("attr_city_id")}
        value={cityId}
        onChange={(e) => {
          city.onChange(e);
          onCity?.(Number(e.target.value));
        }}
        options={cities.map((c) => ({ value: c.id, label: c.name }))}
        placeholder={t("choose")}
        disabled={!stateId}
        required
        error={errors.city_id}
      />
      <div className="sm:col-span-2">
        <TextField {...reg("address")} label={t("attr_address")} autoComplete={auto("street-address")} required error={errors.address} />
      </div>
      <TextField
        {...reg("postal_code")}
        label={t("attr_postal_code")}
        autoComplete={auto("postal-code")}
        optional
        error={errors.postal_code}
        dir="ltr"
      />
    </div>
  );
}
