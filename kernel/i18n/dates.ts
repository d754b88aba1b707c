import { numberLocale } from "./numbers";

/**
 * Dates and times in the page's language and the shop's time zone, by Intl.DateTimeFormat with
 * the language's own calendar: Persian (Solar Hijri) with Persian digits in fa, Gregorian in en
 * and ar (the locale is numbers.ts's, so digits match the page's numbers; nothing names a calendar).
 * The zone is the shop's `time_zone` setting (an IANA name, "UTC" by default): the server and a
 * browser anywhere write the same hour, so a page hydrates to the text it was rendered with.
 * A calendar date without a time ("2026-03-01": a coupon's end, a report's day) has no zone and is
 * written as that day wherever the shop is.
 *
 * Each formatter is built once per language, kind and zone and kept: building one costs about as
 * much as rendering a product card (a CPU profile of the shop page put two thirds of a millisecond
 * a request in `toLocaleDateString`, which builds a new one on every call).
 */
const KINDS = {
  /** "Mar 2023": when a shop joined */
  month: { year: "numeric", month: "short" },
  /** "Mar 3, 2023": an order's day, a coupon's end, a review's day */
  day: { year: "numeric", month: "short", day: "numeric" },
  /** "March 3, 2023": a packing slip's day */
  long: { dateStyle: "long" },
  /** "Mar 3": a chart's or a report's day */
  short: { month: "short", day: "numeric" },
  /** "Mar 3, 2023, 4:05 PM": when something happened (a notification, a payment, a wallet entry) */
  moment: { dateStyle: "medium", timeStyle: "short" },
  /** "December 7, 2026, 06:00 PM GMT+1": until when a campaign runs, its zone named */
  deadline: { year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" },
  /** "4:05 PM" */
  time: { timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateKind = keyof typeof KINDS;
export const DEFAULT_TIME_ZONE = "UTC";

const formats = new Map<string, Intl.DateTimeFormat>();

/** One kept Intl.DateTimeFormat per language, kind and zone (an unknown zone or language falls back to UTC, English). */
function dateFormat(language: string, kind: DateKind, zone: string): Intl.DateTimeFormat {
  const key = `${language}|${kind}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    const options = { ...KINDS[kind], timeZone: zone };
    try {
      format = new Intl.DateTimeFormat(numberLocale(language), options);
    } catch {
      format = new Intl.DateTimeFormat("en-US", { ...KINDS[kind], timeZone: DEFAULT_TIME_ZONE });
    }
    formats.set(key, format);
  }
  return format;
}

/** Whether `zone` is a time zone Intl knows ("Asia/Tehran", "UTC"); its canonical name, or null. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zones an operator may choose: UTC, the one in force (`current`, if Intl does not list it), then every zone Intl lists. */
export function timeZoneNames(current?: string): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const first = current && current !== DEFAULT_TIME_ZONE && !listed.includes(current) ? [DEFAULT_TIME_ZONE, current] : [DEFAULT_TIME_ZONE];
  return [...first, ...listed.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Written dates kept by language, kind, zone and ISO text: a shop's join date and its coupons' ends come back on every page. */
const written = new Map<string, string>();

/**
 * An ISO instant (or a Date) written in `language` as `kind` in the time zone `zone` (default UTC);
 * a bare calendar date ("2026-03-01") as that very day.
 */
export function formatDate(value: string | Date, language: string, kind: DateKind, zone: string = DEFAULT_TIME_ZONE): string {
  if (typeof value !== "string") return dateFormat(language, kind, zone).format(value);
  const key = `${language}|${kind}|${zone}|${value}`;
  let text = written.get(key);
  if (text === undefined) {
    const day = CALENDAR_DAY.test(value);
    text = dateFormat(language, kind, day ? DEFAULT_TIME_ZONE : zone).format(new Date(day ? `${value}T00:00:00Z` : value));
    // a bound, not an eviction policy: the dates in use are written again after a clear
    if (written.size >= 2000) written.clear();
    written.set(key, text);
  }
  return text;
}
