import { type ReactNode, useState } from "react";
import type { FilterData } from "../../../domain/catalog/filter-data";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { useStore } from "../../store/store";
import { Star } from "../ui/icon-set";
import { type FilterParam, toggled, withValues } from "./filter-params";
import { useListingParams } from "./use-listing-params";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-gray-100 py-4 first:pt-0 last:border-0">
      <legend className="float-start mb-2 w-full text-sm font-semibold text-gray-900">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function Check({ name, value, label, count }: { name: FilterParam; value: string; label: ReactNode; count?: number }) {
  const { number } = useNumbers();
  const [params, setParams] = useListingParams();
  const on = params.getAll(name).includes(value);
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm text-gray-700 hover:text-primary">
      <input
        type="checkbox"
        checked={on}
        onChange={() => setParams((now) => toggled(now, name, value))}
        className="size-4 rounded border-gray-300 accent-[var(--color-primary)]"
        data-testid={`filter-${name}-${value}`}
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && <span className="text-xs text-gray-500">{number(count)}</span>}
    </label>
  );
}

/** A long list shows its first items and a "show more" switch. */
function Limited<T>({ items, limit, render }: { items: T[]; limit: number; render: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  return (
    <>
      {(all ? items : items.slice(0, limit)).map(render)}
      {items.length > limit && (
        <button type="button" onClick={() => setAll(!all)} className="mt-1 text-sm font-medium text-primary hover:underline">
          {all ? t("show_less") : t("show_more", { count: items.length - limit })}
        </button>
      )}
    </>
  );
}

function PriceRange({ range }: { range: FilterData["price_range"] }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { state } = useStore();
  const [params, setParams] = useListingParams();
  const apply = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const prices = { min_price: String(data.get("min_price") ?? "").trim(), max_price: String(data.get("max_price") ?? "").trim() };
    setParams((now) => withValues(now, prices));
  };
  const input = "w-full min-w-0 rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-primary";
  return (
    <form
      onSubmit={apply}
      className="flex items-end gap-2"
      key={`${params.get("min_price")}-${params.get("max_price")}`}
      data-testid="price-filter"
    >
      <label className="min-w-0 flex-1 text-xs text-gray-500">
        {t("min")} ({state.active_currency.symbol})
        <input
          name="min_price"
          inputMode="decimal"
          pattern="[0-9]*[.]?[0-9]*"
          defaultValue={params.get("min_price") ?? ""}
          placeholder={number(range.min)}
          className={input}
          dir="ltr"
        />
      </label>
      <label className="min-w-0 flex-1 text-xs text-gray-500">
        {t("max")} ({state.active_currency.symbol})
        <input
          name="max_price"
          inputMode="decimal"
          pattern="[0-9]*[.]?[0-9]*"
          defaultValue={params.get("max_price") ?? ""}
          placeholder={number(range.max)}
          className={input}
          dir="ltr"
        />
      </label>
      <button type="submit" className="rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-dark">
        {t("apply")}
      </button>
    </form>
  );
}

/** The listing's filters (spec: categories with counts, brands, colours, attributes, rating, price range); every change is a URL change. */
export function FilterSidebar({ facets }: { facets: FilterData }) {
  const { t } = useTranslation();
  return (
    <div className="text-start">
      {facets.categories.length > 0 && (
        <Group title={t("categories")}>
          <Limited
            items={facets.categories}
            limit={8}
            render={(c) => <Check key={c.id} name="category" value={String(c.id)} label={c.title} count={c.total_products} />}
          />
        </Group>
      )}
      <Group title={t("filter_ad_type")}>
        <Check name="classified" value="1" label={t("filter_classified_only")} />
      </Group>
      <Group title={t("price_range")}>
        <PriceRange range={facets.price_range} />
      </Group>
      {facets.brands.length > 0 && (
        <Group title={t("brands")}>
          <Limited
            items={facets.brands}
            limit={8}
            render={(b) => <Check key={b.id} name="brand" value={String(b.id)} label={b.title} count={b.total_products} />}
          />
        </Group>
      )}
      {facets.shops.length > 0 && (
        <Group title={t("shops")}>
          <Limited
            items={facets.shops}
            limit={8}
            render={(sh) => <Check key={sh.id} name="shop" value={String(sh.id)} label={sh.title} count={sh.total_products} />}
          />
        </Group>
      )}
      {facets.colors.length > 0 && (
        <Group title={t("color")}>
          <Limited
            items={facets.colors}
            limit={12}
            render={(c) => (
              <Check
                key={c.id}
                name="color"
                value={String(c.id)}
                count={c.total_products}
                label={
                  <span className="inline-flex items-center gap-2">
                    <span className="size-4 rounded-full border border-gray-300" style={{ background: c.hex }} />
                    {c.name}
                  </span>
                }
              />
            )}
          />
        </Group>
      )}
      {facets.attributes.map((a) => (
        <Group key={a.id} title={a.title}>
          <Limited
            items={a.attribute_value}
            limit={8}
            render={(v) => <Check key={v.id} name="attr" value={String(v.id)} label={<bdi>{v.value}</bdi>} count={v.total_products} />}
          />
        </Group>
      ))}
      <Group title={t("rating")}>
        {[5, 4, 3, 2, 1].map((r) => (
          <Check
            key={r}
            name="rating"
            value={String(r)}
            label={
              <span className="inline-flex items-center gap-0.5" role="img" aria-label={t("stars_count", { count: r })}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} className={`size-4 ${n <= r ? "fill-amber-400 text-amber-400" : "text-gray-300"}`} />
                ))}
              </span>
            }
          />
        ))}
      </Group>
    </div>
  );
}
