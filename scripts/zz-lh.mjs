import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:3421${p}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  const c = r.lhr.categories;
  const fails = Object.values(r.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary").map((a) => a.id);
  console.log(p, JSON.stringify(Object.fromEntries(Object.entries(c).map(([k, v]) => [k, Math.round(v.score * 100)]))), "FCP", Math.round(r.lhr.audits["first-contentful-paint"].numericValue), "LCP", Math.round(r.lhr.audits["largest-contentful-paint"].numericValue), "TBT", Math.round(r.lhr.audits["total-blocking-time"].numericValue), "CLS", r.lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3), fails.join(","));
}
await chrome.kill();
