import { and, asc, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import { brands, categories, products } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { allCategories } from "../catalog/categories";
import { offerEndsAt, runningOffer } from "../catalog/list-products";
import { cardColumns, type ProductCard, productCard } from "../catalog/product-card";
import type { Ctx, Viewer } from "../context";

/** The home sections' product rails, category tiles and brand strips (domain/content/home-components.ts). */

/** Up to `limit` visible product cards matching `where`, in `order`. */
export async function productRail(ctx: Ctx, viewer: Viewer, where: SQL[], order: SQL[], limit: number) {
  const rows = await ctx.db
    .select(cardColumns(viewer.locale))
    .from(products)
    .where(and(eq(products.isVisible, true), ...where))
    .orderBy(...order)
    .limit(limit);
  const now = ctx.now();
  return rows.map((r) => productCard(r, now, ctx.mediaBase));
}

export const NEWEST: SQL[] = [desc(products.createdAt), desc(products.id)];

/** The visible products of `ids`, in that order (the operator's own pick). */
export async function chosenProducts(ctx: Ctx, viewer: Viewer, ids: number[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const cards = await productRail(ctx, viewer, [inArray(products.id, ids.slice(0, 24))], NEWEST, 24);
  return cards.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** Up to `limit` products whose running discount ends soonest (and has an end). */
export function endingSoon(ctx: Ctx, viewer: Viewer, limit: number) {
  return productRail(
    ctx,
    viewer,
    [runningOffer(ctx.now()), isNotNull(offerEndsAt(ctx.now()))],
    [asc(offerEndsAt(ctx.now())), asc(products.id)],
    limit,
  );
}

/** One category (by id, active) with its newest products from it and its descendants; null when it is gone. */
export async function categorySection(ctx: Ctx, viewer: Viewer, categoryId: number | undefined, limit: number) {
  const rows = await allCategories(ctx);
  const category = rows.find((c) => c.id === categoryId && c.isActive);
  if (!category) return null;
  const ids = rows.filter((c) => c.path.startsWith(category.path)).map((c) => c.id);
  return {
    id: category.id,
    slug: category.slug,
    title: localize(category.name, viewer.locale),
    products: await productRail(ctx, viewer, [inArray(products.categoryId, ids)], NEWEST, limit),
  };
}

/**
 * Category tiles: the chosen ones in order, else the featured ones (popular) or the top-level
 * ones (top). `popular_image` and `top_image` are the reference's names (both the 130×95 picture).
 */
export async function categoryTiles(ctx: Ctx, viewer: Viewer, ids: number[], kind: "popular" | "top") {
  const fallback = kind === "popular" ? eq(categories.isFeatured, true) : eq(categories.depth, 0);
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(ids.length ? inArray(categories.id, ids) : fallback, eq(categories.isActive, true)))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(12);
  if (ids.length) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return rows.map((c) => {
    const image = mediaUrl(ctx.mediaBase, c.image, 130, 95);
    return { id: c.id, slug: c.slug, title: localize(c.name, viewer.locale), icon: c.icon, image, popular_image: image, top_image: image };
  });
}

/** Brand logos: the chosen ones in order, else the first by position. */
export async function brandStrip(ctx: Ctx, viewer: Viewer, ids: number[]) {
  const rows = await ctx.db
    .select()
    .from(brands)
    .where(and(eq(brands.isActive, true), ids.length ? inArray(brands.id, ids) : undefined))
    .orderBy(asc(brands.position))
    .limit(12);
  if (ids.length) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return rows.map((b) => ({
    id: b.id,
    slug: b.slug,
    title: localize(b.name, viewer.locale),
    image: mediaUrl(ctx.mediaBase, b.logo, 130, 93),
    image_130x93: mediaUrl(ctx.mediaBase, b.logo, 130, 93),
  }));
}
