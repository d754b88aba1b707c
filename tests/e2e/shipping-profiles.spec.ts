import { seriousViolations } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, present, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["shipping", "shipping-editor", "seller-products"]);

/** Add the first place of each list (a country, one of its states, one of that state's cities) to the zone. */
async function addPlaces(page: Page) {
  const zone = page.getByTestId("shipping-zone").first();
  await zone.getByTestId("place-pick-country").selectOption({ index: 1 });
  await zone.getByTestId("place-add-country").click();
  await expect(zone.getByTestId("place-pick-state").locator("option")).not.toHaveCount(1);
  await zone.getByTestId("place-pick-state").selectOption({ index: 1 });
  await zone.getByTestId("place-add-state").click();
  await expect(zone.getByTestId("place-pick-city").locator("option")).not.toHaveCount(1);
  await zone.getByTestId("place-pick-city").selectOption({ index: 1 });
  await zone.getByTestId("place-add-city").click();
  await expect(zone.getByTestId("zone-place")).toHaveCount(3);
}

/**
 * Issue 38, item 1 (decision 076): the demo seller makes a shipping profile in the seller centre
 * (a zone of three places, a flat standard method and an express one by weight tiers), sees it
 * listed, edits it (an overlap the server refuses beside its field, then a rate per item), and
 * gives a new product a weight and the profile.
 */
test("a seller creates a shipping profile, edits it, and ships a product by it", async ({ page }) => {
  const errors = collectErrors(page);
  const name = `Journey parcels ${Date.now().toString(36)}`;
  await signIn(page, "seller@example.com", "seller123");
  await openPage(page, "/seller/shipping?lang=en");
  await page.getByTestId("shipping-profile-new").click();
  await page.waitForURL(/\/seller\/shipping\/new/);
  await expect(page.getByRole("heading", { level: 1, name: t.shipping_new_profile })).toBeVisible();

  // the shared schema refuses an empty name and fee in the browser, beside the fields
  await page.getByRole("button", { name: t.shipping_save_profile }).click();
  await expect(page.getByTestId("shipping-profile-form").locator("[role=alert]").first()).toBeVisible();

  await page.getByTestId("profile-name").fill(name);
  await page.getByTestId("zone-name").fill("Nearby");
  await addPlaces(page);
  const standard = page.getByTestId("shipping-method").nth(0);
  await standard.getByTestId("method-rate-amount").fill("4.50");
  await standard.getByTestId("method-free_above").fill("60.00");
  await page.getByTestId("method-add").click();
  const express = page.getByTestId("shipping-method").nth(1);
  await expect(express.getByTestId("method-kind")).toHaveValue("express");
  await express.getByTestId("method-rate-type").selectOption("weight");
  await express.getByTestId("tier-max").first().fill("1000");
  await express.getByTestId("tier-amount").first().fill("7.00");
  await express.getByTestId("tier-add").click();
  await expect(express.getByTestId("tier-min").nth(1)).toHaveValue("1000");
  await express.getByTestId("tier-amount").nth(1).fill("11.00");
  await page.getByRole("button", { name: t.shipping_save_profile }).click();
  await page.waitForURL(/\/seller\/shipping(\?|$)/);

  // the profile's card: its head row and its zones
  const card = page.getByTestId("shipping-profile").filter({ hasText: name }).locator("xpath=..");
  await expect(card.getByTestId("shipping-method-line")).toHaveCount(2);
  await expect(card.getByTestId("shipping-method-line").nth(0)).toContainText(t.shipping_kind_standard);
  await expect(card.getByTestId("shipping-method-line").nth(1)).toContainText(t.shipping_rate_weight);

  // edit it: an overlap is the server's to refuse, shown beside the tier's start
  await card.getByTestId("shipping-profile-edit").click();
  await page.waitForURL(/\/seller\/shipping\/\d+/);
  await expect(page.getByRole("heading", { level: 1, name: t.shipping_edit_profile })).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveValue(name);
  await expect(page.getByTestId("zone-place")).toHaveCount(3);
  // the editor as it loads (without the toast and the progress bar the save and the link left)
  await openPage(page, page.url());
  expect(await seriousViolations(page)).toEqual([]);
  const tiers = page.getByTestId("shipping-method").nth(1).getByTestId("rate-tier");
  await tiers.nth(1).getByTestId("tier-min").fill("900");
  await page.getByRole("button", { name: t.shipping_save_profile }).click();
  await expect(tiers.nth(1).getByText(t.v_shipping_tiers_overlap)).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/shipping\/\d+/);
  await tiers.nth(1).getByTestId("tier-min").fill("1000");
  const first = page.getByTestId("shipping-method").nth(0);
  await first.getByTestId("method-rate-type").selectOption("per_item");
  await first.getByTestId("method-rate-first").fill("3.00");
  await first.getByTestId("method-rate-each").fill("1.25");
  await page.getByRole("button", { name: t.shipping_save_profile }).click();
  await page.waitForURL(/\/seller\/shipping(\?|$)/);
  await expect(card.getByTestId("shipping-method-line").nth(0)).toContainText("$3.00");
  await expect(card.getByTestId("shipping-method-line").nth(0)).toContainText("$1.25");

  // a new product of the shop: its weight and the profile, kept when it is opened again
  const product = `Parcel lamp ${Date.now().toString(36)}`;
  await openPage(page, "/seller/products/new?lang=en");
  await page.getByTestId("sp-name-en").fill(product);
  await page.getByTestId("sp-category").selectOption({ index: 1 });
  await page.getByTestId("sp-tab-pricing").click();
  await page.getByTestId("sp-price").fill("30.00");
  await page.getByTestId("sp-stock").fill("4");
  await page.getByTestId("sp-weight_grams").fill("750");
  await page.getByTestId("sp-shipping_profile_id").selectOption({ label: name });
  await page.getByTestId("sp-save").click();
  await page.waitForURL(/\/seller\/products(\?|$)/);
  const row = page.getByTestId("seller-products-table").locator("tr").filter({ hasText: product });
  const href = present(await row.locator("a").first().getAttribute("href"), "the new product's edit link");
  await openPage(page, `${href}?lang=en`);
  await page.getByTestId("sp-tab-pricing").click();
  await expect(page.getByTestId("sp-weight_grams")).toHaveValue("750");
  const chosen = await page.getByTestId("sp-shipping_profile_id").evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent);
  expect(chosen).toBe(name);
  expect(errors).toEqual([]);
});
