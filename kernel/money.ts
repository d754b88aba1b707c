/**
 * Exact money for display (spec §5). Amounts travel as decimal strings of the default
 * currency ("1234.50") or as bigint cents; all arithmetic is BigInt, never float.
 */
import { hasOwnDigits, isolate, numberFormat } from "./i18n/numbers";

export type SymbolFormat = "amount_symbol" | "symbol_amount" | "amount__symbol" | "symbol__amount";
export interface MoneyCurrency {
  code: string;
  symbol: string;
  exchange_rate: string;
  /** Places this currency is written with, when it has its own (0 for the Rial); else the shop's setting. */
  no_of_decimals?: number | string | null;
}
export interface MoneySettings {
  no_of_decimals: number | string | null;
  decimal_separator: "." | ",";
  currency_symbol_format: SymbolFormat | string;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "12.345" -> { units: 12345n, scale: 3 }; RangeError on anything else ("1e5", "", "1.2.3"). */
export function parseDecimal(s: string): { units: bigint; scale: number } {
  const m = DECIMAL.exec(String(s).trim());
  if (!m) throw new RangeError(`not a decimal amount: ${JSON.stringify(s)}`);
  const fraction = m[3] ?? "";
  const units = BigInt(m[2] + fraction);
  return { units: m[1] ? -units : units, scale: fraction.length };
}

/** Divide and round half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a + b / 2n) / b;
  return negative ? -q : q;
}

/** Change the scale of { units, scale } to `to` places, rounding half away from zero. */
function rescale(units: bigint, scale: number, to: number): bigint {
  return to >= scale ? units * 10n ** BigInt(to - scale) : divRound(units, 10n ** BigInt(scale - to));
}

/** "12.50" -> 1250n cents; more than two places round half away from zero. */
export function parseMoney(s: string): bigint {
  const { units, scale } = parseDecimal(s);
  return rescale(units, scale, 2);
}

/** 1250n -> "12.50". */
export function centsToDecimal(cents: bigint | number): string {
  return unitsToString(BigInt(cents), 2);
}

/** Whether `text` is a plain decimal ("-12.50"), which Intl.NumberFormat formats exactly (ES2023), never through a float. */
function isDecimalText(text: string): text is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(text);
}

function unitsToString(units: bigint, decimals: number, sep = ".", group = ""): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals ? digits.slice(-decimals) : "";
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  return `${negative ? "-" : ""}${grouped}${fraction ? sep + fraction : ""}`;
}

function toScaled(amount: string | bigint): { units: bigint; scale: number } {
  return typeof amount === "bigint" ? { units: amount, scale: 2 } : parseDecimal(amount);
}

/** amount × rate, exact, rounded half away from zero to `decimals` places. */
export function convert(amount: string | bigint, rate: string, decimals: number): { units: bigint; decimals: number } {
  const a = toScaled(amount);
  const r = parseDecimal(rate);
  return { units: rescale(a.units * r.units, a.scale + r.scale, decimals), decimals };
}

/** 0–3 places; NaN, empty or out of range means 3, as the reference product does. */
export function decimalsOf(settings: MoneySettings): number {
  const raw: unknown = settings.no_of_decimals;
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return 3;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 3 ? n : 3;
}

/** Currencies written without minor units whatever the shop's setting: the Rial and the Toman (no ISO code; IRT by custom). */
const ZERO_DECIMAL_CODES = new Set(["IRR", "IRT", "TOMAN", "TMN"]);
const minorDigits = new Map<string, number | null>();

/** The currency's own minor digits when it has none (IRR, Toman, JPY, KRW … per CLDR): 0, else null. */
function ownDigits(currency: MoneyCurrency): number | null {
  const own = currency.no_of_decimals;
  if (own !== undefined && own !== null && `${own}`.trim() !== "" && Number.isInteger(Number(own))) return Number(own);
  const code = currency.code.toUpperCase();
  if (ZERO_DECIMAL_CODES.has(code)) return 0;
  let digits = minorDigits.get(code);
  if (digits === undefined) {
    try {
      const max = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits;
      digits = max === 0 ? 0 : null;
    } catch {
      digits = null; // not an ISO code: the shop's setting decides
    }
    minorDigits.set(code, digits);
  }
  return digits;
}

/**
 * Places shown for a currency: the shop's `no_of_decimals` (spec §5), except that a currency
 * without minor units (its own `no_of_decimals` 0, the Rial, the Toman, the yen …) shows none:
 * never "۱۲٬۰۰۰٫۰۰ ﷼".
 */
export function currencyDecimals(currency: MoneyCurrency, settings: MoneySettings): number {
  const shop = decimalsOf(settings);
  const own = ownDigits(currency);
  return own === null ? shop : Math.min(shop, Math.max(0, Math.min(3, own)));
}

