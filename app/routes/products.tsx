import { SlidersHorizontal, Star, X } from "../components/ui/icon-set";
import { useState } from "react";
import { Form, useLocation, useNavigation, useSearchParams } from "react-router";
import { AppLink } from "../components/ui/AppLink";
import { ActiveFilters } from "../components/listing/ActiveFilters";
import { SearchMiss, WithQuery } from "../components/listing/SearchMiss";
import { activeFilterCount, withValues } from "../components/listing/filter-params";
import { FilterSidebar } from "../components/listing/FilterSidebar";
import { ProductGrid } from "../components/product/ProductGrid";
import { Pagination } from "../components/ui/Pagination";
import { useTranslation } from "../i18n/i18n";
import { useBaseUrl } from "../lib/useBaseUrl";
import { pageParam } from "../../kernel/input";
import { srcsetOf } from "../../kernel/media";
import { orNotFound } from "../lib/loader-utils";
import { pageHead } from "../lib/seo";
import { breadcrumbLd, JsonLd } from "../components/seo/JsonLd";
import { filtersFromQuery, ListingFilters } from "../../domain/catalog/listing-filters";
import { MAX_QUERY_LENGTH } from "../../domain/catalog/search-terms";
import type { Route } from "./+types/products";

/** Which listing each route shows (the shared product listing screen of spec section 2). */
const LISTINGS: Record<
  string,
  { type: "products" | "category" | "brand" | "offer" | "best_selling" | "shop" | "todays_deal"; title: string }
> = {
  products: { type: "products", title: "all_products" },
  "category-products": { type: "category", title: "" },
  "gadget-products": { type: "category", title: "" },
  "brand-products": { type: "brand", title: "" },
  "offer-products": { type: "offer", title: "offers" },
  "best-selling-products": { type: "best_selling", title: "best_selling" },
  "daily-deals": { type: "todays_deal", title: "todays_deals" },
  // a shop's products; its name, logo and rating head the page (the full shop page builds on it)
  "shop-products": { type: "shop", title: "" },
};

const SORTS = ["newest", "oldest", "top_rated", "top_selling", "price_low", "price_high"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const listing = LISTINGS[listingOf(url.pathname)];
  const sortParam = url.searchParams.get("sort");
  const sort = (SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as (typeof SORTS)[number]) : undefined;
  // Filters a shopper typed by hand that do not parse are left out rather than failing the page.
  const parsed = ListingFilters.safeParse(filtersFromQuery((name) => url.searchParams.getAll(name)));
  const filters = parsed.success ? parsed.data : undefined;
  const slug = (params as { slug?: string }).slug;
  // the header box's search text: the search narrows the listing, the filters narrow the search
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const [heading, { products, search }, facets] = await orNotFound(
    Promise.all([
      context.catalog.heading(listing.type, slug),
      context.catalog.listing({ type: listing.type, slug, page: pageParam(url), sort, key: q, filters }),
      // the facets stay the listing's own with a search (domain/catalog/filter-data.ts)
      context.catalog.filters(listing.type, slug ?? ""),
    ]),
  );
  return { listing, heading, products, facets, sort: sort ?? (search ? "relevance" : "newest"), q: q.trim(), search };
}

