import { arrayOverlaps, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { allOf } from "../../db/conditions";
import { products } from "../../db/schema";
import { toBaseCents } from "../../kernel/money";
import type { Ctx } from "../context";
import { activeCurrencies } from "../locale/reference";
import { allCategories } from "./categories";

const MAX_CHOICES = 50;
const ids = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(MAX_CHOICES).default([]);
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/);

/**
 * The shopper's narrowing of a listing (contract notes, filtered_products): several choices
 * in a group match any of them (OR), groups combine (AND). A category includes its
 * descendants; the price range is in the shopper's currency, on the price paid after a running discount.
 */
export const ListingFilters = z.object({
  categories: ids,
  brands: ids,
  /** the sellers' shops (a campaign's page narrows by shop) */
  shops: ids,
  colors: ids,
  attribute_values: ids,
  ratings: z.array(z.coerce.number().int().min(1).max(5)).max(5).default([]),
  price: z.object({ min: amount.optional(), max: amount.optional() }).optional(),
  /** classified ads only (`classified=1`, decision 032) */
  classified: z.boolean().default(false),
});
export type ListingFilters = z.infer<typeof ListingFilters>;

export function hasFilters(f: ListingFilters): boolean {
  return (
    f.categories.length + f.brands.length + f.shops.length + f.colors.length + f.attribute_values.length + f.ratings.length > 0 ||
    !!(f.price?.min || f.price?.max) ||
    f.classified
  );
}

/** The groups of the filters: each is one condition (its choices OR-ed), the groups AND-ed. */
export type FilterGroup = "categories" | "brands" | "shops" | "colors" | "attribute_values" | "ratings" | "price" | "classified";

/** The SQL conditions of the filters, for a viewer paying in `currencyCode`. */
export async function filterConditions(ctx: Ctx, filters: ListingFilters, currencyCode: string): Promise<SQL[]> {
  return Object.values(await filterConditionsByGroup(ctx, filters, currencyCode));
}

/**
 * The filters' conditions by group (only the groups chosen), so that a facet can be counted
 * under every other group but its own (filter-data.ts: ticking a second brand must still show
 * the brands the other filters allow).
 */
export async function filterConditionsByGroup(
  ctx: Ctx,
  filters: ListingFilters,
  currencyCode: string,
): Promise<Partial<Record<FilterGroup, SQL>>> {
  const where: Partial<Record<FilterGroup, SQL>> = {};
  if (filters.categories.length) {
    const rows = await allCategories(ctx);
    const chosen = rows.filter((c) => filters.categories.includes(c.id));
    const withDescendants = rows.filter((c) => chosen.some((p) => c.path.startsWith(p.path))).map((c) => c.id);
    where.categories = withDescendants.length ? inArray(products.categoryId, withDescendants) : sql`false`;
  }
  if (filters.brands.length) where.brands = inArray(products.brandId, filters.brands);
  if (filters.classified) where.classified = eq(products.isClassified, true);
  if (filters.shops.length) where.shops = inArray(products.shopId, filters.shops);
  if (filters.colors.length) where.colors = arrayOverlaps(products.colorIds, filters.colors);
  if (filters.attribute_values.length) where.attribute_values = arrayOverlaps(products.attributeValueIds, filters.attribute_values);
  if (filters.ratings.length) {
    // The reference's rule: one value r means r − 0.5 up to r; several, the lowest up to the highest.
    const low = Math.min(...filters.ratings);
    const high = Math.max(...filters.ratings);
    const from = filters.ratings.length === 1 ? (low - 0.5).toFixed(2) : low.toFixed(2);
    where.ratings = allOf(gte(products.rating, from), lte(products.rating, high.toFixed(2)));
  }
  const min = filters.price?.min;
  const max = filters.price?.max;
  // min = max = 0 means the whole range (the reference's client sends that when untouched)
  if ((min || max) && !(Number(min ?? 0) === 0 && Number(max ?? 0) === 0)) {
    const currencies = await activeCurrencies(ctx);
    const rate = currencies.find((c) => c.code === currencyCode)?.exchangeRate ?? "1";
    // on the price the shopper pays, after the running discount (what the cards show)
    const bounds: SQL[] = [];
    if (min && Number(min) > 0) bounds.push(gte(products.salePriceCents, Number(toBaseCents(min, rate))));
    if (max && Number(max) > 0) bounds.push(lte(products.salePriceCents, Number(toBaseCents(max, rate))));
    const [first, ...rest] = bounds;
    if (first) where.price = allOf(first, ...rest);
  }
  return where;
}

/** Filters from a query string: the reference's `brand[]=…` and the page URL's `brand=…` alike. */
export function filtersFromQuery(get: (name: string) => string[]): unknown {
  const list = (...names: string[]) =>
    names
      .flatMap((n) => [...get(n), ...get(`${n}[]`)])
      .flatMap((v) => v.split(","))
      .filter(Boolean);
  const priceJson = get("price")[0];
  let price: { min?: string; max?: string } | undefined;
  if (priceJson) {
    try {
      const p = JSON.parse(priceJson) as { min?: unknown; max?: unknown };
      price = { min: p.min === undefined ? undefined : String(p.min), max: p.max === undefined ? undefined : String(p.max) };
    } catch {
      price = { min: "invalid" };
    }
  }
  const min = get("min_price")[0];
  const max = get("max_price")[0];
  if (min || max) price = { min: min || undefined, max: max || undefined };
  return {
    categories: list("category", "child_category"),
    brands: list("brand"),
    shops: list("shop"),
    colors: list("color"),
    attribute_values: list("attribute_value_id", "attr"),
    ratings: list("rating"),
    price,
    // "1" (or "true"): classified ads only; anything else, every kind
    classified: ["1", "true"].includes(get("classified")[0] ?? ""),
  };
}
