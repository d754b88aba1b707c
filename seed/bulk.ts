import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Database, rowsOf } from "../db/client";
import { present } from "../kernel/present";

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
  const { json, list } = jsonRecords(table, rows);
  const back: SQL = returning.length ? sql.raw(` returning ${returning.map((c) => `"${c}"`).join(", ")}`) : sql.raw("");
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const result = await db.execute(
    sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)${back}`,
  );
  return rowsOf<Record<string, unknown>>(result);
}

/**
 * Parent rows and their children in ONE statement (one round trip: a bulk writer can build its
 * next batch while the database writes this one). Each child names its parent by the parent's
 * unique `key` column value (`parentKey`); the statement puts the new parent's id into the
 * child's `foreignKey` column. Same field rules as `insertJsonRows`.
 */
export async function insertWithChildren<P extends PgTable, C extends PgTable>(
  db: Database,
  parent: { table: P; rows: Record<string, unknown>[]; key: string },
  child: { table: C; rows: { parentKey: string; row: Record<string, unknown> }[]; foreignKey: string },
): Promise<void> {
  if (!parent.rows.length) return;
  const p = jsonRecords(parent.table, parent.rows);
  const parentTable = sql.raw(`"${getTableName(parent.table)}"`);
  const key = sql.raw(`"${columnOf(parent.table, parent.key).name}"`);
  const insertParents = sql`insert into ${parentTable} (${p.list}) select ${p.list} from json_populate_recordset(null::${parentTable}, ${p.json}::json) returning id, ${key}`;
  if (!child.rows.length) {
    await db.execute(insertParents);
    return;
  }
  const c = jsonRecords(
    child.table,
    child.rows.map((r) => r.row),
    child.rows.map((r) => r.parentKey),
  );
  const childColumns = getTableColumns(child.table) as Record<string, { name: string; getSQLType(): string }>;
  const byName = new Map(Object.values(childColumns).map((col) => [col.name, col]));
  const definition = sql.raw(
    [`"parent_key" text`, ...c.names.map((n) => `"${n}" ${present(byName.get(n), `column ${n}`).getSQLType()}`)].join(", "),
  );
  const fk = sql.raw(`"${columnOf(child.table, child.foreignKey).name}"`);
  const childTable = sql.raw(`"${getTableName(child.table)}"`);
  const picked = sql.raw(c.names.map((n) => `c."${n}"`).join(", "));
  await db.execute(sql`
    with parent as (${insertParents})
    insert into ${childTable} (${fk}, ${c.list})
    select parent.id, ${picked} from json_to_recordset(${c.json}::json) as c(${definition}) join parent on parent.${key} = c.parent_key`);
}

/** The rows as one JSON text keyed by column names (only the table's fields), and the column list; `parentKeys` adds `parent_key` to each. */
function jsonRecords(table: PgTable, rows: Record<string, unknown>[], parentKeys?: string[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const present = new Set<string>();
  for (const r of rows) for (const f in r) if (f in columns) present.add(f);
  const fields = [...present];
  const names = fields.map((f) => columns[f].name);
  const out: Record<string, unknown>[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const o: Record<string, unknown> = parentKeys ? { parent_key: parentKeys[i] } : {};
    for (let j = 0; j < fields.length; j++) o[names[j]] = toJson(r[fields[j]]);
    out[i] = o;
  }
  return { json: JSON.stringify(out), names, list: sql.raw(names.map((n) => `"${n}"`).join(", ")) };
}

function columnOf(table: PgTable, field: string): { name: string } {
  const column = (getTableColumns(table) as Record<string, { name: string }>)[field];
  if (!column) throw new Error(`${getTableName(table)} has no field ${field}`);
  return column;
}

function toJson(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}
