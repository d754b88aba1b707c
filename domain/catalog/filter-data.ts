import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { attributes, attributeValues, brands, colors, products, shops } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { convert } from "../../kernel/money";
import type { Ctx, Viewer } from "../context";
import { activeCurrencies } from "../locale/reference";
import { isFollowing } from "../shops/follows";
import { shopCard } from "./brands-and-shops";
import { allCategories } from "./categories";
import { type LISTING_TYPES, typeFilter } from "./list-products";
import { type FilterGroup, filterConditionsByGroup, hasFilters, ListingFilters } from "./listing-filters";
import { centsToString } from "./pricing";
import { type SearchFilter, searchFilter } from "./search";
import { valueLabel } from "./value-label";

type Count = { id: number; n: number };

/** What a listing's filters are counted over: the listing, and the search and filters that narrow it. */
export interface FacetInput {
  type: (typeof LISTING_TYPES)[number];
  slug: string;
  /** the search text (`key`, the page's `q`) */
  key?: string;
  /** the shopper's filters, as `ListingFilters` takes them (invalid: 422, as the listing itself) */
  filters?: unknown;
}

/** How long a searched or filtered listing's facets are kept: as long as its kept order (kept-order.ts). */
const NARROWED_MS = 30_000;

/**
 * The facts behind a listing's filters (`GET /home/filter_data`): the categories with their
 * product counts, brands, colours and attribute values with counts, and the price range in the
 * shopper's currency, over what the shopper sees: the listing (its type and slug), the search
 * and the filters. Each facet is counted under every filter but its own (choosing a brand
 * still lists the other brands the search and the other filters allow, with their counts), and
 * a chosen value stays listed (count 0 when nothing matches it any more) so it can be unticked.
 * The listing's own facets (no search, no filter) are kept a minute per listing; a searched or
 * filtered one 30 s under `count:` (every catalog write drops it). Names follow the language.
 */
export async function filterData(ctx: Ctx, viewer: Viewer, input: FacetInput) {
  const narrowing = await narrowingOf(ctx, input);
  // The whole answer per listing, language and currency: a bounded set (unknown slugs fail and are not kept).
  const data = narrowing
    ? await ctx.cache.get(
        `count:filters:${JSON.stringify([input.type, input.slug, narrowing.words, narrowing.filters, viewer.locale, viewer.currencyCode])}`,
        NARROWED_MS,
        async () => buildFilterData(ctx, viewer, input, await countFacets(ctx, input, narrowing, viewer.currencyCode), narrowing.filters),
      )
    : await ctx.cache.get(`filters:${input.type}:${input.slug}:${viewer.locale}:${viewer.currencyCode}`, 60_000, async () =>
        buildFilterData(
          ctx,
          viewer,
          input,
          await ctx.cache.get(`facets:${input.type}:${input.slug}`, 60_000, () => countFacets(ctx, input, null, viewer.currencyCode)),
          null,
        ),
      );
  // the shop card's `is_followed` is the viewer's, laid over the shared answer
  if (!data.shop || viewer.userId === null) return data;
  return { ...data, shop: { ...data.shop, is_followed: await isFollowing(ctx.db, viewer.userId, data.shop.id) } };
}

type Narrowing = { search: SearchFilter | null; words: unknown; filters: ListingFilters };

/** The search and the filters of the input; null when neither narrows the listing. */
async function narrowingOf(ctx: Ctx, input: FacetInput): Promise<Narrowing | null> {
  const parsed = ListingFilters.safeParse(input.filters ?? {});
  if (!parsed.success)
    throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "filters"), ["v_filter_invalid"]])));
  const search = await searchFilter(ctx, input.key);
  if (!search && !hasFilters(parsed.data)) return null;
  return { search, words: search?.terms.words ?? null, filters: parsed.data };
}

