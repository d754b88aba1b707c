import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { allOf, anyOf } from "../../db/conditions";
import { brands, campaignProducts, campaigns, products } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { type Paginated, paginate } from "../../kernel/paginated";
import type { Ctx, Viewer } from "../context";
import { visibleShop } from "../shops/visible-shop";
import { categoryWithDescendants } from "./categories";
import { keptOrderPage } from "./kept-order";
import { filterConditions, hasFilters, ListingFilters } from "./listing-filters";
import { type CardRow, cardColumns, type ProductCard, productCard } from "./product-card";
import { type SearchFilter, searchFilter } from "./search";
import { MAX_QUERY_LENGTH, nearestFrom } from "./search-terms";

export const LISTING_TYPES = [
  "products",
  "category",
  "brand",
  "offer",
  "best_selling",
  "shop",
  "todays_deal",
  "gift_idea",
  "business_idea",
  "campaign",
] as const;
/** `relevance` is the search's order (the default with a search key); without a key it lists newest first. */
export const SORTS = ["newest", "oldest", "top_rated", "top_selling", "price_low", "price_high", "relevance"] as const;

export const ListProductsInput = z.object({
  type: z.enum(LISTING_TYPES).default("products"),
  slug: z.string().max(200).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
  /** absent: the listing's own order (relevance with a key, best sellers first on that listing, else newest) */
  sort: z.enum(SORTS).optional(),
  /** the search text (`key` of filtered_products, `q` of the page); nothing searchable lists as without it */
  key: z.string().max(MAX_QUERY_LENGTH).optional().default(""),
  filters: ListingFilters.default(ListingFilters.parse({})),
});
export type ListProductsInput = z.input<typeof ListProductsInput>;

const ORDER: Record<Exclude<(typeof SORTS)[number], "relevance">, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  top_rated: [desc(products.rating), desc(products.reviewsCount), desc(products.id)],
  top_selling: [desc(products.totalSales), desc(products.id)],
  // the price the shopper pays (after the running discount), as the cards show it
  price_low: [asc(products.salePriceCents), asc(products.id)],
  price_high: [desc(products.salePriceCents), desc(products.id)],
};

/** What the listing's search understood: the normalised text, and "did you mean" queries when it found nothing. */
export interface ListingSearch {
  text: string;
  did_you_mean: string[];
}

/** One page of visible products for a listing (all, a category with its descendants, a brand, offers …). */
export async function listProducts(
  ctx: Ctx,
  viewer: Viewer,
  rawInput: ListProductsInput,
  opts: { pageUrl?: (page: number) => string } = {},
): Promise<Paginated<ProductCard>> {
  return (await listingPage(ctx, viewer, rawInput, opts)).products;
}

/**
 * A listing's page and its search. With a searchable `key` the rows are the search's matches
 * (`searchFilter`), and, unlike the reference (which then ignores every other filter), the
 * listing's scope and the shopper's filters narrow them further. Without an explicit sort they
 * come in the search's relevance order; an explicit sort wins. When a search finds nothing,
 * `did_you_mean` holds the nearest queries (from the words the search already looked up).
 */
export async function listingPage(
  ctx: Ctx,
  viewer: Viewer,
  rawInput: ListProductsInput,
  opts: { pageUrl?: (page: number) => string } = {},
): Promise<{ products: Paginated<ProductCard>; search: ListingSearch | null }> {
  const parsed = ListProductsInput.safeParse(rawInput);
  if (!parsed.success)
    throw new ValidationError(
      Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[i.path[0] === "filters" ? 1 : 0] ?? "input"), ["v_filter_invalid"]]),
      ),
    );
  const input = parsed.data;
  const [scope, narrowing, search] = await Promise.all([
    typeFilter(ctx, input.type, input.slug),
    filterConditions(ctx, input.filters, viewer.currencyCode),
    searchFilter(ctx, input.key),
  ]);
  // the search's condition already holds `is_visible`
  const condition = and(search ? search.where : eq(products.isVisible, true), ...scope, ...narrowing);
  const offset = (input.page - 1) * input.per_page;

  const order = orderOf(input.sort, input.type, search);
  // A searched or filtered listing's first pages come from its kept order (decision 053).
  const kept =
    search || hasFilters(input.filters)
      ? await keptOrderPage(
          ctx,
          {
            key: [input.type, input.slug, input.filters, search?.terms.words ?? null, input.sort ?? null, viewer.currencyCode],
            locale: viewer.locale,
            condition,
            order,
            offset,
            perPage: input.per_page,
          },
          () => countRows(ctx, condition),
        )
      : null;
  const [rows, total] = kept ? [kept.rows, kept.total] : await readPage(ctx, viewer, input, condition, order, search !== null);
  const now = ctx.now();
  return {
    products: paginate(
      rows.map((r) => productCard(r, now, ctx.mediaBase)),
      total,
      input.page,
      input.per_page,
      opts.pageUrl,
    ),
    search: search ? { text: search.terms.text, did_you_mean: total === 0 ? nearestFrom(search.terms) : [] } : null,
  };
}

