import { UnprocessableError } from "../../kernel/errors";

/**
 * A statement's month (decision 074): `YYYY-MM`, from 2000 on, not after the current one; its
 * bounds are UTC midnights, [start, end). Anything else is 422 `v_statement_month` on `month`.
 */
export interface StatementMonth {
  month: string;
  start: Date;
  end: Date;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

export function monthBounds(month: string): StatementMonth {
  const m = MONTH.exec(month);
  if (!m) throw new UnprocessableError("v_statement_month", "month");
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return { month, start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

/** The month asked for, checked: well formed, not before 2000, not in the future (by the shop's clock). */
export function parseStatementMonth(raw: unknown, now: Date): StatementMonth {
  const text = typeof raw === "string" ? raw.trim() : "";
  const bounds = monthBounds(text);
  if (bounds.start.getUTCFullYear() < 2000 || bounds.start.getTime() > now.getTime())
    throw new UnprocessableError("v_statement_month", "month");
  return bounds;
}
