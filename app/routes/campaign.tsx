import { CampaignBanner } from "../components/campaigns/CampaignBanner";
import { ListingPanel } from "../components/listing/ListingPanel";
import { listingQuery } from "../components/listing/listing-query";
import { AppLink } from "../components/ui/AppLink";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/campaign";

/** whole rows of the grid's 4 and 5 columns (the call's default is the reference's 12) */
const PER_PAGE = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { sort, filters, page } = listingQuery(new URL(request.url));
  const [{ campaign, products }, facets] = await Promise.all([
    context.campaigns.campaign(params.slug, { page, sort, filters, per_page: PER_PAGE }),
    context.campaigns.filters(params.slug, { filters }),
  ]);
  return { campaign, products, facets, sort: sort ?? "newest" };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageHead(
    { matches, location },
    {
      title: () => data?.campaign.title ?? "",
      description: data?.campaign.short_description,
      image: data?.campaign.image_1920x412,
      page: data?.products.current_page,
      // an ended campaign stays reachable, but is no page for search engines
      noindex: data?.campaign.state === "ended",
    },
  );

/** `/campaign/{slug}`: the campaign's banner, countdown and its products, filterable by brand, shop and price. */
export default function Campaign({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { campaign, products, facets, sort } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav className="mb-3 text-sm text-gray-500" aria-label={t("breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <AppLink to="/" className="hover:text-primary">
              {t("home")}
            </AppLink>
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <AppLink to="/campaigns" className="hover:text-primary">
              {t("campaigns")}
            </AppLink>
          </li>
          <li className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <span className="min-w-0 text-gray-800 wrap-anywhere">{campaign.title}</span>
          </li>
        </ol>
      </nav>
      <CampaignBanner campaign={campaign} />
      <div className="mt-6">
        <ListingPanel
          products={products}
          facets={facets}
          sort={sort}
          search={null}
          q=""
          productsHeading
          header={
            <div className="min-w-0">
              <h2 className="text-xl font-bold sm:text-2xl">{t("campaign_products")}</h2>
              <p className="mt-1 text-sm text-gray-500" data-testid="products-total">
                {t("products_found", { count: products.total })}
              </p>
            </div>
          }
        />
      </div>
    </div>
  );
}
