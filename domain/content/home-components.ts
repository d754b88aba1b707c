import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { products, shops } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { latestNews } from "../blog/blog-posts";
import { homeCampaigns } from "../campaigns/campaign-list";
import { homeFlashProducts } from "../campaigns/flash-sale";
import { shopCard } from "../catalog/brands-and-shops";
import { allCategories } from "../catalog/categories";
import type { Ctx, Viewer } from "../context";
import { activeAddons } from "../rewards/reward-on";
import type { HomeContent, Settings } from "../settings/defaults";
import { loadSettings } from "../settings/load-settings";
import { followedShopIds, markFollowed } from "../shops/follows";
import { publicShop } from "../shops/public-shops";
import { homeVideos } from "../videos/video-shops";
import { bannerGroup, downloadSection, sectionBanner } from "./home-banners";
import { brandStrip, categorySection, categoryTiles, chosenProducts, endingSoon, NEWEST, productRail } from "./home-rails";

import { HOME_COMPONENT_TYPES, type HomeComponentType } from "./home-types";

export { HOME_COMPONENT_TYPES, type HomeComponentType };

/**
 * Types the contract lists whose feature this shop has not built yet (none now): a configured
 * one is left out of the page and the feed until its feature lands, and then moves to
 * HOME_COMPONENT_TYPES with its case below.
 */
export const AWAITING_FEATURE_TYPES: readonly string[] = [];

/** Types shown only while their add-on is active (the add-on's identifier). */
const ADDON_COMPONENT_TYPES: Readonly<Record<string, string>> = { video_shopping: "video_shopping" };

/** The shop rails: shown only while the marketplace's `seller_system` setting is on. */
export const SHOP_COMPONENT_TYPES: readonly string[] = ["top_sellers", "best_sellers", "featured_sellers", "express_sellers"];

/** One configured section as shown: its key `<type>-<index>` (the index among the shown sections), type, title and data. */
export interface HomeComponent {
  key: string;
  index: number;
  type: HomeComponentType;
  title: string;
  data: unknown;
}

/**
 * The configured components this shop shows, in order, with their index among them (the
 * feed's pages and keys count these): shop rails only with `seller_system` on, no type that
 * awaits its feature or that this shop does not know, none the operator hid.
 */
function shownComponents(s: Settings, addOns: string[]): { content: HomeContent; index: number }[] {
  const sellers = Number(s.seller_system) === 1;
  const addOnOn = (type: string) => !(type in ADDON_COMPONENT_TYPES) || addOns.includes(ADDON_COMPONENT_TYPES[type]);
  return s.home_page_contents
    .filter(
      (c) =>
        !c.hidden &&
        (HOME_COMPONENT_TYPES as readonly string[]).includes(c.type) &&
        (sellers || !SHOP_COMPONENT_TYPES.includes(c.type)) &&
        addOnOn(c.type),
    )
    .map((content, index) => ({ content, index }));
}

async function shown(ctx: Ctx) {
  const [settings, addOns] = await Promise.all([loadSettings(ctx), activeAddons(ctx)]);
  return shownComponents(settings, addOns);
}

export async function homeComponentTypes(ctx: Ctx): Promise<string[]> {
  return (await shown(ctx)).map((c) => c.content.type);
}

/**
 * The outline of the home page: every shown section's key, type and title, in order, and the
 * slug a category section's "more" link opens (its title: the category's), without their data (cheap: the settings and the
 * cached category tree). The page renders the first sections and shows the rest as headings
 * with their links until the feed (`GET home/page`) brings their data.
 */
export async function homeOutline(ctx: Ctx, viewer: Viewer) {
  const list = await shown(ctx);
  const cats = list.some((c) => c.content.type === "category_section") ? await allCategories(ctx) : [];
  return list.map(({ content: c, index }) => {
    const category = c.type === "category_section" ? cats.find((k) => k.id === c.category) : undefined;
    return {
      key: `${c.type}-${index}`,
      index,
      type: c.type as HomeComponentType,
      // a category section is headed by its category unless it has a title of its own
      title: c.title ? localize(c.title, viewer.locale) : category ? localize(category.name, viewer.locale) : "",
      slug: category?.slug ?? null,
    };
  });
}

/**
 * The data of the shown home sections whose index (among them) lies in `from`–`to` (all without
 * them), in order, fetched in parallel; each section's data is cached briefly per language and
 * configuration. A section with nothing to show (a category that is gone, a banner without
 * pictures) comes with `data: null`.
 */
