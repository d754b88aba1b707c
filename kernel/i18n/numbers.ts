/**
 * Numbers in the page's language, by Intl.NumberFormat (no hand-made digit tables).
 *
 * - Persian: Persian digits and separators (۱۲٬۳۴۵٫۶), `fa-IR` with its numbering system named.
 * - Arabic: Latin digits with Arabic's marks, CLDR's default for `ar` (since CLDR 42) and what
 *   Node's and Chromium's ICU both give; pinned with `-u-nu-latn` so the server's markup and the
 *   browser's hydration agree whatever their ICU version (decision 014). Switching to Arabic-Indic
 *   digits (`ar-EG`, ١٢٣) is this one line.
 * - Every other language: its own locale.
 *
 * Amounts and percentages are bidi-isolated where they are put into text (`isolate`), so that a
 * Persian or Arabic sentence cannot reorder them ("20%-", "($) USD").
 */
const NUMBER_LOCALES: Record<string, string> = {
  en: "en-US",
  fa: "fa-IR-u-nu-arabext",
  ar: "ar-u-nu-latn",
};

/** The Intl locale that numbers of a page language are written in. */
export function numberLocale(language: string): string {
  return NUMBER_LOCALES[language] ?? NUMBER_LOCALES[language.split("-")[0]] ?? language;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and options, kept (they are costly to build). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}, name?: string): Intl.NumberFormat {
  // a caller on a hot path names its options (a listing writes a few hundred numbers): no JSON per call
  const key = `${language}|${name ?? JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(numberLocale(language), options);
    } catch {
      format = new Intl.NumberFormat("en-US", options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A count or quantity in the language's digits; thousands grouped from five digits on
 * ("۱۲٬۳۴۵", but a year stays "۲۰۲۶"). Strings are read as exact decimals, never through a float.
 */
export function formatNumber(value: number | bigint | string, language: string): string {
  return numberFormat(language, { useGrouping: "min2" } as Intl.NumberFormatOptions, "count").format(value as number);
}

/** A whole percentage (20 → "۲۰٪" in Persian, "20%" in English), isolated; `signed` writes its sign ("−۲۰٪"). */
export function formatPercent(percent: number, language: string, opts: { signed?: boolean } = {}): string {
  const format = numberFormat(language, {
    style: "percent",
    maximumFractionDigits: 0,
    signDisplay: opts.signed ? "exceptZero" : "auto",
  });
  return isolate(format.format(percent / 100));
}

/** First-strong isolate (U+2068 … U+2069): the text keeps its own direction inside any sentence. */
export const FSI = "\u2068";
export const PDI = "\u2069";
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/** Whether a language writes numbers in digits of its own (not 0–9). */
const ownDigits = new Map<string, boolean>();
export function hasOwnDigits(language: string): boolean {
  let own = ownDigits.get(language);
  if (own === undefined) {
    own = !/^\d$/.test(numberFormat(language).format(1));
    ownDigits.set(language, own);
  }
  return own;
}
