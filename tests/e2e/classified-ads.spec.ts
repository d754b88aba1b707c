import sharp from "sharp";
import { expect, test } from "./fixtures";
import { collectErrors, openPage, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["ads"]);

/** Issue 17 item 4: a user submits an ad with a picture, an operator approves it, and it shows as a classified product. */
test("a user submits an ad with a picture, an operator approves it, its product page shows the contact details and no cart button", async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  const title = `Walnut bookcase ${Date.now().toString(36)}`;
  await signIn(page);
  await openPage(page, "/user/submit_ad?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: t.submit_ad })).toBeVisible();
  const form = page.getByTestId("ad-form");

  // bad input first: the fields' messages beside them, nothing stored
  await form.locator("button[type=submit]").click();
  await expect(form.getByText(t.ad_v_price_or_negotiable)).toBeVisible();
  await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();

  await form.locator("[name=title]").fill(title);
  const category = form.locator("[name=category_id]");
  await category.selectOption({ index: 1 });
  await form.locator("[name=condition]").selectOption("used");
  await form.locator("[name=price]").fill("180");
  await form.locator("[name=description]").fill("Solid walnut, five shelves.\n<script>alert(1)</script> stays text.");
  const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  await form.locator("input[type=file]").setInputFiles({ name: "bookcase.png", mimeType: "image/png", buffer: picture });
  await form.locator("[name=contact_name]").fill("Cyrus");
  await form.locator("[name=phone]").fill("+1 555 0199");
  await form.locator("[name=email]").fill("cyrus@example.com");
  await form.locator("[name=address]").fill("8 Harbor Road");
  await form.locator("button[type=submit]").click();
  await page.waitForURL(/\/user\/manage_ads/);
  const mine = page.getByTestId("my-ad").filter({ hasText: title });
  await expect(mine.getByTestId("ad-state")).toHaveAttribute("data-status", "pending");

  // the operator approves it in the queue
  const operator = await browser.newPage();
  await signIn(operator, "admin@example.com", "admin123");
  await openPage(operator, "/admin/classified-ads?lang=en");
  const queued = operator.getByTestId("pending-ad").filter({ hasText: title });
  await expect(queued).toBeVisible();
  await queued.getByTestId("ad-approve").click();
  await expect(queued).toHaveCount(0);
  await operator.close();

  // the owner sees it published and opens its product page
  await openPage(page, "/user/manage_ads?lang=en");
  await expect(mine.getByTestId("ad-state")).toHaveAttribute("data-status", "published");
  await mine.getByTestId("ad-product-link").click();
  await page.waitForURL(/\/product\/ad-/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const contact = page.getByTestId("contact-info");
  await expect(contact).toContainText("Cyrus");
  await expect(contact).toContainText("+1 555 0199");
  await expect(contact).toContainText("cyrus@example.com");
  await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
  await expect(page.getByTestId("buy-now")).toHaveCount(0);
  await expect(page.getByTestId("stock")).toHaveCount(0);
  await expect(page.getByText("<script>alert(1)</script> stays text.")).toBeVisible();

  // and the listing's classified filter finds it
  await openPage(page, "/products?classified=1&sort=newest&lang=en");
  await expect(page.getByTestId("filter-classified-1")).toBeChecked();
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
