import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { mediaUrl } from "../../kernel/media";
import { brands, categories, products, shops } from "../../db/schema";
import type { Ctx, Viewer } from "../context";
import { cardColumns, productCard } from "../catalog/product-card";
import { shopCard } from "../catalog/brands-and-shops";
import { loadSettings } from "../settings/load-settings";
import type { Settings } from "../settings/defaults";
import { followedShopIds, markFollowed } from "../shops/follows";
import { publicShop } from "../shops/public-shops";
import { localize } from "../shared/localize";
import { homeCampaigns } from "../campaigns/campaign-list";
import { homeFlashProducts } from "../campaigns/flash-sale";

/** The home sections this shop can show, by type (the reference's home component types). */
export const HOME_COMPONENT_TYPES = [
  "latest_product",
  "best_selling_products",
  "todays_deal",
  "popular_category",
  "popular_brands",
  "top_sellers",
  "best_sellers",
  "featured_sellers",
  "express_sellers",
  "campaign",
  "flash_deal",
] as const;
export type HomeComponentType = (typeof HOME_COMPONENT_TYPES)[number];

/** The shop rails: shown only while the marketplace's `seller_system` setting is on. */
export const SHOP_COMPONENT_TYPES: readonly string[] = ["top_sellers", "best_sellers", "featured_sellers", "express_sellers"];

/** The configured components this shop shows, in order (shop rails only with `seller_system` on). */
function shownComponents(s: Settings) {
  const sellers = Number(s.seller_system) === 1;
  return s.home_page_contents.filter(
    (c) => (HOME_COMPONENT_TYPES as readonly string[]).includes(c.type) && (sellers || !SHOP_COMPONENT_TYPES.includes(c.type)),
  );
}

export async function homeComponentTypes(ctx: Ctx): Promise<string[]> {
  return shownComponents(await loadSettings(ctx)).map((c) => c.type);
}

/** The data of every configured home section, in order, fetched in parallel. Cached briefly per language. */
export async function homeComponents(ctx: Ctx, viewer: Viewer, opts: { mediaBase: string }) {
  const configured = shownComponents(await loadSettings(ctx));
  const all = await ctx.cache.get(`home:${viewer.locale}:${configured.map((c) => c.type).join(",")}`, 15_000, () =>
    Promise.all(
      configured.map(async (c, index) => ({
        key: `${c.type}-${index}`,
        type: c.type as HomeComponentType,
        title: c.title ? localize(c.title, viewer.locale) : "",
        data: await componentData(ctx, viewer, c.type as HomeComponentType, c.ids ?? [], opts.mediaBase),
      })),
    ),
  );
  // the rails are shared by every viewer (cached); whether a shop is followed is this viewer's
  const rails = all.filter((c) => SHOP_COMPONENT_TYPES.includes(c.type));
  if (viewer.userId === null || !rails.length) return all;
  const followed = await followedShopIds(ctx.db, viewer.userId);
  if (!followed.length) return all;
  return all.map((c) =>
    SHOP_COMPONENT_TYPES.includes(c.type) ? { ...c, data: markFollowed(c.data as ShopCard[], followed) as unknown[] } : c,
  );
}

type ShopCard = ReturnType<typeof shopCard>;

async function componentData(ctx: Ctx, viewer: Viewer, type: HomeComponentType, ids: number[], mediaBase: string): Promise<unknown[]> {
  const now = ctx.now();
  const cards = (rows: Parameters<typeof productCard>[0][]) => rows.map((r) => productCard(r, now, mediaBase));
  const visible = eq(products.isVisible, true);
  switch (type) {
    case "latest_product":
      return cards(
        await ctx.db
          .select(cardColumns(viewer.locale))
          .from(products)
          .where(visible)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(12),
      );
    case "best_selling_products":
      return cards(
        await ctx.db
          .select(cardColumns(viewer.locale))
          .from(products)
          .where(visible)
          .orderBy(desc(products.totalSales), desc(products.id))
          .limit(12),
      );
    case "todays_deal":
      return cards(
        await ctx.db
          .select(cardColumns(viewer.locale))
          .from(products)
          .where(and(visible, eq(products.todaysDeal, true)))
          .orderBy(desc(products.createdAt))
          .limit(12),
      );
    case "popular_category": {
      const where = ids.length ? inArray(categories.id, ids) : eq(categories.isFeatured, true);
      const rows = await ctx.db
        .select()
        .from(categories)
        .where(and(where, eq(categories.isActive, true)))
        .orderBy(asc(categories.position))
        .limit(12);
      return rows.map((c) => ({
        id: c.id,
        slug: c.slug,
        title: localize(c.name, viewer.locale),
        icon: c.icon,
        image: mediaUrl(mediaBase, c.image, 130, 95),
      }));
    }
    case "popular_brands": {
      const rows = await ctx.db
        .select()
        .from(brands)
        .where(and(eq(brands.isActive, true), ids.length ? inArray(brands.id, ids) : undefined))
        .orderBy(asc(brands.position))
        .limit(12);
      return rows.map((b) => ({
        id: b.id,
        slug: b.slug,
        title: localize(b.name, viewer.locale),
        image: mediaUrl(mediaBase, b.logo, 130, 93),
      }));
    }
    case "top_sellers":
      return shopRail(ctx, viewer, mediaBase, [desc(shops.rating), desc(shops.productsCount), asc(shops.id)]);
    case "best_sellers":
      // the shops that sold the most (their visible products' sales)
      return shopRail(ctx, viewer, mediaBase, [
        desc(
          sql`(select coalesce(sum(${products.totalSales}), 0) from ${products} where ${products.shopId} = ${shops.id} and ${products.isVisible})`,
        ),
        asc(shops.id),
      ]);
    case "featured_sellers":
      // the chosen shops in the chosen order; none chosen: the shops with the most products
      return shopRail(ctx, viewer, mediaBase, [desc(shops.productsCount), asc(shops.id)], ids);
    case "express_sellers":
      // the chosen shops (fast delivery is the operator's call); none chosen: the newest shops
      return shopRail(ctx, viewer, mediaBase, [desc(shops.createdAt), desc(shops.id)], ids);
    case "campaign":
      // up to three running campaigns: the chosen ones, else the featured
      return homeCampaigns(ctx, { ids, locale: viewer.locale, mediaBase });
    case "flash_deal":
      return homeFlashProducts(ctx, viewer, { mediaBase });
  }
}

/** Up to 8 public shops as cards: those in `ids` in that order when given, else in `order`. */
async function shopRail(ctx: Ctx, viewer: Viewer, mediaBase: string, order: SQL[], ids: number[] = []) {
  const rows = await ctx.db
    .select()
    .from(shops)
    .where(and(publicShop(), ids.length ? inArray(shops.id, ids) : undefined))
    .orderBy(...order)
    .limit(ids.length ? Math.min(ids.length, 12) : 8);
  if (ids.length) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return rows.map((sh) => shopCard(sh, viewer.locale, mediaBase));
}
