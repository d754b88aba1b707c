import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { collectErrors, openPage, pageCall, present, signIn, uiStrings } from "./helpers";

const en = uiStrings("en", ["riders", "orders", "order-pages"]);
const fa = uiStrings("fa", ["riders"]);
/** The pages' pictures at a phone's width, to be looked at (decision 078). */
const SHOTS = process.env.RIDER_SHOTS_DIR ?? "test-results/rider-shots";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Issue 38 item 4 (decision 078): the demo rider, on a phone, takes the demo order given to them
 * (the demo seller's confirmed cash-on-delivery order, bought by seller2), marks it picked up, is
 * refused a wrong code, and delivers it with the code the buyer was sent; the buyer's open order
 * page shows "on the way" and then "delivered" without a reload, and the rider holds the cash.
 */
test("a rider's delivery with the buyer's code, seen live on the buyer's order page", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const rider = await phone.newPage();
  const errors = collectErrors(rider);
  await signIn(rider, "rider@example.com", "rider123");
  await openPage(rider, "/rider?lang=en");
  const home = (await pageCall(rider, "/rider/delivery-list")).body as { to_do: { id: number; order_code: string; collect: string }[] };
  const mine = present(home.to_do[0], "the demo delivery");
  expect(Number(mine.collect)).toBeGreaterThan(0);
  await expect(rider.getByTestId("rider-delivery")).toHaveCount(home.to_do.length);
  await expect(rider.getByTestId("rider-cash-held")).toContainText("0.00");
  await shot(rider, "rider-home-en");

  // the buyer's order page is open and connected
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const buyerErrors = collectErrors(buyer);
  await signIn(buyer, "seller2@example.com", "seller123");
  await openPage(buyer, `/get-invoice/${mine.order_code}?lang=en`);
  await expect(buyer.getByTestId("realtime-state")).toHaveAttribute("data-state", "connected");
  const order = buyer.getByTestId("invoice-order");
  await expect(order.getByText(en.order_status_confirmed).first()).toBeVisible();

  // the rider opens it: the address, a map link, the buyer's phone, the cash to collect
  await rider.getByTestId("rider-delivery").first().click();
  await expect(rider).toHaveURL(new RegExp(`/rider/deliveries/${mine.id}`));
  await expect(rider.getByTestId("rider-map")).toHaveAttribute("href", /openstreetmap\.org\/search\?query=/);
  await expect(rider.getByTestId("rider-phone")).toHaveAttribute("href", /^tel:\+?\d+/);
  await expect(rider.getByTestId("rider-collect")).toContainText(mine.collect);
  await shot(rider, "rider-delivery-en");
  await rider.getByTestId("rider-picked-up").click();
  await expect(rider.getByTestId("rider-state")).toHaveText(en.rider_state_picked_up);
  await expect(order.getByText(en.order_status_on_the_way).first()).toBeVisible();

  // a wrong code: refused under the field, nothing moves
  await rider.getByTestId("rider-code").fill("000000");
  await rider.getByTestId("rider-delivered").click();
  await expect(rider.getByTestId("rider-error")).toHaveText(en.rider_code_wrong);
  await expect(rider.getByTestId("rider-state")).toHaveText(en.rider_state_picked_up);
  await shot(rider, "rider-delivery-code-en");

  // the buyer's code (the demo's): delivered, and the buyer sees it at once
  await rider.getByTestId("rider-code").fill("246810");
  await rider.getByTestId("rider-delivered").click();
  await expect(rider.getByTestId("rider-state")).toHaveText(en.rider_state_delivered);
  await expect(rider.getByText(en.rider_proof_code)).toBeVisible();
  await expect(order.getByText(en.order_status_delivered).first()).toBeVisible();

  // the rider now holds the cash and earned the commission
  await openPage(rider, "/rider?lang=en");
  await expect(rider.getByTestId("rider-cash-held")).toContainText(mine.collect);
  await expect(rider.getByTestId("rider-earnings")).toContainText("3.00");
  await shot(rider, "rider-home-after-en");

  // the same pages in Persian, right to left
  await openPage(rider, "/rider?lang=fa");
  await expect(rider.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(rider.getByText(fa.rider_title).first()).toBeVisible();
  await shot(rider, "rider-home-fa");
  await openPage(rider, `/rider/deliveries/${mine.id}?lang=fa`);
  await expect(rider.getByText(fa.rider_proof_code)).toBeVisible();
  await shot(rider, "rider-delivery-fa");

  // someone who is not a rider is refused the rider's pages
  await openPage(buyer, "/rider?lang=en");
  await expect(buyer.getByTestId("rider-only")).toHaveText(en.rider_only);

  expect(errors).toEqual([]);
  expect(buyerErrors).toEqual([]);
  await phone.close();
  await buyerContext.close();
  void page;
});

/**
 * The seller gives an order to a rider from their own order page once the operator lets sellers
 * (decision 078): the rider part names the rider and how far they are.
 */
test("the seller gives a pending order to a rider from the order page once the operator allows it", async ({ page, browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@example.com", "admin123");
  await openPage(admin, "/admin/riders?lang=en");
  expect((await pageCall(admin, "/admin/settings", { sellers_may_assign_riders: 1 })).status).toBe(200);
  try {
    const errors = collectErrors(page);
    await signIn(page, "seller@example.com", "seller123");
    const list = (await pageCall(page, "/seller/order-list?status=pending")).body as { orders: { data: { code: string }[] } };
    let code: string | undefined;
    for (const o of list.orders.data) {
      await openPage(page, `/seller/orders/${o.code}?lang=en`);
      if (await page.getByTestId("order-rider-choice").count()) {
        code = o.code;
        break;
      }
    }
    present(code, "a pending order of the demo seller that no rider has picked up");
    await expect(page.getByTestId("order-rider-assign")).toBeDisabled();
    await page.getByTestId("order-rider-choice").selectOption({ index: 1 });
    const name = present(await page.getByTestId("order-rider-choice").locator("option:checked").textContent(), "the rider's name");
    await page.getByTestId("order-rider-assign").click();
    await expect(page.getByTestId("order-rider-name")).toHaveText(`${name} · ${en.rider_state_assigned}`);
    expect(errors).toEqual([]);
  } finally {
    await pageCall(admin, "/admin/settings", { sellers_may_assign_riders: 0 });
    await adminContext.close();
  }
});
