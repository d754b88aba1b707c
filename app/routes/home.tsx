import { useTranslation } from "../i18n/i18n";
import type { ProductCard as Card } from "../../domain/catalog/product-card";
import { HeroSlider } from "../components/home/HeroSlider";
import { Banners, BrandStrip, CategoryTiles, ProductRail, Services, ShopGrid, type ShopCardData } from "../components/home/Sections";
import { pageHead } from "../lib/seo";
import { useBaseUrl } from "../lib/useBaseUrl";
import { JsonLd } from "../components/seo/JsonLd";
import { useStore } from "../store/store";
import { CampaignGrid } from "../components/campaigns/CampaignTiles";
import { FlashRail } from "../components/campaigns/FlashSale";
import { SectionHeading } from "../components/ui/SectionHeading";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return { components: await context.content.home() };
}

// the shop's name alone, and its "about" text as the description
export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "" });

/** Which home section shows each component type, with its default title and "view all" link. */
const RAILS: Record<string, { title: string; to?: string }> = {
  latest_product: { title: "latest_products", to: "/products" },
  best_selling_products: { title: "best_selling", to: "/best-selling/products" },
  // the flagged deals (the offers listing shows every discounted product instead)
  todays_deal: { title: "todays_deals", to: "/daily-deals" },
};

/** The shop rails' default titles and the /sellers order their "view all" opens. */
const SHOP_RAILS: Record<string, { title: string; sort: string }> = {
  top_sellers: { title: "top_shops", sort: "top_rated" },
  best_sellers: { title: "best_shops", sort: "top_rated" },
  featured_sellers: { title: "featured_shops", sort: "most_products" },
  express_sellers: { title: "express_shops", sort: "newest" },
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { state } = useStore();
  const { t } = useTranslation();
  const base = useBaseUrl();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
      <h1 className="sr-only">{String(state.settings_data.site_name)}</h1>
      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "Organization",
            name: String(state.settings_data.site_name),
            url: `${base}/`,
            logo: `${base}/favicon.svg`,
            sameAs: ["facebook_link", "twitter_link", "instagram_link", "youtube_link", "linkedin_link"]
              .map((k) => String(state.settings_data[k] ?? ""))
              .filter(Boolean),
          },
          {
            "@context": "https://schema.org",
            "@type": "WebSite",
            name: String(state.settings_data.site_name),
            url: `${base}/`,
            potentialAction: {
              "@type": "SearchAction",
              target: `${base}/products?q={search_term_string}`,
              "query-input": "required name=search_term_string",
            },
          },
        ]}
      />
      <HeroSlider slides={state.sliders} direction={state.active_language.text_direction} />
      {Number(state.settings_data.show_service_info_section) === 1 && <Services services={state.services} />}
      <Banners banners={state.banners} />
      {loaderData.components.map((c) => {
        const title = c.title || t(RAILS[c.type]?.title ?? c.type);
        switch (c.type) {
          case "latest_product":
          case "best_selling_products":
          case "todays_deal":
            return <ProductRail key={c.key} title={title} products={c.data as unknown as Card[]} to={RAILS[c.type].to} />;
          case "popular_category":
            return <CategoryTiles key={c.key} title={c.title || t("popular_categories")} categories={c.data as never} />;
          case "popular_brands":
            return <BrandStrip key={c.key} title={c.title || t("popular_brands")} brands={c.data as never} />;
          case "top_sellers":
          case "best_sellers":
          case "featured_sellers":
          case "express_sellers":
            return (
              <ShopGrid
                key={c.key}
                title={c.title || t(SHOP_RAILS[c.type].title)}
                shops={c.data as unknown as ShopCardData[]}
                to={`/sellers?sort=${SHOP_RAILS[c.type].sort}`}
              />
            );
          case "flash_deal":
            return <FlashRail key={c.key} title={c.title || t("flash_deals")} products={c.data as never} />;
          case "campaign":
            return c.data.length ? (
              <section key={c.key} data-testid="campaign-rail">
                <SectionHeading title={c.title || t("campaigns")} to="/campaigns" />
                <CampaignGrid campaigns={c.data as never} />
              </section>
            ) : null;
          default:
            return null;
        }
      })}
    </div>
  );
}
