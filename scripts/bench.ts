// `npm run bench`: the shop under load on a large catalog, with a bare Node baseline in the same run,
// then its realtime server: idle connections held and broadcast delivery (scripts/bench-realtime.ts).
// With --postgres, the pages again on WORKERS=2 with Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379).
// Then the seller centre's product and order lists as the demo seller, its orders grown to
// --seller-orders (scripts/bench-back-office.ts).
//   npm run bench -- [--products 100000] [--seller-orders 50000] [--seconds 10] [--connections 10] [--postgres] [--port 3290]
// Pages and a JSON call are also loaded as a browser asks for them (Accept-Encoding: br, gzip),
// and the bytes of one answer are printed per encoding.
// --postgres uses a fresh database on the machine's PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/bench_shop); otherwise PGlite under --data-dir (./data-bench).
// Ratios within one run are the figures to quote; absolute numbers drift on a shared machine.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { present } from "../kernel/present";
import { backOfficeBench, printBackOffice, signIn } from "./bench-back-office";
import { benchAddress, buyableProducts, type CheckoutMixResult, checkoutMix } from "./bench-checkout";
import { printResident, residentSampler } from "./bench-memory";
import { printRealtime, realtimeBench } from "./bench-realtime";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    "seller-orders": { type: "string", default: "50000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    postgres: { type: "boolean", default: false },
    "data-dir": { type: "string", default: "./data-bench" },
    port: { type: "string", default: "3290" },
  },
});
/** The processes the bench started: ended with it, also when a part of it fails. */
const started: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
});

const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port); // the shop; the bare Node baseline listens on the next port
const basePort = port + 1;
/** What a browser sends: pages then leave compressed (server/middleware/compression.ts). */
const COMPRESSED = { "Accept-Encoding": "br, gzip" };
// the operator who sends the realtime part's broadcasts: the demo's admin (the seed writes the demo
// into the empty bench database first, so the shop makes no operator from ADMIN_EMAIL)
const BENCH_ADMIN = { email: "admin@example.com", password: "admin123" };
const env: NodeJS.ProcessEnv = {
  ...process.env,
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  SEED_DEMO: "no",
  // the guest page cache (decision 049, on by default at 30 s): the guest rows measure shared pages
  PAGE_CACHE_SECONDS: "30",
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
};
delete env.APP_PATH;
if (values.postgres) {
  env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_shop";
  const url = new URL(env.DATABASE_URL);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [url.pathname.slice(1)]);
  if (!exists.rowCount) await admin.query(`create database ${url.pathname.slice(1).replace(/[^a-z0-9_]/gi, "")}`);
  await admin.end();
} else {
  delete env.DATABASE_URL;
  env.DATA_DIR = values["data-dir"];
}

run("npm", ["run", "build", "--silent"]);
console.log(`seeding ${values.products} products (${values.postgres ? "PostgreSQL" : "PGlite"})…`);
run("npx", ["tsx", "scripts/seed.ts", "--products", String(values.products), "--seller-orders", String(values["seller-orders"])]);

const baseline = await start(
  "node",
  [
    "-e",
    `require("http").createServer((q,s)=>{s.setHeader("content-type","text/plain");s.end("hello")}).listen(${basePort},"127.0.0.1",()=>console.log("ready"))`,
  ],
  basePort,
);
const shop = await start("node", ["build/app-server.mjs"], port);
// it answered its health check, so it was spawned and has a process id
const shopPid = present(shop.pid, "the shop's process id");
const resident = residentSampler(shopPid);
const slug = await firstProductSlug();
const shopSlug = await topShopSlug();

