import { describe, expect, it } from "vitest";
import { visualRuns } from "../../infra/bidi-runs";

/** The order a PDF line is drawn in (left to right), each run in typed order for the shaper. */
describe("visualRuns", () => {
  it("keeps a left-to-right line whole", () => {
    expect(visualRuns("Invoice (test) 12", "ltr")).toEqual([{ text: "Invoice (test) 12", rtl: false }]);
  });

  it("puts Persian digits after a Persian word to its left, read left to right", () => {
    expect(visualRuns("فاکتور ۱۲۳", "rtl")).toEqual([
      { text: "۱۲۳", rtl: false },
      { text: "فاکتور ", rtl: true },
    ]);
  });

  it("mirrors brackets in right-to-left runs", () => {
    expect(visualRuns("(تست)", "rtl")).toEqual([{ text: ")تست(", rtl: true }]);
  });

  it("keeps an isolated code (FSI … PDI) in its own direction and drops the marks", () => {
    expect(visualRuns("کد: \u2068BZ-7K2M\u2069 است", "rtl")).toEqual([
      { text: " است", rtl: true },
      { text: "BZ-7K2M", rtl: false },
      { text: "کد: ", rtl: true },
    ]);
  });

  it("in an English line, a number after a Persian word belongs to it (UBA: 'Shop 2 بندر', as a browser shows it)", () => {
    expect(visualRuns("Shop بندر 2", "ltr")).toEqual([
      { text: "Shop ", rtl: false },
      { text: "2", rtl: false },
      { text: "بندر ", rtl: true },
    ]);
  });
});
