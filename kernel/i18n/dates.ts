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

/** An ISO date (or a Date) as a short calendar date in `language` ("Mar 2023" for `month`, "Mar 3, 2023" for `day`). */
export function formatDate(value: string | Date, language: string, kind: keyof typeof KINDS): string {
  return dateFormat(language, kind).format(typeof value === "string" ? new Date(value) : value);
}
