import { Form } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import type { CityPage } from "./city-list";

const INPUT = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

/**
 * The cities' filters as a plain GET form: a part of the name, the country, its state and cash on
 * delivery on or off. Choosing another country sends the form at once without the state (the
 * states offered are the chosen country's).
 */
export function CityFilters({ page }: { page: CityPage }) {
  const { t } = useTranslation();
  const { filters, countries, states } = page;
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="cities-filter">
      <label className="min-w-full flex-1 text-sm sm:min-w-48">
        <span className="sr-only">{t("admin_cities_search")}</span>
        <input
          type="search"
          name="search"
          defaultValue={filters.search}
          placeholder={t("admin_cities_search")}
          className={`${INPUT} w-full`}
          dir="auto"
          maxLength={100}
          data-testid="cities-search"
        />
      </label>
      <select
        name="country_id"
        defaultValue={filters.country_id ?? ""}
        className={`${INPUT} min-w-0 flex-1 basis-40 sm:max-w-48`}
        aria-label={t("admin_cities_country")}
        onChange={(e) => {
          const form = e.currentTarget.form;
          const state = form?.elements.namedItem("state_id");
          if (state instanceof HTMLSelectElement) state.value = "";
          form?.requestSubmit();
        }}
        data-testid="cities-country"
      >
        <option value="">
          {t("admin_cities_country")}: {t("backoffice_all")}
        </option>
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <select
        name="state_id"
        defaultValue={filters.state_id ?? ""}
        className={`${INPUT} min-w-0 flex-1 basis-40 sm:max-w-48`}
        aria-label={t("admin_cities_state")}
        disabled={!states.length}
        data-testid="cities-state"
      >
        <option value="">
          {t("admin_cities_state")}: {t("backoffice_all")}
        </option>
        {states.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <select
        name="cod"
        defaultValue={filters.cod}
        className={`${INPUT} min-w-0 flex-1 basis-40 sm:flex-none`}
        aria-label={t("admin_cities_cod")}
        data-testid="cities-cod"
      >
        <option value="">
          {t("admin_cities_cod")}: {t("backoffice_all")}
        </option>
        <option value="on">
          {t("admin_cities_cod")}: {t("admin_cities_cod_on")}
        </option>
        <option value="off">
          {t("admin_cities_cod")}: {t("admin_cities_cod_off")}
        </option>
      </select>
      <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white" data-testid="cities-apply">
        {t("backoffice_filter")}
      </button>
    </Form>
  );
}
