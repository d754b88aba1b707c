import { expect, test } from "./fixtures";
import { collectErrors, openPage, signIn } from "./helpers";

const cssVar = (name: string) => `getComputedStyle(document.documentElement).getPropertyValue("${name}").trim()`;

/**
 * Issue 18 item 7: in demo mode a visitor picks colours; they are kept in browser storage under
 * the spec's keys and applied by the head's script before the first paint, with no app script at all.
 */
test("the demo colour switcher: chosen colours are kept and applied before the page's scripts run", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await openPage(page, "/user/dashboard?lang=en");
  await page.getByTestId("demo-colours-open").click();
  await page.getByTestId("demo-colour-primary").fill("#0f766e");
  await page.getByTestId("demo-colour-menuBg").fill("#111827");
  await page.getByTestId("demo-colour-menuText").fill("#f9fafb");
  expect(await page.evaluate(cssVar("--primary-color"))).toBe("#0f766e");
  const stored = await page.evaluate(() =>
    ["primary-color", "menu-bg-color", "menu-text-color", "profile-sidebar"].map((k) => window.localStorage.getItem(k)),
  );
  expect(stored).toEqual(["#0f766e", "#111827", "#f9fafb", "#0f766e20"]);

  // the next page with every app script held back: the colours come from the head's script alone
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/user/dashboard?lang=en");
  expect(await page.evaluate(cssVar("--primary-color"))).toBe("#0f766e");
  expect(await page.evaluate(cssVar("--profile-sidebar-active"))).toBe("#0f766e20");
  expect(await page.evaluate(cssVar("--profile-sidebar-hover"))).toBe("#0f766e10");
  expect(await page.evaluate(cssVar("--menu-bg-color"))).toBe("#111827");
  // the progress bar and buttons use the primary colour; the active sidebar entry its 20 tint
  const active = page.locator("aside nav a[aria-current=page]").first();
  await expect(active).toHaveCSS("background-color", "rgba(15, 118, 110, 0.125)");
  await page.unroute("**/assets/*.js");

  // back to the shop's own colours
  await openPage(page, "/user/dashboard?lang=en");
  await page.getByTestId("demo-colours-open").click();
  await page.getByRole("button", { name: "Shop's own colours" }).click();
  expect(await page.evaluate(() => window.localStorage.getItem("primary-color"))).toBeNull();
  expect(errors.filter((e) => !e.includes("assets"))).toEqual([]);
});
