import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { brands, products, shops } from "../../db/schema";
import type { Ctx, Viewer } from "../context";
import { NotFoundError, ValidationError } from "../errors";
import { categoryWithDescendants } from "./categories";
import { filterConditions, hasFilters, ListingFilters } from "./listing-filters";
import { cardColumns, productCard, type ProductCard } from "./product-card";

export const LISTING_TYPES = ["products", "category", "brand", "offer", "best_selling", "shop", "todays_deal", "gift_idea", "business_idea"] as const;
export const SORTS = ["newest", "oldest", "top_rated", "top_selling", "price_low", "price_high"] as const;

export const ListProductsInput = z.object({
  type: z.enum(LISTING_TYPES).default("products"),
  slug: z.string().max(200).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
  sort: z.enum(SORTS).default("newest"),
  filters: ListingFilters.default(ListingFilters.parse({})),
});
export type ListProductsInput = z.input<typeof ListProductsInput>;

export interface Paginated<T> {
  data: T[];
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  last_page: number;
  total_pages: number;
  has_more_data: boolean;
  next_page_url: string | null;
}

const ORDER: Record<(typeof SORTS)[number], SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  top_rated: [desc(products.rating), desc(products.reviewsCount), desc(products.id)],
  top_selling: [desc(products.totalSales), desc(products.id)],
  price_low: [asc(products.priceCents), asc(products.id)],
  price_high: [desc(products.priceCents), desc(products.id)],
};

/** One page of visible products for a listing (all, a category with its descendants, a brand, offers …). */
export async function listProducts(ctx: Ctx, viewer: Viewer, rawInput: ListProductsInput, opts: { mediaBase: string; pageUrl?: (page: number) => string }): Promise<Paginated<ProductCard>> {
  const parsed = ListProductsInput.safeParse(rawInput);
  if (!parsed.success) throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[i.path[0] === "filters" ? 1 : 0] ?? "input"), ["v_filter_invalid"]])));
  const input = parsed.data;
  const [scope, narrowing] = await Promise.all([typeFilter(ctx, input.type, input.slug), filterConditions(ctx, input.filters, viewer.currencyCode)]);
  const where = [eq(products.isVisible, true), ...scope, ...narrowing];
  const sort = input.type === "best_selling" && input.sort === "newest" ? "top_selling" : input.sort;
  const condition = and(...where);
  const offset = (input.page - 1) * input.per_page;

  const [rows, total] = await Promise.all([
    ctx.db.select(cardColumns(viewer.locale)).from(products).where(condition).orderBy(...ORDER[sort]).limit(input.per_page).offset(offset),
    // Totals of the plain listings are cached; a filtered total is counted each time (its key space is unbounded).
    hasFilters(input.filters) ? countRows(ctx, condition) : countVisible(ctx, `${input.type}:${input.slug}`, condition),
  ]);
  const now = ctx.now();
  const lastPage = Math.max(1, Math.ceil(total / input.per_page));
  const hasMore = input.page < lastPage;
  return {
    data: rows.map((r) => productCard(r, now, opts.mediaBase)),
    total, count: rows.length, per_page: input.per_page, current_page: input.page,
    last_page: lastPage, total_pages: lastPage, has_more_data: hasMore,
    next_page_url: hasMore && opts.pageUrl ? opts.pageUrl(input.page + 1) : null,
  };
}

export async function typeFilter(ctx: Ctx, type: (typeof LISTING_TYPES)[number], slug: string): Promise<SQL[]> {
  switch (type) {
    case "category": {
      const found = await categoryWithDescendants(ctx, slug);
      if (!found) throw new NotFoundError("Category not found");
      return [inArray(products.categoryId, found.ids)];
    }
    case "brand": {
      const [brand] = await ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
      if (!brand) throw new NotFoundError("Brand not found");
      return [eq(products.brandId, brand.id)];
    }
    case "shop": {
      const [shop] = await ctx.db.select({ id: shops.id }).from(shops).where(and(eq(shops.slug, slug), isNotNull(shops.verifiedAt))).limit(1);
      if (!shop) throw new NotFoundError("Shop not found");
      return [eq(products.shopId, shop.id)];
    }
    case "offer":
      return [isNotNull(products.discountType), sql`${products.discountValue} > 0`, isNotNull(products.discountEndsAt), sql`${products.discountEndsAt} >= now()`, sql`(${products.discountStartsAt} is null or ${products.discountStartsAt} <= now())`];
    case "todays_deal": return [eq(products.todaysDeal, true)];
    case "gift_idea": return [eq(products.giftIdea, true)];
    case "business_idea": return [eq(products.businessIdea, true)];
    default: return [];
  }
}

/** Totals change slowly and counting 100k rows is the slow part of a page: cache them briefly. */
function countVisible(ctx: Ctx, key: string, condition: SQL | undefined): Promise<number> {
  return ctx.cache.get(`count:${key}`, 30_000, () => countRows(ctx, condition));
}

async function countRows(ctx: Ctx, condition: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(products).where(condition);
  return row?.n ?? 0;
}
