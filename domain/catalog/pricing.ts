/** Product price rules in integer cents. Percentages are hundredths of a percent (1250 = 12.5 %). */

export interface DiscountFields {
  priceCents: number;
  discountType: "flat" | "percentage" | null;
  discountValue: number;
  discountStartsAt: Date | null;
  discountEndsAt: Date | null;
}

export function isDiscountRunning(p: DiscountFields, now: Date): boolean {
  if (!p.discountType || p.discountValue <= 0) return false;
  if (p.discountStartsAt && p.discountStartsAt > now) return false;
  if (p.discountEndsAt && p.discountEndsAt < now) return false;
  return true;
}

/** The price after the running discount (never below zero), rounding half up to a cent. */
export function discountedCents(priceCents: number, type: "flat" | "percentage", value: number): number {
  if (type === "flat") return Math.max(0, priceCents - value);
  const scaled = BigInt(priceCents) * BigInt(10000 - Math.min(value, 10000));
  return Number((scaled + 5000n) / 10000n);
}

/** Cents to the API's decimal string ("12.50"), exact. */
export function centsToString(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function priceView(p: DiscountFields, now: Date, basePrice = p.priceCents) {
  const running = isDiscountRunning(p, now);
  const finalCents = running ? discountedCents(basePrice, p.discountType!, p.discountValue) : basePrice;
  return {
    price: centsToString(basePrice),
    /** the price to pay now; equals price without a running discount */
    sale_price: centsToString(finalCents),
    has_discount: running,
    discount_type: running ? p.discountType : null,
    /** percent off for the badge, rounded to a whole percent */
    discount_percent: running && basePrice > 0 ? Math.round(((basePrice - finalCents) * 100) / basePrice) : 0,
    discount_ends_at: running && p.discountEndsAt ? p.discountEndsAt.toISOString() : null,
  };
}
