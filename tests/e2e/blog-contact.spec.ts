import { expect, test } from "./fixtures";
import { collectErrors, openPage, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["blog"]);
const SCRIPT = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 1">`;

/** A reader comments on a post, answers a reply and likes one; a script in a comment shows as text. */
test("blog journey: comment, reply and like a reply", async ({ page, request }) => {
  const errors = collectErrors(page);
  const newest = (await (await request.get("/home/blogs")).json()).blogs.data[0];

  // a guest sees the post and is asked to sign in to comment
  await openPage(page, "/blogs?lang=en");
  await page.getByTestId("blog-card").first().getByRole("link", { name: newest.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}`));
  await expect(page.getByTestId("blog-sign-in")).toBeVisible();
  // the sign-in comes back to this post (the server's markup as the browser's)
  const here = new URL(page.url());
  await expect(page.getByTestId("blog-sign-in")).toHaveAttribute(
    "href",
    `/login?redirect=${encodeURIComponent(here.pathname + here.search)}`,
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"BlogPosting"'))).toBe(true);

  await signIn(page);
  await openPage(page, `/blog/${newest.slug}?lang=en`);
  const text = `A reader's note ${Date.now()} ${SCRIPT}`;
  await page.getByTestId("blog-comment-form").locator("textarea").fill(text);
  await page.getByTestId("blog-comment-form").getByRole("button", { name: t.bl_comment_submit }).click();
  const mine = page.getByTestId("blog-comment").filter({ hasText: text }).first();
  await expect(mine.getByTestId("blog-comment-text").first()).toHaveText(text);

  // reply to the comment, then reply to that reply (two levels down)
  await mine.getByTestId("blog-reply-open").first().click();
  await mine.getByTestId("blog-reply-form").locator("textarea").fill("First answer");
  await mine.getByTestId("blog-reply-form").getByRole("button", { name: t.bl_reply_submit }).click();
  const reply = mine.getByTestId("blog-reply").filter({ hasText: "First answer" }).first();
  await expect(reply).toBeVisible();
  await reply.getByTestId("blog-reply-open").first().click();
  await reply.getByTestId("blog-reply-form").locator("textarea").fill("Deeper answer");
  await reply.getByTestId("blog-reply-form").getByRole("button", { name: t.bl_reply_submit }).click();
  const deeper = reply.getByTestId("blog-reply").filter({ hasText: "Deeper answer" }).first();
  await expect(deeper).toBeVisible();

  // like the deeper reply, and take the like back
  const like = deeper.getByTestId("blog-like").last();
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(deeper.getByTestId("blog-likes").last()).toHaveText("1 like");
  await page.reload();
  await page.waitForLoadState("networkidle");
  const again = page.getByTestId("blog-reply").filter({ hasText: "Deeper answer" }).first();
  await expect(again.getByTestId("blog-like").last()).toHaveAttribute("aria-pressed", "true");
  await again.getByTestId("blog-like").last().click();
  await expect(again.getByTestId("blog-like").last()).toHaveAttribute("aria-pressed", "false");

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

/** The contact form: field errors from the server, then a success toast and the mail in the outbox. */
test("contact journey: the message arrives in the mailbox", async ({ page, request }) => {
  const errors = collectErrors(page);
  const { contact } = await (await request.get("/home/contact-page")).json();
  await openPage(page, "/contact?lang=en");
  await expect(page.getByTestId("contact-card")).toContainText(contact.email);
  await expect(page.getByTestId("contact-map")).toBeVisible();

  const form = page.getByTestId("contact-form");
  await form.getByRole("button", { name: t.ct_send }).click();
  await expect(form.getByText(t.ct_v_name)).toBeVisible();
  await expect(form.getByText(t.ct_v_message)).toBeVisible();

  const subject = `Question ${Date.now()}`;
  await form.locator("[name=name]").fill("Sara Reader");
  await form.locator("[name=email]").fill("sara@example.com");
  await form.locator("[name=subject]").fill(subject);
  await form.locator("[name=message]").fill(`Do you ship to Oslo? ${SCRIPT}`);
  await form.getByRole("button", { name: t.ct_send }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: t.ct_message_sent })).toBeVisible();
  await expect(form.locator("[name=subject]")).toHaveValue("");

  const mail = page.getByTestId("mail").filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(mail.getByTestId("mail-to")).toHaveText(contact.email);
  await expect(mail).toContainText("Do you ship to Oslo?");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});
