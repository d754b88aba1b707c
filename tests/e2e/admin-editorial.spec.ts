import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["admin-editorial", "seller-products"]);

/**
 * The operator writes in the Tiptap editor (typing in the browser) and the storefront follows:
 * a static page with bold text and a list, then a blog post that appears on /blogs. The journey
 * makes its own records and removes them at the end (journeys after it see the demo as it was).
 */
test("the operator writes a page and a blog post in the rich-text editor; the storefront shows them", async ({ page, browser }) => {
  const admin = await browser.newPage();
  const errors = collectErrors(admin);
  await signIn(admin, "admin@example.com", "admin123");
  const stamp = Date.now().toString(36);
  const slug = `journey-page-${stamp}`;
  const made: string[] = [];
  try {
    await openPage(admin, "/admin/content/pages?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.ed_pages_title);
    await admin.getByTestId("ed-new-page").click();
    await admin.waitForURL(/\/admin\/content\/pages\/new/);
    // an empty form is refused beside its fields, in the browser
    await admin.getByTestId("ed-save").click();
    await expect(admin.getByTestId("ed-page-form").locator("[role=alert]").first()).toBeVisible();

    await admin.getByTestId("ed-slug").fill(slug);
    await admin.getByTestId("ed-title-en").fill("Journey care guide");
    const label = `${t.ed_content} (${t.ed_lang_en})`;
    const editor = admin.getByRole("textbox", { name: label });
    const toolbar = admin.getByRole("toolbar", { name: label });
    await editor.click();
    await admin.keyboard.type("Read this ");
    await toolbar.getByRole("button", { name: t.sp_rt_bold }).click();
    await admin.keyboard.type("carefully");
    await toolbar.getByRole("button", { name: t.sp_rt_bold }).click();
    await admin.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: t.sp_rt_bullets }).click();
    await admin.keyboard.type("Wash cold");
    await admin.keyboard.press("Enter");
    await admin.keyboard.type("Dry flat");
    await expect(editor.locator("strong")).toHaveText("carefully");
    await expect(editor.locator("ul li")).toHaveCount(2);
    await admin.getByTestId("ed-save").click();
    await admin.waitForURL(/\/admin\/content\/pages$/);
    made.push(`page:${slug}`);
    await expect(admin.getByTestId("ed-pages")).toContainText("Journey care guide");

    await openPage(page, `/page/${slug}?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journey care guide");
    await expect(page.locator("article strong")).toHaveText("carefully");
    await expect(page.locator("article ul li")).toHaveText(["Wash cold", "Dry flat"]);

    // a blog post, published, in a category of its own
    const category = await pageCall(admin, "/admin/content/blog-categories", {
      slug: `journey-${stamp}`,
      name: { en: "Journey notes", fa: "", ar: "" },
    });
    expect(category.status).toBe(200);
    made.push(`category:${category.body.category.id}`);
    await openPage(admin, "/admin/content/blogs?lang=en");
    await admin.getByTestId("ed-new-post").click();
    await admin.waitForURL(/\/admin\/content\/blogs\/new/);
    await admin.getByTestId("ed-slug").fill(`journey-post-${stamp}`);
    await admin.getByTestId("ed-category").selectOption(String(category.body.category.id));
    await admin.getByTestId("ed-title-en").fill(`Journey news ${stamp}`);
    await admin.getByTestId("ed-excerpt-en").fill("What changed this week");
    const body = admin.getByRole("textbox", { name: `${t.ed_body} (${t.ed_lang_en})` });
    await body.click();
    await admin.keyboard.type("New arrivals every Monday.");
    await admin.getByTestId("ed-status").selectOption("published");
    await admin.getByTestId("ed-tags").fill("news, weekly");
    await admin.getByTestId("ed-save").click();
    await admin.waitForURL(/\/admin\/content\/blogs$/);
    await expect(admin.getByTestId("ed-posts")).toContainText(`Journey news ${stamp}`);
    const posts = await pageCall(admin, `/admin/content/blogs/list?q=journey-post-${stamp}`);
    made.push(`post:${posts.body.posts[0].id}`);

    await openPage(page, "/blogs?lang=en");
    await expect(page.getByText(`Journey news ${stamp}`).first()).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    // the journey's own records go (posts before their category)
    const ids = Object.fromEntries(made.map((m) => m.split(":")));
    if (ids.post) await pageCall(admin, `/admin/content/blogs/${ids.post}/delete`, {});
    if (ids.category) await pageCall(admin, `/admin/content/blog-categories/${ids.category}/delete`, {});
    const list = await pageCall(admin, "/admin/content/pages/list");
    const mine = (list.body.pages as { id: number; slug: string }[]).find((p) => p.slug === slug);
    if (mine) await pageCall(admin, `/admin/content/pages/${mine.id}/delete`, {});
  }
});
