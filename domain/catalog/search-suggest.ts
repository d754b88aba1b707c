import { asc, eq, isNotNull } from "drizzle-orm";
import { brands, shops } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import type { Ctx, Viewer } from "../context";
import { allCategories } from "./categories";
import { productCard } from "./product-card";
import { findProductRows, searchFilterFor } from "./search";
import { inSearchTransaction, MAX_QUERY_LENGTH, nearestFrom, type QueryTerms, typoVariants, understandQuery } from "./search-terms";
import { normalizeSearchText } from "./search-text";

const LIMITS = { products: 6, categories: 4, brands: 4, shops: 4 };
/** Products are suggested from two characters on, ranked among at most this many matches. */
const MIN_PRODUCT_QUERY = 2;
const CANDIDATES = 200;

export interface SuggestedProduct {
  id: number;
  slug: string;
  product_name: string;
  image: string;
  price: string;
  sale_price: string;
  has_discount: boolean;
  discount_percent: number;
  current_stock: number;
  is_digital: boolean;
  is_classified: boolean;
}

export interface Suggestions {
  products: SuggestedProduct[];
  categories: { slug: string; title: string }[];
  brands: { slug: string; title: string }[];
  shops: { slug: string; shop_name: string }[];
  /** "did you mean": filled only when nothing at all was found */
  suggestions: string[];
}

const EMPTY: Suggestions = { products: [], categories: [], brands: [], shops: [], suggestions: [] };

/**
 * What the header search box shows while the shopper types: the best six products (96 px
 * images; from two characters, ranked among the first 200 matches), and categories, brands
 * and shops whose names match, in the viewer's language.
 * One dictionary lookup and one product query; categories, brands and shops are matched in
 * memory against a cached directory of their normalised names (small tables).
 */
export async function searchSuggestions(ctx: Ctx, viewer: Viewer, input: { q?: unknown }): Promise<Suggestions> {
  if (input.q != null && typeof input.q !== "string") throw new ValidationError({ q: ["v_string"] });
  const q = input.q ?? "";
  if (q.length > MAX_QUERY_LENGTH) throw new ValidationError({ q: ["v_too_long"] });
  if (!normalizeSearchText(q)) return EMPTY;
  const [found, dir] = await Promise.all([
    inSearchTransaction(ctx, async (db) => {
      const terms = await understandQuery(ctx, q, db);
      // one letter matches most of the catalogue: only names of categories, brands and shops then
      const wantProducts = !!terms && [...terms.text].length >= MIN_PRODUCT_QUERY;
      if (!terms || !wantProducts) return { terms, rows: [] };
      const inTx = { ...ctx, db };
      const asked = withoutLoneLetter(terms);
      // words and prefixes first; when they fill the list with name matches, substrings could not rank higher
      const rows = await findProductRows(inTx, viewer, searchFilterFor(asked, { substrings: false }), LIMITS.products, 0, CANDIDATES);
      const full = rows.length === LIMITS.products && rows.every((r) => Number(r.searchTier) === 0);
      return { terms, rows: full ? rows : await findProductRows(inTx, viewer, searchFilterFor(asked), LIMITS.products, 0, CANDIDATES) };
    }),
    directory(ctx),
  ]);
  const { terms, rows } = found;
  if (!terms) return EMPTY;
  const now = ctx.now();
  const products = rows.map((r) => {
    const c = productCard(r, now, ctx.mediaBase);
    return {
      id: c.id,
      slug: c.slug,
      product_name: c.product_name,
      image: mediaUrl(ctx.mediaBase, r.image, 96, 96),
      price: c.price,
      sale_price: c.sale_price,
      has_discount: c.has_discount,
      discount_percent: c.discount_percent,
      current_stock: c.current_stock,
      is_digital: c.is_digital,
      is_classified: c.is_classified,
    };
  });
  const locale = viewer.locale;
  const answer: Suggestions = {
    products,
    categories: matching(dir.categories, terms, LIMITS.categories).map((e) => ({ slug: e.slug, title: localize(e.name, locale) })),
    brands: matching(dir.brands, terms, LIMITS.brands).map((e) => ({ slug: e.slug, title: localize(e.name, locale) })),
    shops: matching(dir.shops, terms, LIMITS.shops).map((e) => ({ slug: e.slug, shop_name: localize(e.name, locale) })),
    suggestions: [],
  };
  if (!answer.products.length && !answer.categories.length && !answer.brands.length && !answer.shops.length)
    answer.suggestions = nearestFrom(terms);
  return answer;
}

/**
 * "wireless h": the lone letter being typed after other words would match every word that
 * starts with it, the slowest part of a suggestion for no better answer; it waits for a second letter.
 */
function withoutLoneLetter(terms: QueryTerms): QueryTerms {
  const last = terms.words[terms.words.length - 1];
  if (terms.words.length < 2 || !last.prefix || [...last.word].length > 1) return terms;
  const words = terms.words.slice(0, -1);
  return { text: words.map((w) => w.word).join(" "), words };
}

interface DirectoryEntry {
  slug: string;
  name: Localized;
  texts: string[];
  words: string[];
}

/** Categories, brands and verified shops with their names normalised, cached for a minute. */
function directory(ctx: Ctx): Promise<{ categories: DirectoryEntry[]; brands: DirectoryEntry[]; shops: DirectoryEntry[] }> {
  return ctx.cache.get("search:directory", 60_000, async () => {
    const [categoryRows, brandRows, shopRows] = await Promise.all([
      allCategories(ctx),
      ctx.db
        .select({ slug: brands.slug, name: brands.name })
        .from(brands)
        .where(eq(brands.isActive, true))
        .orderBy(asc(brands.position), asc(brands.id)),
      ctx.db.select({ slug: shops.slug, name: shops.name }).from(shops).where(isNotNull(shops.verifiedAt)).orderBy(asc(shops.id)),
    ]);
    const entry = (r: { slug: string; name: Localized }): DirectoryEntry => {
      const texts = [
        ...new Set(
          Object.values(r.name ?? {})
            .map((v) => normalizeSearchText(String(v)))
            .filter(Boolean),
        ),
      ];
      return { slug: r.slug, name: r.name, texts, words: [...new Set(texts.flatMap((t) => t.split(" ")))] };
    };
    return {
      categories: categoryRows.map((c) => entry({ slug: c.slug, name: c.name as Localized })),
      brands: brandRows.map(entry),
      shops: shopRows.map(entry),
    };
  });
}

/**
 * Entries whose name starts with the text (best), whose words start with every typed word
 * (or a misspelt word's nearest dictionary word), or, from three letters, contain the text.
 */
function matching(entries: DirectoryEntry[], terms: QueryTerms, limit: number): DirectoryEntry[] {
  const text = terms.text;
  const alternatives = terms.words.map((w) => [w.word, ...typoVariants(w)]);
  const scored: { e: DirectoryEntry; score: number; length: number }[] = [];
  for (const e of entries) {
    let score = -1;
    if (e.texts.some((t) => t.startsWith(text))) score = 0;
    else if (alternatives.every((alts) => alts.some((a) => e.words.some((w) => w.startsWith(a))))) score = 1;
    else if ([...text].length >= 3 && e.texts.some((t) => t.includes(text))) score = 2;
    if (score >= 0) scored.push({ e, score, length: Math.min(...e.texts.map((t) => t.length)) });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.length - b.length)
    .slice(0, limit)
    .map((s) => s.e);
}
