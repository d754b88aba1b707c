import type { FilterData } from "../../../domain/catalog/filter-data";
import { useTranslation } from "../../i18n/i18n";
import { useStore } from "../../store/store";
import { X } from "../ui/icon-set";
import { activeFilterCount, type FilterParam, toggled, withoutFilters, withValues } from "./filter-params";
import { useListingParams } from "./use-listing-params";

/** The chosen filters as removable chips, and "clear all". */
export function ActiveFilters({ facets }: { facets: FilterData }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const [params, setParams] = useListingParams();
  if (activeFilterCount(params) === 0) return null;
  const name = (param: FilterParam, value: string): string => {
    const id = Number(value);
    switch (param) {
      case "category":
        return facets.categories.find((c) => c.id === id)?.title ?? value;
      case "brand":
        return facets.brands.find((b) => b.id === id)?.title ?? value;
      case "shop":
        return facets.shops.find((sh) => sh.id === id)?.title ?? value;
      case "color":
        return facets.colors.find((c) => c.id === id)?.name ?? value;
      case "attr":
        return facets.attributes.flatMap((a) => a.attribute_value).find((v) => v.id === id)?.value ?? value;
      case "rating":
        return t("stars_count", { count: id });
      case "min_price":
        return `${t("min")}: ${value} ${state.active_currency.symbol}`;
      case "max_price":
        return `${t("max")}: ${value} ${state.active_currency.symbol}`;
      case "classified":
        return t("filter_classified_only");
    }
  };
  const chips: { param: FilterParam; value: string }[] = (
    ["category", "brand", "shop", "color", "attr", "rating", "min_price", "max_price", "classified"] as const
  ).flatMap((param) => params.getAll(param).map((value) => ({ param, value })));
  const remove = (param: FilterParam, value: string) =>
    setParams((now) => (param === "min_price" || param === "max_price" ? withValues(now, { [param]: "" }) : toggled(now, param, value)));
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="active-filters">
      {chips.map(({ param, value }) => (
        <button
          key={`${param}-${value}`}
          type="button"
          onClick={() => remove(param, value)}
          className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary-soft px-3 py-1 text-sm text-primary hover:border-primary"
        >
          {name(param, value)}
          <X className="size-3.5" aria-label={t("remove")} />
        </button>
      ))}
      <button
        type="button"
        onClick={() => setParams(withoutFilters)}
        className="text-sm font-medium text-gray-600 underline hover:text-primary"
      >
        {t("clear_all")}
      </button>
    </div>
  );
}