function listingOf(pathname: string): string {
  if (/\/category\//.test(pathname)) return "category-products";
  if (/\/gadget-products\//.test(pathname)) return "gadget-products";
  if (/\/brand\//.test(pathname)) return "brand-products";
  if (/\/offer\/products/.test(pathname)) return "offer-products";
  if (/\/best-selling\/products/.test(pathname)) return "best-selling-products";
  if (/\/daily-deals\/?$/.test(pathname)) return "daily-deals";
  if (/\/shop\//.test(pathname)) return "shop-products";
  return "products";
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageHead(
    { matches, location },
    {
      title: (t) =>
        data?.search
          ? t("search_results_for").replace("{{q}}", () => data.q)
          : data?.heading.title || data?.facets.shop?.shop_name || t(data?.listing.title || "all_products"),
      description: data
        ? data.products.data
            .slice(0, 6)
            .map((p) => p.product_name)
            .join(", ")
        : "",
      image: data?.facets.shop?.logo ?? data?.products.data[0]?.image,
      page: data?.products.current_page,
      // a search result page is not a page of its own for search engines
      noindex: !!data?.q,
    },
  );

/** The shared listing screen: filters in the URL (shareable, back/forward), the first page rendered on the server. */
export default function ProductListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, products, listing, sort, facets, search, q } = loaderData;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // the filter drawer is open on the page it was opened on; another page starts with it closed
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const drawer = drawerOn === pathname;
  const setDrawer = (open: boolean) => setDrawerOn(open ? pathname : null);
  const shop = listing.type === "shop" ? facets.shop : null;
  const title = search ? t("search_results_for", { q }) : heading.title || shop?.shop_name || t(listing.title);
  // a brand's listing sits under the brands, a shop's under the sellers
  const crumbs = shop
    ? [{ title: t("sellers"), to: "/sellers" }]
    : heading.breadcrumb.map((b) => ({ title: b.title || t("brands"), to: b.to }));
  const filtering = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const count = activeFilterCount(params);
  const base = useBaseUrl();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd
        data={breadcrumbLd([
          { name: t("home"), url: `${base}/` },
          ...crumbs.map((b) => ({ name: b.title, url: `${base}${b.to}` })),
          { name: title, url: `${base}${pathname}` },
        ])}
      />
      <nav className="mb-3 text-sm text-gray-500" aria-label={t("breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <AppLink to="/" className="hover:text-primary">
              {t("home")}
            </AppLink>
          </li>
          {crumbs.map((b) => (
            <li key={b.to} className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <AppLink to={b.to} className="hover:text-primary">
                {b.title}
              </AppLink>
            </li>
          ))}
          <li className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <span className="min-w-0 text-gray-800 wrap-anywhere">{title}</span>
          </li>
        </ol>
      </nav>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {shop && (
            <img
              src={shop.logo}
              srcSet={srcsetOf(shop.logo, "shopLogo")}
              sizes="56px"
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-full border border-gray-100 bg-white"
              data-testid="shop-logo"
            />
          )}
          <div className="min-w-0">
            {/* a long search text wraps anywhere rather than widen the page */}
            <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl" data-testid="listing-title">
              {search ? <WithQuery t={t} k="search_results_for" q={q} /> : title}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-gray-500" data-testid="products-total">
              {shop && (
                <>
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                  <span className="sr-only">{t("pd_rated", { rating: Number(shop.rating).toFixed(1) })}</span>
                  <span aria-hidden="true" data-testid="shop-rating">
                    {Number(shop.rating).toFixed(1)}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>{t("reviews_count", { count: shop.reviews_count })}</span>
                  <span aria-hidden="true">·</span>
                </>
              )}
              <span>{t("products_found", { count: products.total })}</span>
            </p>
          </div>
        </div>
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
              onChange={(e) =>
                setParams(withValues(params, { sort: e.target.value === "relevance" ? "" : e.target.value }), { preventScrollReset: true })
              }
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
      {heading.children.length > 0 && (
        <div className="mb-5 flex flex-wrap gap-2">
          {heading.children.map((c) => (
            <AppLink
              key={c.to}
              to={c.to}
              className="rounded-full border border-gray-200 bg-white px-3 py-1 text-sm hover:border-primary hover:text-primary"
            >
              {c.title}
            </AppLink>
          ))}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label={t("filters")}>
          <div className="rounded-2xl border border-gray-100 bg-white p-4">
            <FilterSidebar facets={facets} />
          </div>
        </aside>
        <section className={`min-w-0 transition-opacity ${filtering ? "opacity-60" : ""}`} aria-busy={filtering}>
          {/* the cards' names are h3: this level keeps the outline whole under the page's h1 */}
          <h2 className="sr-only">{t("products")}</h2>
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
    </div>
  );
}
