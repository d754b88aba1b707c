import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, type Page, test } from "./fixtures";

const words = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../kernel/i18n/locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;

async function fill(page: Page, form: string, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`${form} [name=${name}]`).fill(value);
}

async function addAddress(page: Page, name: string, street: string) {
  await page.getByTestId("add-address").click();
  const form = "[data-testid=address-form]";
  await page.locator(`${form} [name=name]`).fill(name);
  await page.locator(`${form} [name=address]`).fill(street);
  await page.locator(`${form} [name=phone_no]`).fill("+98 21 5555 0101");
  await page.locator(`${form} select[name=country_id]`).selectOption({ index: 1 });
  await expect(page.locator(`${form} select[name=state_id] option`)).not.toHaveCount(1);
  await page.locator(`${form} select[name=state_id]`).selectOption({ index: 1 });
  await expect(page.locator(`${form} select[name=city_id] option`)).not.toHaveCount(1);
  await page.locator(`${form} select[name=city_id]`).selectOption({ index: 1 });
  await page.locator(`${form} button[type=submit]`).click();
  await expect(page.locator(form)).toHaveCount(0);
}

async function signIn(page: Page, email: string, password: string) {
  await fill(page, "[data-testid=login-form]", { email, password });
  await page.locator("[data-testid=login-form] button[type=submit]").click();
}

/**
 * The account journey, once in English and once in Persian: a guest is sent to sign in and
 * comes back; sign up, sign out, sign in; edit the profile with a picture; two addresses
 * and a new default; a forgotten password reset through the mailbox; sign in with it.
 */
for (const lang of ["en", "fa"] as const) {
  test(`accounts journey (${lang})`, async ({ page }) => {
    const t = words(lang);
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    const email = `journey-${lang}-${Date.now()}@example.com`;

    await page.goto("/", { waitUntil: "networkidle" });
    if (lang === "fa") {
      await page.getByTestId("language-switcher").selectOption("fa");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    }

    // A guest who opens an account page is sent to sign in, with the way back remembered.
    await page.goto("/user/addresses");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Faddresses/);
    await expect(page.locator("h1")).toHaveText(t.login_title);

    // Sign up (from the sign-in page), and land where the guest wanted to go.
    await page.getByRole("link", { name: t.sign_up, exact: true }).click();
    await expect(page).toHaveURL(/\/register/);
    await fill(page, "[data-testid=register-form]", {
      first_name: "Dana",
      last_name: "Journey",
      email,
      password: "first-pass-1",
      password_confirmation: "first-pass-1",
    });
    await page.locator("[data-testid=register-form] button[type=submit]").click();
    await expect(page).toHaveURL(/\/user\/addresses$/);
    await expect(page.getByTestId("account-name")).toHaveText("Dana Journey");
    await expect(page.getByTestId("account-link")).toBeVisible();

    // Sign out: back to the sign-in page with a new token and no user in the header.
    const tokenBefore = await page.locator("#token").inputValue();
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
    expect(await page.locator("#token").inputValue()).not.toBe(tokenBefore);

    // Sign in.
    await signIn(page, email, "first-pass-1");
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.locator("h1")).toHaveText(t.hello_name.replace("{{name}}", "Dana"));

    // Edit the profile: a new first name and a picture.
    await page.getByRole("link", { name: t.edit_profile }).click();
    await expect(page).toHaveURL(/\/user\/edit-profile$/);
    await page.locator("[data-testid=profile-form] [name=first_name]").fill("Darya");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0ea5e9" } })
      .png()
      .toBuffer();
    await page.getByTestId("profile-image-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.locator("[data-testid=profile-form] button[type=submit]").click();
    await expect(page.getByTestId("account-name")).toHaveText("Darya Journey");
    await expect(page.getByTestId("account-avatar")).toHaveAttribute("src", /\/uploads\/avatars\/u\d+-[0-9a-f]+-256x256\.webp$/);
    await page.reload();
    await expect(page.locator("[data-testid=profile-form] [name=first_name]")).toHaveValue("Darya");

    // Two addresses; the first is the default, then the second becomes the shipping default.
    await page.getByRole("link", { name: t.addresses, exact: true }).first().click();
    await expect(page).toHaveURL(/\/user\/addresses$/);
    await addAddress(page, "Home", "12 First Street");
    await addAddress(page, "Office", "34 Second Avenue");
    const cards = page.getByTestId("address-card");
    await expect(cards).toHaveCount(2);
    const office = cards.filter({ hasText: "Office" });
    const home = cards.filter({ hasText: "Home" });
    await expect(home.getByTestId("badge-shipping")).toBeVisible();
    await office.getByTestId("make-default-shipping").click();
    await expect(office.getByTestId("badge-shipping")).toBeVisible();
    await expect(home.getByTestId("badge-shipping")).toHaveCount(0);
    await expect(home.getByTestId("badge-billing")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("address-card").filter({ hasText: "Office" }).getByTestId("badge-shipping")).toBeVisible();

    // Forgot the password: the mail in the mailbox carries the link to a new one.
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("link", { name: t.forgot_password }).click();
    // the sign-in page has an e-mail field too: wait for the reset page before typing
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.locator("h1")).toHaveText(t.reset_password_title);
    await page.locator("[data-testid=reset-form] [name=email]").fill(email);
    await page.getByRole("button", { name: t.send_reset_link }).click();
    await expect(page.getByTestId("reset-sent")).toBeVisible();
    const mail = page
      .getByTestId("mail")
      .filter({ has: page.getByTestId("mail-to").getByText(email, { exact: true }) })
      .filter({ hasText: t.mail_reset_subject })
      .first();
    // the mail goes out just after the answer: look again until it is there
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(mail).toBeVisible({ timeout: 1000 });
    }).toPass();
    await mail.getByTestId("mail-link").click();
    // the page keeps the code and takes it out of the address bar
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/reset/${encodeURIComponent(email)}`);
    await page.locator("input[name=password]").fill("second-pass-2");
    await page.locator("input[name=password_confirmation]").fill("second-pass-2");
    await page.getByRole("button", { name: t.save_password }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer works; the new one does.
    await signIn(page, email, "first-pass-1");
    await expect(page.getByTestId("form-error")).toHaveText(t.invalid_credentials);
    await signIn(page, email, "second-pass-2");
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByTestId("account-link")).toBeVisible();

    expect(errors).toEqual([]);
  });
}
