import { useState } from "react";
import { listingQuery } from "../components/listing/listing-query";
import { ShopJsonLd } from "../components/seo/ShopJsonLd";
import { FollowButton } from "../components/shop/FollowButton";
import { PagedShopCoupons } from "../components/shop/PagedShopCoupons";
import { ShopBreadcrumb } from "../components/shop/ShopBreadcrumb";
import { ShopHeader } from "../components/shop/ShopHeader";
import { ShopPolicies } from "../components/shop/ShopPolicies";
import { ShopProducts } from "../components/shop/ShopProducts";
import { ShopSections } from "../components/shop/ShopSections";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/shop";

/**
 * A seller's shop (`/shop/{slug}`): its banner and figures, its coupons, its own sections, its
 * products through the shared listing with every filter, and its policies. Unknown, unverified
 * or banned: the 404 screen.
 */
/** Products a page under the shop's own sections: the contract's 12 (shop-page-data), which fill the 2-, 3- and 6-column grids; with the sections' row of 6 the page shows 18 cards. */
const SHOP_PAGE_SIZE = 12;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { sort, filters, q, page } = listingQuery(url);
  const [profile, { products, search }, facets] = await Promise.all([
    context.shops.profile(params.slug),
    context.catalog.listing({ type: "shop", slug: params.slug, page, per_page: SHOP_PAGE_SIZE, sort, key: q, filters }),
    context.catalog.filters("shop", params.slug, { key: q, filters }),
  ]);
  // the stored sections (every language) and their kinds are for API clients: the page shows `contents`
  const { shop_page_contents: _stored, component_names: _kinds, ...shop } = profile.shop;
  return { ...profile, shop, products, facets, sort: sort ?? (search ? "relevance" : "newest"), q: q.trim(), search };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageHead(
    { matches, location },
    {
      title: () => data?.shop.shop_name ?? "",
      description: data
        ? [
            data.shop.shop_tagline,
            data.products.data
              .slice(0, 5)
              .map((p) => p.product_name)
              .join(", "),
          ]
            .filter(Boolean)
            .join(" — ")
        : "",
      image: data?.shop.image_899x480,
      imageAlt: data?.shop.shop_name,
      page: data?.products.current_page,
      // a search inside the shop is not a page of its own for search engines
      noindex: !!data?.q,
    },
  );

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop, coupons, products, facets, sort, search, q } = loaderData;
  // the follow button tells the new count; another shop starts from its own
  const [followed, setFollowers] = useState<{ shopId: number; n: number } | null>(null);
  const followers = followed?.shopId === shop.id ? followed.n : shop.followers;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ShopJsonLd shop={shop} />
      <ShopBreadcrumb name={shop.shop_name} />
      <div className="grid grid-cols-1 gap-8">
        <ShopHeader
          key={shop.id}
          shop={shop}
          followers={followers}
          followButton={
            <FollowButton
              shopId={shop.id}
              shopName={shop.shop_name}
              followed={shop.is_followed}
              onChange={(n) => setFollowers({ shopId: shop.id, n })}
            />
          }
        />
        <PagedShopCoupons key={shop.id} first={coupons} userId={shop.user_id} heading={t("shop_coupons")} />
        <ShopSections contents={shop.contents} />
        <ShopProducts products={products} facets={facets} sort={sort} search={search} q={q} />
        <ShopPolicies policies={shop.policies} />
      </div>
    </div>
  );
}