export interface PriceOptions {
  /** The page's language: its digits and, for languages with digits of their own, its separators. Default English. */
  language?: string;
  /**
   * What an amount of zero after conversion shows instead of the amount: a product's price of zero
   * is negotiable, and shows the page language's word for it («توافقی» in Persian, spec §5;
   * "Negotiable", «قابل للتفاوض»). Without it (sums of money: totals, shipping, tax) zero is written.
   */
  zeroLabel?: string;
  /** Wrap the result in a first-strong isolate (U+2068 … U+2069) for use inside plain text. */
  isolate?: boolean;
}

/**
 * The amount written by Intl.NumberFormat from its exact decimal string (never a float): the
 * language's digits; Latin digits take the shop's `decimal_separator` (and the other mark
 * for thousands), Persian and Arabic-Indic digits their own marks (٫ and ٬), which have no
 * "." or "," form. Returns the sign (language's minus, with its direction mark) apart.
 */
function writeAmount(units: bigint, decimals: number, language: string, separator: "." | ","): { sign: string; body: string } {
  const format = numberFormat(
    language,
    { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true },
    `amount${decimals}`,
  );
  const text = unitsToString(units, decimals);
  if (!isDecimalText(text)) throw new Error(`not a decimal: ${text}`);
  const parts = format.formatToParts(text);
  const own = hasOwnDigits(language);
  const group = separator === "," ? "." : ",";
  let sign = "";
  let body = "";
  for (const part of parts) {
    if (!body && (part.type === "minusSign" || part.type === "literal")) sign += part.value;
    else if (!own && part.type === "decimal") body += separator;
    else if (!own && part.type === "group") body += group;
    else body += part.value;
  }
  return { sign: units < 0n ? sign : "", body };
}

/**
 * The amount in the active currency, grouped, in the language's digits, with the symbol placed
 * per `currency_symbol_format`. A zero after conversion is `zeroLabel` when one is given (a
 * product's negotiable price in the page's language: issue 36, amending issue 12's Persian word in
 * every language).
 */
export function formatPrice(amount: string | bigint, currency: MoneyCurrency, settings: MoneySettings, opts: PriceOptions = {}): string {
  const decimals = currencyDecimals(currency, settings);
  const { units } = convert(amount, currency.exchange_rate, decimals);
  if (units === 0n && opts.zeroLabel) return opts.isolate ? isolate(opts.zeroLabel) : opts.zeroLabel;
  return formatUnits(units, decimals, currency, settings, opts);
}

/**
 * An amount already in the currency (`units` of 10^-decimals, e.g. from `convert`), written as
 * `formatPrice` writes it: the language's digits and minus sign, the symbol per
 * `currency_symbol_format`. For figures that must add up as shown (kernel/price-breakdown.ts).
 */
export function formatUnits(
  units: bigint,
  decimals: number,
  currency: MoneyCurrency,
  settings: MoneySettings,
  opts: Pick<PriceOptions, "language" | "isolate"> = {},
): string {
  const done = (text: string) => (opts.isolate ? isolate(text) : text);
  const separator = settings.decimal_separator === "," ? "," : ".";
  const { sign, body } = writeAmount(units, decimals, opts.language ?? "en", separator);
  const symbol = currency.symbol;
  switch (settings.currency_symbol_format) {
    case "symbol_amount":
      return done(`${sign}${symbol}${body}`);
    case "amount__symbol":
      return done(`${sign}${body} ${symbol}`);
    case "symbol__amount":
      return done(`${sign}${symbol} ${body}`);
    default:
      return done(`${sign}${body}${symbol}`);
  }
}

/**
 * Whether a product's price to pay (a decimal string of the default currency, or cents) is zero: a
 * negotiable price. The shopper asks the seller; it is never put into a cart or ordered (issue 36).
 */
export function isNegotiable(price: string | bigint): boolean {
  return (typeof price === "bigint" ? price : parseMoney(price)) === 0n;
}

/** The converted amount alone, with ".", for inputs such as price filters: "1234.50". */
export function formatAmountOnly(amount: string | bigint, currency: MoneyCurrency, decimals: number): string {
  const { units } = convert(amount, currency.exchange_rate, decimals);
  return unitsToString(units, decimals);
}

/** An amount typed in the active currency ("1150.5") back to default-currency cents. */
export function toBaseCents(amountInCurrency: string, rate: string): bigint {
  const a = parseDecimal(amountInCurrency);
  const r = parseDecimal(rate);
  if (r.units <= 0n) throw new RangeError("exchange rate must be positive");
  // (a.units / 10^a.scale) / (r.units / 10^r.scale) × 100
  return divRound(a.units * 10n ** BigInt(r.scale + 2), r.units * 10n ** BigInt(a.scale));
}
