import { type DateKind, DEFAULT_TIME_ZONE, formatDate } from "../../kernel/i18n/dates";
import { useTranslation } from "../i18n/i18n";
import { useOptionalStore } from "../store/store";

/** The page's ways of writing a date: one per kind (kernel/i18n/dates.ts), each taking an ISO text or a Date. */
export type Dates = Record<DateKind, (value: string | Date) => string>;

/** The ways of writing dates in `language` and the time zone `zone`: for code that is not a component. */
export function datesFor(language: string, zone: string = DEFAULT_TIME_ZONE): Dates {
  const write = (kind: DateKind) => (value: string | Date) => formatDate(value, language, kind, zone);
  return {
    month: write("month"),
    day: write("day"),
    long: write("long"),
    short: write("short"),
    moment: write("moment"),
    deadline: write("deadline"),
    time: write("time"),
  };
}

/** The shop's time zone (its `time_zone` setting) from the page data. */
export function useTimeZone(): string {
  // outside a store (a component rendered on its own) the default zone
  const zone = useOptionalStore()?.state.settings_data.time_zone;
  return typeof zone === "string" && zone ? zone : DEFAULT_TIME_ZONE;
}

/**
 * Dates in the page's language (Persian calendar in fa) and the shop's time zone, the same on the
 * server and in the browser: `const dates = useDates(); dates.moment(n.created_at)`.
 */
export function useDates(): Dates {
  const { i18n } = useTranslation();
  return datesFor(i18n.language, useTimeZone());
}
