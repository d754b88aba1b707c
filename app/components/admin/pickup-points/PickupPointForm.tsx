import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../../i18n/i18n";
import { ApiError, api } from "../../../lib/api";
import { applyUnlessCancelled } from "../../../lib/unless-cancelled";
import { SelectField, TextField } from "../../ui/FormField";

type Place = { id: number; name: string };
export interface PointValues {
  id?: number;
  name: string;
  address: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  phone: string;
  hours: string;
  latitude: string;
  longitude: string;
  fee: string;
  min_days: number;
  max_days: number;
  all_shops: boolean;
  shop_ids: number[];
  keeper_email: string;
  active: boolean;
}

export const blankPoint: PointValues = {
  name: "",
  address: "",
  country_id: null,
  state_id: null,
  city_id: null,
  phone: "",
  hours: "",
  latitude: "",
  longitude: "",
  fee: "0.00",
  min_days: 1,
  max_days: 3,
  all_shops: true,
  shop_ids: [],
  keeper_email: "",
  active: true,
};

/** The places below a choice: a country's states, a state's cities (the address book's calls). */
function usePlaces(path: string | null, key: "states" | "cities") {
  const [list, setList] = useState<Place[]>([]);
  useEffect(() => {
    setList([]);
    if (path)
      return applyUnlessCancelled(
        () => api<Record<string, Place[]>>(path),
        (r) => setList(r[key] ?? []),
      );
  }, [path, key]);
  return list;
}

/**
 * A pickup point, new or changed (decision 080): saved whole by `POST admin/pickup-points[/{id}]`;
 * the server's message for each field goes under it, nothing is kept of a refused save.
 */
export function PickupPointForm({
  start,
  countries,
  shops,
  onDone,
}: {
  start: PointValues;
  countries: Place[];
  shops: Place[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const [v, setV] = useState(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const states = usePlaces(v.country_id ? `state/by-country/${v.country_id}` : null, "states");
  const cities = usePlaces(v.state_id ? `city/by-state/${v.state_id}` : null, "cities");
  const set = <K extends keyof PointValues>(k: K, value: PointValues[K]) => setV((old) => ({ ...old, [k]: value }));
  const text = (
    k: "name" | "address" | "phone" | "hours" | "latitude" | "longitude" | "fee" | "keeper_email",
    label: string,
    extra = {},
  ) => <TextField name={k} label={label} value={v[k]} onChange={(e) => set(k, e.target.value)} error={errors[k]} {...extra} />;
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { id, country_id: _c, state_id: _s, ...body } = v;
      const done = await api<{ success: string }>(id ? `admin/pickup-points/${id}` : "admin/pickup-points", {
        method: "POST",
        body,
        quiet: true,
      });
      toast.success(done.success);
      await revalidate();
      onDone();
    } catch (err) {
      const answer = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]>; message?: string }) : null;
      const found = Object.fromEntries(Object.entries(answer?.errors ?? {}).map(([k, m]) => [k.replace(/\.\d+$/, ""), m[0]]));
      setErrors(found);
      toast.error(answer?.message ?? Object.values(found)[0] ?? (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="pickup-point-form">
      {text("name", t("pickup_name"), { required: true })}
      {text("phone", t("pickup_phone"), { type: "tel", optional: true })}
      <div className="sm:col-span-2">{text("address", t("pickup_address"), { required: true })}</div>
      <SelectField
        name="country_id"
        label={t("attr_country_id")}
        value={v.country_id ?? ""}
        onChange={(e) => setV((o) => ({ ...o, country_id: Number(e.target.value) || null, state_id: null, city_id: null }))}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        placeholder={t("choose")}
      />
      <SelectField
        name="state_id"
        label={t("attr_state_id")}
        value={v.state_id ?? ""}
        disabled={!v.country_id}
        onChange={(e) => setV((o) => ({ ...o, state_id: Number(e.target.value) || null, city_id: null }))}
        options={states.map((s) => ({ value: s.id, label: s.name }))}
        placeholder={t("choose")}
      />
      <SelectField
        name="city_id"
        label={t("pickup_city")}
        value={v.city_id ?? ""}
        disabled={!v.state_id}
        onChange={(e) => set("city_id", Number(e.target.value) || null)}
        options={cities.map((c) => ({ value: c.id, label: c.name }))}
        placeholder={t("choose")}
        error={errors.city_id}
      />
      {text("hours", t("pickup_hours"), { optional: true })}
      {text("latitude", t("pickup_latitude"), { optional: true, dir: "ltr", inputMode: "decimal" })}
      {text("longitude", t("pickup_longitude"), { optional: true, dir: "ltr", inputMode: "decimal" })}
      {text("fee", t("pickup_fee"), { dir: "ltr", inputMode: "decimal" })}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="min_days"
          label={t("pickup_min_days")}
          value={String(v.min_days)}
          onChange={(e) => set("min_days", Number(e.target.value))}
          error={errors.min_days}
          inputMode="numeric"
          dir="ltr"
        />
        <TextField
          name="max_days"
          label={t("pickup_max_days")}
          value={String(v.max_days)}
          onChange={(e) => set("max_days", Number(e.target.value))}
          error={errors.max_days}
          inputMode="numeric"
          dir="ltr"
        />
      </div>
      <div className="sm:col-span-2">{text("keeper_email", t("pickup_keeper"), { type: "email", optional: true })}</div>
      <fieldset className="space-y-2 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={v.all_shops}
            onChange={(e) => set("all_shops", e.target.checked)}
            className="size-4 accent-[var(--color-primary)]"
          />
          {t("pickup_all_shops")}
        </label>
        {!v.all_shops && (
          <div>
            <legend className="mb-1 text-sm font-medium text-gray-700">{t("pickup_shops")}</legend>
            <div className="flex max-h-48 flex-wrap gap-2 overflow-auto">
              {shops.map((s) => (
                <label key={s.id} className="flex items-center gap-1.5 rounded-full border border-gray-200 px-3 py-1 text-sm">
                  <input
                    type="checkbox"
                    checked={v.shop_ids.includes(s.id)}
                    onChange={(e) => set("shop_ids", e.target.checked ? [...v.shop_ids, s.id] : v.shop_ids.filter((x) => x !== s.id))}
                    className="accent-[var(--color-primary)]"
                  />
                  <bdi>{s.name}</bdi>
                </label>
              ))}
            </div>
            {errors.shop_ids && (
              <p className="mt-1 text-sm text-red-600" role="alert">
                {errors.shop_ids}
              </p>
            )}
          </div>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={v.active}
            onChange={(e) => set("active", e.target.checked)}
            className="size-4 accent-[var(--color-primary)]"
          />
          {t("pickup_active")}
        </label>
      </fieldset>
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white disabled:opacity-50"
          data-testid="pickup-point-save"
        >
          {t("pickup_save")}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold text-gray-700"
        >
          {t("pickup_cancel")}
        </button>
      </div>
    </form>
  );
}
