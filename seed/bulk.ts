import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf, type Database } from "../db/client";

/**
 * Insert many rows in one statement with a single JSON parameter:
 * `insert … select … from json_populate_recordset(null::table, $1)`. Building a query with
 * thousands of bound parameters cost more than the database's own work (measured with the
 * 100k seed); this costs one string. Keys are the table's TypeScript field names. A field
 * absent from every row takes its column default; a field present in some rows is NULL where
 * absent, so give every row the same fields. Returns the requested columns of the inserted rows.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: Record<string, unknown>[],
  returning: string[] = [],
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((f) => f in columns);
  const names = fields.map((f) => columns[f].name);
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(fields.map((f, i) => [names[i], toJson(r[f])]))));
  const list = sql.raw(names.map((n) => `"${n}"`).join(", "));
  const back: SQL = returning.length ? sql.raw(` returning ${returning.map((c) => `"${c}"`).join(", ")}`) : sql.raw("");
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const result = await db.execute(
    sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)${back}`,
  );
  return rowsOf<Record<string, unknown>>(result);
}

function toJson(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}
