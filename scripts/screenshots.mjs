// Screenshots of the main pages, LTR and RTL, desktop and phone: node scripts/screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "screenshots";
const only = process.argv[4]?.split(",");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const productSlug = (await (await fetch(`${base}/home/filtered_products?type=products&page=2`)).json()).products.data[0].slug;
const pages = {
  home: "/",
  products: "/products",
  product: `/product/${productSlug}`,
  categories: "/categories",
  brands: "/brands",
  sellers: "/sellers",
  about: "/page/about",
  missing: "/no/such/page",
  category: "/category/electronics",
};
for (const [lang, width] of [
  ["en", 1280],
  ["fa", 1280],
  ["en", 360],
  ["fa", 360],
]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 760 } });
  await page.addInitScript(() => localStorage.setItem("popup", "1"));
  for (const [name, path] of Object.entries(pages)) {
    if (only && !only.includes(name)) continue;
    await page.goto(`${base}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
