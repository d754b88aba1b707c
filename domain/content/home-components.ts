import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { mediaUrl } from "../../kernel/media";
import { brands, categories, products, shops } from "../../db/schema";
import type { Ctx, Viewer } from "../context";
import { cardColumns, productCard } from "../catalog/product-card";
import { shopCard } from "../catalog/brands-and-shops";
import { loadSettings } from "../settings/load-settings";
import { localize } from "../shared/localize";

/** The home sections this shop can show, by type (the reference's home component types). */
export const HOME_COMPONENT_TYPES = [
  "latest_product",
  "best_selling_products",
  "todays_deal",
  "popular_category",
  "popular_brands",
  "top_sellers",
] as const;
export type HomeComponentType = (typeof HOME_COMPONENT_TYPES)[number];

export async function homeComponentTypes(ctx: Ctx): Promise<string[]> {
  const s = await loadSettings(ctx);
  return s.home_page_contents.map((c) => c.type).filter((t) => (HOME_COMPONENT_TYPES as readonly string[]).includes(t));
}

/** The data of every configured home section, in order, fetched in parallel. Cached briefly per language. */
export async function homeComponents(ctx: Ctx, viewer: Viewer, opts: { mediaBase: string }) {
  const s = await loadSettings(ctx);
  const configured = s.home_page_contents.filter((c) => (HOME_COMPONENT_TYPES as readonly string[]).includes(c.type));
  return ctx.cache.get(`home:${viewer.locale}`, 15_000, () =>
    Promise.all(
      configured.map(async (c, index) => ({
        key: `${c.type}-${index}`,
        type: c.type as HomeComponentType,
        title: c.title ? localize(c.title, viewer.locale) : "",
        data: await componentData(ctx, viewer, c.type as HomeComponentType, c.ids ?? [], opts.mediaBase),
      })),
    ),
  );
}

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
    case "top_sellers": {
      const rows = await ctx.db
        .select()
        .from(shops)
        .where(isNotNull(shops.verifiedAt))
        .orderBy(desc(shops.rating), desc(shops.productsCount))
        .limit(8);
      return rows.map((sh) => shopCard(sh, viewer.locale, mediaBase));
    }
  }
}
