import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, isolate, numberLocale } from "../../kernel/i18n/numbers";
import {
  centsToDecimal,
  convert,
  currencyDecimals,
  formatAmountOnly,
  formatPrice,
  isNegotiable,
  type MoneySettings,
  parseDecimal,
  parseMoney,
  toBaseCents,
} from "../../kernel/money";

const USD = { code: "USD", symbol: "$", exchange_rate: "1" };
const EUR = { code: "EUR", symbol: "€", exchange_rate: "0.92" };
const IRR = { code: "IRR", symbol: "﷼", exchange_rate: "1050000" };
const s = (over: Partial<MoneySettings> = {}): MoneySettings => ({
  no_of_decimals: 2,
  decimal_separator: ".",
  currency_symbol_format: "amount_symbol",
  ...over,
});

describe("formatPrice: the four symbol formats (spec §5)", () => {
  it.each([
    ["amount_symbol", "1,234.50$"],
    ["symbol_amount", "$1,234.50"],
    ["amount__symbol", "1,234.50 $"],
    ["symbol__amount", "$ 1,234.50"],
  ])("%s → %s", (format, expected) => {
    expect(formatPrice("1234.5", USD, s({ currency_symbol_format: format }))).toBe(expected);
  });
  it("an unknown format falls back to amount_symbol", () => {
    expect(formatPrice("5", USD, s({ currency_symbol_format: "nonsense" }))).toBe("5.00$");
  });
  it("a negative amount carries its sign before the whole", () => {
    expect(formatPrice("-5", USD, s({ currency_symbol_format: "symbol_amount" }))).toBe("-$5.00");
    expect(formatPrice("-1234.5", USD, s())).toBe("-1,234.50$");
  });
});

describe("formatPrice: decimals and separators", () => {
  it.each([
    [0, "1,235$"],
    [1, "1,234.6$"],
    [2, "1,234.57$"],
    [3, "1,234.567$"],
  ])("no_of_decimals %i", (n, expected) => {
    expect(formatPrice("1234.567", USD, s({ no_of_decimals: n }))).toBe(expected);
  });
  it("an empty or invalid no_of_decimals means 3, as the reference", () => {
    expect(formatPrice("1.5", USD, s({ no_of_decimals: Number.NaN }))).toBe("1.500$");
    expect(formatPrice("1.5", USD, s({ no_of_decimals: 9 }))).toBe("1.500$");
    expect(formatPrice("1.5", USD, s({ no_of_decimals: "" as unknown as number }))).toBe("1.500$");
    expect(formatPrice("1.5", USD, s({ no_of_decimals: undefined as unknown as number }))).toBe("1.500$");
  });
  it("a comma decimal separator groups thousands with dots", () => {
    expect(formatPrice("1234567.5", EUR, s({ decimal_separator: ",", currency_symbol_format: "amount__symbol" }))).toBe("1.135.802,10 €");
  });
  it("1.234,50 € with a comma separator", () => {
    const EUR1 = { ...EUR, exchange_rate: "1" };
    expect(formatPrice("1234.5", EUR1, s({ decimal_separator: ",", currency_symbol_format: "amount__symbol" }))).toBe("1.234,50 €");
    expect(formatPrice("1234.5", EUR1, s({ decimal_separator: ",", currency_symbol_format: "symbol_amount" }))).toBe("€1.234,50");
  });
  it("small amounts have no grouping", () => {
    expect(formatPrice("999.99", USD, s())).toBe("999.99$");
    expect(formatPrice("0.05", USD, s())).toBe("0.05$");
  });
});

describe("conversion by exchange rate", () => {
  it("USD → EUR rounds half up after an exact product", () => {
    expect(formatPrice("19.99", EUR, s())).toBe("18.39€"); // 18.3908
    expect(formatAmountOnly("19.99", EUR, 4)).toBe("18.3908");
  });
  it("IRR with no decimals", () => {
    expect(formatPrice("12.50", IRR, s({ no_of_decimals: 0 }))).toBe("13,125,000﷼");
  });
  it("a tiny rate stays exact", () => {
    expect(convert("100", "0.000952", 6)).toEqual({ units: 95200n, decimals: 6 });
    expect(formatAmountOnly("1", { ...USD, exchange_rate: "0.000952" }, 3)).toBe("0.001");
  });
  it("half-way values round away from zero", () => {
    expect(formatPrice("0.125", USD, s())).toBe("0.13$");
    expect(formatPrice("0.135", USD, s())).toBe("0.14$");
    expect(formatPrice("-0.125", USD, s())).toBe("-0.13$");
    expect(formatPrice("2.5", USD, s({ no_of_decimals: 0 }))).toBe("3$");
  });
  it("amounts beyond 2^53 stay exact", () => {
    expect(formatPrice("90071992547409.93", USD, s())).toBe("90,071,992,547,409.93$");
    expect(formatPrice(9007199254740993n, USD, s())).toBe("90,071,992,547,409.93$");
  });
  it("bigint input is cents of the default currency", () => {
    expect(formatPrice(1250n, EUR, s())).toBe("11.50€");
  });
});