export async function homeComponents(ctx: Ctx, viewer: Viewer, opts: { from?: number; to?: number } = {}): Promise<HomeComponent[]> {
  const inRange = (await shown(ctx)).filter(({ index }) => index >= (opts.from ?? 0) && index <= (opts.to ?? Number.MAX_SAFE_INTEGER));
  const all = await Promise.all(
    inRange.map(async ({ content: c, index }) => ({
      key: `${c.type}-${index}`,
      index,
      type: c.type as HomeComponentType,
      title: c.title ? localize(c.title, viewer.locale) : "",
      data: await ctx.cache.get(`home:${viewer.locale}:${index}:${JSON.stringify(c)}`, 15_000, () => componentData(ctx, viewer, c)),
    })),
  );
  // the rails are shared by every viewer (cached); whether a shop is followed is this viewer's
  if (viewer.userId === null || !all.some((c) => SHOP_COMPONENT_TYPES.includes(c.type))) return all;
  const followed = await followedShopIds(ctx.db, viewer.userId);
  if (!followed.length) return all;
  return all.map((c) =>
    SHOP_COMPONENT_TYPES.includes(c.type) ? { ...c, data: markFollowed(c.data as ShopCard[], followed) as unknown[] } : c,
  );
}

type ShopCard = ReturnType<typeof shopCard>;

async function componentData(ctx: Ctx, viewer: Viewer, c: HomeContent): Promise<unknown> {
  const ids = c.ids ?? [];
  const rail = (where: SQL[], order: SQL[], limit: number) => productRail(ctx, viewer, where, order, limit);
  switch (c.type as HomeComponentType) {
    case "latest_product":
      return rail([], NEWEST, 12);
    case "best_selling_products":
      return rail([], [desc(products.totalSales), desc(products.id)], 12);
    case "todays_deal":
      return rail([eq(products.todaysDeal, true)], NEWEST, 12);
    case "gift_idea":
      return rail([eq(products.giftIdea, true)], NEWEST, 6);
    case "business_idea":
      return rail([eq(products.businessIdea, true)], NEWEST, 6);
    case "custom_products":
      return chosenProducts(ctx, viewer, ids);
    case "offer_ending_soon":
      return { products: await endingSoon(ctx, viewer, 8), banner: sectionBanner(c, ctx.mediaBase) };
    case "category_section": {
      const section = await categorySection(ctx, viewer, c.category, 8);
      return section && { ...section, banner: sectionBanner(c, ctx.mediaBase) };
    }
    case "banner":
      return bannerGroup(c, viewer.locale, ctx.mediaBase);
    case "download_section":
      return downloadSection(c, viewer.locale, ctx.mediaBase);
    case "popular_category":
      return categoryTiles(ctx, viewer, ids, "popular");
    case "top_category":
      return categoryTiles(ctx, viewer, ids, "top");
    case "popular_brands":
      return brandStrip(ctx, viewer, ids);
    case "top_sellers":
      return shopRail(ctx, viewer, [desc(shops.rating), desc(shops.productsCount), asc(shops.id)]);
    case "best_sellers":
      // the shops that sold the most (their visible products' sales)
      return shopRail(ctx, viewer, [
        desc(
          sql`(select coalesce(sum(${products.totalSales}), 0) from ${products} where ${products.shopId} = ${shops.id} and ${products.isVisible})`,
        ),
        asc(shops.id),
      ]);
    case "featured_sellers":
      // the chosen shops in the chosen order; none chosen: the shops with the most products
      return shopRail(ctx, viewer, [desc(shops.productsCount), asc(shops.id)], ids);
    case "express_sellers":
      // the chosen shops (fast delivery is the operator's call); none chosen: the newest shops
      return shopRail(ctx, viewer, [desc(shops.createdAt), desc(shops.id)], ids);
    case "campaign":
      // up to three running campaigns: the chosen ones, else the featured
      return homeCampaigns(ctx, { ids, locale: viewer.locale });
    case "latest_news":
      // the four newest published posts (domain/blog)
      return latestNews(ctx, viewer);
    case "flash_deal":
      return homeFlashProducts(ctx, viewer);
    case "video_shopping":
      // four published videos, live ones first (domain/videos); the type is shown only with its add-on on
      return homeVideos(ctx, viewer);
  }
}

/** Up to 8 public shops as cards: those in `ids` in that order when given, else in `order`. */
async function shopRail(ctx: Ctx, viewer: Viewer, order: SQL[], ids: number[] = []) {
  const rows = await ctx.db
    .select()
    .from(shops)
    .where(and(publicShop(), ids.length ? inArray(shops.id, ids) : undefined))
    .orderBy(...order)
    .limit(ids.length ? Math.min(ids.length, 12) : 8);
  if (ids.length) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return rows.map((sh) => shopCard(sh, viewer.locale, ctx.mediaBase));
}