async function buildFilterData(ctx: Ctx, viewer: Viewer, input: FacetInput, facts: Facets, chosen: ListingFilters | null) {
  const L = (t: Localized | null | undefined) => localize(t, viewer.locale);
  const categories = await allCategories(ctx);
  const byCategory = new Map(facts.categories.map((c) => [c.id, c.n]));
  // The categories a shopper can narrow to: the children of the listed category, else the roots.
  const current = input.type === "category" ? categories.find((c) => c.slug === input.slug) : undefined;
  const offered = categories.filter((c) => (current ? c.parentId === current.id : c.parentId === null));
  const subtreeCount = (path: string) =>
    categories.filter((c) => c.path.startsWith(path)).reduce((sum, c) => sum + (byCategory.get(c.id) ?? 0), 0);
  // the values counted, and the chosen ones (listed even when nothing matches them now)
  const listed = (counts: Count[], picked: number[] = []) => [...new Set([...counts.map((c) => c.id), ...picked])];
  const brandIds = listed(facts.brands, chosen?.brands);
  const colorIds = listed(facts.colors, chosen?.colors);
  const valueIds = listed(facts.values, chosen?.attribute_values);
  const shopIds = input.type === "campaign" ? listed(facts.shops, chosen?.shops) : [];

  const [brandRows, colorRows, valueRows, currencies, shop, shopRows] = await Promise.all([
    brandIds.length ? ctx.db.select().from(brands).where(inArray(brands.id, brandIds)) : [],
    colorIds.length ? ctx.db.select().from(colors).where(inArray(colors.id, colorIds)) : [],
    valueIds.length
      ? ctx.db
          .select({
            id: attributeValues.id,
            value: attributeValues.value,
            labels: attributeValues.labels,
            attributeId: attributeValues.attributeId,
            title: attributes.name,
          })
          .from(attributeValues)
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(inArray(attributeValues.id, valueIds))
      : [],
    activeCurrencies(ctx),
    input.type === "shop"
      ? ctx.db
          .select()
          .from(shops)
          .where(eq(shops.slug, input.slug))
          .limit(1)
          .then((r) => r[0])
      : undefined,
    shopIds.length ? ctx.db.select({ id: shops.id, slug: shops.slug, name: shops.name }).from(shops).where(inArray(shops.id, shopIds)) : [],
  ]);
  const counted = (list: Count[]) => new Map(list.map((c) => [c.id, c.n]));
  const brandCounts = counted(facts.brands);
  const shopCounts = counted(facts.shops);
  const colorCounts = counted(facts.colors);
  const valueCounts = counted(facts.values);
  const groups = new Map<
    number,
    { id: number; title: string; attribute_value: { id: number; attribute_id: number; value: string; total_products: number }[] }
  >();
  for (const v of valueRows.sort((a, b) => a.id - b.id)) {
    const group = groups.get(v.attributeId) ?? { id: v.attributeId, title: L(v.title as Localized), attribute_value: [] };
    group.attribute_value.push({
      id: v.id,
      attribute_id: v.attributeId,
      value: valueLabel(v, viewer.locale),
      total_products: valueCounts.get(v.id) ?? 0,
    });
    groups.set(v.attributeId, group);
  }
  const rate = currencies.find((c) => c.code === viewer.currencyCode)?.exchangeRate ?? "1";
  // Whole units of the shopper's currency that hold every price: the lowest rounded down, the highest up.
  const inCurrency = (cents: number, up: boolean) => {
    const { units } = convert(BigInt(cents), rate, 2);
    const whole = units / 100n + (up && units % 100n !== 0n ? 1n : 0n);
    return whole.toString();
  };
  const { minCents, maxCents } = facts;
  return {
    categories: offered
      .map((c) => ({ id: c.id, slug: c.slug, title: L(c.name as Localized), total_products: subtreeCount(c.path) }))
      .filter((c) => c.total_products > 0 || chosen?.categories.includes(c.id)),
    brands: brandRows
      .map((b) => ({
        id: b.id,
        slug: b.slug,
        title: L(b.name),
        image: mediaUrl(ctx.mediaBase, b.logo, 130, 93),
        total_products: brandCounts.get(b.id) ?? 0,
      }))
      .sort((a, b) => b.total_products - a.total_products || a.title.localeCompare(b.title)),
    colors: colorRows
      .map((c) => ({ id: c.id, name: L(c.name as Localized), hex: c.hex, total_products: colorCounts.get(c.id) ?? 0 }))
      .sort((a, b) => b.total_products - a.total_products),
    attributes: [...groups.values()],
    shop: shop ? shopCard(shop, viewer.locale, ctx.mediaBase) : null,
    /** the shops selling in the listing, to narrow by (a campaign's listing only; elsewhere empty) */
    shops: shopRows
      .map((sh) => ({ id: sh.id, slug: sh.slug, title: L(sh.name), total_products: shopCounts.get(sh.id) ?? 0 }))
      .sort((a, b) => b.total_products - a.total_products || a.title.localeCompare(b.title)),
    // the lowest and highest price are there together: both null when no product has a price
    price_range:
      minCents === null || maxCents === null
        ? { min: "0", max: "0", min_base: "0.00", max_base: "0.00" }
        : {
            min: inCurrency(minCents, false),
            max: inCurrency(maxCents, true),
            min_base: centsToString(minCents),
            max_base: centsToString(maxCents),
          },
  };
}

