import { expect, test } from "./fixtures";
import { collectErrors, openPage, signIn } from "./helpers";

/** A state-changing call (choosing English) sent from the page with a given token: its status. */
async function withToken(page: import("@playwright/test").Page, token: string): Promise<number> {
  return page.evaluate(async (t) => {
    const res = await fetch("/change/locale/en", { headers: { "CSRF-TOKEN": t, Authorization: t, "X-Requested-With": "XMLHttpRequest" } });
    return res.status;
  }, token);
}

/**
 * Issue 13, item 4: the reference client reads the page's token once, at boot, and keeps it.
 * Signing in must not make that token stale (the session id still changes); signing out does.
 */
test("the token a page had at boot still works after signing in, and stops working after signing out", async ({ page }) => {
  const errors = collectErrors(page);
  await openPage(page, "/login?lang=en");
  const bootToken = await page.locator("#token").inputValue();
  const cookieBefore = (await page.context().cookies()).find((c) => c.name === "bazaar_session")?.value;

  // as the reference client signs in: its boot token, the answer's token ignored
  const answer = await page.evaluate(async (token) => {
    const headers = { "Content-Type": "application/json", "CSRF-TOKEN": token, Authorization: token, "X-Requested-With": "XMLHttpRequest" };
    const login = await fetch("/login", {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "customer@example.com", password: "customer123", remember: 0 }),
    });
    const body = await login.json();
    return { status: login.status, userType: body.user?.user_type };
  }, bootToken);
  expect(answer).toEqual({ status: 200, userType: "customer" });
  const cookieAfter = (await page.context().cookies()).find((c) => c.name === "bazaar_session")?.value;
  expect(cookieAfter).toBeTruthy();
  expect(cookieAfter).not.toBe(cookieBefore);
  expect(await withToken(page, bootToken)).toBe(200);

  // our own client signs out through the header; the boot token is refused from then on
  await openPage(page, "/user/dashboard");
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await withToken(page, bootToken)).toBe(419);
  expect(await withToken(page, await page.locator("#token").inputValue())).toBe(200);

  // and through our sign-in form: the token from before signing in still passes afterwards
  await openPage(page, "/login?lang=en");
  const beforeForm = await page.locator("#token").inputValue();
  await signIn(page);
  expect(await withToken(page, beforeForm)).toBe(200);
  expect(errors).toEqual([]);
});