describe("zero is negotiable (spec §5, issue 36)", () => {
  const LABELS = { en: "Negotiable", fa: "توافقی", ar: "قابل للتفاوض" };
  it("zero shows the label it is given: the page language's own word, isolated when asked", () => {
    for (const [language, label] of Object.entries(LABELS)) {
      expect(formatPrice("0.00", EUR, s(), { language, zeroLabel: label })).toBe(label);
      expect(formatPrice("0.00", EUR, s(), { language, zeroLabel: label, isolate: true })).toBe(`\u2068${label}\u2069`);
    }
  });
  it("an amount that rounds to zero after conversion shows the label too", () => {
    expect(formatPrice("0.004", USD, s(), { zeroLabel: LABELS.en })).toBe("Negotiable");
    expect(formatPrice("0.001", { ...USD, exchange_rate: "0.5" }, s(), { zeroLabel: LABELS.en })).toBe("Negotiable");
  });
  it("without a label (a sum of money) the zero is printed", () => {
    expect(formatPrice("0", USD, s())).toBe("0.00$");
    expect(formatPrice("0", USD, s(), { language: "fa" })).toBe("۰٫۰۰$");
  });
  it("isNegotiable: a price to pay of zero, as a decimal string or cents", () => {
    expect(isNegotiable("0.00")).toBe(true);
    expect(isNegotiable("0")).toBe(true);
    expect(isNegotiable(0n)).toBe(true);
    expect(isNegotiable("0.01")).toBe(false);
    expect(isNegotiable(1n)).toBe(false);
  });
});

describe("parsing and the way back", () => {
  it("parseDecimal is exact and keeps the sign and scale", () => {
    expect(parseDecimal("12.345")).toEqual({ units: 12345n, scale: 3 });
    expect(parseDecimal("-0.5")).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal("12")).toEqual({ units: 12n, scale: 0 });
    for (const bad of ["abc", "1e5", "", "1.2.3"]) expect(() => parseDecimal(bad)).toThrow(RangeError);
  });
  it("parseMoney and centsToDecimal round trip", () => {
    for (const v of ["0.00", "12.50", "-3.07", "90071992547409.93"]) expect(centsToDecimal(parseMoney(v))).toBe(v);
    expect(parseMoney("12")).toBe(1200n);
    expect(parseMoney("1.005")).toBe(101n);
    expect(centsToDecimal(5)).toBe("0.05");
  });
  it.each(["abc", "1e5", "", "1.2.3", " ", "1,50", "NaN", "0x10", ".5"])("malformed %j throws", (bad) => {
    expect(() => parseMoney(bad)).toThrow(RangeError);
    expect(() => formatPrice(bad, USD, s())).toThrow(RangeError);
  });
  it("toBaseCents converts a filter input back to default-currency cents", () => {
    expect(toBaseCents("18.39", "0.92")).toBe(1999n);
    expect(toBaseCents("13125000", "1050000")).toBe(1250n);
    expect(toBaseCents("100", "1")).toBe(10000n);
    expect(() => toBaseCents("5", "0")).toThrow(RangeError);
  });
});

const TOMAN = { code: "IRT", symbol: "تومان", exchange_rate: "105000" };
const JPY = { code: "JPY", symbol: "¥", exchange_rate: "150" };
const strip = (text: string) => text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "");

