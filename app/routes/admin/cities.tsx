import { useState } from "react";
import { Link, useLocation } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { CityFilters } from "../../components/admin/cities/CityFilters";
import { useCitySwitch } from "../../components/admin/cities/use-city-switch";
import { useCityColumns } from "../../components/admin/cities/useCityColumns";
import { ServerTable } from "../../components/backoffice/ServerTable";
import { ChevronLeft } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/cities";
import { AdminErrorBoundary } from "./layout";

/** `/admin/settings/cities?search=&country_id=&state_id=&cod=on|off&page=`: the cities, their area shipping cost and cash on delivery, switched per city or for the selected (operators with `settings`; decision 076). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.cities(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_cities_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

const BULK =
  "rounded-full border border-gray-300 bg-white px-4 py-1.5 text-sm font-semibold text-gray-700 hover:border-primary disabled:opacity-50";

export default function AdminCities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { search } = useLocation();
  const { busy, change } = useCitySwitch();
  // the rows chosen, for the address they were chosen on: another page or other filters start with none
  const [choice, setChoice] = useState<{ at: string; ids: Set<number> }>({ at: search, ids: new Set() });
  const selected = choice.at === search ? choice.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setChoice({ at: search, ids });
  const rows = loaderData.data;
  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const columns = useCityColumns(rows, {
    selected,
    busy,
    change,
    toggle: (id, on) => {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      setSelected(next);
    },
    toggleAll: (on) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set()),
  });
  const bulk = async (on: boolean) => {
    if (await change(chosen, on)) setSelected(new Set());
  };
  const toolbar = (
    <div className="space-y-3">
      <CityFilters page={loaderData} />
      {loaderData.invalid.length > 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="cities-invalid">
          {t("admin_cities_invalid")}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2" data-testid="cities-bulk">
        <span className="text-sm text-gray-600" aria-live="polite">
          {t("admin_cities_selected", { count: number(chosen.length) })}
        </span>
        <button
          type="button"
          className={BULK}
          disabled={busy || !chosen.length}
          onClick={() => void bulk(false)}
          data-testid="cities-bulk-off"
        >
          {t("admin_cities_bulk_off")}
        </button>
        <button
          type="button"
          className={BULK}
          disabled={busy || !chosen.length}
          onClick={() => void bulk(true)}
          data-testid="cities-bulk-on"
        >
          {t("admin_cities_bulk_on")}
        </button>
      </div>
    </div>
  );
  return (
    <div className="space-y-4">
      <Link to="/admin/settings/shipping-tax" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-primary">
        <ChevronLeft className="size-4 rtl:rotate-180" />
        {t("admin_cities_back")}
      </Link>
      <PageHeading title={t("admin_cities_title")} text={t("admin_cities_text")} />
      <ServerTable page={loaderData} columns={columns} testId="cities-table" toolbar={toolbar} minWidth="min-w-0 sm:min-w-[40rem]" />
    </div>
  );
}
