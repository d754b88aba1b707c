import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { products } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { type Paginated, paginate } from "../../kernel/paginated";
import type { Ctx, Viewer } from "../context";
import { type CardRow, cardColumns, type ProductCard, productCard } from "./product-card";
import { MAX_QUERY_LENGTH, type QueryTerms, scoredTypoVariants, understandQuery } from "./search-terms";

export { nearestTerms } from "./search-terms";

/**
 * A search as SQL for a product query. `where` already holds `is_visible` (invisible products
 * are never found); `orderBy` is the relevance order: products whose NAME matches the words
 * (exactly, as a prefix while typing, or through a typo's nearest dictionary word), then names
 * that merely contain the text, then matches in the short description or category only;
 * within each, the closest name first (`closeness`), then in stock before out of stock, then
 * `rank` (ts_rank), best sellers, newest id.
 */
export interface SearchFilter {
  where: SQL;
  rank: SQL<number>;
  orderBy: SQL[];
  /** the parts of `orderBy`: 0 name, 1 inside the name, 2 elsewhere; how close the name is (null: all alike); whether in stock */
  tier: SQL<number>;
  closeness: SQL<number> | null;
  inStock: SQL<boolean>;
  terms: QueryTerms;
}

/**
 * Full-text search (the GIN index on `search_vector`: every word must match, the last one as a
 * prefix while typing, a misspelt word through its nearest dictionary words) OR every word of
 * three letters or more found inside the name (the trigram index on `search_name`, LIKE
 * '%word%'), for substrings such as "phone" in "headphones". `substrings: false` leaves the
 * trigram half out (the suggestions try without it first: it doubles the work per match).
 */
export function searchFilterFor(terms: QueryTerms, opts: { substrings?: boolean } = {}): SearchFilter {
  const groups = terms.words.map((w) => ({ word: w.word, prefix: w.prefix, variants: scoredTypoVariants(w) }));
  // Words hold only letters and digits (normalised), so they go into the tsquery text as they are.
  const term = (word: string, prefix: boolean, weight: "" | "A") => (prefix || weight ? `${word}:${prefix ? "*" : ""}${weight}` : word);
  const tsquery = (weight: "" | "A") =>
    groups
      .map((g) => `(${[term(g.word, g.prefix, weight), ...g.variants.map((v) => term(v.word, false, weight))].join(" | ")})`)
      .join(" & ");
  const anywhere = sql`to_tsquery('simple', ${tsquery("")})`;
  const inName = sql`to_tsquery('simple', ${tsquery("A")})`;
  const fts = sql`${products.searchVector} @@ ${anywhere}`;
  const long = opts.substrings !== false && terms.words.every((w) => [...w.word].length >= 3);
  const substring = long ? and(...terms.words.map((w) => sql`${products.searchName} like ${`%${w.word}%`}`)) : undefined;
  const where = sql`${products.isVisible} and ${substring ? sql`(${fts} or ${substring})` : fts}`;
  const tier = sql<number>`case when ${products.searchVector} @@ ${inName} then 0${substring ? sql` when ${substring} then 1` : sql``} else 2 end`;
  const inStock = sql<boolean>`(${products.stock} > 0 or ${products.isDigital} or ${products.isClassified})`;
  const rank = sql<number>`ts_rank(${products.searchVector}, ${anywhere})`;
  const closeness = closenessOf(groups);
  return {
    where,
    rank,
    tier,
    closeness,
    inStock,
    orderBy: [asc(tier), ...(closeness ? [desc(closeness)] : []), desc(inStock), desc(rank), desc(products.totalSales), desc(products.id)],
    terms,
  };
}

/** A whole word typed while still typing counts above the longer words that only begin with it ("book" before "bookcase"). */
const PREFIX_ONLY = 0.9;

/**
 * How close a product's NAME is to what was typed: for each word, the score of the best way the
 * name holds it (the word itself 1; a longer word beginning with it, while typing, 0.9; a typo's
 * dictionary word, its trigram similarity to the typed word, so "bookcse" ranks "bookcase" 0.55
 * above "book" 0.44), summed over the words. Each check is a plain text search in `search_name`
 * (measured: half the cost of a tsvector match per way on the 100k catalogue).
 * Null when there is nothing to tell apart (every word known and finished).
 */
