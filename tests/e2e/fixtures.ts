import { test as base } from "@playwright/test";
import { journeyShopUrl } from "../../playwright.config";

export { expect, type Page } from "@playwright/test";

/**
 * The journeys' `test`: each Playwright worker drives a shop of its own (playwright.config.ts
 * starts one per worker, each on its own embedded database), so two journeys never share the
 * demo accounts' carts, wallets or the shop's clock.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(journeyShopUrl(testInfo.parallelIndex));
  },
});
