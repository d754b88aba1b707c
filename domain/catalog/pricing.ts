/** Product price rules in integer cents. Percentages are hundredths of a percent (1250 = 12.5 %). */

export interface DiscountFields {
  priceCents: number;
  discountType: "flat" | "percentage" | null;
  discountValue: number;
  discountStartsAt: Date | null;
  discountEndsAt: Date | null;
  /** the campaign the product takes part in, with its discount and window (absent: none) */
  campaignId?: number | null;
  campaignDiscountType?: "flat" | "percentage" | null;
  campaignDiscountValue?: number;
  campaignStartsAt?: Date | null;
  campaignEndsAt?: Date | null;
}

/** A discount that runs: its kind, its amount and when it ends. */
interface RunningDiscount {
  type: "flat" | "percentage";
  value: number;
  endsAt: Date | null;
}

/** The product's own special discount when it runs at `now`, else null. */
export function ownDiscountAt(p: DiscountFields, now: Date): RunningDiscount | null {
  if (!p.discountType || p.discountValue <= 0) return null;
  if (p.discountStartsAt && p.discountStartsAt > now) return null;
  if (p.discountEndsAt && p.discountEndsAt < now) return null;
  return { type: p.discountType, value: p.discountValue, endsAt: p.discountEndsAt };
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

/** The product's campaign discount when it is valid at `now` (start and end inclusive, as the reference's campaigns), else null. */
export function campaignDiscountAt(p: DiscountFields, now: Date): RunningDiscount | null {
  const { campaignDiscountType: type, campaignDiscountValue: value, campaignStartsAt: startsAt, campaignEndsAt: endsAt } = p;
  if (!p.campaignId || !type || !value || value <= 0) return null;
  if (!startsAt || !endsAt) return null;
  return startsAt <= now && now <= endsAt ? { type, value, endsAt } : null;
}

export interface PaidPrice {
  /** the unit price to pay */
  cents: number;
  /** which discount gave it: the product's own special discount, its campaign's, or none */
  source: "product" | "campaign" | null;
  type: "flat" | "percentage" | null;
  /** when that price ends */
  endsAt: Date | null;
}

/**
 * The price to pay at `now` for a unit whose list price is `basePrice` (a variant's, or the
 * product's): the lower of the product's own running special discount and its running campaign's
 * discount, each taken from the list price; they never stack, and on a tie the campaign's shows.
 * Coupons apply afterwards to this price (domain/cart/cart-pricing.ts). Decision 023.
 */
export function paidPrice(p: DiscountFields, now: Date, basePrice = p.priceCents): PaidPrice {
  let best: PaidPrice = { cents: basePrice, source: null, type: null, endsAt: null };
  const own = ownDiscountAt(p, now);
  if (own) {
    best = {
      cents: discountedCents(basePrice, own.type, own.value),
      source: "product",
      type: own.type,
      endsAt: own.endsAt,
    };
  }
  const campaign = campaignDiscountAt(p, now);
  if (campaign) {
    const cents = discountedCents(basePrice, campaign.type, campaign.value);
    if (cents <= best.cents) best = { cents, source: "campaign", type: campaign.type, endsAt: campaign.endsAt };
  }
  return best;
}

export function priceView(p: DiscountFields, now: Date, basePrice = p.priceCents) {
  const paid = paidPrice(p, now, basePrice);
  const running = paid.source !== null;
  const finalCents = paid.cents;
  return {
    price: centsToString(basePrice),
    /** the price to pay now; equals price without a running discount */
    sale_price: centsToString(finalCents),
    has_discount: running,
    discount_type: paid.type,
    /** percent off for the badge, rounded to a whole percent */
    discount_percent: running && basePrice > 0 ? Math.round(((basePrice - finalCents) * 100) / basePrice) : 0,
    discount_ends_at: paid.endsAt ? paid.endsAt.toISOString() : null,
    /** the campaign whose price this is (null: none or the product's own discount) */
    campaign_id: paid.source === "campaign" ? (p.campaignId ?? null) : null,
  };
}
