import { useTranslation } from "../../../i18n/i18n";
import { useFormatMoney } from "../../../lib/price";
import { useStore } from "../../../store/store";
import type { ColumnDef } from "../../backoffice/ServerTable";
import { CodSwitch } from "./CodSwitch";
import type { CityRow } from "./city-list";

const CHECKBOX = "size-4 accent-[var(--color-primary)]";

/** The rows chosen for the bulk switch, and the one switch of a row. */
export interface CitySelection {
  selected: Set<number>;
  toggle: (id: number, on: boolean) => void;
  toggleAll: (on: boolean) => void;
  busy: boolean;
  change: (ids: number[], on: boolean) => Promise<boolean>;
}

/** The cities table's columns: a checkbox to choose the row, the city with its state and country, its area shipping cost, its cash on delivery switch. */
export function useCityColumns(rows: CityRow[], s: CitySelection): ColumnDef<CityRow, unknown>[] {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const all = rows.length > 0 && rows.every((r) => s.selected.has(r.id));
  return [
    {
      id: "select",
      header: () => (
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={all}
          disabled={!rows.length}
          onChange={(e) => s.toggleAll(e.target.checked)}
          aria-label={t("admin_cities_select_page")}
          data-testid="cities-select-page"
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={s.selected.has(row.original.id)}
          onChange={(e) => s.toggle(row.original.id, e.target.checked)}
          aria-label={t("admin_cities_select", { city: row.original.name })}
          data-testid="city-select"
        />
      ),
      meta: { className: "w-10" },
    },
    {
      id: "city",
      header: t("admin_cities_col_city"),
      cell: ({ row }) => (
        <span className="block min-w-0">
          <span className="block font-medium text-gray-900">
            <bdi data-testid="city-name">{row.original.name}</bdi>
          </span>
          <span className="block text-xs text-gray-500">
            <bdi>{row.original.state.name}</bdi> · <bdi>{row.original.country.name}</bdi>
          </span>
          {/* a phone leaves the cost's column out: the cost stands under the place */}
          <span className="block text-xs text-gray-700 sm:hidden">
            {t("admin_cities_col_shipping")}: <bdi>{money(row.original.shipping_cost, { zeroAsNegotiable: false })}</bdi>
          </span>
        </span>
      ),
    },
    {
      id: "shipping",
      header: t("admin_cities_col_shipping"),
      cell: ({ row }) => <bdi className="whitespace-nowrap">{money(row.original.shipping_cost, { zeroAsNegotiable: false })}</bdi>,
      meta: { narrow: false },
    },
    {
      id: "cod",
      header: t("admin_cities_col_cod"),
      cell: ({ row }) => (
        <CodSwitch
          city={row.original.name}
          on={row.original.cash_on_delivery}
          busy={s.busy}
          onChange={(on) => void s.change([row.original.id], on)}
        />
      ),
    },
  ];
}
