import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugFromName } from "../../domain/accounts/shop-slug";

/** The shop address suggested in the sign-up form is the one the server makes (one function for both). */
describe("slugFromName", () => {
  it("makes a URL name from Latin letters and digits, or nothing", () => {
    expect(slugFromName("Sam's Lamps")).toBe("sam-s-lamps");
    expect(slugFromName("  Café Ünïcode 42 ")).toBe("cafe-unicode-42");
    expect(slugFromName("فروشگاه")).toBe("");
    const long = slugFromName(`${"a".repeat(49)} b`);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(SLUG_PATTERN);
  });
});
