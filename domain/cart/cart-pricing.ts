/**
 * The figures of a cart or checkout, in integer cents of the default currency: per seller the
 * subtotal after product discounts, coupon discounts, shipping and tax. Pure: the same code
 * prices the cart page, the checkout summary and the order itself (the server's figures are
 * the only ones that count). Percentages are hundredths of a percent (1250 = 12.5 %).
 * Shipping is each shop's own (domain/shipping/rates.ts, decision 076) when a plan is given.
 */
import {
  defaultQuote,
  type LineToShip,
  type MethodQuote,
  type PickupPointRule,
  quotePickupPoint,
  quoteShop,
  type ShippingPlace,
  type ShopShipping,
} from "../shipping/rates";

export interface LineToPrice {
  lineId: number;
  shopId: number;
  productId: number;
  /** list price and the running discount, per unit */
  unitPriceCents: number;
  unitDiscountCents: number;
  quantity: number;
  shippingFeeCents: number;
  taxRate: number;
  isDigital: boolean;
  /** shipping by weight and by profile (decision 076) */
  weightGrams?: number;
  shippingProfileId?: number | null;
}

export interface CouponRule {
  id: number;
  code: string;
  shopId: number | null;
  appliesTo: "cart" | "products";
  productIds: number[];
  discountType: "flat" | "percentage";
  discountValue: number;
  minimumSpendCents: number;
  maximumDiscountCents: number | null;
  /** the platform's part of the discount, in hundredths of a percent (decision 072); absent: by kind (a seller's coupon 0, a marketplace coupon all) */
  platformBp?: number;
}

export interface PricingRules {
  shippingFeeType: "flat_rate" | "product_base" | "area_base" | "invoice_base";
  flatRateCents: number;
  invoiceTiers: { minCents: number; maxCents: number; feeCents: number }[];
  /** area-based shipping: the cost to the shipping address's city, null before an address is chosen */
  cityShippingCents: number | null;
  taxType: "order_base" | "product_base";
  orderTaxRate: number;
  /** each shop's own shipping (decision 076); absent: the marketplace's rule for every shop */
  shipping?: ShippingPlan;
}

/** The shops' shipping as one checkout reads it: where to, each shop's profiles, the shopper's choice per shop. */
export interface ShippingPlan {
  place: ShippingPlace | null;
  shops: ReadonlyMap<number, ShopShipping>;
  /** shop id → the method kind chosen */
  choice: Readonly<Record<string, string>>;
  /** collected at this pickup point instead of shipped to an address (decision 080) */
  pickupPoint?: PickupPointRule | null;
}

/** Why a seller's part cannot be ordered as it stands: it does not ship to the place (or the pickup point), or it is under the shop's minimum. */
export type HeldReason = "no_shipping" | "not_at_point" | "under_minimum";

export type CouponOutcome =
  | { couponId: number; code: string; shopId: number | null; ok: true; discountCents: number }
  | {
      couponId: number;
      code: string;
      shopId: number | null;
      ok: false;
      reason: "coupon_invalid" | "coupon_minimum";
      minimumCents?: number;
    };

export interface PricedLine {
  lineId: number;
  subtotalCents: number;
  discountCents: number;
  couponDiscountCents: number;
  /** the platform's part of the coupon discount (decision 072) */
  platformCouponCents: number;
  taxCents: number;
  shippingCents: number;
}
export interface PricedShop {
  shopId: number;
  subtotalCents: number;
  discountCents: number;
  couponDiscountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  lines: PricedLine[];
  /** the methods it can be shipped with (decision 076), and the one its shipping is priced at */
  methods: MethodQuote[];
  method: MethodQuote | null;
  /** set on `held` shops only */
  held: HeldReason | null;
  minimumOrderCents: number;
}
export interface PricedCart {
  /** the sellers' parts that are ordered */
  shops: PricedShop[];
  /** the sellers' parts that cannot be ordered as they stand (they stay in the cart), priced without coupons */
  held: PricedShop[];
  coupons: CouponOutcome[];
  subtotalCents: number;
  discountCents: number;
  couponDiscountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** a × rate / 10000, rounded half up (rate in hundredths of a percent) */
export function percentOf(amountCents: number, rate: number): number {
  return Number((BigInt(amountCents) * BigInt(rate) * 2n + 10000n) / 20000n);
}

/** "7.5" (a percentage as settings keep it) → 750 hundredths; malformed or negative → 0. */
export function parsePercent(text: string | number): number {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(String(text));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : 0;
}

/** Split `total` over `weights` in proportion, in whole cents that add up exactly (largest remainder). */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const parts = weights.map((w, i) => ({ i, floor: Math.floor((total * w) / sum), rest: (total * w) % sum }));
  let left = total - parts.reduce((a, p) => a + p.floor, 0);
  const out = parts.map((p) => p.floor);
  for (const p of [...parts].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left <= 0) break;
    out[p.i]++;
    left--;
  }
  return out;
}

