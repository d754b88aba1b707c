/**
 * Calendar dates in the page's language, by Intl.DateTimeFormat with its own calendar (Persian
 * in fa). Each formatter is built once per language and kind and kept: building one costs about
 * as much as rendering a product card (a CPU profile of the shop page put two thirds of a
 * millisecond a request in `toLocaleDateString`, which builds a new one on every call).
 * The text is what `toLocaleDateString(language, options)` gives for the same options.
 */
const KINDS = {
  /** "Mar 2023": when a shop joined */
  month: { year: "numeric", month: "short", timeZone: "UTC" },
  /** "Mar 3, 2023": a coupon's end, a review's day */
  day: { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One kept Intl.DateTimeFormat per language and kind. */
function dateFormat(language: string, kind: keyof typeof KINDS): Intl.DateTimeFormat {
  const key = `${language}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, KINDS[kind]);
    } catch {
      format = new Intl.DateTimeFormat("en-US", KINDS[kind]);
    }
    formats.set(key, format);
  }
  return format;
}

/** Written dates kept by language, kind and ISO text: a shop's join date and its coupons' ends come back on every page. */
const written = new Map<string, string>();

/** An ISO date (or a Date) as a short calendar date in `language` ("Mar 2023" for `month`, "Mar 3, 2023" for `day`). */
export function formatDate(value: string | Date, language: string, kind: keyof typeof KINDS): string {
  if (typeof value !== "string") return dateFormat(language, kind).format(value);
  const key = `${language}|${kind}|${value}`;
  let text = written.get(key);
  if (text === undefined) {
    text = dateFormat(language, kind).format(new Date(value));
    // a bound, not an eviction policy: the dates in use are written again after a clear
    if (written.size >= 2000) written.clear();
    written.set(key, text);
  }
  return text;
}
