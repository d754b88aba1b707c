import { describe, expect, it } from "vitest";
import { refundWindow } from "../../domain/refunds/refund-view";
import { optionalReturnDaysField, returnDaysField } from "../../domain/refunds/return-days-input";
import { nearestCategoryDays, returnDaysFor, returnDeadline } from "../../domain/refunds/return-policy";

const base = { productReturnable: true, isDigital: false, categoryDays: null, shopDays: null, settingDays: 14 };

describe("a line's return window (decision 081)", () => {
  it("digital and non-returnable come first, whatever the windows say", () => {
    expect(returnDaysFor({ ...base, isDigital: true, categoryDays: 30 })).toEqual({ returnable: false, reason: "return_digital" });
    expect(returnDaysFor({ ...base, isDigital: true, productReturnable: false })).toEqual({ returnable: false, reason: "return_digital" });
    expect(returnDaysFor({ ...base, productReturnable: false, shopDays: 30 })).toEqual({
      returnable: false,
      reason: "return_not_returnable",
    });
  });

  it("the category's window, else the shop's, else the marketplace's setting", () => {
    expect(returnDaysFor({ ...base, categoryDays: 3, shopDays: 30 })).toEqual({ returnable: true, days: 3 });
    expect(returnDaysFor({ ...base, categoryDays: 60, shopDays: 5 })).toEqual({ returnable: true, days: 60 });
    expect(returnDaysFor({ ...base, shopDays: 5 })).toEqual({ returnable: true, days: 5 });
    expect(returnDaysFor(base)).toEqual({ returnable: true, days: 14 });
  });

  it("0 days is returns off, from the setting, the shop or the category; a shop may still open what the setting closed", () => {
    expect(returnDaysFor({ ...base, settingDays: 0 })).toEqual({ returnable: false, reason: "returns_off" });
    expect(returnDaysFor({ ...base, shopDays: 0 })).toEqual({ returnable: false, reason: "returns_off" });
    expect(returnDaysFor({ ...base, categoryDays: 0, shopDays: 30 })).toEqual({ returnable: false, reason: "returns_off" });
    expect(returnDaysFor({ ...base, settingDays: 0, shopDays: 7 })).toEqual({ returnable: true, days: 7 });
    expect(returnDaysFor({ ...base, settingDays: Number.NaN })).toEqual({ returnable: false, reason: "returns_off" });
  });

  it("a category inherits the nearest ancestor's window that is set", () => {
    const days = new Map([
      [1, 30],
      [7, 5],
    ]);
    expect(nearestCategoryDays("/1/7/23/", days)).toBe(5);
    expect(nearestCategoryDays("/1/8/24/", days)).toBe(30);
    expect(nearestCategoryDays("/2/9/", days)).toBeNull();
    expect(nearestCategoryDays("/1/7/23/", new Map([...days, [23, 0]]))).toBe(0);
    expect(nearestCategoryDays(null, days)).toBeNull();
  });
});

describe("the deadline: the end of a calendar day in the shop's time zone", () => {
  it("UTC: 14 days after the delivery's day, to its last millisecond", () => {
    expect(returnDeadline(new Date("2026-12-01T10:30:00Z"), 14, "UTC").toISOString()).toBe("2026-12-15T23:59:59.999Z");
    expect(returnDeadline(new Date("2026-12-01T00:00:00Z"), 0, "UTC").toISOString()).toBe("2026-12-01T23:59:59.999Z");
    expect(returnDeadline(new Date("2026-12-25T12:00:00Z"), 10, "UTC").toISOString()).toBe("2027-01-04T23:59:59.999Z");
  });

  it("Tehran (UTC+3:30): a delivery late in the UTC evening is already the next day there", () => {
    // 21:00 UTC on 1 December is 00:30 on 2 December in Tehran: the window counts from the 2nd
    expect(returnDeadline(new Date("2026-12-01T21:00:00Z"), 14, "Asia/Tehran").toISOString()).toBe("2026-12-16T20:29:59.999Z");
    expect(returnDeadline(new Date("2026-12-01T20:00:00Z"), 14, "Asia/Tehran").toISOString()).toBe("2026-12-15T20:29:59.999Z");
  });

  it("across a change of summer time the day still ends at the local midnight", () => {
    // New York leaves summer time on 1 November 2026: the deadline is at UTC−5, the delivery was at UTC−4
    expect(returnDeadline(new Date("2026-10-25T16:00:00Z"), 14, "America/New_York").toISOString()).toBe("2026-11-09T04:59:59.999Z");
    // Berlin starts summer time on 29 March 2026
    expect(returnDeadline(new Date("2026-03-20T12:00:00Z"), 14, "Europe/Berlin").toISOString()).toBe("2026-04-03T21:59:59.999Z");
  });

  it("an unknown zone counts in UTC", () => {
    expect(returnDeadline(new Date("2026-12-01T10:30:00Z"), 1, "Nowhere/Else").toISOString()).toBe("2026-12-02T23:59:59.999Z");
  });
});

