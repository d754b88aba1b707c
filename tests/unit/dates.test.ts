import { describe, expect, it } from "vitest";
import { SettingsInput } from "../../domain/settings/settings-input";
import { canonicalTimeZone, formatDate, timeZoneNames } from "../../kernel/i18n/dates";

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

describe("dates in the shop's time zone", () => {
  // 22:00 UTC on 25 March 2026 is already 26 March (01:30) in Tehran
  const instant = "2026-03-25T22:00:00.000Z";

  it("writes another hour and day in Asia/Tehran than in UTC", () => {
    expect(formatDate(instant, "en", "moment", "UTC")).toBe("Mar 25, 2026, 10:00 PM");
    expect(formatDate(instant, "en", "moment", "Asia/Tehran")).toBe("Mar 26, 2026, 1:30 AM");
    expect(formatDate(instant, "en", "day", "Asia/Tehran")).toBe("Mar 26, 2026");
    expect(formatDate(new Date(instant), "en", "time", "Asia/Tehran")).toBe("1:30 AM");
    // UTC when no zone is named (a shop that never set one sees what it saw before)
    expect(formatDate(instant, "en", "day")).toBe("Mar 25, 2026");
  });

  it("writes the Persian (Solar Hijri) calendar with Persian digits in fa, Gregorian in ar and en", () => {
    const fa = formatDate(instant, "fa", "moment", "Asia/Tehran");
    expect(fa).toContain("۱۴۰۵");
    expect(fa).toContain("فروردین");
    expect(fa).toContain("۱:۳۰");
    expect(fa).not.toMatch(/[0-9]/);
    // 21:00 UTC on 20 March 2026 is the last day of 1404 in UTC, Nowruz of 1405 in Tehran
    expect(formatDate("2026-03-20T21:00:00.000Z", "fa", "day", "UTC")).toBe("۲۹ اسفند ۱۴۰۴");
    expect(formatDate("2026-03-20T21:00:00.000Z", "fa", "day", "Asia/Tehran")).toBe("۱ فروردین ۱۴۰۵");
    expect(formatDate(instant, "ar", "day", "Asia/Tehran")).toContain("2026");
    expect(formatDate(instant, "ar", "day", "Asia/Tehran")).toContain("26");
  });

  it("writes a calendar date without a time as that very day in any zone", () => {
    expect(formatDate("2026-03-01", "en", "day", "America/Los_Angeles")).toBe("Mar 1, 2026");
    expect(formatDate("2026-03-01", "en", "day", "Asia/Tehran")).toBe("Mar 1, 2026");
  });

  it("knows a zone by its name, in any case, and refuses what is none", () => {
    expect(canonicalTimeZone("Asia/Tehran")).toBe("Asia/Tehran");
    expect(canonicalTimeZone("asia/tehran")).toBe("Asia/Tehran");
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(timeZoneNames()[0]).toBe("UTC");
    expect(timeZoneNames()).toContain("Asia/Tehran");
  });

  it("the settings' schema keeps a valid zone as Intl spells it and refuses a bad one", () => {
    expect(SettingsInput.parse({ time_zone: "asia/tehran" })).toEqual({ time_zone: "Asia/Tehran" });
    expect(SettingsInput.parse({ time_zone: "UTC" })).toEqual({ time_zone: "UTC" });
    for (const bad of ["Mars/Olympus_Mons", "", "Asia/Tehran; drop", 330, "x".repeat(70)])
      expect(SettingsInput.safeParse({ time_zone: bad }).success).toBe(false);
  });
});
