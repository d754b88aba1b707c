/**
 * The return policy of one order line (decision 081), pure: whether the buyer may send it back
 * and for how many days after delivery. Browser-safe (no imports): the order pages may show it.
 */

/** Why a line cannot be returned: a UI-string key. */
export type ReturnRefusal = "return_digital" | "return_not_returnable" | "returns_off";

export type ReturnPolicy = { returnable: false; reason: ReturnRefusal } | { returnable: true; days: number };

export interface ReturnPolicyInput {
  /** the product's own flag (the seller unticks it for goods that cannot go back) */
  productReturnable: boolean;
  /** a digital line is delivered by download: nothing to send back */
  isDigital: boolean;
  /** the window of the nearest category up the tree that sets one, or null */
  categoryDays: number | null;
  /** the shop's window, or null */
  shopDays: number | null;
  /** the marketplace's setting `refund_request_time` (0: returns off) */
  settingDays: number;
}

/**
 * A line's return window. Digital and non-returnable first; then the category's window (the
 * nearest ancestor with one), else the shop's, else the marketplace's setting. A window of 0
 * days, wherever it comes from, means no returns.
 */
export function returnDaysFor(input: ReturnPolicyInput): ReturnPolicy {
  if (input.isDigital) return { returnable: false, reason: "return_digital" };
  if (!input.productReturnable) return { returnable: false, reason: "return_not_returnable" };
  const days = input.categoryDays ?? input.shopDays ?? input.settingDays;
  if (!(days > 0)) return { returnable: false, reason: "returns_off" };
  return { returnable: true, days: Math.floor(days) };
}

/**
 * The window of a category by its path ("/1/7/23/": ids from the root down): its own, else the
 * nearest ancestor's that sets one; null when none does.
 */
export function nearestCategoryDays(path: string | null, daysById: ReadonlyMap<number, number>): number | null {
  if (!path) return null;
  const ids = path.split("/").filter(Boolean).map(Number).reverse();
  for (const id of ids) {
    const days = daysById.get(id);
    if (days !== undefined) return days;
  }
  return null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone (UTC for a zone Intl does not know). */
function wallClock(at: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  let format = formats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    };
    try {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant of a calendar day (month from 1; a day past the month's end rolls over) in a zone. */
function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const midnight = Date.UTC(year, month - 1, day);
  const first = midnight - offsetAt(new Date(midnight), timeZone);
  // the offset may differ at the very instant (a change of summer time in between)
  return new Date(midnight - offsetAt(new Date(first), timeZone));
}

/**
 * The last moment a buyer may ask to return a line: the end of the calendar day `days` days
 * after the delivery's own day, both days as the shop's time zone counts them (decision 067), so
 * "14 days" never ends in the middle of the buyer's afternoon.
 */
export function returnDeadline(deliveredAt: Date, days: number, timeZone: string): Date {
  const d = wallClock(deliveredAt, timeZone);
  return new Date(startOfDay(d.year, d.month, d.day + days + 1, timeZone).getTime() - 1);
}
