import { type ReactNode, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { ListingSearch } from "../../../domain/catalog/list-products";
import type { ProductCard } from "../../../domain/catalog/product-card";
import type { Paginated } from "../../../kernel/paginated";
import { useTranslation } from "../../i18n/i18n";
import { ProductGrid } from "../product/ProductGrid";
import { SlidersHorizontal, X } from "../ui/icon-set";
import { Pagination } from "../ui/Pagination";
import { ActiveFilters } from "./ActiveFilters";
import { FilterSidebar } from "./FilterSidebar";
import { activeFilterCount, withValues } from "./filter-params";
import { SORTS } from "./listing-sorts";
import { SearchMiss } from "./SearchMiss";
import { useListingParams } from "./use-listing-params";

type Facets = Parameters<typeof FilterSidebar>[0]["facets"];

/**
 * The shared listing screen's body: the filter sidebar (a drawer on phones), the sort, the
 * active filters, the grid and the pages. Filters live in the URL (shareable, back/forward);
 * `header` is the page's own start of the toolbar row (a title, a count).
 */
export function ListingPanel({
  header,
  products,
  facets,
  sort,
  search,
  q,
  productsHeading,
  aboveGrid,
}: {
  header: ReactNode;
  products: Paginated<ProductCard>;
  facets: Facets;
  sort: string;
  search: ListingSearch | null;
  q: string;
  /** the grid's heading when the page shows one itself (hidden for screen readers' outline otherwise) */
  productsHeading?: boolean;
  /** between the toolbar and the grid (a category's sub-categories) */
  aboveGrid?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useListingParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // the filter drawer is open on the page it was opened on; another page starts with it closed
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const drawer = drawerOn === pathname;
  const setDrawer = (open: boolean) => setDrawerOn(open ? pathname : null);
  const filtering = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const count = activeFilterCount(params);
  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        {header}
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setDrawer(true)}
            className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium lg:hidden"
            data-testid="open-filters"
          >
            <SlidersHorizontal className="size-4" />
            {t("filters")}
            {count > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-white">{count}</span>}
          </button>
          <Form method="get" className="flex items-center gap-2 text-sm" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="sort" className="sr-only text-gray-600 sm:not-sr-only">
              {t("sort_by")}
            </label>
            <select
              id="sort"
              name="sort"
              value={sort}
              onChange={(e) => setParams((now) => withValues(now, { sort: e.target.value === "relevance" ? "" : e.target.value }))}
              className="rounded-lg border border-gray-300 bg-white py-1.5 ps-2 pe-8"
              data-testid="sort"
            >
              {search && <option value="relevance">{t("sort_relevance")}</option>}
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort_${s}`)}
                </option>
              ))}
            </select>
          </Form>
        </div>
      </div>
      {aboveGrid}
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label={t("filters")}>
          <div className="rounded-2xl border border-gray-100 bg-white p-4">
            <FilterSidebar facets={facets} />
          </div>
        </aside>
        <section className={`min-w-0 transition-opacity ${filtering ? "opacity-60" : ""}`} aria-busy={filtering}>
          {/* the cards' names are h3: this level keeps the outline whole under the page's h1 */}
          {!productsHeading && <h2 className="sr-only">{t("products")}</h2>}
          <ActiveFilters facets={facets} />
          {products.data.length ? (
            <ProductGrid products={products.data} />
          ) : search ? (
            <SearchMiss q={q} didYouMean={search.did_you_mean} />
          ) : (
            <p className="rounded-xl bg-white p-10 text-center text-gray-500" data-testid="no-products">
              {t("no_products")}
            </p>
          )}
          <Pagination current={products.current_page} last={products.last_page} />
        </section>
      </div>
      {drawer && (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label={t("filters")}>
          <button type="button" className="absolute inset-0 bg-black/40" aria-label={t("close")} onClick={() => setDrawer(false)} />
          <div className="absolute inset-y-0 end-0 flex w-80 max-w-[88vw] flex-col bg-white shadow-xl">
            <div className="flex items-center justify-between border-b border-gray-100 p-4">
              <span className="text-lg font-bold">{t("filters")}</span>
              <button type="button" onClick={() => setDrawer(false)} className="rounded p-1 hover:bg-gray-100" aria-label={t("close")}>
                <X className="size-5" />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              <FilterSidebar facets={facets} />
            </div>
            <div className="border-t border-gray-100 p-4">
              <button
                type="button"
                onClick={() => setDrawer(false)}
                className="w-full rounded-lg bg-primary py-2.5 text-sm font-semibold text-white"
              >
                {t("show_results", { count: products.total })}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
