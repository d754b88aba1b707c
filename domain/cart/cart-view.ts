import { eq } from "drizzle-orm";
import { cartLines } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl, productImage } from "../../kernel/media";
import { present } from "../../kernel/present";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import type { Settings } from "../settings/defaults";
import { loadSettings } from "../settings/load-settings";
import type { PickupPointRule, ShippingPlace } from "../shipping/rates";
import { shopToday } from "../shipping/rates";
import { shopShippingView } from "../shipping/shipping-view";
import { shopsShipping } from "../shipping/shop-shipping";
import { appliedCoupons, couponRule, couponUnusable } from "./applied-coupons";
import { type CartLineRow, cartLineRows, isPriced, lineToPrice } from "./cart-lines";
import type { CartOwner } from "./cart-owner";
import { type HeldReason, type PricedCart, priceCart } from "./cart-pricing";
import { pricingRules } from "./pricing-rules";

export interface CartViewOptions {
  buyNow?: boolean;
  locale: string;
  /** area-based shipping: the shipping city's cost (cents), when an address is known */
  cityShippingCents?: number | null;
  /** where the parcels go (each shop's own shipping, decision 076), and the method kind chosen per shop id */
  place?: ShippingPlace | null;
  methods?: Record<string, string>;
  /** collected at this pickup point instead (decision 080): each shop that delivers there at its fee */
  pickupPoint?: PickupPointRule | null;
  /** cash on delivery is offered in the address's city */
  cityCashOnDelivery?: boolean;
  /**
   * In a transaction (one connection, reads one after the other): the lines first, then the
   * applied coupons only when the lines say there are some. The settings come from before the
   * transaction: waiting on the cache inside one can wait forever on PGlite, whose one connection
   * runs a load begun elsewhere only after the transaction ends.
   */
  inTransaction?: { settings: Settings };
}

/** One seller's part of the cart: the figures of the order it will become. */
export interface ShopCheckout {
  seller_id: number;
  shop_slug: string;
  name: string;
  image: string;
  code: string;
  is_applied: 0 | 1;
  subtotal: string;
  discount: string;
  product_discount: string;
  shipping_cost: string;
  tax: string;
  total: string;
  shipping_methods: ReturnType<typeof shopShippingView>["shipping_methods"];
  shipping_method: string | null;
  held: HeldReason | null;
  minimum_order: string;
  cash_on_delivery: boolean;
}

export type LineProblem = "unavailable" | "negotiable" | "out_of_stock" | "more_than_stock" | "under_minimum";

/**
 * Lines that can be ordered as they stand: purchasable, priced (a negotiable price is asked of the
 * seller: the line stays in the cart, unpriced, until it is removed), in stock for the quantity,
 * at least the minimum.
 */
export function lineProblem(l: CartLineRow): LineProblem | null {
  if (!l.purchasable) return "unavailable";
  if (l.negotiable) return "negotiable";
  if (l.stock <= 0) return "out_of_stock";
  if (l.quantity > l.stock) return "more_than_stock";
  if (l.quantity < l.minimumOrderQuantity) return "under_minimum";
  return null;
}

/** The cart and its figures, priced on the server from live prices, stock, coupons and settings. */
export async function pricedCart(ctx: Ctx, owner: CartOwner, opts: CartViewOptions) {
  const now = ctx.now();
  const readLines = () => cartLineRows(ctx.db, owner, { buyNow: opts.buyNow ?? false, locale: opts.locale, now });
  const inTransaction = opts.inTransaction;
  const [settings, lines, couponRows] = inTransaction
    ? await readLines().then(async (lines) => {
        const couponRows = lines.length && !lines[0].cartHasCoupons ? [] : await appliedCoupons(ctx.db, owner);
        return [inTransaction.settings, lines, couponRows] as const;
      })
    : await Promise.all([loadSettings(ctx), readLines(), appliedCoupons(ctx.db, owner)]);
  const usable = settings.coupon_system ? couponRows.filter((c) => couponUnusable(c, now) === null) : [];
  const shops = await shopsShipping(ctx.db, lines);
  const priced = priceCart(lines.filter(isPriced).map(lineToPrice), usable.map(couponRule), {
    ...pricingRules(settings, opts.cityShippingCents ?? null),
    shipping: { place: opts.place ?? null, shops, choice: opts.methods ?? {}, pickupPoint: opts.pickupPoint ?? null },
  });
  return { lines, priced, couponRows, settings, today: shopToday(now, settings.time_zone) };
}

/**
 * The reference's `{carts, checkouts, coupons}` answer plus the totals the cart page shows, and
 * `price_changes`: the lines whose price to pay moved since the shopper last saw it (a campaign
 * or a special discount that started or ended). Showing them is telling them: each change is
 * listed once, and the line's seen price moves to the new one.
 */
export async function cartView(ctx: Ctx, owner: CartOwner, opts: CartViewOptions) {
  const { lines, priced, couponRows, today } = await pricedCart(ctx, owner, opts);
  const price_changes = await takePriceChanges(ctx, lines);
  return { ...presentCart(lines, priced, couponRows, { ...opts, mediaBase: ctx.mediaBase, today }), price_changes };
}

/** The cart as the cart calls answer it: `cartView`'s result. */
export type CartAnswer = Awaited<ReturnType<typeof cartView>>;

