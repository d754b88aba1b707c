// Interleaved before/after on one database: two builds of the shop already running (BEFORE_URL, AFTER_URL),
// loaded in turns with autocannon (10 connections, SECONDS each, ROUNDS rounds), medians and ratios printed.
//   BEFORE_URL=http://127.0.0.1:3301 AFTER_URL=http://127.0.0.1:3302 SLUG=<product slug> [SHOP=<shop slug>] node scripts/bench-compare.mjs
// ONLY=/shop/x,/products loads just those paths (each must be one of the targets); EXTRA=/a?b,/c adds paths.
import autocannon from "autocannon";

const [before, after] = [process.env.BEFORE_URL, process.env.AFTER_URL];
const slug = process.env.SLUG;
const seconds = Number(process.env.SECONDS ?? 6);
const rounds = Number(process.env.ROUNDS ?? 3);
const shop = process.env.SHOP;
const only = process.env.ONLY?.split(",");
const targets = [
  ["/", {}],
  ["/products", {}],
  [`/product/${slug}`, {}],
  ...(shop ? [[`/shop/${shop}`, {}]] : []),
  ["/home/filtered_products", {}],
  ["/products", { "accept-encoding": "br, gzip" }],
  ...(process.env.EXTRA ? process.env.EXTRA.split(",").map((p) => [p, {}]) : []),
].filter(([path, headers]) => !only || (only.includes(path) && !headers["accept-encoding"]));
const run = (url, headers) =>
  new Promise((res, rej) => autocannon({ url, connections: 10, duration: seconds, headers }, (e, r) => (e ? rej(e) : res(r))));
const results = {};
for (let i = 0; i < rounds; i++)
  for (const [path, headers] of targets)
    for (const [name, base] of i % 2
      ? [
          ["after", after],
          ["before", before],
        ]
      : [
          ["before", before],
          ["after", after],
        ]) {
      const r = await run(base + path, headers);
      const key = `${path}${headers["accept-encoding"] ? " (br)" : ""}`;
      results[key] ??= { before: [], after: [] };
      results[key][name].push({
        rps: r.requests.average,
        bytes: r.throughput.average / Math.max(r.requests.average, 1),
        non2xx: r.non2xx,
        errors: r.errors,
      });
    }
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [key, v] of Object.entries(results)) {
  const b = median(v.before.map((x) => x.rps)),
    a = median(v.after.map((x) => x.rps));
  const bb = median(v.before.map((x) => x.bytes)),
    ab = median(v.after.map((x) => x.bytes));
  console.log(
    `${key.padEnd(40)} before ${b.toFixed(0).padStart(5)} req/s ${(bb / 1024).toFixed(1).padStart(6)} KB | after ${a.toFixed(0).padStart(5)} req/s ${(ab / 1024).toFixed(1).padStart(6)} KB | ratio ${(a / b).toFixed(2)} | errors ${v.before.concat(v.after).reduce((n, x) => n + x.errors + x.non2xx, 0)}`,
  );
}
