// Screenshots of the main pages, LTR and RTL, desktop and phone:
//   node scripts/screenshots.mjs [baseUrl] [outDir] [only=name,name] [widths=1280,390]
// Public pages as a guest; cart, checkout and the account pages as the demo customer with one
// product in the cart.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "screenshots";
const only = process.argv[4] && process.argv[4] !== "all" ? process.argv[4].split(",") : null;
const widths = (process.argv[5] ?? "1280,390").split(",").map(Number);
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
const listing = await (await fetch(`${base}/home/filtered_products?type=products&page=2`)).json();
const productSlug = listing.products.data[0].slug;
const buyable = listing.products.data.find((p) => !p.has_variant && p.current_stock > 0 && !p.is_classified && Number(p.price) > 0);
const newestPost = (await (await fetch(`${base}/home/blogs`)).json()).blogs.data[0];
// the demo customer's published classified ad (its product's slug starts "ad-"; decision 032), else any classified product
const classifieds = (await (await fetch(`${base}/home/filtered_products?classified=1&sort=newest&paginate=60`)).json()).products.data;
const classified = classifieds.find((p) => p.slug.startsWith("ad-")) ?? classifieds[0];
const guestPages = {
  home: "/",
  products: "/products",
  product: `/product/${productSlug}`,
  categories: "/categories",
  brands: "/brands",
  sellers: "/sellers",
  shop: "/shop/harbor-electronics",
  about: "/page/about",
  missing: "/no/such/page",
  category: "/category/electronics",
  login: "/login",
  campaigns: "/campaigns",
  campaign: "/campaign/winter-sale",
  "flash-sale": "/flash-sale",
  "daily-deals": "/daily-deals",
  "gift-idea": "/gift-idea",
  "business-idea": "/business-idea",
  blogs: "/blogs",
  "category-blogs": `/category-blogs/${newestPost.category.slug}`,
  blog: `/blog/${newestPost.slug}`,
  contact: "/contact",
  "video-shopping": "/video-shopping",
  video: "/video-shopping/headphones-live-unboxing",
  "affiliate-program": "/affiliate-program",
  "affiliate-register": "/affiliate-register",
  ...(classified ? { "classified-ad": `/product/${classified.slug}`, "classified-listing": "/products?classified=1" } : {}),
};
const customerPages = {
  cart: "/cart",
  checkout: "/checkout",
  dashboard: "/user/dashboard",
  "order-history": "/user/order-history",
  addresses: "/user/addresses",
  "edit-profile": "/user/edit-profile",
  wishlist: "/user/wishlist",
  "followed-shop": "/user/followed-shop",
  "my-wallet": "/my-wallet",
  "my-rewards": "/my-rewards",
  "gift-voucher": "/user/gift-voucher",
  "submit-ad": "/user/submit_ad",
  "manage-ads": "/user/manage_ads",
  notification: "/user/notification",
};
// the admin console (issue 19): every page of its shell
const adminPages = {
  "admin-dashboard": "/admin",
  "admin-sellers": "/admin/sellers",
  "admin-classified-ads": "/admin/classified-ads",
  "admin-wallet-recharges": "/admin/wallet-recharges",
  "admin-payments": "/admin/payments",
  "admin-affiliate-withdrawals": "/admin/affiliate-withdrawals",
  "admin-products": "/admin/products",
  "admin-seller-payouts": "/admin/seller-payouts",
  "admin-jobs": "/admin/jobs",
  "admin-users": "/admin/users",
  "admin-broadcast": "/admin/broadcast",
  "admin-audit-log": "/admin/audit-log",
  "admin-settings": "/admin/settings",
  "admin-currencies": "/admin/currencies",
  "admin-sliders": "/admin/content/sliders",
  "admin-banners": "/admin/content/banners",
  "admin-home": "/admin/content/home",
  "admin-languages": "/admin/languages",
  "admin-language-strings": "/admin/languages/fa/strings?q=cart",
  "admin-payment-methods": "/admin/settings/payments",
  "admin-shipping-tax": "/admin/settings/shipping-tax",
  "admin-categories": "/admin/catalog/categories",
  "admin-brands": "/admin/catalog/brands",
  "admin-attributes": "/admin/catalog/attributes",
  "admin-colours": "/admin/catalog/colours",
  "admin-orders": "/admin/orders",
  "admin-refunds": "/admin/orders?refund=pending",
  // the newest order's page: its code is read from the orders page first
  "admin-order": async (page) => {
    await page.goto(`${base}/admin/orders?lang=en`, { waitUntil: "networkidle" });
    return (await page.locator("[data-testid=admin-order-link]").first().getAttribute("href")) ?? "/admin/orders";
  },
  "admin-reports": "/admin/reports",
  "admin-pages": "/admin/content/pages",
  "admin-blogs": "/admin/content/blogs",
  "admin-blog-edit": "/admin/content/blogs/1",
  "admin-campaigns": "/admin/content/campaigns",
  "admin-campaign-edit": "/admin/content/campaigns/1",
};