describe("the whole order's refund window: the latest returnable line's", () => {
  const delivered = new Date("2026-12-01T10:00:00Z");
  const order = { status: "delivered", paymentStatus: "paid" };
  const at = (iso: string) => new Date(iso);
  const returns = (lines: ReturnType<typeof returnDaysFor>[]) => ({ lines, timeZone: "UTC" });
  const open = { returnable: true as const };

  it("open while one line is within its window; the deadline is the latest line's", () => {
    const lines = returns([
      { ...open, days: 3 },
      { ...open, days: 10 },
      { returnable: false, reason: "return_digital" },
    ]);
    expect(refundWindow(order, delivered, undefined, lines, at("2026-12-08T00:00:00Z"))).toEqual({
      open: true,
      deadline: "2026-12-11T23:59:59.999Z",
      problem: null,
      days: 10,
    });
    expect(refundWindow(order, delivered, undefined, lines, at("2026-12-12T00:00:00Z"))).toMatchObject({
      open: false,
      problem: "refund_window_closed",
      days: 10,
    });
  });

  it("no returnable line: the reason they share, refunds off, or a mix", () => {
    const refuse = (reasons: ("return_digital" | "return_not_returnable" | "returns_off")[]) =>
      refundWindow(order, delivered, undefined, returns(reasons.map((reason) => ({ returnable: false, reason }))), delivered);
    expect(refuse(["return_digital", "return_digital"])).toEqual({ open: false, deadline: null, problem: "return_digital", days: null });
    expect(refuse(["return_not_returnable"]).problem).toBe("return_not_returnable");
    expect(refuse(["returns_off"]).problem).toBe("refund_not_offered");
    expect(refuse(["return_digital", "return_not_returnable"]).problem).toBe("return_none_returnable");
  });

  it("not delivered, unpaid and already asked keep their answers", () => {
    const lines = returns([{ ...open, days: 14 }]);
    expect(refundWindow({ status: "shipped", paymentStatus: "paid" }, undefined, undefined, lines, delivered).problem).toBe(
      "refund_only_delivered",
    );
    expect(refundWindow({ status: "delivered", paymentStatus: "unpaid" }, delivered, undefined, lines, delivered).problem).toBe(
      "refund_only_paid",
    );
  });
});

describe("a return window as a form sends it", () => {
  it("a whole number from 0 to 365, or empty (null)", () => {
    for (const [sent, kept] of [
      ["", null],
      ["  ", null],
      [null, null],
      ["0", 0],
      ["7", 7],
      [30, 30],
      ["365", 365],
    ] as const)
      expect(returnDaysField.parse(sent), String(sent)).toBe(kept);
  });
  it("refuses the rest with v_return_days", () => {
    for (const bad of ["-1", -1, "366", 400, "7.5", 7.5, "1e2", "seven", true, [3], {}]) {
      const parsed = returnDaysField.safeParse(bad);
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0].message).toBe("v_return_days");
    }
  });
  it("left out is undefined (kept as stored)", () => {
    expect(optionalReturnDaysField.parse(undefined)).toBeUndefined();
    expect(optionalReturnDaysField.parse("")).toBeNull();
    expect(optionalReturnDaysField.parse("12")).toBe(12);
  });
});
