// `npm run seed -- --products 100000`: grow the catalog to N products (for benchmarks);
// `--seller-orders N` also grows the demo seller's orders to N (copies of its own, for the
// back-office bench; order tables only).
// Seeds the demo shop first when the database is empty. Uses DATABASE_URL, else PGlite under DATA_DIR.
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pino from "pino";
import { rowsOf } from "../db/client";
import { products } from "../db/schema";
import { growShopOrders } from "../seed/bench-orders";
import { loadCatalogRefs } from "../seed/catalog-refs";
import { isEmpty, refreshShopCounts, seedDemo } from "../seed/demo";
import { seedProducts } from "../seed/demo-products";
import { openDatabase } from "../server/boot";
import { readEnv } from "../server/env";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "2000" },
    "seller-orders": { type: "string", default: "0" },
    "data-dir": { type: "string" },
  },
});
const target = Number(values.products);
if (!Number.isInteger(target) || target < 1 || target > 5_000_000) {
  console.error("error: --products must be a whole number between 1 and 5000000");
  process.exit(1);
}
const sellerOrders = Number(values["seller-orders"]);
if (!Number.isInteger(sellerOrders) || sellerOrders < 0 || sellerOrders > 5_000_000) {
  console.error("error: --seller-orders must be a whole number between 0 and 5000000");
  process.exit(1);
}
if (values["data-dir"]) process.env.DATA_DIR = values["data-dir"];

const env = readEnv();
const log = pino({ level: env.LOG_LEVEL });
const started = Date.now();
const database = await openDatabase(env, log);
await database.migrate();
const db = database.db;
if (await isEmpty(db)) await seedDemo(db, { uploadsDir: path.join(env.dataDir, "uploads"), products: Math.min(target, 2000), log });

const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
if (n < target) {
  const refs = await loadCatalogRefs(db);
  const missing = target - n;
  // A big load builds the secondary indexes and checks the foreign keys once at the end instead of row by row.
  const big = missing >= 20_000;
  const foreignKeys = big ? await dropForeignKeys() : [];
  const indexes = big ? await dropSecondaryIndexes() : [];
  // a transaction per 100,000 products: a stopped run keeps what it wrote, and the next run adds the rest
  const chunk = 100_000;
  for (let done = 0; done < missing; done += chunk) {
    const count = Math.min(chunk, missing - done);
    await db.transaction((tx) => seedProducts(tx as never, refs, { count, start: n + done, batchSize: 2000 }));
    process.stdout.write(`\r${n + done + count} / ${target} products (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write("\n");
  if (big) {
    const built = Date.now();
    await rebuild(indexes, foreignKeys);
    console.log(`indexes and foreign keys rebuilt (${((Date.now() - built) / 1000).toFixed(1)} s)`);
  }
  await refreshShopCounts(db);
  await db.execute(sql`vacuum analyze`);
}
/** Drop the indexes of products and variants that back no constraint; returns their definitions. */
async function dropSecondaryIndexes(): Promise<string[]> {
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('products', 'product_variants')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const rows = rowsOf<{ name: string; definition: string }>(result);
  for (const r of rows) await db.execute(sql.raw(`drop index if exists "${r.name}"`));
  return rows.map((r) => r.definition);
}
/** Drop the foreign keys that products and variants hold (each checked once per row while written); returns how to add them back. */
async function dropForeignKeys(): Promise<string[]> {
  const result = await db.execute(sql`
    select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as definition from pg_constraint c
    where c.contype = 'f' and c.conrelid in ('products'::regclass, 'product_variants'::regclass)`);
  const rows = rowsOf<{ tbl: string; name: string; definition: string }>(result);
  for (const r of rows) await db.execute(sql.raw(`alter table ${r.tbl} drop constraint "${r.name}"`));
  return rows.map((r) => `alter table ${r.tbl} add constraint "${r.name}" ${r.definition}`);
}
/** The indexes back (with more memory for sorting on PostgreSQL), then the foreign keys (each checked in one pass). */
async function rebuild(indexes: string[], foreignKeys: string[]) {
  await db.transaction(async (tx) => {
    if (database.kind === "postgres") await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const definition of indexes) await tx.execute(sql.raw(definition));
    for (const definition of foreignKeys) await tx.execute(sql.raw(definition));
  });
}

if (sellerOrders > 0) {
  const [shop] = rowsOf<{ id: number }>(
    await db.execute(sql`select s.id from shops s join users u on u.id = s.owner_id where u.email = 'seller@example.com'`),
  );
  if (!shop) throw new Error("--seller-orders needs the demo seller (seller@example.com)");
  const added = await growShopOrders(db, { shopId: shop.id, target: sellerOrders });
  if (added > 0) for (const table of ["orders", "order_groups", "order_lines"]) await db.execute(sql.raw(`analyze ${table}`));
  console.log(`the demo seller's shop holds ${Math.max(sellerOrders, 0)} orders or more (${added} added)`);
}
console.log(`catalog holds ${Math.max(n, target)} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
await database.close();