// Pages without a session are the shared guest pages the shop keeps (decision 049); a visitor with a
// session and no account (any well-formed cookie, and its readable companion as a browser sends it)
// gets the page shared by such visitors in its language and currency (decision 054); so does a
// signed-in shopper (the demo customer, signed in on a shared page as a browser does: decision 056).
// A session whose pages are its own (one that began on a page of its own, or a client without the
// readable cookie) gets a page rendered for it alone: OWN_PAGE, the same shopper without that cookie.
const VISITOR = { cookie: `bazaar_session=${randomBytes(32).toString("base64url")}; bazaar_visitor=1` };
const signedIn = await signIn(`http://127.0.0.1:${port}`, "customer@example.com", "customer123");
const SHOPPER = { cookie: `${signedIn.cookie}; bazaar_visitor=1` };
const OWN_PAGE = { cookie: signedIn.cookie };
const filteredListing = "/products?brand=1&brand=3&min_price=20&max_price=500&sort=top_rated";
const targets: [string, number, string, Record<string, string>?][] = [
  ["bare Node http hello (baseline)", basePort, "/"],
  ["home page / (guest: shared page)", port, "/"],
  ["home page / (guest, br, gzip accepted)", port, "/", COMPRESSED],
  ["home page / (visitor: shared page)", port, "/", VISITOR],
  ["home page / (signed in: shared page)", port, "/", SHOPPER],
  ["home page / (signed in, own page: rendered)", port, "/", OWN_PAGE],
  ["listing page /products (guest: shared page)", port, "/products"],
  ["listing page /products (guest, br, gzip accepted)", port, "/products", COMPRESSED],
  ["listing page /products (visitor: shared page)", port, "/products", VISITOR],
  ["listing page /products (signed in: shared page)", port, "/products", SHOPPER],
  ["listing page /products (signed in, own page: rendered)", port, "/products", OWN_PAGE],
  ["listing page /products (own page, br, gzip accepted)", port, "/products", { ...OWN_PAGE, ...COMPRESSED }],
  ["listing page /products?page=50 (own page: rendered)", port, "/products?page=50", OWN_PAGE],
  ["product page /product/{slug} (guest: shared page)", port, `/product/${slug}`],
  ["product page /product/{slug} (visitor: shared page)", port, `/product/${slug}`, VISITOR],
  ["product page /product/{slug} (signed in: shared page)", port, `/product/${slug}`, SHOPPER],
  ["product page /product/{slug} (signed in, own page: rendered)", port, `/product/${slug}`, OWN_PAGE],
  ["product page /product/{slug} (own page, br, gzip accepted)", port, `/product/${slug}`, { ...OWN_PAGE, ...COMPRESSED }],
  // what each shared page costs a visitor with a session besides the page: its own parts (decisions 054, 056)
  ["visitor's own parts /home/visitor-state (visitor)", port, "/home/visitor-state", VISITOR],
  ["a shopper's own parts /home/visitor-state (signed in)", port, "/home/visitor-state", SHOPPER],
  ["listing data /home/filtered_products", port, "/home/filtered_products?type=products&page=1"],
  ["listing data /home/filtered_products (br, gzip accepted)", port, "/home/filtered_products?type=products&page=1", COMPRESSED],
  ["category data /home/filtered_products?type=category", port, `/home/filtered_products?type=category&slug=${await firstCategorySlug()}`],
  [
    "filtered data (category + 2 brands + price + rating, by price)",
    port,
    `/home/filtered_products?type=category&slug=${await firstCategorySlug()}&brand[]=1&brand[]=2&price=${encodeURIComponent('{"min":10,"max":900}')}&rating[]=3&rating[]=5&sort=price_low`,
  ],
  [
    "filtered data, the same (visitor)",
    port,
    `/home/filtered_products?type=category&slug=${await firstCategorySlug()}&brand[]=1&brand[]=2&price=${encodeURIComponent('{"min":10,"max":900}')}&rating[]=3&rating[]=5&sort=price_low`,
    VISITOR,
  ],
  ["search data /home/filtered_products?key=leather (visitor)", port, "/home/filtered_products?type=products&key=leather", VISITOR],
  ["search data, its second page (visitor)", port, "/home/filtered_products?type=products&key=leather&page=2", VISITOR],
  ["filter data /home/filter_data (cached facets)", port, `/home/filter_data?slug=${await firstCategorySlug()}`],
  ["filtered listing page /products?brand=…&min_price=… (guest)", port, filteredListing],
  ["filtered listing page /products?brand=…&min_price=… (visitor)", port, filteredListing, VISITOR],
  ["filtered listing page /products?brand=…&min_price=… (signed in)", port, filteredListing, SHOPPER],
  // a seller's shop: its head, coupons, sections (two product rows) and the shared listing with facets
  ["shop page /shop/{slug} (guest: shared page)", port, `/shop/${shopSlug}`],
  ["shop page /shop/{slug} (visitor: shared page)", port, `/shop/${shopSlug}`, VISITOR],
  ["shop page /shop/{slug} (signed in: shared page)", port, `/shop/${shopSlug}`, SHOPPER],
  ["shop page /shop/{slug} (signed in, own page: rendered)", port, `/shop/${shopSlug}`, OWN_PAGE],
  ["shop page /shop/{slug} (own page, br, gzip accepted)", port, `/shop/${shopSlug}`, { ...OWN_PAGE, ...COMPRESSED }],
  ["filtered shop page /shop/{slug}?rating=…&sort=… (signed in)", port, `/shop/${shopSlug}?rating=4&rating=5&sort=price_low`, SHOPPER],
  ["shop data /shop-page-data/{slug}", port, `/shop-page-data/${shopSlug}`],
];
const rows: { name: string; rps: number; p50: number; p99: number; errors: number; bytes: number }[] = [];
resident.phase("pages and calls (the table above)");
for (const [name, p, path, headers] of targets) {
  await autocannon({ url: `http://127.0.0.1:${p}${path}`, connections, duration: 5, headers }); // warm-up (JIT, pool, caches)
  const r = await autocannon({ url: `http://127.0.0.1:${p}${path}`, connections, duration: seconds, headers });
  // bytes read per answer, headers included (autocannon counts what the socket delivered)
  const bytes = r.requests.total ? r.throughput.total / r.requests.total : 0;
  rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, bytes });
}
// Body bytes of one answer per encoding (raw as sent: no decoding), for the pages and a JSON call.
const sizes: { name: string; identity: number; br: number; gzip: number }[] = [];
for (const [name, path] of [
  ["home page /", "/"],
  ["listing page /products", "/products"],
  ["product page /product/{slug}", `/product/${slug}`],
  ["shop page /shop/{slug}", `/shop/${shopSlug}`],
  ["listing data /home/filtered_products", "/home/filtered_products?type=products&page=1"],
  ["entry script /assets/entry.client-….js", await entryScript()],
] as const) {
  const size = async (encoding?: string) => (await rawGet(port, path, encoding ? { "Accept-Encoding": encoding } : {})).length;
  sizes.push({ name, identity: await size(), br: await size("br"), gzip: await size("gzip") });
}
// the checkout mix: one shopper (its medians approximate server time), then `connections` at once
const shopUrl = `http://127.0.0.1:${port}`;
const mixInput = { productIds: await buyableProducts(shopUrl), address: await benchAddress(shopUrl) };
resident.phase("checkout mix");
await checkoutMix(shopUrl, { ...mixInput, shoppers: 2, seconds: 3 }); // warm-up
const mixes: CheckoutMixResult[] = [];
for (const shoppers of [1, connections]) mixes.push(await checkoutMix(shopUrl, { ...mixInput, shoppers, seconds }));
// the seller centre's lists as the demo seller (seeded with the catalog: the seed grows the demo first)
resident.phase("seller centre");
const backOffice = await backOfficeBench(shopUrl, { email: "seller@example.com", password: "seller123", connections, seconds });
// realtime: 5,000 idle connections held by the shop, then broadcasts to 1,000 of them
resident.phase("realtime: 5,000 connections held, broadcasts");
const realtime = await realtimeBench(shopUrl, shopPid, { ...BENCH_ADMIN, idle: 5000, subscribers: 1000, broadcasts: 20 });
const highestResident = resident.stop();
shop.kill("SIGTERM");
await once(shop, "exit");
// the same pages on WORKERS=2 (PostgreSQL and Redis only: decision 042), after the single process has stopped
const clusterRows: { name: string; single: number; cluster: number }[] = [];
if (values.postgres) {
  const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
  const cluster = await start("node", ["build/app-server.mjs"], port, { WORKERS: "2", REDIS_URL: redisUrl, REDIS_PREFIX: "bench" });
  for (const [name, path, headers] of [
    ["home page / (signed in, own page: rendered)", "/", OWN_PAGE],
    ["listing page /products (signed in, own page: rendered)", "/products", OWN_PAGE],
    ["product page /product/{slug} (signed in, own page: rendered)", `/product/${slug}`, OWN_PAGE],
    ["listing page /products (visitor: shared page)", "/products", VISITOR],
    ["listing page /products (guest: shared page)", "/products", undefined],
  ] as const) {
    const url = `http://127.0.0.1:${port}${path}`;
    await autocannon({ url, connections, duration: 5, headers });
    const r = await autocannon({ url, connections, duration: seconds, headers });
    clusterRows.push({ name, single: rows.find((row) => row.name === name)?.rps ?? 0, cluster: r.requests.average });
  }
  cluster.kill("SIGTERM");
  await once(cluster, "exit");
}
baseline.kill("SIGTERM");
await once(baseline, "exit");

