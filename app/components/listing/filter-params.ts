/** The listing's filters in the page URL: `brand=4&brand=9&shop=2&color=3&attr=12&rating=4&min_price=10&max_price=50&classified=1`. */
export const FILTER_PARAMS = ["category", "brand", "shop", "color", "attr", "rating", "min_price", "max_price", "classified"] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** A copy of the query with one value of a multi-choice filter switched on or off; back to page 1. */
export function toggled(params: URLSearchParams, name: FilterParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = next.getAll(name);
  next.delete(name);
  for (const v of values.includes(value) ? values.filter((v) => v !== value) : [...values, value]) next.append(name, v);
  next.delete("page");
  return next;
}

/** A copy with single-value filters set (empty removes them); back to page 1. */
export function withValues(params: URLSearchParams, values: Partial<Record<FilterParam | "sort", string>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(values)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  next.delete("page");
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  next.delete("page");
  return next;
}

export function activeFilterCount(params: URLSearchParams): number {
  return FILTER_PARAMS.reduce((n, name) => n + params.getAll(name).length, 0);
}
