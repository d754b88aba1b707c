import { describe, expect, it } from "vitest";
import { formatDate } from "../../kernel/i18n/dates";

describe("formatDate", () => {
  const days = ["2023-03-03T00:00:00.000Z", "2026-12-31T23:59:59.000Z", "2024-02-29T12:00:00.000Z"];
  for (const language of ["en", "fa", "ar"])
    it(`writes what toLocaleDateString writes in ${language}, from a kept formatter`, () => {
      for (const iso of days) {
        expect(formatDate(iso, language, "month")).toBe(
          new Date(iso).toLocaleDateString(language, { year: "numeric", month: "short", timeZone: "UTC" }),
        );
        expect(formatDate(new Date(iso), language, "day")).toBe(
          new Date(iso).toLocaleDateString(language, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
        );
      }
    });

  it("uses the Persian calendar and digits in fa", () => {
    expect(formatDate("2023-03-03T00:00:00.000Z", "fa", "month")).toBe("اسفند ۱۴۰۱");
    expect(formatDate("2023-03-03T00:00:00.000Z", "en", "day")).toBe("Mar 3, 2023");
  });

  it("gives the same text when asked again (kept) and for thousands of different days", () => {
    const first = formatDate("2025-01-15T00:00:00.000Z", "fa", "day");
    expect(formatDate("2025-01-15T00:00:00.000Z", "fa", "day")).toBe(first);
    for (let d = 0; d < 2500; d++) {
      const iso = new Date(Date.UTC(2020, 0, 1 + d)).toISOString();
      expect(formatDate(iso, "en", "day")).toBe(
        new Date(iso).toLocaleDateString("en", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
      );
    }
    expect(formatDate("2025-01-15T00:00:00.000Z", "fa", "day")).toBe(first);
  });
});
