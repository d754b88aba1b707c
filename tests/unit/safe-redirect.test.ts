import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../kernel/safe-redirect";

/** Where sign-in and sign-up go next (`?redirect=`): a path on this site, never another site. */
describe("safeRedirect", () => {
  it.each([
    ["/\\evil.example", "a backslash (browsers read it as a slash)"],
    ["/\\/evil.example", "slash, backslash"],
    ["/\t/evil.example", "a tab (browsers drop it, leaving //evil.example)"],
    ["/\n/evil.example", "a line feed"],
    ["/ /evil.example", "a space"],
    ["/\u0000/evil.example", "NUL"],
    ["//evil.example", "a protocol-relative URL"],
    ["///evil.example", "three slashes"],
    ["https://evil.example", "an absolute URL"],
    ["javascript:alert(1)", "a script URL"],
    ["evil.example", "no leading slash"],
    ["", "empty"],
  ])("refuses %j (%s)", (to) => {
    expect(safeRedirect(to)).toBe("/user/dashboard");
    expect(safeRedirect(to, "/")).toBe("/");
  });

  it("refuses null and undefined", () => {
    expect(safeRedirect(null)).toBe("/user/dashboard");
    expect(safeRedirect(undefined)).toBe("/user/dashboard");
  });

  it.each([
    ["/ok?x=1#y", "/ok?x=1#y"],
    ["/user/addresses", "/user/addresses"],
    ["/%09/evil.example", "/%09/evil.example"], // an encoded tab stays a path on this site
    ["/products?category=a%2Fb", "/products?category=a%2Fb"],
    ["/", "/"],
  ])("keeps the local path %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});
