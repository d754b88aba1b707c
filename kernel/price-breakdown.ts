/**
 * One way of showing what a shopper pays (issue 36, item 3): the items at their list price, the
 * product discounts and the coupons as negative amounts, shipping, tax, and the total, so that
 * the figures on the page add up. Cart, checkout, payment, confirmation, invoice (page and PDF)
 * and the order pages all show it this way.
 */
import { convert, currencyDecimals, formatUnits, type MoneyCurrency, type MoneySettings, parseMoney } from "./money";

/** The figures of a cart, a checkout or an order, decimal strings of the default currency. */
export interface PriceFigures {
  /** the items at the price paid (product discounts already taken off), before coupons */
  subtotal: string;
  /** what the product discounts (running offers, campaigns) took off the list price */
  discount: string;
  coupon_discount: string;
  shipping: string;
  tax: string;
  /** subtotal − coupon_discount + shipping + tax */
  total: string;
}

export type BreakdownKey = "items" | "product_discount" | "coupon_discount" | "shipping" | "tax";

/** The UI string that names each row, wherever the breakdown is shown (pages and the PDF invoice). */
export const BREAKDOWN_LABELS: Record<BreakdownKey, string> = {
  items: "breakdown_items",
  product_discount: "product_discount",
  coupon_discount: "coupon_discount",
  shipping: "shipping",
  tax: "tax",
};

export interface BreakdownRow {
  key: BreakdownKey;
  /** in the currency's units (10^-decimals); negative for the discounts */
  units: bigint;
}

/**
 * The rows in a currency (its rate and places): items at list price, then each discount that
 * took something off (negative), shipping (also when free), tax when there is some. Each figure
 * is converted on its own and rounded; the items row takes up what rounding moved, so that the
 * rows shown always add up to the total shown (which is the converted total, the amount paid).
 */
export function priceBreakdown(f: PriceFigures, rate: string, decimals: number): { rows: BreakdownRow[]; total: bigint } {
  const inCurrency = (amount: string) => convert(parseMoney(amount), rate, decimals).units;
  const total = inCurrency(f.total);
  const discount = -inCurrency(f.discount);
  const coupon = -inCurrency(f.coupon_discount);
  const shipping = inCurrency(f.shipping);
  const tax = inCurrency(f.tax);
  const rows: BreakdownRow[] = [{ key: "items", units: total - discount - coupon - shipping - tax }];
  if (discount !== 0n) rows.push({ key: "product_discount", units: discount });
  if (coupon !== 0n) rows.push({ key: "coupon_discount", units: coupon });
  rows.push({ key: "shipping", units: shipping });
  if (tax !== 0n) rows.push({ key: "tax", units: tax });
  return { rows, total };
}

/** The breakdown written in a currency and language: each row's text (a free shipping row has `free`), and the total's. */
export function formatBreakdown(
  f: PriceFigures,
  currency: MoneyCurrency,
  settings: MoneySettings,
  opts: { language?: string; isolate?: boolean } = {},
): { rows: { key: BreakdownKey; text: string; free: boolean; minus: boolean }[]; total: string } {
  const decimals = currencyDecimals(currency, settings);
  const { rows, total } = priceBreakdown(f, currency.exchange_rate, decimals);
  const write = (units: bigint) => formatUnits(units, decimals, currency, settings, opts);
  return {
    rows: rows.map((r) => ({ key: r.key, text: write(r.units), free: r.key === "shipping" && r.units === 0n, minus: r.units < 0n })),
    total: write(total),
  };
}
