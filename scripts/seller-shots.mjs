// Screenshots of the seller centre's product pages, en and fa, 1280 and 390 px, as the demo seller:
//   node scripts/seller-shots.mjs [baseUrl] [outDir]
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${base}/login?lang=en`);
await page.waitForLoadState("networkidle");
await page.locator("[data-testid=login-form] [name=email]").fill("seller@example.com");
await page.locator("[data-testid=login-form] [name=password]").fill("seller123");
await page.locator("[data-testid=login-form] button[type=submit]").click();
await page.waitForURL((u) => !u.pathname.startsWith("/login"));
await page.goto(`${base}/seller/products?lang=en`);
await page.waitForLoadState("networkidle");
const editHref = await page.locator("[data-testid=seller-products-table] tbody a").first().getAttribute("href");
const pages = { list: "/seller/products", new: "/seller/products/new", edit: editHref, import: "/seller/products/import" };
for (const lang of ["en", "fa"])
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${base}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${out}/seller-${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
// the states that matter: the editor's field errors and the import's per-row report
const csv = "name_en,category_id,price,stock\nGood mug,999999,9.50,3\nBad mug,,12.345,-1\n";
for (const lang of ["en", "fa"])
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}/seller/products/new?lang=${lang}`);
    await page.waitForLoadState("networkidle");
    await page.getByTestId("sp-save").click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/seller-new-errors-${lang}-${width}.png` });
    await page.goto(`${base}/seller/products/import?lang=${lang}`);
    await page.waitForLoadState("networkidle");
    await page.locator("input[name=file]").setInputFiles({ name: "p.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.locator("[data-testid=sp-import-form] button[type=submit]").click();
    await page.getByTestId("sp-import-report").waitFor();
    await page.screenshot({ path: `${out}/seller-import-report-${lang}-${width}.png`, fullPage: true });
  }
await browser.close();
