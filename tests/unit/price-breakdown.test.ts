import { describe, expect, it } from "vitest";
import { formatBreakdown, priceBreakdown } from "../../kernel/price-breakdown";

const settings = { no_of_decimals: 2, decimal_separator: "." as const, currency_symbol_format: "symbol_amount" };
const usd = { code: "USD", symbol: "$", exchange_rate: "1" };

/** The one price breakdown (issue 36, item 3): items at list price, discounts negative, the rows add up to the total. */
describe("price breakdown", () => {
  it("shows the items at list price and the product discount as a negative amount", () => {
    // the cart: subtotal 102 (discounts already off), discounts 26, shipping 5, total 107
    const figures = { subtotal: "102.00", discount: "26.00", coupon_discount: "0.00", shipping: "5.00", tax: "0.00", total: "107.00" };
    const { rows, total } = priceBreakdown(figures, "1", 2);
    expect(rows).toEqual([
      { key: "items", units: 12_800n },
      { key: "product_discount", units: -2_600n },
      { key: "shipping", units: 500n },
    ]);
    expect(total).toBe(10_700n);
    const shown = formatBreakdown(figures, usd, settings, { language: "en" });
    expect(shown.rows.map((r) => [r.key, r.text, r.minus])).toEqual([
      ["items", "$128.00", false],
      ["product_discount", "-$26.00", true],
      ["shipping", "$5.00", false],
    ]);
    expect(shown.total).toBe("$107.00");
  });

  it("lists a coupon and tax, and free shipping as free", () => {
    const figures = { subtotal: "50.00", discount: "0.00", coupon_discount: "5.00", shipping: "0.00", tax: "4.50", total: "49.50" };
    const shown = formatBreakdown(figures, usd, settings, { language: "en" });
    expect(shown.rows.map((r) => [r.key, r.text, r.free])).toEqual([
      ["items", "$50.00", false],
      ["coupon_discount", "-$5.00", false],
      ["shipping", "$0.00", true],
      ["tax", "$4.50", false],
    ]);
  });

  it("adds up in a converted currency whatever the rounding: the items row takes it up", () => {
    // each of these rounds up in Rials (no minor units): converted apart they would not add up
    const figures = { subtotal: "10.01", discount: "0.01", coupon_discount: "0.01", shipping: "0.01", tax: "0.01", total: "10.02" };
    const rate = "42000.5";
    const { rows, total } = priceBreakdown(figures, rate, 0);
    expect(rows.reduce((sum, r) => sum + r.units, 0n)).toBe(total);
    expect(total).toBe(420_845n);
    const rial = { code: "IRR", symbol: "﷼", exchange_rate: rate };
    const shown = formatBreakdown(figures, rial, { ...settings, currency_symbol_format: "amount__symbol" }, { language: "fa" });
    expect(shown.total).toBe("۴۲۰٬۸۴۵ ﷼");
    expect(shown.rows.find((r) => r.key === "product_discount")?.text).toMatch(/^\u200e?[−-]\u200e?۴۲۰ ﷼$/);
  });
});