function shippingFor(lines: LineToPrice[], subtotalCents: number, rules: PricingRules): number {
  const physical = lines.filter((l) => !l.isDigital);
  if (!physical.length) return 0;
  switch (rules.shippingFeeType) {
    case "product_base":
      return physical.reduce((sum, l) => sum + l.shippingFeeCents, 0);
    case "area_base":
      return rules.cityShippingCents ?? 0;
    case "invoice_base":
      return rules.invoiceTiers.find((t) => subtotalCents >= t.minCents && subtotalCents <= t.maxCents)?.feeCents ?? rules.flatRateCents;
    default:
      return rules.flatRateCents;
  }
}

const toShip = (l: LineToPrice): LineToShip => ({
  quantity: l.quantity,
  weightGrams: l.weightGrams ?? 0,
  profileId: l.shippingProfileId ?? null,
  netCents: (l.unitPriceCents - l.unitDiscountCents) * l.quantity,
});

/** The methods a shop's lines can go with: its own profiles', else the marketplace's rule as one standard method. */
function shopMethods(lines: LineToPrice[], subtotalCents: number, rules: PricingRules, shopId: number): MethodQuote[] {
  const physical = lines.filter((l) => !l.isDigital);
  if (!physical.length) return [];
  const point = rules.shipping?.pickupPoint;
  if (point) return quotePickupPoint(shopId, point);
  const own = rules.shipping?.shops.get(shopId);
  if (own?.profiles.length) return quoteShop(physical.map(toShip), own, rules.shipping?.place ?? null);
  return [{ kind: "standard", cents: shippingFor(lines, subtotalCents, rules), minDays: null, maxDays: null }];
}

/** Which sellers' parts are held back, from the lines alone (before coupons). */
function heldShops(lines: LineToPrice[], rules: PricingRules): Map<number, HeldReason> {
  const held = new Map<number, HeldReason>();
  if (!rules.shipping) return held;
  for (const shopId of new Set(lines.map((l) => l.shopId))) {
    const own = lines.filter((l) => l.shopId === shopId);
    const subtotal = own.reduce((s, l) => s + (l.unitPriceCents - l.unitDiscountCents) * l.quantity, 0);
    const shop = rules.shipping.shops.get(shopId);
    if (own.some((l) => !l.isDigital) && !shopMethods(own, subtotal, rules, shopId).length)
      held.set(shopId, rules.shipping.pickupPoint ? "not_at_point" : "no_shipping");
    else if (shop && subtotal < shop.minimumOrderCents) held.set(shopId, "under_minimum");
  }
  return held;
}

/**
 * Price a cart. Seller coupons apply before site-wide ones, each on what the earlier left of a
 * line. A seller's part that cannot be ordered to the place (or is under the shop's minimum) is
 * priced apart, in `held`, and counts in no total and takes no coupon.
 */
export function priceCart(lines: LineToPrice[], coupons: CouponRule[], rules: PricingRules): PricedCart {
  const held = heldShops(lines, rules);
  if (!held.size) return priceOrdered(lines, coupons, rules, held);
  const cart = priceOrdered(
    lines.filter((l) => !held.has(l.shopId)),
    coupons,
    rules,
    held,
  );
  return {
    ...cart,
    held: priceOrdered(
      lines.filter((l) => held.has(l.shopId)),
      [],
      rules,
      held,
    ).shops,
  };
}

