// `npm run lighthouse`: Lighthouse (mobile preset) on home, /products, a product page and /cart (with a
// line in it), in English and in Persian, against the production build on a fresh demo database
// (as the browser journeys run). Writes a dated table into docs/performance.md, replacing only
// the part between its markers; the full reports go to a temp folder (printed at the end).
//
//   npm run lighthouse                 # builds first when there is no build
//   npm run lighthouse -- --build      # always build first
//   npm run lighthouse -- --no-write   # print the table, leave docs/performance.md alone
//
// Chromium: CHROME_PATH (default /usr/bin/chromium), started by chrome-launcher with
// --headless=new --no-sandbox --disable-gpu. Port: LIGHTHOUSE_PORT (default 3290).
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const DOC = path.join(root, "docs/performance.md");
const START = "<!-- lighthouse:start (written by scripts/lighthouse.mjs; edits here are replaced) -->";
const END = "<!-- lighthouse:end -->";
const LANGUAGES = ["en", "fa"];

if (args.has("--build") || !existsSync(path.join(root, "build/app-server.mjs"))) {
  console.log("building…");
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

/** The shop on a fresh demo database (scripts/e2e-server.mjs), ready when /healthz answers. */
async function startShop() {
  const child = spawn(process.execPath, [path.join(root, "scripts/e2e-server.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", APP_URL: origin },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("the shop did not answer /healthz within 180 s");
}

/** A guest session with one line in its cart: the cookie to send with the /cart runs. */
async function cartCookie(productId) {
  const home = await fetch(`${origin}/`);
  const cookies = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(home);
  const token = /id="token" value="([^"]*)"/.exec(await home.text())?.[1];
  if (!token) throw new Error("no CSRF token on the home page");
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const added = await fetch(`${origin}/user/addToCart`, {
    method: "POST",
    headers: { "content-type": "application/json", "csrf-token": token, cookie: header() },
    body: JSON.stringify({ id: productId, quantity: 1 }),
  });
  keep(added);
  const body = await added.json();
  if (!added.ok || !body.carts?.length) throw new Error(`adding to the cart failed: ${added.status} ${JSON.stringify(body).slice(0, 200)}`);
  return header();
}

/** A product a guest can put straight into the cart (no variants, in stock), and its slug. */
async function pickProduct() {
  const list = await (await fetch(`${origin}/home/filtered_products?sort=newest&paginate=24`)).json();
  for (const p of list.products.data) {
    const d = await (await fetch(`${origin}/home/product-details/${p.slug}`)).json();
    const pr = d.product;
    if (!pr.has_variant && !pr.is_classified && !pr.is_catalog && !pr.is_digital && pr.current_stock > 0) return pr;
  }
  throw new Error("no simple product in stock among the newest 24");
}

// every page at its language's own URL: a bare URL answers in the session's language, which an earlier ?lang=fa run may have set
const withLang = (url, lang) => `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`;
const ms = (v) => (v === undefined ? "–" : `${(v / 1000).toFixed(1)} s`);
const score = (c) => (c?.score === null || c?.score === undefined ? "–" : String(Math.round(c.score * 100)));

const shop = await startShop();
const reportsDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
let chrome;
const rows = [];
try {
  const product = await pickProduct();
  const cookie = await cartCookie(product.id);
  const pages = [
    { name: "home", path: "/" },
    { name: "listing", path: "/products" },
    { name: "product", path: `/product/${product.slug}` },
    { name: "cart (1 line)", path: "/cart", headers: { Cookie: cookie } },
  ];
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  for (const page of pages) {
    for (const lang of LANGUAGES) {
      const url = `${origin}${withLang(page.path, lang)}`;
      process.stdout.write(`lighthouse ${url} … `);
      // a trace that failed to record (NO_NAVSTART and the like, on a loaded machine): run again, up to three tries
      let result;
      for (let attempt = 1; attempt <= 3; attempt++) {
        result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            extraHeaders: page.headers,
          },
          undefined, // the default config: mobile, simulated throttling
        );
        if (!result.lhr.runtimeError) break;
        process.stdout.write(`(${result.lhr.runtimeError.code}, again) `);
      }
      const lhr = result.lhr;
      const file = path.join(reportsDir, `${page.name.split(" ")[0]}-${lang}.json`);
      writeFileSync(file, result.report);
      const a = lhr.audits;
      const row = {
        page: page.name,
        lang,
        path: withLang(page.path.replace(product.slug, "{slug}"), lang),
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories["best-practices"]),
        seo: score(lhr.categories.seo),
        lcp: ms(a["largest-contentful-paint"]?.numericValue),
        cls: a["cumulative-layout-shift"]?.numericValue?.toFixed(3) ?? "–",
        tbt: a["total-blocking-time"]?.numericValue === undefined ? "–" : `${Math.round(a["total-blocking-time"].numericValue)} ms`,
        failing: Object.values(lhr.categories)
          .filter((c) => c.id !== "performance")
          .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && a[r.id].score !== null && a[r.id].score < 1).map((r) => r.id)),
        errors: lhr.runtimeError?.message,
      };
      rows.push(row);
      console.log(
        `P ${row.performance} A ${row.accessibility} BP ${row.bestPractices} SEO ${row.seo} LCP ${row.lcp} CLS ${row.cls} TBT ${row.tbt}` +
          (row.failing.length ? `  (failing: ${row.failing.join(", ")})` : ""),
      );
    }
  }
} finally {
  if (chrome) await chrome.kill();
  shop.kill();
}

const stamp = new Date()
  .toISOString()
  .replace(/:\d\d\.\d+Z$/, " UTC")
  .replace("T", " ");
const table = [
  `## Lighthouse, mobile (latest run: ${stamp})`,
  "",
  "`npm run lighthouse` (scripts/lighthouse.mjs): Lighthouse " +
    JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version +
    ", default mobile preset (simulated slow 4G, 4× CPU slowdown), Debian's Chromium headless, production build on a fresh demo",
  "database, one run per page. Each page is measured at its language's URL (`?lang=en`, `?lang=fa`). The machine is shared (2 cores), so",
  "performance moves by several points from run to run; the other three categories do not.",
  "",
  "| page | lang | URL | performance | accessibility | best practices | SEO | LCP | CLS | TBT |",
  "| ---- | ---- | --- | ----------: | ------------: | -------------: | --: | --: | --: | --: |",
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.lang} | \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} |`,
  ),
  "",
  ...(rows.some((r) => r.failing.length)
    ? [
        "Audits below 100 % outside performance:",
        "",
        ...rows.filter((r) => r.failing.length).map((r) => `- ${r.page} (${r.lang}): ${r.failing.join(", ")}`),
        "",
      ]
    : []),
].join("\n");

console.log(`\n${table}\nfull reports: ${reportsDir}`);
if (!args.has("--no-write")) {
  const doc = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Performance\n";
  const section = `${START}\n${table}\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const next = start >= 0 && end > start ? doc.slice(0, start) + section + doc.slice(end + END.length) : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, next);
  // the table as Biome lays it out, so that `npm run lint` stays green
  execSync("npx biome format --write docs/performance.md", { cwd: root, stdio: "ignore" });
  console.log("docs/performance.md updated");
}
