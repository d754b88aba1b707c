// The seller centre's product list on one shop with 100,000 products (issue 19's bench): every
// sort, the status, category and search filters, the capped count; median of a few runs each,
// and the plan of the slowest. PostgreSQL only (a fresh database, dropped at the end):
//   npx tsx scripts/bench-seller-products.ts [--products 100000] [--url postgres://postgres@127.0.0.1:5432/test]
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPostgres, rowsOf } from "../db/client";
import type { Ctx } from "../domain/context";
import { SellerListQuery, sellerListWhere, sellerProducts } from "../domain/seller-products/seller-list";
import { Cache } from "../infra/cache";
import { MemoryRateLimiter } from "../infra/rate-limiter";
import { Signer } from "../infra/signer";

const { values } = parseArgs({
  options: { products: { type: "string", default: "100000" }, url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/test" } },
});
const n = Number(values.products);
const name = `bench_seller_${process.pid}`;
const admin = new pg.Client({ connectionString: values.url });
await admin.connect();
await admin.query(`create database ${name}`);
const url = Object.assign(new URL(values.url), { pathname: `/${name}` }).toString();
const handle = await openPostgres(url, () => {});
try {
  await handle.migrate();
  const db = handle.db;
  await db.execute(
    sql`insert into users (email, password_hash, first_name, role, status) values ('bench-seller@example.com', '!', 'Bench', 'seller', 'active')`,
  );
  await db.execute(sql`insert into shops (owner_id, slug, name, verified_at) select id, 'bench-shop', '{"en":"Bench"}', now() from users`);
  await db.execute(
    sql`insert into categories (slug, name, path, depth) select 'cat-' || g, jsonb_build_object('en', 'Category ' || g), '/' || g || '/', 0 from generate_series(1, 20) g`,
  );
  const started = Date.now();
  await db.execute(sql`
    insert into products (shop_id, category_id, slug, name, price_cents, sale_price_cents, stock, status, approval, is_approved, is_visible,
                          search_name, created_at, updated_at)
    select (select id from shops limit 1), (select min(id) from categories) + g % 20, 'p-' || g,
           jsonb_build_object('en', 'Product ' || g), 100 + (g * 7919) % 100000, 100 + (g * 7919) % 100000, (g * 31) % 500,
           case when g % 10 = 0 then 'draft' else 'published' end,
           case when g % 50 = 0 then 'pending' else 'approved' end, g % 50 <> 0, g % 10 <> 0 and g % 50 <> 0,
           'product ' || g || case when g % 1000 = 0 then ' lantern' else '' end,
           now() - (g || ' minutes')::interval, now() - ((g * 13) % 100000 || ' minutes')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`analyze products`);
  console.log(`${n} products in one shop written in ${Date.now() - started} ms`);
  const ctx: Ctx = {
    db,
    now: () => new Date(),
    cache: new Cache(),
    log: { info() {}, warn() {}, error() {} },
    limiter: new MemoryRateLimiter(),
    signer: new Signer("bench-seller-products"),
    publicUrl: "",
    mediaBase: "/uploads",
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const [{ id: shopId }] = await rows<{ id: number }>(sql`select id from shops limit 1`);
  const seller = { userId: 0, shopId, shopSlug: "bench-shop" };
  const [{ id: categoryId }] = await rows<{ id: number }>(sql`select min(id) + 3 as id from categories`);
  const cases: Record<string, Record<string, string>> = {
    "updated (default)": {},
    newest: { sort: "newest" },
    "price low→high": { sort: "price_asc" },
    "price high→low, page 200": { sort: "price_desc", page: "200" },
    "stock low→high": { sort: "stock_asc" },
    "status pending": { status: "pending" },
    "status draft, stock high→low": { status: "draft", sort: "stock_desc" },
    category: { category_id: String(categoryId) },
    "search 'lantern'": { q: "lantern" },
    "search 'product 4242'": { q: "product 4242" },
  };
  let slowest = { label: "", ms: 0, query: {} as Record<string, string> };
  for (const [label, query] of Object.entries(cases)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      total = (await sellerProducts(ctx, seller, query, { locale: "en" })).total;
      times.push(performance.now() - t0);
    }
    const median = times.sort((a, b) => a - b)[2];
    if (median > slowest.ms) slowest = { label, ms: median, query };
    console.log(`${label.padEnd(32)} ${median.toFixed(1).padStart(7)} ms  (total ${total})`);
  }
  const q = SellerListQuery.parse(slowest.query);
  const plan = await rows<{ "QUERY PLAN": string }>(
    sql`explain analyze select id from products where ${sellerListWhere(shopId, q)} order by updated_at desc, id desc limit 20`,
  );
  console.log(`\nplan of the list query of "${slowest.label}" (sorted by what changed last):`);
  for (const row of plan) console.log(row["QUERY PLAN"]);
} finally {
  await handle.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
