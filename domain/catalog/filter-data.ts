import { and, eq, inArray, sql } from "drizzle-orm";
import { attributes, attributeValues, brands, colors, products, shops } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { convert } from "../../kernel/money";
import type { Ctx, Viewer } from "../context";
import { activeCurrencies } from "../locale/reference";
import { isFollowing } from "../shops/follows";
import { shopCard } from "./brands-and-shops";
import { allCategories } from "./categories";
import { type LISTING_TYPES, typeFilter } from "./list-products";
import { centsToString } from "./pricing";

type Count = { id: number; n: number };

/**
 * The facts behind a listing's filters (`GET /home/filter_data`): for everything the listing
 * shows (its type and slug, before the shopper narrows it), the categories with their product
 * counts, brands, colours and attribute values with counts, and the price range in the
 * shopper's currency. Counts are cached a minute per listing; names follow the language.
 * A search (`key`/`q`) does not change them: they stay the listing's own, so a searched page
 * costs no extra facet queries (counting five facets per search text could not be cached, and
 * a broad key matches most of the catalogue); the filters still narrow the search's rows.
 */
export async function filterData(ctx: Ctx, viewer: Viewer, input: { type: (typeof LISTING_TYPES)[number]; slug: string }) {
  // The whole answer per listing, language and currency: a bounded set (unknown slugs fail and are not kept).
  const data = await ctx.cache.get(`filters:${input.type}:${input.slug}:${viewer.locale}:${viewer.currencyCode}`, 60_000, () =>
    buildFilterData(ctx, viewer, input),
  );
  // the shop card's `is_followed` is the viewer's, laid over the shared answer
  if (!data.shop || viewer.userId === null) return data;
  return { ...data, shop: { ...data.shop, is_followed: await isFollowing(ctx.db, viewer.userId, data.shop.id) } };
}

async function buildFilterData(ctx: Ctx, viewer: Viewer, input: { type: (typeof LISTING_TYPES)[number]; slug: string }) {
  const facts = await ctx.cache.get(`facets:${input.type}:${input.slug}`, 60_000, () => countFacets(ctx, input));
  const L = (t: Localized | null | undefined) => localize(t, viewer.locale);
  const categories = await allCategories(ctx);
  const byCategory = new Map(facts.categories.map((c) => [c.id, c.n]));
  // The categories a shopper can narrow to: the children of the listed category, else the roots.
  const current = input.type === "category" ? categories.find((c) => c.slug === input.slug) : undefined;
  const offered = categories.filter((c) => (current ? c.parentId === current.id : c.parentId === null));
  const subtreeCount = (path: string) =>
    categories.filter((c) => c.path.startsWith(path)).reduce((sum, c) => sum + (byCategory.get(c.id) ?? 0), 0);

  const [brandRows, colorRows, valueRows, currencies, shop, shopRows] = await Promise.all([
    facts.brands.length
      ? ctx.db
          .select()
          .from(brands)
          .where(
            inArray(
              brands.id,
              facts.brands.map((b) => b.id),
            ),
          )
      : [],
    facts.colors.length
      ? ctx.db
          .select()
          .from(colors)
          .where(
            inArray(
              colors.id,
              facts.colors.map((c) => c.id),
            ),
          )
      : [],
    facts.values.length
      ? ctx.db
          .select({
            id: attributeValues.id,
            value: attributeValues.value,
            attributeId: attributeValues.attributeId,
            title: attributes.name,
          })
          .from(attributeValues)
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(
            inArray(
              attributeValues.id,
              facts.values.map((v) => v.id),
            ),
          )
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
    facts.shops.length
      ? ctx.db
          .select({ id: shops.id, slug: shops.slug, name: shops.name })
          .from(shops)
          .where(
            inArray(
              shops.id,
              facts.shops.map((sh) => sh.id),
            ),
          )
      : [],
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
    group.attribute_value.push({ id: v.id, attribute_id: v.attributeId, value: v.value, total_products: valueCounts.get(v.id) ?? 0 });
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
      .filter((c) => c.total_products > 0),
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

/** One pass per facet over the listing's products (visible, in scope), grouped in the database. */
async function countFacets(ctx: Ctx, input: { type: (typeof LISTING_TYPES)[number]; slug: string }) {
  const where = and(eq(products.isVisible, true), ...(await typeFilter(ctx, input.type, input.slug)));
  const n = sql<number>`count(*)::int`;
  const [categories, brandsCount, colorsCount, values, [range], shopsCount] = await Promise.all([
    ctx.db.select({ id: products.categoryId, n }).from(products).where(where).groupBy(products.categoryId),
    ctx.db.select({ id: products.brandId, n }).from(products).where(where).groupBy(products.brandId),
    ctx.db
      .select({ id: sql<number>`unnest(${products.colorIds})`.as("id"), n })
      .from(products)
      .where(where)
      .groupBy(sql`1`),
    ctx.db
      .select({ id: sql<number>`unnest(${products.attributeValueIds})`.as("id"), n })
      .from(products)
      .where(where)
      .groupBy(sql`1`),
    ctx.db
      .select({
        // the prices shoppers pay (after running discounts), the ones the price filter narrows on
        min: sql<number | null>`min(${products.salePriceCents})::bigint`,
        max: sql<number | null>`max(${products.salePriceCents})::bigint`,
      })
      .from(products)
      .where(where),
    input.type === "campaign"
      ? ctx.db.select({ id: products.shopId, n }).from(products).where(where).groupBy(products.shopId)
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
