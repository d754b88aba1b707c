import { useTranslation } from "../i18n/i18n";
import { Form, Link } from "react-router";
import { ProductGrid } from "../components/product/ProductGrid";
import { Pagination } from "../components/ui/Pagination";
import { orNotFound, pageParam } from "../lib/loader-utils";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/products";

/** Which listing each route shows (the shared product listing screen of spec section 2). */
const LISTINGS: Record<string, { type: "products" | "category" | "brand" | "offer" | "best_selling"; title: string }> = {
  products: { type: "products", title: "all_products" },
  "category-products": { type: "category", title: "" },
  "gadget-products": { type: "category", title: "" },
  "brand-products": { type: "brand", title: "" },
  "offer-products": { type: "offer", title: "offers" },
  "best-selling-products": { type: "best_selling", title: "best_selling" },
};

const SORTS = ["newest", "oldest", "top_rated", "top_selling", "price_low", "price_high"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const listing = LISTINGS[listingOf(url.pathname)];
  const sortParam = url.searchParams.get("sort");
  const sort = (SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as (typeof SORTS)[number]) : undefined;
  const [heading, products] = await orNotFound(Promise.all([
    context.catalog.heading(listing.type, (params as { slug?: string }).slug),
    context.catalog.products({ type: listing.type, slug: (params as { slug?: string }).slug, page: pageParam(url), sort }),
  ]));
  return { listing, heading, products, sort: sort ?? "newest", q: url.searchParams.get("q") ?? "" };
}

function listingOf(pathname: string): string {
  if (/\/category\//.test(pathname)) return "category-products";
  if (/\/gadget-products\//.test(pathname)) return "gadget-products";
  if (/\/brand\//.test(pathname)) return "brand-products";
  if (/\/offer\/products/.test(pathname)) return "offer-products";
  if (/\/best-selling\/products/.test(pathname)) return "best-selling-products";
  return "products";
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, (t) => data?.heading.title || t(data?.listing.title || "all_products"));

export default function ProductListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, products, listing, sort } = loaderData;
  const title = heading.title || t(listing.title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav className="mb-3 text-sm text-gray-500" aria-label={t("breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1.5">
          <li><Link to="/" className="hover:text-primary">{t("home")}</Link></li>
          {heading.breadcrumb.map((b) => <li key={b.to} className="flex items-center gap-1.5"><span aria-hidden="true">/</span><Link to={b.to} className="hover:text-primary">{b.title || t("brands")}</Link></li>)}
          <li className="flex items-center gap-1.5"><span aria-hidden="true">/</span><span className="text-gray-800">{title}</span></li>
        </ol>
      </nav>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-gray-500">{t("products_found", { count: products.total })}</p>
        </div>
        <Form method="get" className="flex items-center gap-2 text-sm">
          <label htmlFor="sort" className="text-gray-600">{t("sort_by")}</label>
          <select id="sort" name="sort" defaultValue={sort} onChange={(e) => e.currentTarget.form?.requestSubmit()} className="rounded-lg border border-gray-300 bg-white py-1.5 ps-2 pe-8">
            {SORTS.map((s) => <option key={s} value={s}>{t(`sort_${s}`)}</option>)}
          </select>
          <noscript><button type="submit">{t("apply")}</button></noscript>
        </Form>
      </div>
      {heading.children.length > 0 && (
        <div className="mb-5 flex flex-wrap gap-2">
          {heading.children.map((c) => <Link key={c.to} to={c.to} className="rounded-full border border-gray-200 bg-white px-3 py-1 text-sm hover:border-primary hover:text-primary">{c.title}</Link>)}
        </div>
      )}
      {products.data.length ? <ProductGrid products={products.data} /> : <p className="rounded-xl bg-white p-10 text-center text-gray-500">{t("no_products")}</p>}
      <Pagination current={products.current_page} last={products.last_page} />
    </div>
  );
}
