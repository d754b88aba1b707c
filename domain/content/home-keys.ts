import type { ProductCard } from "../catalog/product-card";
import { BANNER_SIZES, type BannerGroup } from "./home-banners";
import type { HomeComponentType } from "./home-components";

/**
 * How the home sections travel in the feed `GET home/page` (contract notes, "Home components"):
 * the reference's result key of each type, a section's entries in that shape, and the page's
 * way back from them (the home page fills its later sections from the feed). No database here:
 * the browser imports it.
 */
export const HOME_RESULT_KEYS: Record<HomeComponentType, string> = {
  latest_product: "latest_products",
  best_selling_products: "best_selling_product",
  todays_deal: "today_deals",
  popular_category: "popular_categories",
  top_category: "top_categories",
  category_section: "gadget_product",
  offer_ending_soon: "offer_ending",
  custom_products: "custom_products",
  banner: "banners",
  download_section: "download_section",
  gift_idea: "gift_idea",
  business_idea: "business_idea",
  popular_brands: "brands",
  top_sellers: "sellers",
  best_sellers: "best_sellers",
  featured_sellers: "featured_sellers",
  express_sellers: "express_sellers",
  campaign: "campaigns",
  flash_deal: "flash_products",
  latest_news: "blog",
  video_shopping: "video_shopping",
};

/** The feed page that holds the section at index `index` among the shown ones (page 1: 0–3, page n: (n−1)·3+1 … n·3). */
export function homePageOf(index: number): number {
  return index <= 3 ? 1 : Math.ceil(index / 3);
}

type Banner = { image: string; url: string } | null;

/**
 * A section's entries in the feed: `<result key>-<index>`; beside a category section or the offers
 * ending soon their banner and its link, beside a banner row the names of its links.
 */
export function feedEntries(c: { type: HomeComponentType; index: number; data: unknown }): [string, unknown][] {
  const key = `${HOME_RESULT_KEYS[c.type]}-${c.index}`;
  switch (c.type) {
    case "category_section": {
      const { banner, ...section } = c.data as { banner: Banner };
      return [
        [key, section],
        [`category_sec_banner-${c.index}`, banner?.image ?? ""],
        [`category_sec_banner_url-${c.index}`, banner?.url ?? ""],
      ];
    }
    case "offer_ending_soon": {
      const { products, banner } = c.data as { products: ProductCard[]; banner: Banner };
      return [
        [key, products],
        [`offer_ending_banner-${c.index}`, banner?.image ?? ""],
        [`offer_ending_banner_url-${c.index}`, banner?.url ?? ""],
      ];
    }
    case "banner": {
      // {"<picture>_<k>": link}, in order, and (this shop's) the name of each link
      const { banners } = c.data as BannerGroup;
      return [
        [key, Object.fromEntries(banners.map((b, k) => [`${b.image}_${k}`, b.url]))],
        [`banner_labels-${c.index}`, banners.map((b) => b.label)],
      ];
    }
    default:
      return [[key, c.data]];
  }
}

/** A section's data back from the feed's entries (the server-rendered page's shape); undefined when the feed left it out. */
export function sectionFromFeed(components: Record<string, unknown>, type: HomeComponentType, index: number): unknown {
  const main = components[`${HOME_RESULT_KEYS[type]}-${index}`];
  if (main === undefined) return undefined;
  const banner = (prefix: string): Banner => {
    const image = components[`${prefix}-${index}`];
    return typeof image === "string" && image ? { image, url: String(components[`${prefix}_url-${index}`] ?? "/") } : null;
  };
  switch (type) {
    case "category_section":
      return { ...(main as object), banner: banner("category_sec_banner") };
    case "offer_ending_soon":
      return { products: main, banner: banner("offer_ending_banner") };
    case "banner": {
      const labels = (components[`banner_labels-${index}`] ?? []) as string[];
      const banners = Object.entries(main as Record<string, string>).map(([k, url], i) => ({
        image: k.replace(/_\d+$/, ""),
        url,
        label: labels[i] ?? "",
      }));
      return { ...BANNER_SIZES[banners.length], banners } satisfies BannerGroup;
    }
    default:
      return main;
  }
}