/** The seller centre (issue 19), signed in as the demo seller. */
const sellerPages = {
  "seller-dashboard": "/seller",
  "seller-orders": "/seller/orders",
  "seller-products": "/seller/products",
  "seller-product-new": "/seller/products/new",
  "seller-product-import": "/seller/products/import",
  "seller-coupons": "/seller/coupons",
  "seller-shop": "/seller/shop",
  "seller-earnings": "/seller/earnings",
};

/** Sign in with a demo account. */
async function signInAs(context, email, password) {
  const page = await context.newPage();
  await page.goto(`${base}/login?lang=en`, { waitUntil: "networkidle" });
  await page.locator("[data-testid=login-form] [name=email]").fill(email);
  await page.locator("[data-testid=login-form] [name=password]").fill(password);
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.close();
}

/** Sign in as the demo operator. */
const admin = (context) => signInAs(context, "admin@example.com", "admin123");

/** The demo affiliate's pages (decision 030), signed in as affiliate@example.com. */
const affiliatePages = { "affiliate-system": "/affiliate-system" };

async function affiliate(context) {
  const page = await context.newPage();
  await page.goto(`${base}/login?lang=en`, { waitUntil: "networkidle" });
  await page.locator("[data-testid=login-form] [name=email]").fill("affiliate@example.com");
  await page.locator("[data-testid=login-form] [name=password]").fill("affiliate123");
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.close();
}

/** Sign in as the demo customer and put one plain product in the cart. */
async function customer(context) {
  const page = await context.newPage();
  await page.goto(`${base}/login?lang=en`, { waitUntil: "networkidle" });
  await page.locator("[data-testid=login-form] [name=email]").fill("customer@example.com");
  await page.locator("[data-testid=login-form] [name=password]").fill("customer123");
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.evaluate(async (id) => {
    const token = document.getElementById("token").value;
    const headers = { "Content-Type": "application/json", "CSRF-TOKEN": token, Authorization: token, "X-Requested-With": "XMLHttpRequest" };
    const cart = await (await fetch("/cart/list", { headers })).json();
    if (!(cart.carts ?? []).length) await fetch("/user/addToCart", { method: "POST", headers, body: JSON.stringify({ id, quantity: 1 }) });
  }, buyable.id);
  await page.close();
}

async function shoot(pages, context, lang, width) {
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("popup", "1"));
  for (const [name, where] of Object.entries(pages)) {
    if (only && !only.includes(name)) continue;
    const path = typeof where === "function" ? await where(page) : where;
    await page.goto(`${base}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, { waitUntil: "networkidle" });
    if (name === "home") {
      // the later home sections load as they come near the screen: scroll down through them
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(120);
      }
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await page.close();
}

for (const width of widths) {
  for (const lang of ["en", "fa"]) {
    const viewport = { width, height: width > 500 ? 900 : 800 };
    const guest = await browser.newContext({ viewport });
    await shoot(guestPages, guest, lang, width);
    await guest.close();
    if (!only || only.some((n) => n in affiliatePages)) {
      const member = await browser.newContext({ viewport });
      await affiliate(member);
      await shoot(affiliatePages, member, lang, width);
      await member.close();
    }
    if (!only || only.some((n) => n in customerPages)) {
      const signedIn = await browser.newContext({ viewport });
      await customer(signedIn);
      await shoot(customerPages, signedIn, lang, width);
      await signedIn.close();
    }
    if (!only || only.some((n) => n in sellerPages)) {
      const seller = await browser.newContext({ viewport });
      await signInAs(seller, "seller@example.com", "seller123");
      await shoot(sellerPages, seller, lang, width);
      await seller.close();
    }
    if (!only || only.some((n) => n in adminPages)) {
      const operator = await browser.newContext({ viewport });
      await admin(operator);
      await shoot(adminPages, operator, lang, width);
      await operator.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
