import { expect, test } from "./fixtures";
import { collectErrors, openPage, shownText, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["rewards", "wallet"]);

const digits = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

/** Issue 16: the demo customer turns reward points into wallet money on /my-rewards. */
test("convert reward points into wallet money", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await openPage(page, "/my-wallet?lang=en");
  const walletBefore = digits(await shownText(page.getByTestId("wallet-balance")));
  await openPage(page, "/my-rewards?lang=en");
  await expect(page.getByRole("heading", { name: en.my_rewards })).toBeVisible();
  const held = digits(await shownText(page.getByTestId("reward-points")));
  expect(held).toBeGreaterThanOrEqual(1_500);

  // bad input is said under the field; nothing changes
  await page.getByTestId("convert-points").fill("1.5");
  await page.getByTestId("convert-submit").click();
  await expect(page.getByTestId("convert-form").getByText(en.reward_points_invalid)).toBeVisible();

  // all of them: the points go to zero and the wallet grows by their worth (100 points per 1.00)
  await page.getByTestId("convert-all").click();
  await expect(page.getByTestId("convert-points")).toHaveValue(String(held));
  await page.getByTestId("convert-submit").click();
  await expect(page.getByTestId("reward-points")).toHaveText("0 points");
  await expect(page.getByTestId("reward-row").first()).toContainText(en.reward_type_converted);
  await openPage(page, "/my-wallet?lang=en");
  expect(digits(await shownText(page.getByTestId("wallet-balance")))).toBeCloseTo(walletBefore + held / 100, 2);
  await expect(page.getByTestId("wallet-row").first()).toContainText(en.wallet_source_reward_converted);
  expect(errors).toEqual([]);
});
