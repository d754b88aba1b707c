import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Database, rowsOf } from "../db/client";
import { orderGroups, orderLines, orders } from "../db/schema";

/** Quoted column names of a table, less the ones the copy writes itself. */
function columnsOf(table: PgTable, except: string[]): string[] {
  return Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((name) => !except.includes(name));
}

const list = (names: string[], prefix = "") => sql.raw(names.map((n) => `${prefix}"${n}"`).join(", "));

/**
 * Grow one shop's orders to `target` for the back-office bench (`npm run seed -- --seller-orders N`):
 * the shop's existing orders (the demo seller's, in every status) are copied round-robin with
 * their group and lines, new codes `BENCH<n>` and dates spread over the past minutes, in one
 * transaction. Only the order tables are written: no ledger entries, stock or notices follow,
 * so it is for a benchmark database, never a real shop. Answers the number of orders added.
 */
export async function growShopOrders(db: Database, opts: { shopId: number; target: number }): Promise<number> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from orders where shop_id = ${opts.shopId}`));
  return copyOrders(db, opts.shopId, opts.target - n);
}

async function copyOrders(db: Database, shopId: number, missing: number): Promise<number> {
  if (missing <= 0) return 0;
  const groupColumns = columnsOf(orderGroups, ["id", "code", "idempotency_key", "created_at", "updated_at"]);
  const orderColumns = columnsOf(orders, ["id", "group_id", "code", "created_at", "updated_at"]);
  const lineColumns = columnsOf(orderLines, ["id", "order_id"]);
  const ago: SQL = sql`now() - (b.g || ' minutes')::interval`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table bench_orders on commit drop as
      select g, (t.ids)[1 + g % cardinality(t.ids)] as template
      from generate_series(1, ${missing}) g,
           (select array_agg(id order by id) as ids from orders where shop_id = ${shopId}) t
      where cardinality(t.ids) > 0`);
    await tx.execute(sql`insert into order_groups (code, idempotency_key, created_at, updated_at, ${list(groupColumns)})
      select 'BENCH' || b.g, 'bench-' || b.g || '-' || gen_random_uuid(), ${ago}, ${ago}, ${list(groupColumns, "tg.")}
      from bench_orders b join orders t on t.id = b.template join order_groups tg on tg.id = t.group_id`);
    await tx.execute(sql`insert into orders (group_id, code, created_at, updated_at, ${list(orderColumns)})
      select ng.id, 'BENCH' || b.g || '-1', ${ago}, ${ago}, ${list(orderColumns, "t.")}
      from bench_orders b join orders t on t.id = b.template join order_groups ng on ng.code = 'BENCH' || b.g`);
    await tx.execute(sql`insert into order_lines (order_id, ${list(lineColumns)})
      select o.id, ${list(lineColumns, "l.")}
      from bench_orders b join orders o on o.code = 'BENCH' || b.g || '-1' join order_lines l on l.order_id = b.template`);
  });
  return missing;
}
