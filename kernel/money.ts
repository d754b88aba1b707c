/**
 * Exact money for display (spec §5). Amounts travel as decimal strings of the default
 * currency ("1234.50") or as bigint cents; all arithmetic is BigInt, never float.
 */
export const NEGOTIABLE_FA = "توافقی";

export type SymbolFormat = "amount_symbol" | "symbol_amount" | "amount__symbol" | "symbol__amount";
export interface MoneyCurrency {
  code: string;
  symbol: string;
  exchange_rate: string;
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

/** The amount in the active currency, grouped and with the symbol placed per `currency_symbol_format`. */
export function formatPrice(
  amount: string | bigint,
  currency: MoneyCurrency,
  settings: MoneySettings,
  opts: { negotiableLabel?: string; zeroAsNegotiable?: boolean } = {},
): string {
  const decimals = decimalsOf(settings);
  const { units } = convert(amount, currency.exchange_rate, decimals);
  if (units === 0n && opts.zeroAsNegotiable !== false) return opts.negotiableLabel ?? NEGOTIABLE_FA;
  const sep = settings.decimal_separator === "," ? "," : ".";
  const body = unitsToString(units < 0n ? -units : units, decimals, sep, sep === "," ? "." : ",");
  const sign = units < 0n ? "-" : "";
  const symbol = currency.symbol;
  switch (settings.currency_symbol_format) {
    case "symbol_amount":
      return `${sign}${symbol}${body}`;
    case "amount__symbol":
      return `${sign}${body} ${symbol}`;
    case "symbol__amount":
      return `${sign}${symbol} ${body}`;
    default:
      return `${sign}${body}${symbol}`;
  }
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
