import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { collectErrors, openPage, shownText, signIn, uiStrings } from "./helpers";

const fa = uiStrings("fa", ["order-pages"]);

/** The buyer saves an order's invoice as a PDF from the Persian invoice page (issue 13). */
test("the demo customer downloads an order's PDF invoice from the Persian invoice page", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await openPage(page, "/user/order-history?lang=fa");
  const row = page.getByTestId("order-row").first();
  const code = await shownText(row.getByTestId("order-code"));
  await row.getByTestId("order-invoice-link").click();
  await expect(page).toHaveURL(new RegExp(`/get-invoice/${code}$`));
  await page.waitForLoadState("networkidle");

  const link = page.getByTestId("invoice-pdf");
  await expect(link).toHaveText(fa.invoice_download_pdf);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`${code}.pdf`);
  const file = readFileSync((await download.path()) as string);
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
  expect(errors).toEqual([]);
});