describe("Persian and Arabic digits (issue 12)", () => {
  it("Persian: Persian digits, ٬ for thousands and ٫ for decimals", () => {
    expect(formatPrice("1234.5", USD, s(), { language: "fa" })).toBe("۱٬۲۳۴٫۵۰$");
    expect(formatPrice("1234.5", USD, s({ currency_symbol_format: "symbol__amount" }), { language: "fa" })).toBe("$ ۱٬۲۳۴٫۵۰");
  });
  it("the four symbol formats still apply in Persian", () => {
    const fa = (format: string) => formatPrice("12", EUR, s({ currency_symbol_format: format }), { language: "fa" });
    expect([fa("amount_symbol"), fa("symbol_amount"), fa("amount__symbol"), fa("symbol__amount")]).toEqual([
      "۱۱٫۰۴€",
      "€۱۱٫۰۴",
      "۱۱٫۰۴ €",
      "€ ۱۱٫۰۴",
    ]);
  });
  it("the shop's decimal separator applies to Latin digits; Persian digits keep their own marks", () => {
    const comma = s({ decimal_separator: ",", currency_symbol_format: "amount__symbol" });
    expect(formatPrice("1234.5", { ...EUR, exchange_rate: "1" }, comma, { language: "en" })).toBe("1.234,50 €");
    expect(formatPrice("1234.5", { ...EUR, exchange_rate: "1" }, comma, { language: "fa" })).toBe("۱٬۲۳۴٫۵۰ €");
  });
  it("Arabic: Latin digits (CLDR's default for ar, decision 014) with the shop's separators", () => {
    expect(numberLocale("ar")).toBe("ar-u-nu-latn");
    expect(formatPrice("1234.5", USD, s(), { language: "ar" })).toBe("1,234.50$");
    expect(formatNumber(12345, "ar")).toBe("12,345");
  });
  it("a negative amount keeps its sign before the whole in Persian", () => {
    expect(strip(formatPrice("-5", USD, s({ currency_symbol_format: "symbol_amount" }), { language: "fa" }))).toBe("−$۵٫۰۰");
  });
  it("formats from the exact decimal string: beyond 2^53 in Persian", () => {
    expect(formatPrice(9007199254740993n, USD, s(), { language: "fa" })).toBe("۹۰٬۰۷۱٬۹۹۲٬۵۴۷٬۴۰۹٫۹۳$");
  });
});

describe("currencies without minor units show no .00 (issue 12)", () => {
  it("the Rial, in Persian and English, whatever no_of_decimals says", () => {
    expect(currencyDecimals(IRR, s())).toBe(0);
    expect(formatPrice("12.50", IRR, s({ currency_symbol_format: "amount__symbol" }), { language: "fa" })).toBe("۱۳٬۱۲۵٬۰۰۰ ﷼");
    expect(formatPrice("12.50", IRR, s({ no_of_decimals: 3 }))).toBe("13,125,000﷼");
  });
  it("the Toman (IRT) and a zero-digit ISO currency (JPY)", () => {
    expect(formatPrice("12.50", TOMAN, s({ currency_symbol_format: "amount__symbol" }), { language: "fa" })).toBe("۱٬۳۱۲٬۵۰۰ تومان");
    expect(formatPrice("12.34", JPY, s())).toBe("1,851¥");
  });
  it("a currency that carries no_of_decimals 0 shows none; a 2-place currency follows the shop's setting", () => {
    expect(formatPrice("12.345", { ...USD, no_of_decimals: 0 }, s())).toBe("12$");
    expect(formatPrice("12.345", USD, s({ no_of_decimals: 3 }))).toBe("12.345$");
  });
});

describe("bidi isolation (issue 12)", () => {
  it("isolate wraps in U+2068 … U+2069; formatPrice isolates when asked", () => {
    expect(isolate("USD ($)")).toBe("\u2068USD ($)\u2069");
    expect(formatPrice("5", USD, s(), { language: "fa", isolate: true })).toBe("\u2068۵٫۰۰$\u2069");
  });
  it("a discount percentage is one isolated run with its sign before the number", () => {
    const fa = formatPercent(-20, "fa", { signed: true });
    expect(fa.startsWith("\u2068") && fa.endsWith("\u2069")).toBe(true);
    expect(strip(fa)).toBe("−۲۰٪");
    expect(strip(formatPercent(-20, "en", { signed: true }))).toBe("-20%");
    expect(strip(formatPercent(15, "fa"))).toBe("۱۵٪");
  });
  it("counts: Persian digits, grouped from five digits on", () => {
    expect(formatNumber(3, "fa")).toBe("۳");
    expect(formatNumber(2026, "fa")).toBe("۲۰۲۶");
    expect(formatNumber(12345, "fa")).toBe("۱۲٬۳۴۵");
    expect(formatNumber("4.5", "fa")).toBe("۴٫۵");
    expect(formatNumber(12345, "en")).toBe("12,345");
  });
});