function closenessOf(groups: { word: string; prefix: boolean; variants: { word: string; similarity: number }[] }[]): SQL<number> | null {
  if (groups.every((g) => !g.prefix && !g.variants.length)) return null;
  // `search_name` is normalised words joined by single spaces: " word " is the whole word, " word" its start.
  const padded = sql`(' ' || ${products.searchName} || ' ')`;
  const perWord = groups.map((g) => {
    const ways: [string, number][] = [[` ${g.word} `, 1]];
    if (g.prefix) ways.push([` ${g.word}`, PREFIX_ONLY]);
    for (const v of g.variants) ways.push([` ${v.word} `, v.similarity]);
    ways.sort((a, b) => b[1] - a[1]);
    return sql`case ${sql.join(
      ways.map(([needle, score]) => sql`when strpos(${padded}, ${needle}) > 0 then ${sql.raw(score.toFixed(4))}`),
      sql` `,
    )} else 0 end`;
  });
  return sql<number>`(${sql.join(perWord, sql` + `)})`;
}

/**
 * The search for a key, ready for any product query (the listing's, `listingPage`, where the
 * shopper's filters narrow it further): `null` when the key holds nothing searchable
 * (empty, punctuation only), so the caller lists as without a key.
 */
export async function searchFilter(ctx: Ctx, key: string | null | undefined): Promise<SearchFilter | null> {
  const raw = (key ?? "").slice(0, MAX_QUERY_LENGTH);
  if (!raw.trim()) return null;
  // A searched page understands its key twice (its rows, its facets: filter-data.ts), at once:
  // one look-up of the words serves both (the cache shares a load in flight), kept as briefly as
  // the kept orders and dropped with them on every catalog write (`count:`).
  const terms = await ctx.cache.get(`count:terms:${raw}`, 30_000, () => understandQuery(ctx, raw));
  return terms ? searchFilterFor(terms) : null;
}

export const SearchInput = z.object({
  key: z.string().max(MAX_QUERY_LENGTH).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
});
export type SearchInput = z.input<typeof SearchInput>;

export function parseSearchInput(raw: unknown) {
  const parsed = SearchInput.safeParse(raw);
  if (!parsed.success)
    throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "input"), [i.message]])));
  return parsed.data;
}

/**
 * The card rows of a search, best first (one query). With `candidates`, only that many
 * matching products (the first the indexes give) are ranked: a broad prefix such as "ph"
 * matches tens of thousands, and ranking them all is the slow part of a suggestion.
 */
export function findProductRows(
  ctx: Ctx,
  viewer: Viewer,
  filter: SearchFilter,
  limit: number,
  offset: number,
  candidates?: number,
): Promise<(CardRow & { searchTier: number })[]> {
  const where = candidates
    ? inArray(products.id, ctx.db.select({ id: products.id }).from(products).where(filter.where).limit(candidates))
    : filter.where;
  return ctx.db
    .select({ ...cardColumns(viewer.locale), searchTier: filter.tier })
    .from(products)
    .where(where)
    .orderBy(...filter.orderBy)
    .limit(limit)
    .offset(offset);
}

/** Product cards for a search, best first. */
export async function findProductCards(
  ctx: Ctx,
  viewer: Viewer,
  filter: SearchFilter,
  limit: number,
  offset: number,
): Promise<ProductCard[]> {
  const rows = await findProductRows(ctx, viewer, filter, limit, offset);
  const now = ctx.now();
  return rows.map((r) => productCard(r, now, ctx.mediaBase));
}

/** One page of search results, the listing's paginator shape. An empty key finds nothing. */
export async function searchProducts(
  ctx: Ctx,
  viewer: Viewer,
  rawInput: SearchInput,
  opts: { pageUrl?: (page: number) => string } = {},
): Promise<Paginated<ProductCard>> {
  const input = parseSearchInput(rawInput);
  const filter = await searchFilter(ctx, input.key);
  const offset = (input.page - 1) * input.per_page;
  const [data, total] = filter
    ? await Promise.all([
        findProductCards(ctx, viewer, filter, input.per_page, offset),
        ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(filter.where)
          .then(([r]) => r?.n ?? 0),
      ])
    : [[], 0];
  return paginate(data, total, input.page, input.per_page, opts.pageUrl);
}

/** The reference's `POST search/product {key}`: the best twenty product cards. */
export async function quickSearch(ctx: Ctx, viewer: Viewer, rawInput: { key?: unknown }): Promise<ProductCard[]> {
  const input = parseSearchInput({ key: rawInput.key ?? "", page: 1, per_page: 20 });
  const filter = await searchFilter(ctx, input.key);
  return filter ? findProductCards(ctx, viewer, filter, 20, 0) : [];
}
