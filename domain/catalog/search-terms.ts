import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import type { Ctx } from "../context";
import { isDictionaryWord, normalizeSearchText } from "./search-text";

/** Longest query looked at (characters) and most words used; the rest is ignored. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 8;
/** Trigram similarity from which a dictionary word counts as a misspelling of a typed word ("iphnoe" ~ "iphone" is 0.27). */
const TYPO_SIMILARITY = 0.25;
/** A little looser for "did you mean" after a search found nothing. */
const NEAREST_SIMILARITY = 0.2;
const CANDIDATES = 3;

export interface TypedWord {
  word: string;
  /** the shopper may still be typing it: it also matches as a prefix */
  prefix: boolean;
  /** the dictionary holds it (for the word being typed: some dictionary word starts with it) */
  known: boolean;
  /** dictionary words spelt like it, nearest first (empty when it is known or too short to judge) */
  near: { word: string; similarity: number }[];
}

/** What a shopper typed, understood: the normalised text and its words. `null` when nothing searchable is left. */
export interface QueryTerms {
  text: string;
  words: TypedWord[];
}

/**
 * Run search queries in one short transaction with the search's planner settings: the trigram
 * similarity threshold for `%` (so the GIN index on the words answers it), and no sequential
 * scans: for a broad prefix the planner otherwise reads the table in order hoping to meet
 * matches early, and a search is always answerable from its GIN indexes.
 */
export function inSearchTransaction<T>(ctx: Ctx, fn: (db: Database) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(NEAREST_SIMILARITY)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return fn(tx);
  });
}

/**
 * Normalise a query and look its words up in `search_words`. The last word is a prefix unless
 * the query ends with a space (the shopper finished it). Without `db` it opens its own search
 * transaction; inside `inSearchTransaction`, pass that transaction's `db`.
 */
export async function understandQuery(ctx: Ctx, key: string | null | undefined, db?: Database): Promise<QueryTerms | null> {
  const raw = (key ?? "").slice(0, MAX_QUERY_LENGTH);
  const text = normalizeSearchText(raw);
  if (!text) return null;
  const tokens = [...new Set(text.split(" "))].slice(0, MAX_QUERY_WORDS);
  const typing = !/[\s\u200C]$/.test(raw);
  const words: TypedWord[] = tokens.map((word, i) => ({
    word,
    prefix: typing && i === tokens.length - 1,
    known: !isDictionaryWord(word),
    near: [],
  }));
  const asked = words.filter((w) => !w.known);
  if (asked.length) {
    const found = db ? await lookUp(db, asked) : await inSearchTransaction(ctx, (tx) => lookUp(tx, asked));
    for (const w of asked) {
      const hit = found.get(w.word);
      w.known = !!hit?.known;
      w.near = w.known ? [] : (hit?.near.filter((n) => n.word !== w.word) ?? []);
    }
  }
  return { text: tokens.join(" "), words };
}

/**
 * One statement for all the words (each its own branch with its own parameters, so the
 * planner sees each pattern and takes the trigram index for `%` and for the prefix LIKE).
 */
async function lookUp(db: Database, words: TypedWord[]) {
  const branches = words.map(
    (w) => sql`
    select ${w.word}::text as word,
      (exists (select 1 from search_words s where s.word = ${w.word})
        ${w.prefix ? sql`or exists (select 1 from search_words s where s.word like ${`${w.word}%`})` : sql``}) as known,
      coalesce((select json_agg(json_build_object('word', c.word, 'similarity', c.sim) order by c.sim desc, c.uses desc, c.word)
        from (select s.word, s.uses, similarity(s.word, ${w.word}) as sim from search_words s
              where s.word % ${w.word} order by sim desc, s.uses desc, s.word limit ${CANDIDATES + 1}) c), '[]'::json) as near`,
  );
  const result = await db.execute(sql.join(branches, sql` union all `));
  type Row = { word: string; known: boolean; near: string | { word: string; similarity: number }[] };
  return new Map(
    rowsOf<Row>(result).map((r) => {
      const near = typeof r.near === "string" ? (JSON.parse(r.near) as { word: string; similarity: number }[]) : r.near;
      return [r.word, { known: r.known, near: near.map((n) => ({ word: n.word, similarity: Number(n.similarity) })) }];
    }),
  );
}

/** Dictionary words that stand in for a misspelt word in the search itself, nearest first, with their similarity to it. */
export function scoredTypoVariants(w: TypedWord): { word: string; similarity: number }[] {
  return w.known ? [] : w.near.filter((n) => n.similarity >= TYPO_SIMILARITY).slice(0, CANDIDATES);
}

/** Dictionary words that stand in for a misspelt word in the search itself. */
export function typoVariants(w: TypedWord): string[] {
  return scoredTypoVariants(w).map((n) => n.word);
}

/**
 * "Did you mean": up to three queries with each unknown word replaced by a nearest dictionary
 * word (the best first; a word like none is left out). When every word is known but together they found nothing, each
 * known word alone is offered instead.
 */
export function nearestFrom(terms: QueryTerms | null): string[] {
  if (!terms) return [];
  const out: string[] = [];
  const add = (q: string) => {
    if (q && q !== terms.text && !out.includes(q)) out.push(q);
  };
  const unknown = terms.words.filter((w) => !w.known && w.near.length);
  if (unknown.length) {
    // a word like nothing in the dictionary is left out
    for (let k = 0; k < CANDIDATES; k++) {
      if (!unknown.some((w) => w.near[k])) break;
      add(terms.words.flatMap((w) => (w.known ? [w.word] : w.near.length ? [(w.near[k] ?? w.near[0]).word] : [])).join(" "));
    }
  } else if (terms.words.length > 1) {
    // only words the dictionary holds: a word like nothing there finds nothing alone either
    for (const w of terms.words) if (w.known && isDictionaryWord(w.word)) add(w.word);
  }
  return out.slice(0, CANDIDATES);
}

/** "Did you mean" for a search that found nothing (the listing page shows these under "no results"). */
export async function nearestTerms(ctx: Ctx, key: string | null | undefined): Promise<string[]> {
  return nearestFrom(await understandQuery(ctx, key));
}
