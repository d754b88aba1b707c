import sharp from "sharp";
import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["admin", "admin-catalog"]);
const picture = async (background: string) => ({
  name: "picture.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer(),
});

test("the operator adds a brand with its logo and a category with its picture; the brands page and the category menu show them", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const errors = collectErrors(admin);
  const tag = Date.now().toString(36);
  const brandName = `Juniper ${tag}`;
  const categoryName = `Tea rooms ${tag}`;
  let brandId: number | undefined;
  let categoryId: number | undefined;
  await signIn(admin, "admin@example.com", "admin123");
  try {
    await openPage(admin, "/admin/catalog/brands?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.cat_brands_title);
    await expect(admin.getByTestId("admin-nav").getByText(t.admin_nav_categories)).toBeVisible();
    await admin.getByTestId("cat-new").click();
    const brandForm = admin.getByTestId("brand-editor");
    await brandForm.getByTestId("cat-name.en").fill(brandName);
    await brandForm.getByTestId("cat-name.fa").fill(`جونیپر ${tag}`);
    // the slug follows the English name; a bad one is refused beside its field before anything is sent
    await brandForm.getByTestId("cat-name.fa").blur();
    await expect(brandForm.getByTestId("cat-slug")).toHaveValue(`juniper-${tag}`);
    await brandForm.getByTestId("cat-slug").fill("Not a slug!");
    await brandForm.getByTestId("cat-save").click();
    await expect(brandForm.getByText(t.cat_v_slug)).toBeVisible();
    await brandForm.getByTestId("cat-slug").fill(`juniper-${tag}`);
    await brandForm.getByTestId("cat-position").fill("0");
    await brandForm.getByTestId("cat-logo").setInputFiles(await picture("#2a6"));
    await brandForm.getByTestId("cat-save").click();
    await expect(admin.getByText(t.cat_saved)).toBeVisible();
    await expect(admin.getByTestId("brand-editor")).toHaveCount(0);
    await expect(admin.getByTestId("brands-table").getByText(brandName)).toBeVisible();
    const brands = await pageCall(admin, "/admin/catalog/brands/list");
    brandId = brands.body.brands.find((b: { slug: string }) => b.slug === `juniper-${tag}`)?.id;
    expect(brandId).toBeDefined();

    // the shop's brands page shows it with the uploaded logo
    await openPage(page, "/brands?lang=en");
    const card = page.getByTestId("brand-card").filter({ hasText: brandName });
    await expect(card).toBeVisible();
    const logo = card.locator("img");
    await expect(logo).toHaveAttribute("src", /\/uploads\/brands\/juniper-[a-z0-9]+-[0-9a-f]{16}-130x93\.webp$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(130);

    // a top-level category with an icon and a picture
    await openPage(admin, "/admin/catalog/categories?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.cat_categories_title);
    await admin.getByTestId("cat-new").click();
    const categoryForm = admin.getByTestId("category-editor");
    await categoryForm.getByTestId("cat-name.en").fill(categoryName);
    await categoryForm.getByTestId("cat-name.ar").fill(`غرف الشاي ${tag}`);
    await categoryForm.getByTestId("cat-slug").fill(`tea-rooms-${tag}`);
    await categoryForm.getByTestId("cat-icon").fill("coffee");
    await categoryForm.getByTestId("cat-commission_rate").fill("250");
    await categoryForm.getByTestId("cat-save").click();
    await expect(categoryForm.getByText(t.cat_v_commission)).toBeVisible();
    await categoryForm.getByTestId("cat-commission_rate").fill("7.5");
    await categoryForm.getByTestId("cat-image").setInputFiles(await picture("#c63"));
    await categoryForm.getByTestId("cat-save").click();
    await expect(admin.getByText(t.cat_saved)).toBeVisible();
    await expect(admin.getByTestId("categories-table").getByText(categoryName)).toBeVisible();
    const list = await pageCall(admin, "/admin/catalog/categories/list");
    const made = list.body.categories.find((c: { slug: string }) => c.slug === `tea-rooms-${tag}`);
    categoryId = made?.id;
    expect(made).toMatchObject({ commission_rate: "7.50", icon: "coffee", depth: 0 });

    // the storefront's category menu and the all-categories page show it at once
    await openPage(page, "/?lang=en");
    await page.getByRole("link", { name: t.all_categories }).first().hover();
    await expect(page.locator(`a[href="/category/tea-rooms-${tag}"]`).first()).toBeVisible();
    await openPage(page, "/categories?lang=en");
    await expect(page.locator("#main").getByRole("link", { name: categoryName })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    // leave the demo as it was for the journeys after this one
    if (categoryId) expect((await pageCall(admin, `/admin/catalog/categories/${categoryId}/delete`, {})).status).toBe(200);
    if (brandId) expect((await pageCall(admin, `/admin/catalog/brands/${brandId}/delete`, {})).status).toBe(200);
  }
});
