/**
 * Search text: one normalisation for what products are written with and what shoppers type.
 *
 * `normalizeSearchText` (used on both sides, so they always agree):
 * - Unicode NFKD, then lower case: Arabic presentation forms and ligatures (ﻻ, ﷲ) become
 *   plain letters, fullwidth Latin becomes ASCII, and accents split off their letters.
 * - Persian letters: Arabic yeh ي and alef maksura ى → ی, Arabic kaf ك (and ڪ) → ک,
 *   teh marbuta ة → ه (shoppers type «ه» for it, and Persian spells those loanwords with ه),
 *   heh variants ۀ ہ ھ ە → ه, hamza carriers أ إ آ ٱ → ا, ؤ → و, ئ → ی; a lone hamza ء and the
 *   tatweel ـ are dropped.
 * - Digits: Persian ۰-۹ and Arabic-Indic ٠-٩ → 0-9.
 * - Every combining mark is dropped: Arabic harakat (fatha, kasra, shadda, tanwin …), the
 *   hamza and madda left by NFKD, Latin accents (é → e).
 * - ZWNJ (U+200C, the Persian half-space) and the zero-width space become a SPACE: «کتاب‌ها»
 *   is two words, so «کتاب» finds the plural, and a shopper who types a space instead of the
 *   half-space still finds it. Other invisible format characters (ZWJ, bidi marks, soft hyphen,
 *   BOM) are removed. To find the spelling without any gap («کتابها», «wifi» for «Wi-Fi»),
 *   product text also carries each compound word written solid (`productSearchText`).
 * - Whatever is not a letter or a digit (punctuation, symbols) becomes a space; runs of
 *   spaces collapse to one; no space at either end.
 * The result holds only letters, digits and single spaces, so it is safe inside a tsquery or a
 * LIKE pattern without escaping.
 */
import { inArray, sql } from "drizzle-orm";
import { type Database, rowsChanged } from "../../db/client";
import { brands, categories, products, searchWords } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { allTags } from "../../kernel/localize";

const LETTERS: Record<string, string> = {
  "\u064A": "\u06CC",
  "\u0649": "\u06CC", // ي ى → ی
  "\u0643": "\u06A9",
  "\u06AA": "\u06A9", // ك ڪ → ک
  "\u0629": "\u0647", // ة → ه
  "\u06D5": "\u0647",
  "\u06C1": "\u0647",
  "\u06BE": "\u0647", // ە (from ۀ) ہ ھ → ه
  "\u0671": "\u0627", // ٱ → ا (أ إ آ become ا once NFKD splits off their marks)
  "\u0621": "",
  "\u0640": "", // lone hamza, tatweel
  "\u200C": " ",
  "\u200B": " ", // ZWNJ, zero-width space
};
for (let d = 0; d < 10; d++) {
  LETTERS[String.fromCharCode(0x06f0 + d)] = String(d); // Persian digits
  LETTERS[String.fromCharCode(0x0660 + d)] = String(d); // Arabic-Indic digits
}
const LETTER_RE = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");
const MARKS_RE = /\p{M}+/gu;
const FORMAT_RE = /\p{Cf}+/gu;
const NOT_WORD_RE = /[^\p{L}\p{N}]+/gu;

const PLAIN_ASCII_RE = /^[\x20-\x7e]*$/;
const ASCII_NOT_WORD_RE = /[^a-z0-9]+/g;

/** Letters, digits and single spaces, lower case, Persian spelling (see the file comment). */
export function normalizeSearchText(text: string | null | undefined): string {
  if (!text) return "";
  if (PLAIN_ASCII_RE.test(text)) return text.toLowerCase().replace(ASCII_NOT_WORD_RE, " ").trim();
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(LETTER_RE, (c) => LETTERS[c])
    .replace(MARKS_RE, "")
    .replace(FORMAT_RE, "")
    .replace(NOT_WORD_RE, " ")
    .trim();
}

/** The normalised words of a text (a shopper's query), in order, without repeats. */
export function searchTokens(text: string | null | undefined): string[] {
  const n = normalizeSearchText(text);
  return n ? [...new Set(n.split(" "))] : [];
}

/** A word worth offering as "did you mean": three letters or more, no digits (model codes are not suggested). */
export function isDictionaryWord(word: string): boolean {
  return [...word].length >= 3 && !/[0-9]/.test(word);
}
/** The same rule in SQL, for a text column or expression `w`. */
export const dictionaryWordSql = (w: unknown) => sql`(length(${w}) >= 3 and ${w} !~ '[0-9]')`;