function priceOrdered(lines: LineToPrice[], coupons: CouponRule[], rules: PricingRules, held: Map<number, HeldReason>): PricedCart {
  // each line with its total after the product discount, and the coupons' share of it so far
  const state = lines.map((line) => ({
    line,
    net: (line.unitPriceCents - line.unitDiscountCents) * line.quantity,
    coupon: 0,
    platform: 0,
  }));
  const outcomes: CouponOutcome[] = [];
  const ordered = [...coupons].sort((a, b) => (a.shopId === null ? 1 : 0) - (b.shopId === null ? 1 : 0) || a.id - b.id);
  for (const c of ordered) {
    const eligible = state.filter(
      ({ line: l }) => (c.shopId === null || l.shopId === c.shopId) && (c.appliesTo === "cart" || c.productIds.includes(l.productId)),
    );
    const eligibleCents = eligible.reduce((sum, s) => sum + s.net - s.coupon, 0);
    const base = { couponId: c.id, code: c.code, shopId: c.shopId };
    if (!eligible.length || eligibleCents <= 0) {
      outcomes.push({ ...base, ok: false, reason: "coupon_invalid" });
      continue;
    }
    if (eligibleCents < c.minimumSpendCents) {
      outcomes.push({ ...base, ok: false, reason: "coupon_minimum", minimumCents: c.minimumSpendCents });
      continue;
    }
    let discount = c.discountType === "flat" ? c.discountValue : percentOf(eligibleCents, c.discountValue);
    if (c.maximumDiscountCents !== null && c.maximumDiscountCents > 0) discount = Math.min(discount, c.maximumDiscountCents);
    discount = Math.min(discount, eligibleCents);
    const shares = allocate(
      discount,
      eligible.map((s) => s.net - s.coupon),
    );
    const platformBp = c.platformBp ?? (c.shopId === null ? 10_000 : 0);
    eligible.forEach((s, i) => {
      s.coupon += shares[i];
      s.platform += percentOf(shares[i], platformBp);
    });
    outcomes.push({ ...base, ok: true, discountCents: discount });
  }

  const shopIds = [...new Set(lines.map((l) => l.shopId))];
  const shops: PricedShop[] = shopIds.map((shopId) => {
    const own = state.filter((s) => s.line.shopId === shopId);
    const priced: PricedLine[] = own.map(({ line: l, net: subtotal, coupon, platform }) => {
      return {
        lineId: l.lineId,
        subtotalCents: subtotal,
        discountCents: l.unitDiscountCents * l.quantity,
        couponDiscountCents: coupon,
        platformCouponCents: platform,
        taxCents: rules.taxType === "product_base" ? percentOf(subtotal - coupon, l.taxRate) : 0,
        shippingCents: 0,
      };
    });
    const subtotalCents = priced.reduce((s, l) => s + l.subtotalCents, 0);
    const couponDiscountCents = priced.reduce((s, l) => s + l.couponDiscountCents, 0);
    const taxCents =
      rules.taxType === "product_base"
        ? priced.reduce((s, l) => s + l.taxCents, 0)
        : percentOf(subtotalCents - couponDiscountCents, rules.orderTaxRate);
    const methods = shopMethods(
      own.map((s) => s.line),
      subtotalCents,
      rules,
      shopId,
    );
    const chosen = rules.shipping?.choice[String(shopId)];
    const method = methods.find((m) => m.kind === chosen) ?? defaultQuote(methods);
    const shippingCents = method?.cents ?? 0;
    return {
      shopId,
      methods,
      method,
      held: held.get(shopId) ?? null,
      minimumOrderCents: rules.shipping?.shops.get(shopId)?.minimumOrderCents ?? 0,
      subtotalCents,
      couponDiscountCents,
      shippingCents,
      taxCents,
      lines: priced,
      discountCents: priced.reduce((s, l) => s + l.discountCents, 0),
      totalCents: subtotalCents - couponDiscountCents + shippingCents + taxCents,
    };
  });
  const sum = (k: "subtotalCents" | "discountCents" | "couponDiscountCents" | "shippingCents" | "taxCents" | "totalCents") =>
    shops.reduce((s, x) => s + x[k], 0);
  return {
    shops,
    held: [],
    coupons: outcomes,
    subtotalCents: sum("subtotalCents"),
    discountCents: sum("discountCents"),
    couponDiscountCents: sum("couponDiscountCents"),
    shippingCents: sum("shippingCents"),
    taxCents: sum("taxCents"),
    totalCents: sum("totalCents"),
  };
}
