import { convert } from "../../kernel/money";

/** Currencies without minor units (the gateways' own lists), and those with three. */
const ZERO_DECIMAL = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** How many minor-unit digits a currency has (USD 2, JPY 0, KWD 3). */
export function minorDigits(currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  return ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
}

/**
 * What a group costs in its shopper's currency, in that currency's smallest unit: the
 * group's `total_cents` (base currency) at the exchange rate saved when it was placed,
 * exact (BigInt) and rounded half away from zero. Never anything the client sent.
 */
export function payableAmount(group: { totalCents: number; currencyCode: string; exchangeRate: string }): {
  amountMinor: number;
  currencyCode: string;
} {
  const digits = minorDigits(group.currencyCode);
  const { units } = convert(BigInt(group.totalCents), group.exchangeRate, digits);
  return { amountMinor: Number(units), currencyCode: group.currencyCode.toUpperCase() };
}

/** An amount in minor units as a decimal string of its currency ("68.25", "1200", "1.250"). */
export function minorToDecimal(amountMinor: number, currencyCode: string): string {
  const digits = minorDigits(currencyCode);
  const abs = Math.abs(amountMinor)
    .toString()
    .padStart(digits + 1, "0");
  const body = digits ? `${abs.slice(0, -digits)}.${abs.slice(-digits)}` : abs;
  return amountMinor < 0 ? `-${body}` : body;
}