/** Words joined by a half-space, hyphen or apostrophe ("Wi-Fi", «دست‌ساز») are also written solid. */
const JOINERS_RE = /\u200C|\u200D|[-\u2010\u2011'’]/g;
const HAS_JOINER_RE = /\u200C|\u200D|[-\u2010\u2011'’]/;

/** The search words of one whitespace-free chunk of text: its normalised words, and the compound written solid. */
function chunkWords(chunk: string): string[] {
  const n = normalizeSearchText(chunk);
  if (!n) return [];
  const words = n.split(" ");
  if (words.length > 1 && HAS_JOINER_RE.test(chunk)) {
    const solid = normalizeSearchText(chunk.replace(JOINERS_RE, ""));
    if (solid && !solid.includes(" ")) words.push(solid);
  }
  return words;
}

export type WordSplitter = (text: string) => string[];

/**
 * Search words of a text, chunk by chunk (normalisation works character by character, so a
 * text normalises as its whitespace-separated chunks do). With `memo`, chunks are remembered:
 * bulk writes repeat the same brand, category and phrase words many times.
 */
export function searchWordSplitter(memo = true, limit = 50_000): WordSplitter {
  const seen = new Map<string, string[]>();
  return (text) => {
    const out: string[] = [];
    for (const chunk of text.split(/\s+/)) {
      if (!chunk) continue;
      let words = memo ? seen.get(chunk) : undefined;
      if (!words) {
        words = chunkWords(chunk);
        if (memo) {
          if (seen.size >= limit) seen.clear();
          seen.set(chunk, words);
        }
      }
      for (const w of words) out.push(w);
    }
    return out;
  };
}

export interface ProductSearchSource {
  /** the product's name in every language */
  names: (string | null | undefined)[];
  brandNames: (string | null | undefined)[];
  tags: (string | null | undefined)[];
  shortDescriptions: (string | null | undefined)[];
  /** the product's category and its ancestors, every language */
  categoryNames: (string | null | undefined)[];
}

/**
 * `search_name` (names, brand, tags: weight A) and `search_body` (short descriptions and
 * categories: weight B), normalised, each word once, compound words also written solid.
 */
export function productSearchText(src: ProductSearchSource, split: WordSplitter = searchWordSplitter(false)) {
  return {
    searchName: wordsOf([...src.names, ...src.brandNames, ...src.tags], split),
    searchBody: wordsOf([...src.shortDescriptions, ...src.categoryNames], split),
  };
}

function wordsOf(parts: (string | null | undefined)[], split: WordSplitter): string {
  const seen = new Set<string>();
  for (const part of parts) if (part) for (const w of split(part)) seen.add(w);
  return [...seen].join(" ");
}

/** Brand and category names by id (small tables), for computing many products' search text. */
export interface SearchLookup {
  brandNames(id: number | null | undefined): string[];
  /** the category and its ancestors, every language */
  categoryNames(id: number): string[];
}

export async function loadSearchLookup(db: Database): Promise<SearchLookup> {
  const [brandRows, categoryRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ id: categories.id, name: categories.name, path: categories.path }).from(categories),
  ]);
  const values = (l: Localized | null) => Object.values(l ?? {}).filter((v): v is string => typeof v === "string" && v !== "");
  const brandById = new Map(brandRows.map((b) => [b.id, values(b.name)]));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const lineage = new Map<number, string[]>();
  return {
    brandNames: (id) => (id == null ? [] : (brandById.get(id) ?? [])),
    categoryNames: (id) => {
      let names = lineage.get(id);
      if (!names) {
        const path = categoryById.get(id)?.path ?? `/${id}/`;
        names = path
          .split("/")
          .filter(Boolean)
          .flatMap((p) => values(categoryById.get(Number(p))?.name ?? null));
        lineage.set(id, names);
      }
      return names;
    },
  };
}

const localizedValues = (l: Localized | null | undefined) => Object.values(l ?? {}) as string[];

/**
 * Recompute `search_name` / `search_body` (and so the generated `search_vector`) of the given
 * products, or of every product when `productIds` is omitted, and keep `search_words` in step.
 * Call it after any product write that changes names, tags, brand, category, short
 * descriptions or visibility, and for a brand's or category's products after renaming it.
 * Set-based: per batch of 2,000 products one read and one UPDATE from a JSON recordset.
 */