const base = rows[0].rps;
console.log(
  `\n${values.products} products, ${values.postgres ? "PostgreSQL" : "PGlite"}, ${connections} connections, ${seconds} s each, Node ${process.version}\n`,
);
console.log("| target | req/s | × baseline | p50 ms | p99 ms | errors | KB per answer |\n|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / base).toFixed(4)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.bytes / 1024).toFixed(1)} |`,
  );
console.log("\nBody bytes of one answer, as sent (no Accept-Encoding, then br, then gzip):\n");
console.log("| answer | raw KB | br KB | gzip KB | raw ÷ br |\n|---|---:|---:|---:|---:|");
for (const s of sizes)
  console.log(
    `| ${s.name} | ${(s.identity / 1024).toFixed(1)} | ${(s.br / 1024).toFixed(1)} | ${(s.gzip / 1024).toFixed(1)} | ${(s.identity / s.br).toFixed(1)} |`,
  );
console.log("\nCheckout mix (browse /products, add to cart, place a cash-on-delivery order), per step:\n");
console.log(
  "| shoppers | orders/s | browse p50/p99 ms | add p50/p99 ms | place p50/p99 ms | add / place server p50 ms | refused | errors |\n|---:|---:|---:|---:|---:|---:|---:|---:|",
);
for (const m of mixes)
  console.log(
    `| ${m.shoppers} | ${(m.orders / m.seconds).toFixed(1)} | ${m.steps.browse.p50} / ${m.steps.browse.p99} | ${m.steps.add.p50} / ${m.steps.add.p99} | ${m.steps.place.p50} / ${m.steps.place.p99} | ${m.steps.add.serverP50} / ${m.steps.place.serverP50} | ${m.refused} | ${m.errors} |`,
  );
