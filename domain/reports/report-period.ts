import { UnprocessableError } from "../../kernel/errors";

/**
 * The periods of the finance reports (decision 075), in UTC: a range of whole months `from`..`to`
 * (`YYYY-MM`, both in, at most 60 months, not before 2000, not after the current month), and a
 * calendar year with its four quarters. Anything else is 422 on the field.
 */
export interface ReportMonth {
  month: string;
  start: Date;
  end: Date;
}

export const MAX_REPORT_MONTHS = 60;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthStart = (year: number, index: number) => new Date(Date.UTC(year, index, 1));
export const monthText = (at: Date) => at.toISOString().slice(0, 7);

function parseMonth(raw: unknown, field: string, now: Date): Date {
  const text = typeof raw === "string" ? raw.trim() : "";
  const m = MONTH.exec(text);
  if (!m) throw new UnprocessableError("v_report_month", field);
  const start = monthStart(Number(m[1]), Number(m[2]) - 1);
  if (start.getUTCFullYear() < 2000 || start.getTime() > now.getTime()) throw new UnprocessableError("v_report_month", field);
  return start;
}

/** `from`/`to` as asked (absent `to`: the current month; absent `from`: January of `to`'s year), as their months. */
export function parseMonthRange(query: { from?: unknown; to?: unknown }, now: Date): ReportMonth[] {
  const current = monthStart(now.getUTCFullYear(), now.getUTCMonth());
  const to = query.to === undefined || query.to === "" ? current : parseMonth(query.to, "to", now);
  const from = query.from === undefined || query.from === "" ? monthStart(to.getUTCFullYear(), 0) : parseMonth(query.from, "from", now);
  if (from.getTime() > to.getTime()) throw new UnprocessableError("v_report_range", "to");
  const months: ReportMonth[] = [];
  for (let at = from; at.getTime() <= to.getTime(); at = monthStart(at.getUTCFullYear(), at.getUTCMonth() + 1)) {
    if (months.length === MAX_REPORT_MONTHS) throw new UnprocessableError("v_report_range", "to", { max: MAX_REPORT_MONTHS });
    months.push({ month: monthText(at), start: at, end: monthStart(at.getUTCFullYear(), at.getUTCMonth() + 1) });
  }
  return months;
}

/** `year` as asked (absent: the current one): `YYYY`, from 2000, not after the current year; its twelve months. */
export function parseReportYear(raw: unknown, now: Date): { year: number; months: ReportMonth[] } {
  const text = raw === undefined || raw === "" ? String(now.getUTCFullYear()) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{4}$/.test(text)) throw new UnprocessableError("v_report_year", "year");
  const year = Number(text);
  if (year < 2000 || year > now.getUTCFullYear()) throw new UnprocessableError("v_report_year", "year");
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: monthText(monthStart(year, i)),
    start: monthStart(year, i),
    end: monthStart(year, i + 1),
  }));
  return { year, months };
}

/** The quarter (1–4) a `YYYY-MM` month is in. */
export const quarterOf = (month: string) => Math.ceil(Number(month.slice(5, 7)) / 3);