export async function refreshSearchText(db: Database, productIds?: readonly number[]): Promise<{ updated: number }> {
  const lookup = await loadSearchLookup(db);
  const split = searchWordSplitter();
  let updated = 0;
  const touchedWords = new Set<string>();
  const run = async (where: ReturnType<typeof sql> | undefined, ids: number[] | null) => {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        shortDescription: products.shortDescription,
        tags: products.tags,
        tagLabels: products.tagLabels,
        brandId: products.brandId,
        categoryId: products.categoryId,
        oldName: products.searchName,
      })
      .from(products)
      .where(ids ? inArray(products.id, ids) : where)
      .orderBy(products.id)
      .limit(ids ? ids.length : BATCH);
    if (!rows.length) return rows;
    const next = rows.map((r) => {
      const text = productSearchText(
        {
          names: localizedValues(r.name),
          brandNames: lookup.brandNames(r.brandId),
          tags: allTags(r.tags, r.tagLabels),
          shortDescriptions: localizedValues(r.shortDescription),
          categoryNames: lookup.categoryNames(r.categoryId),
        },
        split,
      );
      if (productIds) for (const w of `${r.oldName} ${text.searchName}`.split(" ")) if (w && isDictionaryWord(w)) touchedWords.add(w);
      return { id: r.id, n: text.searchName, b: text.searchBody };
    });
    const result = await db.execute(sql`
      update ${products} p set search_name = v.n, search_body = v.b
      from json_to_recordset(${JSON.stringify(next)}::json) as v(id integer, n text, b text)
      where p.id = v.id and (p.search_name is distinct from v.n or p.search_body is distinct from v.b)`);
    updated += rowsChanged(result);
    return rows;
  };

  if (productIds) {
    const ids = [...new Set(productIds)];
    for (let i = 0; i < ids.length; i += BATCH) await run(undefined, ids.slice(i, i + BATCH));
    await recountSearchWords(db, [...touchedWords]);
  } else {
    let last = 0;
    for (;;) {
      const rows = await run(sql`${products.id} > ${last}`, null);
      if (rows.length < BATCH) break;
      last = rows[rows.length - 1].id;
    }
    await rebuildSearchWords(db);
  }
  return { updated };
}
const BATCH = 2000;

/**
 * Products written before search text existed (an older database) have none: fill every
 * product's once. A cheap check when nothing is missing. Returns how many were filled.
 */
export async function backfillSearchText(db: Database): Promise<number> {
  // an empty dictionary is the cheap sign (products that have search text fill it)
  const [word] = await db.select({ word: searchWords.word }).from(searchWords).limit(1);
  if (word) return 0;
  const [missing] = await db.select({ id: products.id }).from(products).where(sql`${products.searchName} = ''`).limit(1);
  return missing ? (await refreshSearchText(db)).updated : 0;
}

/** The distinct dictionary words of visible products' names: `(id, word)` rows. */
const visibleNameWords = (idFilter: ReturnType<typeof sql>) => sql`
  select distinct p.id, w.word from ${products} p, unnest(string_to_array(p.search_name, ' ')) as w(word)
  where p.is_visible and ${idFilter} and ${dictionaryWordSql(sql`w.word`)}`;

/** `search_words` from scratch: every dictionary word of visible products' names and how many use it. */
export async function rebuildSearchWords(db: Database): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(
    sql`insert into search_words (word, uses) select word, count(*)::int from (${visibleNameWords(sql`true`)}) x group by word`,
  );
}

/** The dictionary words of one product's `search_name` (each once). */
export function dictionaryWordsOf(searchName: string): string[] {
  return searchName ? searchName.split(" ").filter(isDictionaryWord) : [];
}

/**
 * Add use counts of products just inserted (the seed counts its visible products' words as it
 * makes them and writes them once per run); products that change go through refreshSearchText.
 */
export async function addSearchWordCounts(db: Database, counts: ReadonlyMap<string, number>): Promise<void> {
  if (!counts.size) return;
  const json = JSON.stringify([...counts].map(([word, uses]) => ({ word, uses })));
  await db.execute(sql`
    insert into search_words (word, uses) select word, uses from json_to_recordset(${json}::json) as v(word text, uses integer)
    on conflict (word) do update set uses = search_words.uses + excluded.uses`);
}

/**
 * Exact use counts for a few words after some products changed: each word is looked up
 * through the tsvector index restricted to name lexemes (weight A); unused words go.
 */
async function recountSearchWords(db: Database, words: string[]): Promise<void> {
  if (!words.length) return;
  const list = `{${words.map((w) => `"${w}"`).join(",")}}`;
  const counted = sql`
    select t.word, (select count(*)::int from ${products} p where p.is_visible and p.search_vector @@ (t.word || ':A')::tsquery) as uses
    from unnest(${list}::text[]) as t(word)`;
  await db.execute(sql`
    with c as (${counted}),
    gone as (delete from search_words s using c where s.word = c.word and c.uses = 0)
    insert into search_words (word, uses) select word, uses from c where uses > 0
    on conflict (word) do update set uses = excluded.uses`);
}