type Facets = Awaited<ReturnType<typeof countFacets>>;

/**
 * One pass per facet over the listing's products (visible, in scope, matching the search),
 * grouped in the database. With filters, each facet's pass holds every filter group but its
 * own (the price range: every filter but the price).
 */
async function countFacets(ctx: Ctx, input: FacetInput, narrowing: Narrowing | null, currencyCode: string) {
  const [scope, groups] = await Promise.all([
    typeFilter(ctx, input.type, input.slug),
    narrowing ? filterConditionsByGroup(ctx, narrowing.filters, currencyCode) : {},
  ]);
  const base = [narrowing?.search ? narrowing.search.where : eq(products.isVisible, true), ...scope];
  const except = (own: FilterGroup) =>
    and(...base, ...(Object.entries(groups) as [FilterGroup, SQL][]).filter(([group]) => group !== own).map(([, condition]) => condition));
  const n = sql<number>`count(*)::int`;
  const [categories, brandsCount, colorsCount, values, [range], shopsCount] = await Promise.all([
    ctx.db.select({ id: products.categoryId, n }).from(products).where(except("categories")).groupBy(products.categoryId),
    ctx.db.select({ id: products.brandId, n }).from(products).where(except("brands")).groupBy(products.brandId),
    ctx.db
      .select({ id: sql<number>`unnest(${products.colorIds})`.as("id"), n })
      .from(products)
      .where(except("colors"))
      .groupBy(sql`1`),
    ctx.db
      .select({ id: sql<number>`unnest(${products.attributeValueIds})`.as("id"), n })
      .from(products)
      .where(except("attribute_values"))
      .groupBy(sql`1`),
    ctx.db
      .select({
        // the prices shoppers pay (after running discounts), the ones the price filter narrows on
        min: sql<number | null>`min(${products.salePriceCents})::bigint`,
        max: sql<number | null>`max(${products.salePriceCents})::bigint`,
      })
      .from(products)
      .where(except("price")),
    input.type === "campaign"
      ? ctx.db.select({ id: products.shopId, n }).from(products).where(except("shops")).groupBy(products.shopId)
      : Promise.resolve([]),
  ]);
  return {
    categories,
    // a product without a brand counts for none
    brands: brandsCount.filter((b): b is Count => b.id !== null),
    shops: shopsCount,
    colors: colorsCount,
    values,
    minCents: range?.min === null || range?.min === undefined ? null : Number(range.min),
    maxCents: range?.max === null || range?.max === undefined ? null : Number(range.max),
  };
}

export type FilterData = Awaited<ReturnType<typeof filterData>>;
