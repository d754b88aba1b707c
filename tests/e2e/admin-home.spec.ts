import sharp from "sharp";
import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["admin", "admin-content", "home", "campaigns"]);

test("the operator adds a home slide and moves a home section with the keyboard on /admin/content, and the home page shows both", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const errors = collectErrors(admin);
  await signIn(admin, "admin@example.com", "admin123");
  const title = `Journey slide ${Date.now() % 100000}`;
  const heading = "Journey's first section";
  // the demo's home sections as they were, put back at the end for the journeys after this one
  const original = (await pageCall(admin, "/admin/content/home/list")).body.contents;
  try {
    // a new slide: a picture (previewed before it is sent), a title, a link
    await openPage(admin, "/admin/content/sliders?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.hc_sliders_title);
    await admin.getByTestId("sliders-new").click();
    await admin.getByTestId("sliders-link").fill("javascript:alert(1)");
    await admin.getByTestId("sliders-save").click();
    // checked in the browser with the server's schema: nothing sent yet
    await expect(admin.getByText(t.v_content_link)).toBeVisible();
    const png = await sharp({ create: { width: 1400, height: 520, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer();
    await admin.getByTestId("sliders-image").setInputFiles({ name: "slide.png", mimeType: "image/png", buffer: png });
    await expect(admin.getByTestId("sliders-preview")).toBeVisible();
    await admin.getByTestId("sliders-title_en").fill(title);
    await admin.getByTestId("sliders-link").fill("/products");
    await admin.getByTestId("sliders-save").click();
    await expect(admin.getByText(t.hc_saved)).toBeVisible();
    await expect(admin.getByTestId("sliders-list")).toContainText(title);

    // the second home section moves first (keyboard only) and gets a heading of its own
    await openPage(admin, "/admin/content/home?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.hc_home_title);
    const secondType = await admin.getByTestId("home-row-1").getAttribute("data-type");
    await admin.getByTestId("home-edit-1").click();
    await admin.getByTestId("home-title-1-en").fill(heading);
    await admin.getByTestId("home-up-1").focus();
    await admin.keyboard.press("Enter");
    await expect(admin.getByTestId("home-row-0")).toHaveAttribute("data-type", secondType ?? "");
    // the focus stays on the moved row (its other button, now that it is first)
    await expect(admin.getByTestId("home-down-0")).toBeFocused();
    await admin.getByTestId("home-save").click();
    await expect(admin.getByText(t.hc_saved)).toBeVisible();
    expect(errors).toEqual([]);

    // a shopper's home page: the new slide is in the slider, the moved section comes first
    await openPage(page, "/?lang=en");
    await expect(page.getByRole("heading", { name: title })).toBeAttached();
    // the page's section headings (the slides' own titles left out): the moved section's comes first
    const slides = ((await pageCall(admin, "/admin/content/sliders/list")).body.items as { title_en: string }[]).map((s) => s.title_en);
    const headings = (await page.locator("main h2").allTextContents()).map((h) => h.trim()).filter((h) => h && !slides.includes(h));
    expect(headings[0]).toBe(heading);
  } finally {
    expect((await pageCall(admin, "/admin/content/home-order", { contents: original })).status).toBe(200);
    const list = (await pageCall(admin, "/admin/content/sliders/list")).body.items as { id: number; title_en: string }[];
    for (const s of list.filter((s) => s.title_en === title))
      expect((await pageCall(admin, `/admin/content/sliders/${s.id}/delete`, {})).status).toBe(200);
  }
});
