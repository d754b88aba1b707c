import { useEffect, useId, useState } from "react";
import { type Path, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "../../../i18n/i18n";
import { api } from "../../../lib/api";
import { applyUnlessCancelled } from "../../../lib/unless-cancelled";
import type { Place } from "../../account/AddressFields";
import { inputClass } from "../../ui/FormField";
import { Plus, X } from "../../ui/icon-set";
import { messageAt, PLACE_FIELD, PLACE_KINDS, type PlaceKind, type PlaceNames, type ProfileValues } from "./profile-form";

/** One list to pick from (the countries, a country's states, a state's cities) and its "add" button. */
function PickRow({
  kind,
  places,
  value,
  onChoose,
  onAdd,
  disabled,
}: {
  kind: PlaceKind;
  places: Place[];
  value: string;
  onChoose: (id: string) => void;
  onAdd: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {t(`shipping_pick_${kind}`)}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          value={value}
          onChange={(e) => onChoose(e.target.value)}
          disabled={disabled}
          className={`${inputClass(false)} min-w-0 flex-1 disabled:bg-gray-50`}
          data-testid={`place-pick-${kind}`}
        >
          <option value="">{t("choose")}</option>
          {places.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={onAdd}
          disabled={!value}
          className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:border-primary hover:text-primary disabled:opacity-40"
          data-testid={`place-add-${kind}`}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t("shipping_add_place")}
          <span className="sr-only">{t(`shipping_pick_${kind}`)}</span>
        </button>
      </div>
    </div>
  );
}

/**
 * A zone's places: the chosen countries, states and cities as chips (each removable), and the
 * lists to add more (a country's states asked for once it is chosen, a state's cities likewise;
 * an answer for an earlier choice is dropped). The server's messages about the places show below.
 */
export function PlacePicker({
  zone,
  countries,
  names,
  onNamed,
}: {
  zone: number;
  countries: Place[];
  names: PlaceNames;
  onNamed: (kind: PlaceKind, place: Place) => void;
}) {
  const { t } = useTranslation();
  const { control, getValues, setValue, clearErrors, formState } = useFormContext<ProfileValues>();
  const [picked, setPicked] = useState<Record<PlaceKind, string>>({ country: "", state: "", city: "" });
  const [states, setStates] = useState<Place[]>([]);
  const [cities, setCities] = useState<Place[]>([]);
  const chosen = {
    country: useWatch({ control, name: `zones.${zone}.country_ids` }) ?? [],
    state: useWatch({ control, name: `zones.${zone}.state_ids` }) ?? [],
    city: useWatch({ control, name: `zones.${zone}.city_ids` }) ?? [],
  };
  useEffect(() => {
    setStates([]);
    if (picked.country)
      return applyUnlessCancelled(
        () => api<{ states: Place[] }>(`state/by-country/${picked.country}`),
        (r) => setStates(r.states),
      );
  }, [picked.country]);
  useEffect(() => {
    setCities([]);
    if (picked.state)
      return applyUnlessCancelled(
        () => api<{ cities: Place[] }>(`city/by-state/${picked.state}`),
        (r) => setCities(r.cities),
      );
  }, [picked.state]);

  const lists: Record<PlaceKind, Place[]> = { country: countries, state: states, city: cities };
  const choose = (kind: PlaceKind, id: string) =>
    setPicked((was) =>
      kind === "country" ? { country: id, state: "", city: "" } : kind === "state" ? { ...was, state: id, city: "" } : { ...was, city: id },
    );
  const add = (kind: PlaceKind) => {
    const place = lists[kind].find((p) => String(p.id) === picked[kind]);
    if (!place) return;
    const field = `zones.${zone}.${PLACE_FIELD[kind]}` as const;
    const now = (getValues(field) ?? []).map(Number);
    if (!now.includes(place.id)) setValue(field, [...now, place.id], { shouldDirty: true });
    onNamed(kind, place);
    // the server's message about the zone's places (not a field of the form) goes with the change
    clearErrors([`zones.${zone}.places` as Path<ProfileValues>, field]);
  };
  const remove = (kind: PlaceKind, id: number) => {
    const field = `zones.${zone}.${PLACE_FIELD[kind]}` as const;
    setValue(
      field,
      (getValues(field) ?? []).map(Number).filter((x) => x !== id),
      { shouldDirty: true },
    );
  };
  const chips = PLACE_KINDS.flatMap((kind) => chosen[kind].map((raw) => ({ kind, id: Number(raw) })));
  const messages = ["places", ...Object.values(PLACE_FIELD)].flatMap((f) => messageAt(formState.errors, `zones.${zone}.${f}`) ?? []);
  return (
    <fieldset className="min-w-0" data-testid="zone-places">
      <legend className="text-sm font-semibold text-gray-900">{t("shipping_places")}</legend>
      <p className="text-xs text-gray-500">{t("shipping_places_hint")}</p>
      <div className="mt-3 space-y-3">
        {chips.length ? (
          <ul className="flex flex-wrap gap-2" data-testid="zone-place-chips">
            {chips.map(({ kind, id }) => {
              const name = names[kind][String(id)] ?? `#${id}`;
              return (
                <li
                  key={`${kind}-${id}`}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-gray-100 py-1 ps-3 pe-1 text-sm"
                  data-testid="zone-place"
                >
                  <span className="text-xs text-gray-600">{t(`shipping_place_${kind}`)}</span>
                  <bdi className="truncate font-medium text-gray-900">{name}</bdi>
                  <button
                    type="button"
                    onClick={() => remove(kind, id)}
                    className="grid size-6 shrink-0 place-items-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-gray-900"
                    aria-label={t("shipping_remove_place", { place: name })}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-gray-500">{t("shipping_no_places")}</p>
        )}
        <div className="grid gap-3 md:grid-cols-3">
          {PLACE_KINDS.map((kind) => (
            <PickRow
              key={kind}
              kind={kind}
              places={lists[kind]}
              value={picked[kind]}
              onChoose={(id) => choose(kind, id)}
              onAdd={() => add(kind)}
              disabled={kind === "state" ? !picked.country : kind === "city" ? !picked.state : false}
            />
          ))}
        </div>
        {messages.map((m) => (
          <p key={m} className="text-xs text-red-600" role="alert">
            {t(m)}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
