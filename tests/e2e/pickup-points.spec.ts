import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, shownText, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["pickup-points", "parcels"]);
const fa = uiStrings("fa", ["pickup-points"]);
const SHOTS = process.env.PICKUP_SHOTS_DIR ?? "test-results/pickup-shots";
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The six-digit code in the newest "ready to collect" mail to this address (the dev mailbox). */
async function codeMailedTo(page: Page, email: string): Promise<string> {
  const mail = page
    .getByTestId("mail")
    .filter({ has: page.getByTestId("mail-to").getByText(email, { exact: true }) })
    .filter({ hasText: /your code is \d{6}/ })
    .first();
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  const found = /your code is (\d{6})/.exec((await mail.textContent()) ?? "");
  if (!found) throw new Error("the mail names the code");
  return found[1];
}

/**
 * Issue 38 item 3 (decision 080): a guest orders to the demo's Enghelab pickup point (the
 * reference's `checkout_method` 1 and `pick_hub_id`, sent by the checkout page), pays no cash on
 * delivery there, and the point's keeper, on a phone, receives the parcel and hands it over with
 * the code the buyer was mailed, after refusing a wrong one.
 */
test("a pickup-point order: chosen at checkout, received by the point and collected with the buyer's code", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const buyerName = `Pickup Journey ${Date.now().toString(36)}`;
  const email = `pickup-${Date.now().toString(36)}@example.com`;
  await page.goto("/products?lang=en", { waitUntil: "networkidle" });
  await page.locator("[data-testid=card-add-to-cart][aria-label='Add to cart']").first().click();
  await expect(page.getByText("Added to your cart").first()).toBeVisible();
  await openPage(page, "/checkout?lang=en");

  await page.getByTestId("mode-pickup").check();
  const points = page.getByTestId("pickup-point");
  await expect(points.first()).toBeVisible();
  const enghelab = points.filter({ hasText: "Bazaar point Enghelab" });
  await enghelab.locator("input").check();
  await expect(page.getByTestId("shipping-method-pickup_point")).toBeChecked();
  // the point's fee (1.50) for the one seller
  await expect.poll(async () => cents(await shownText(page.getByTestId("summary-shipping")))).toBe(150);
  await shot(page, "checkout-pickup-en");

  const form = page.getByTestId("shipping-fields");
  await form.locator("[name='shipping[name]']").fill(buyerName);
  await form.locator("[name='shipping[phone_no]']").fill("+98 912 000 1234");
  await form.locator("[name='shipping[email]']").fill(email);
  await form.locator("[name='shipping[country_id]']").selectOption({ index: 1 });
  await expect(form.locator("[name='shipping[state_id]'] option")).not.toHaveCount(1);
  await form.locator("[name='shipping[state_id]']").selectOption({ index: 1 });
  await expect(form.locator("[name='shipping[city_id]'] option")).not.toHaveCount(1);
  await form.locator("[name='shipping[city_id]']").selectOption({ index: 1 });
  await form.locator("[name='shipping[address]']").fill("7 Billing Street");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-[0-9A-Z]{12}$/);
  expect(cents(await shownText(page.getByTestId("payment-shipping")))).toBe(150);
  // a pickup point takes no cash
  await expect(page.getByTestId("pay-type-cash_on_delivery")).toHaveCount(0);

  // the keeper, on a phone: the parcel is on its way there
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const keeper = await phone.newPage();
  const keeperErrors = collectErrors(keeper);
  await signIn(keeper, "pickup@example.com", "pickup123");
  await openPage(keeper, "/pickup-point?lang=en");
  const coming = keeper.getByTestId("keeper-coming").getByTestId("keeper-parcel").filter({ hasText: buyerName });
  await expect(coming).toHaveCount(1);
  const code = (await coming.getAttribute("data-code")) ?? "";
  await coming.getByTestId("keeper-received").click();
  const waiting = keeper.getByTestId("keeper-waiting").locator(`[data-code="${code}"]`);
  await expect(waiting).toBeVisible();
  await shot(keeper, "keeper-waiting-en");

  // the buyer was mailed a code; a wrong one is refused and the parcel stays
  const mailbox = await browser.newPage();
  const sent = await codeMailedTo(mailbox, email);
  const wrong = String((Number(sent) + 1) % 1_000_000).padStart(6, "0");
  await waiting.getByTestId("keeper-code").fill(wrong);
  await waiting.getByTestId("keeper-hand-over").click();
  await expect(waiting.getByRole("alert")).toHaveText(en.pickup_code_wrong);
  await waiting.getByTestId("keeper-code").fill(sent);
  await waiting.getByTestId("keeper-hand-over").click();
  await expect(keeper.getByTestId("keeper-collected").locator(`[data-code="${code}"]`)).toBeVisible();
  await expect(keeper.getByTestId("keeper-waiting").locator(`[data-code="${code}"]`)).toHaveCount(0);

  // the buyer's order page (the mail's signed link): collected at the point, every step on its timeline
  const mail = mailbox
    .getByTestId("mail")
    .filter({ has: mailbox.getByTestId("mail-to").getByText(email, { exact: true }) })
    .filter({ hasText: /your code is \d{6}/ })
    .first();
  await mail.getByTestId("mail-link").click();
  await expect(mailbox.getByTestId("pickup-point-note").first()).toContainText("Bazaar point Enghelab");
  await expect(mailbox.getByText(en.shipment_event_ready_for_pickup).first()).toBeVisible();
  await expect(mailbox.getByText(en.shipment_event_delivered).first()).toBeVisible();

  // the keeper's page in Persian, right to left
  await openPage(keeper, "/pickup-point?lang=fa");
  await expect(keeper.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(keeper.getByText(fa.keeper_collected)).toBeVisible();
  await shot(keeper, "keeper-fa");
  expect(errors).toEqual([]);
  expect(keeperErrors).toEqual([]);
  await phone.close();
});