if (clusterRows.length) {
  console.log("\nWORKERS=2 (a primary and two workers on one port) against the single process above:\n");
  console.log("| page | one process req/s | WORKERS=2 req/s | × one process |\n|---|---:|---:|---:|");
  for (const r of clusterRows)
    console.log(`| ${r.name} | ${r.single.toFixed(0)} | ${r.cluster.toFixed(0)} | ${(r.cluster / r.single).toFixed(2)} |`);
}
printBackOffice(backOffice, base);
printRealtime(realtime);
printResident(highestResident);

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

async function start(cmd: string, args: string[], p: number, extra: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(cmd, args, { env: { ...env, ...extra, PORT: String(p) }, stdio: ["ignore", "inherit", "inherit"] });
  started.push(child);
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/healthz`)).status < 500) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${cmd} did not start on ${p}`);
}

/** One GET's body as it came over the wire (Node's http: no decompression). */
function rawGet(p: number, path: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: p, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

async function entryScript(): Promise<string> {
  const html = (await rawGet(port, "/products", {})).toString();
  return /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0] ?? "/assets/missing.js";
}

async function firstProductSlug(): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}/home/filtered_products?type=products&page=3`);
  const body = (await r.json()) as { products: { data: { slug: string }[] } };
  return body.products.data[0].slug;
}

async function firstCategorySlug(): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}/sidebar/categories`);
  const body = (await r.json()) as { categories: { slug: string }[] };
  return body.categories[0].slug;
}

/** The first shop of the sellers' list (best rated): the shop page the bench loads. */
async function topShopSlug(): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}/home/sellers`);
  const body = (await r.json()) as { sellers: { data: { slug: string }[] } };
  return body.sellers.data[0].slug;
}