/** A listing's page read from the database: its rows, and its total (cached for the plain listings). */
async function readPage(
  ctx: Ctx,
  viewer: Viewer,
  input: z.output<typeof ListProductsInput>,
  condition: SQL | undefined,
  order: SQL[],
  searched: boolean,
): Promise<[CardRow[], number]> {
  const offset = (input.page - 1) * input.per_page;
  // Past the first page, the page's ids come first (from the order's index alone: the skipped rows
  // are not read, 1,176 of them on page 50), then only its own rows are read (decision 052).
  // A search orders by what it computes for every match, so it reads its rows in one go.
  const where =
    offset > 0 && !searched
      ? inArray(
          products.id,
          ctx.db
            .select({ id: products.id })
            .from(products)
            .where(condition)
            .orderBy(...order)
            .limit(input.per_page)
            .offset(offset),
        )
      : condition;
  return Promise.all([
    ctx.db
      .select(cardColumns(viewer.locale))
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(input.per_page)
      .offset(where === condition ? offset : 0),
    // Totals of the plain listings are cached; a filtered or searched one, past its kept pages, is counted each time.
    searched || hasFilters(input.filters) ? countRows(ctx, condition) : countVisible(ctx, `${input.type}:${input.slug}`, condition),
  ]);
}

/** The order of a listing: the search's relevance unless a sort is chosen; best sellers first on their own listing. */
function orderOf(sort: (typeof SORTS)[number] | undefined, type: (typeof LISTING_TYPES)[number], search: SearchFilter | null): SQL[] {
  if (search && (!sort || sort === "relevance")) return search.orderBy;
  const chosen = !sort || sort === "relevance" ? "newest" : sort;
  // the reference client always sends sort=newest; on the best-selling listing that means its own order
  return ORDER[type === "best_selling" && chosen === "newest" ? "top_selling" : chosen];
}

export async function typeFilter(ctx: Ctx, type: (typeof LISTING_TYPES)[number], slug: string): Promise<SQL[]> {
  switch (type) {
    case "category": {
      const found = await categoryWithDescendants(ctx, slug);
      if (!found) throw new NotFoundError("category_not_found");
      return [inArray(products.categoryId, found.ids)];
    }
    case "brand": {
      const [brand] = await ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
      if (!brand) throw new NotFoundError("brand_not_found");
      return [eq(products.brandId, brand.id)];
    }
    case "shop": {
      // the same shops as the shop page: verified, their owner not banned
      const shop = await visibleShop(ctx, { slug });
      return [eq(products.shopId, shop.id)];
    }
    case "offer":
      // a price cut running now: the product's own special discount or its campaign's
      return [runningOffer(ctx.now())];
    case "todays_deal":
      return [eq(products.todaysDeal, true)];
    case "gift_idea":
      return [eq(products.giftIdea, true)];
    case "business_idea":
      return [eq(products.businessIdea, true)];
    case "campaign": {
      // a campaign switched on (running, upcoming or ended: its page says which), its approved products
      const [campaign] = await ctx.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.slug, slug), eq(campaigns.isActive, true)))
        .limit(1);
      if (!campaign) throw new NotFoundError("campaign_not_found");
      return [
        inArray(
          products.id,
          ctx.db
            .select({ id: campaignProducts.productId })
            .from(campaignProducts)
            .where(and(eq(campaignProducts.campaignId, campaign.id), eq(campaignProducts.status, "approved"))),
        ),
      ];
    }
    default:
      return [];
  }
}

/** A special discount running at `now`: the rule of `ownDiscountAt` (./pricing.ts), as SQL. */
export function runningDiscount(now: Date): SQL {
  const at = now.toISOString();
  return allOf(
    isNotNull(products.discountType),
    sql`${products.discountValue} > 0`,
    sql`(${products.discountStartsAt} is null or ${products.discountStartsAt} <= ${at})`,
    sql`(${products.discountEndsAt} is null or ${products.discountEndsAt} >= ${at})`,
  );
}

/** A campaign price running at `now`: the rule of `campaignDiscountAt` (./pricing.ts), as SQL. */
export function runningCampaign(now: Date): SQL {
  const at = now.toISOString();
  return allOf(
    isNotNull(products.campaignId),
    isNotNull(products.campaignDiscountType),
    sql`${products.campaignDiscountValue} > 0`,
    sql`${products.campaignStartsAt} <= ${at}`,
    sql`${products.campaignEndsAt} >= ${at}`,
  );
}

/** Any price cut running at `now`: the own special discount or the campaign's. */
export function runningOffer(now: Date): SQL {
  return anyOf(runningDiscount(now), runningCampaign(now));
}

/**
 * When the price shown at `now` ends (`paidPrice`'s `endsAt`): the campaign's end when its price
 * is the one paid (the lower, a tie to the campaign), else the own discount's end.
 */
export function offerEndsAt(now: Date): SQL<Date | null> {
  const at = now.toISOString();
  const own = sql`product_sale_price_cents(${products.priceCents}, ${products.discountType}, ${products.discountValue}, ${products.discountStartsAt}, ${products.discountEndsAt}, ${at}::timestamptz)`;
  const camp = sql`product_sale_price_cents(${products.priceCents}, ${products.campaignDiscountType}, ${products.campaignDiscountValue}, ${products.campaignStartsAt}, ${products.campaignEndsAt}, ${at}::timestamptz)`;
  return sql<Date | null>`case when ${runningCampaign(now)} and ${camp} <= ${own} then ${products.campaignEndsAt} else ${products.discountEndsAt} end`;
}

/** Totals change slowly and counting 100k rows is the slow part of a page: cache them briefly. */
function countVisible(ctx: Ctx, key: string, condition: SQL | undefined): Promise<number> {
  return ctx.cache.get(`count:${key}`, 30_000, () => countRows(ctx, condition));
}

async function countRows(ctx: Ctx, condition: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(products).where(condition);
  return row?.n ?? 0;
}
