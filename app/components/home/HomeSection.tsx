import { useEffect, useRef, useState } from "react";
import type { ProductCard as Card } from "../../../domain/catalog/product-card";
import type { BannerGroup } from "../../../domain/content/home-banners";
import type { HomeComponentType } from "../../../domain/content/home-components";
import { homePageOf, sectionFromFeed } from "../../../domain/content/home-keys";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { CampaignGrid } from "../campaigns/CampaignTiles";
import { FlashRail } from "../campaigns/FlashSale";
import { SectionHeading } from "../ui/SectionHeading";
import { VideoRail } from "../video/VideoCard";
import { NewsRail } from "./NewsRail";
import { BannerProducts, BannerRow, DownloadSection } from "./PromoSections";
import { BrandStrip, CategoryTiles, ProductRail, type ShopCardData, ShopGrid } from "./Sections";

/** A section of the home page as the outline names it (domain/content/home-components.ts `homeOutline`). */
export type HomeEntry = { key: string; index: number; type: HomeComponentType; title: string; slug: string | null };

/** Each type's default heading and where its "view all" goes (none: no heading of its own, or no list). */
function headingOf(entry: HomeEntry): { title: string; to?: string } {
  switch (entry.type) {
    case "latest_product":
      return { title: "latest_products", to: "/products" };
    case "best_selling_products":
      return { title: "best_selling", to: "/best-selling/products" };
    // the flagged deals (the offers listing shows every discounted product instead)
    case "todays_deal":
      return { title: "todays_deals", to: "/daily-deals" };
    case "gift_idea":
      return { title: "gift_ideas", to: "/gift-idea" };
    case "business_idea":
      return { title: "business_ideas", to: "/business-idea" };
    case "custom_products":
      return { title: "picked_for_you" };
    case "offer_ending_soon":
      return { title: "offer_ending_soon", to: "/offer/products" };
    case "category_section":
      return { title: "", to: entry.slug ? `/gadget-products/${entry.slug}` : undefined };
    case "popular_category":
      return { title: "popular_categories", to: "/categories" };
    case "top_category":
      return { title: "top_categories", to: "/categories" };
    case "popular_brands":
      return { title: "popular_brands", to: "/brands" };
    case "top_sellers":
      return { title: "top_shops", to: "/sellers?sort=top_rated" };
    case "best_sellers":
      return { title: "best_shops", to: "/sellers?sort=top_rated" };
    case "featured_sellers":
      return { title: "featured_shops", to: "/sellers?sort=most_products" };
    case "express_sellers":
      return { title: "express_shops", to: "/sellers?sort=newest" };
    case "flash_deal":
      return { title: "flash_deals", to: "/flash-sale" };
    case "campaign":
      return { title: "campaigns", to: "/campaigns" };
    case "latest_news":
      return { title: "latest_news", to: "/blogs" };
    case "video_shopping":
      return { title: "video_shopping", to: "/video-shopping" };
    default:
      return { title: "" };
  }
}

/** One home section with its data (null: nothing to show). */
export function HomeSectionView({ entry, data }: { entry: HomeEntry; data: unknown }) {
  const { t } = useTranslation();
  if (data === null || data === undefined) return null;
  const heading = headingOf(entry);
  const title = entry.title || (heading.title ? t(heading.title) : "");
  switch (entry.type) {
    case "latest_product":
    case "best_selling_products":
    case "todays_deal":
    case "gift_idea":
    case "business_idea":
    case "custom_products":
      return <ProductRail title={title} products={data as Card[]} to={heading.to} testId={`home-${entry.type}`} />;
    case "offer_ending_soon":
    case "category_section": {
      const d = data as { products: Card[]; banner: { image: string; url: string } | null; title?: string };
      return (
        <BannerProducts
          title={entry.title || d.title || title}
          to={heading.to ?? "/products"}
          products={d.products}
          banner={d.banner}
          testId={`home-${entry.type}`}
        />
      );
    }
    case "banner":
      return <BannerRow group={data as BannerGroup} />;
    case "download_section":
      return <DownloadSection data={data as never} />;
    case "popular_category":
      return <CategoryTiles title={title} categories={data as never} />;
    case "top_category":
      return <CategoryTiles title={title} categories={data as never} dense />;
    case "popular_brands":
      return <BrandStrip title={title} brands={data as never} />;
    case "top_sellers":
    case "best_sellers":
    case "featured_sellers":
    case "express_sellers":
      return <ShopGrid title={title} shops={data as ShopCardData[]} to={heading.to} />;
    case "flash_deal":
      return <FlashRail title={title} products={data as never} />;
    case "campaign":
      return (data as unknown[]).length ? (
        <section data-testid="campaign-rail">
          <SectionHeading title={title} to={heading.to} />
          <CampaignGrid campaigns={data as never} />
        </section>
      ) : null;
    case "latest_news":
      return <NewsRail title={title} posts={data as never} to={heading.to ?? "/blogs"} />;
    case "video_shopping":
      return <VideoRail title={title} videos={data as never} />;
    default:
      return null;
  }
}

type Feed = { components: Record<string, unknown> };

/** The feed's pages, each asked for once however many sections wait for it. */
export function useFeedPages() {
  const pages = useRef(new Map<number, Promise<Feed>>());
  return (page: number) => {
    let p = pages.current.get(page);
    if (!p) {
      p = api<Feed>(`home/page?page=${page}`, { quiet: true });
      pages.current.set(page, p);
      p.catch(() => pages.current.delete(page));
    }
    return p;
  };
}

/**
 * A section below the server-rendered ones: its heading and "view all" link at once (a link a
 * crawler and a shopper without scripts can follow), its data from the feed `GET home/page`
 * when it comes near the screen.
 */
export function LazyHomeSection({ entry, loadPage }: { entry: HomeEntry; loadPage: (page: number) => Promise<Feed> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ data?: unknown; failed?: boolean }>({});
  const box = useRef<HTMLDivElement>(null);
  const load = () => {
    setState({});
    loadPage(homePageOf(entry.index)).then(
      (feed) => setState({ data: sectionFromFeed(feed.components, entry.type, entry.index) ?? null }),
      () => setState({ failed: true }),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: observed once per section
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === "undefined") return load();
    const seen = new IntersectionObserver(
      (items) => {
        if (!items.some((i) => i.isIntersecting)) return;
        seen.disconnect();
        load();
      },
      { rootMargin: "600px 0px" },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  if (state.data !== undefined) return <HomeSectionView entry={entry} data={state.data} />;
  const heading = headingOf(entry);
  const title = entry.title || (heading.title ? t(heading.title) : "");
  return (
    <div ref={box} data-testid="home-section-waiting" data-type={entry.type}>
      {title && <SectionHeading title={title} to={heading.to} />}
      <div className="grid min-h-40 place-items-center rounded-2xl bg-gray-100/70 text-sm text-gray-500" aria-busy={!state.failed}>
        {state.failed ? (
          <p className="flex flex-col items-center gap-2">
            {t("home_section_failed")}
            <button type="button" onClick={load} className="rounded-lg border border-gray-300 bg-white px-3 py-1 font-medium">
              {t("home_try_again")}
            </button>
          </p>
        ) : (
          <span className="sr-only">{t("home_section_loading")}</span>
        )}
      </div>
    </div>
  );
}