/** The price the shopper pays for one unit of a line now. */
export const unitToPay = (l: CartLineRow) => l.unitPriceCents - l.unitDiscountCents;

async function takePriceChanges(ctx: Ctx, lines: CartLineRow[]) {
  const moved = lines.filter((l) => l.seenUnitCents !== unitToPay(l));
  for (const l of moved) {
    await ctx.db
      .update(cartLines)
      .set({ seenUnitCents: unitToPay(l) })
      .where(eq(cartLines.id, l.id));
  }
  // a line not seen at a price yet has no change to tell
  const changes: PriceChange[] = [];
  for (const l of moved) {
    const seen = l.seenUnitCents;
    if (seen === null) continue;
    changes.push({
      id: l.id,
      product_name: l.productName,
      variant: l.variantName,
      from: centsToString(seen),
      to: centsToString(unitToPay(l)),
      direction: unitToPay(l) > seen ? "up" : "down",
    });
  }
  return changes;
}

/** A line whose price to pay moved since the shopper last saw it. */
export interface PriceChange {
  id: number;
  product_name: string;
  variant: string;
  from: string;
  to: string;
  /** up: an offer ended; down: one began */
  direction: "up" | "down";
}

export function presentCart(
  lines: CartLineRow[],
  priced: PricedCart,
  couponRows: Awaited<ReturnType<typeof pricedCart>>["couponRows"],
  opts: CartViewOptions & { mediaBase: string; today: string },
) {
  const pricedLine = new Map([...priced.shops, ...priced.held].flatMap((s) => s.lines).map((l) => [l.lineId, l]));
  const carts = lines.map((l) => {
    const img = productImage(opts.mediaBase, l.image);
    const p = pricedLine.get(l.id);
    return {
      id: l.id,
      seller_id: l.shopId,
      shop_name: l.shopName,
      product_id: l.productId,
      product_name: l.productName,
      product_slug: l.productSlug,
      image_72x72: img.thumb,
      image_40x40: img.thumb,
      image: img.card,
      sku: l.sku,
      variant: l.variantName,
      variant_id: l.variantId,
      price: centsToString(l.unitPriceCents),
      discount: centsToString(l.unitDiscountCents),
      sale_price: centsToString(l.unitPriceCents - l.unitDiscountCents),
      quantity: l.quantity,
      line_total: centsToString(p?.subtotalCents ?? 0),
      coupon_discount: centsToString(p?.couponDiscountCents ?? 0),
      tax: centsToString(p?.taxCents ?? 0),
      shipping_cost: centsToString(p?.shippingCents ?? 0),
      trx_id: l.trxId,
      current_stock: l.stock,
      min_quantity: l.minimumOrderQuantity,
      is_digital_product: l.isDigital,
      is_buy_now: l.isBuyNow,
      problem: lineProblem(l),
    };
  });
  const checkouts: Record<string, ShopCheckout> = {};
  for (const s of [...priced.shops, ...priced.held]) {
    // a priced shop has lines: the priced lines are some of these
    const line = present(
      lines.find((l) => l.shopId === s.shopId),
      `a cart line of shop ${s.shopId}`,
    );
    const coupon = priced.coupons.find((c) => c.ok && c.shopId === s.shopId);
    checkouts[String(s.shopId)] = {
      seller_id: s.shopId,
      shop_slug: line.shopSlug,
      name: line.shopName,
      image: mediaUrl(opts.mediaBase, line.shopLogo, 82, 82),
      code: coupon?.code ?? "",
      is_applied: coupon ? 1 : 0,
      subtotal: centsToString(s.subtotalCents),
      discount: centsToString(s.couponDiscountCents),
      product_discount: centsToString(s.discountCents),
      shipping_cost: centsToString(s.shippingCents),
      tax: centsToString(s.taxCents),
      total: centsToString(s.totalCents),
      ...shopShippingView(s, opts.today, line.shopCashOnDelivery && opts.cityCashOnDelivery !== false),
    };
  }
  const coupons = couponRows.map((c) => {
    const outcome = priced.coupons.find((o) => o.couponId === c.id);
    return {
      coupon_id: c.id,
      code: c.code,
      title: localize(c.title, opts.locale) || c.code,
      shop_id: c.shopId,
      discount_type: c.discountType,
      coupon_discount: centsToString(c.discountValue),
      discount: centsToString(outcome?.ok ? outcome.discountCents : 0),
      status: outcome ? (outcome.ok ? "applied" : outcome.reason) : "coupon_not_applicable",
    };
  });
  const trxId = lines[0]?.trxId ?? "";
  return {
    /** filled by the cart view (`cartView`); answers to a change of the cart list none */
    price_changes: [] as PriceChange[],
    carts,
    checkouts,
    coupons,
    trx_id: trxId,
    summary: {
      items: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal: centsToString(priced.subtotalCents),
      discount: centsToString(priced.discountCents),
      coupon_discount: centsToString(priced.couponDiscountCents),
      shipping_cost: centsToString(priced.shippingCents),
      tax: centsToString(priced.taxCents),
      total: centsToString(priced.totalCents),
      can_checkout: priced.shops.length > 0 && lines.every((l) => lineProblem(l) === null),
    },
  };
}

export type CartView = ReturnType<typeof presentCart>;
