import { useLocation } from "react-router";
import type { LISTING_TYPES } from "../../domain/catalog/list-products";
import { ListingPanel } from "../components/listing/ListingPanel";
import { listingQuery } from "../components/listing/listing-query";
import { WithQuery } from "../components/listing/SearchMiss";
import { breadcrumbLd, JsonLd } from "../components/seo/JsonLd";
import { AppLink } from "../components/ui/AppLink";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { useBaseUrl } from "../lib/useBaseUrl";
import type { Route } from "./+types/products";

/** Which listing each route shows (the shared product listing screen of spec section 2). A shop has its own page (routes/shop.tsx). */
const LISTINGS: Record<string, { type: Exclude<(typeof LISTING_TYPES)[number], "shop">; title: string }> = {
  products: { type: "products", title: "all_products" },
  "category-products": { type: "category", title: "" },
  "gadget-products": { type: "category", title: "" },
  "brand-products": { type: "brand", title: "" },
  "offer-products": { type: "offer", title: "offers" },
  "best-selling-products": { type: "best_selling", title: "best_selling" },
  "daily-deals": { type: "todays_deal", title: "todays_deals" },
  "gift-idea": { type: "gift_idea", title: "gift_ideas" },
  "business-idea": { type: "business_idea", title: "business_ideas" },
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const listing = LISTINGS[listingOf(url.pathname)];
  const { sort, filters, q, page } = listingQuery(url);
  const slug = (params as { slug?: string }).slug;
  const [heading, { products, search }, facets] = await Promise.all([
    context.catalog.heading(listing.type, slug),
    context.catalog.listing({ type: listing.type, slug, page, sort, key: q, filters }),
    // the facets of what the search and the filters match (domain/catalog/filter-data.ts)
    context.catalog.filters(listing.type, slug ?? "", { key: q, filters }),
  ]);
  return { listing, heading, products, facets, sort: sort ?? (search ? "relevance" : "newest"), q: q.trim(), search };
}

function listingOf(pathname: string): string {
  if (/\/category\//.test(pathname)) return "category-products";
  if (/\/gadget-products\//.test(pathname)) return "gadget-products";
  if (/\/brand\//.test(pathname)) return "brand-products";
  if (/\/offer\/products/.test(pathname)) return "offer-products";
  if (/\/best-selling\/products/.test(pathname)) return "best-selling-products";
  if (/\/daily-deals\/?$/.test(pathname)) return "daily-deals";
  if (/\/gift-idea\/?$/.test(pathname)) return "gift-idea";
  if (/\/business-idea\/?$/.test(pathname)) return "business-idea";
  return "products";
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageHead(
    { matches, location },
    {
      title: (t) =>
        data?.search
          ? t("search_results_for").replace("{{q}}", () => data.q)
          : data?.heading.title || t(data?.listing.title || "all_products"),
      description: data
        ? data.products.data
            .slice(0, 6)
            .map((p) => p.product_name)
            .join(", ")
        : "",
      image: data?.heading.image ?? data?.products.data[0]?.image,
      page: data?.products.current_page,
      // a search result page is not a page of its own for search engines
      noindex: !!data?.q,
    },
  );

/** The shared listing screen: filters in the URL (shareable, back/forward), the first page rendered on the server. */
export default function ProductListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, products, listing, sort, facets, search, q } = loaderData;
  const { pathname } = useLocation();
  const title = search ? t("search_results_for", { q }) : heading.title || t(listing.title);
  // a brand's listing sits under the brands
  const crumbs = heading.breadcrumb.map((b) => ({ title: b.title || t("brands"), to: b.to }));
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
      <ListingPanel
        products={products}
        facets={facets}
        sort={sort}
        search={search}
        q={q}
        aboveGrid={
          heading.children.length > 0 && (
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
          )
        }
        header={
          <div className="min-w-0">
            {/* a long search text wraps anywhere rather than widen the page */}
            <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl" data-testid="listing-title">
              {search ? <WithQuery t={t} k="search_results_for" q={q} /> : title}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-gray-500" data-testid="products-total">
              <span>{t("products_found", { count: products.total })}</span>
            </p>
          </div>
        }
      />
    </div>
  );
}
