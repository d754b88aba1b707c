import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** What drizzle's `.prepare(name)` makes: run with the values of its `sql.placeholder`s. */
interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** What this module uses of drizzle's session (node-postgres' and PGlite's alike): the connection and the statement maker. */
interface StatementSession {
  client: unknown;
  prepareQuery(query: Query, fields: undefined, name: string, isResponseInArrayMode: boolean): unknown;
}

function isStatementSession(session: unknown): session is StatementSession {
  return (
    typeof session === "object" &&
    session !== null &&
    "client" in session &&
    "prepareQuery" in session &&
    typeof session.prepareQuery === "function"
  );
}

/** The connection a database handle (the pool, or one transaction's connection) runs statements on. */
function sessionOf(db: Database): StatementSession {
  const session: unknown = db._.session;
  if (!isStatementSession(session)) throw new Error("drizzle's session has no client or prepareQuery: named statements need them");
  return session;
}

/**
 * A statement of a hot path (the session read, the cart, placing an order), built once per
 * process and run by name on any connection: the pool, or a transaction's. Two costs go: drizzle
 * building the text again on every call (half a millisecond for the cart's wide read, more for the
 * placing statement), and PostgreSQL parsing and planning it again (node-postgres prepares a
 * named statement once per connection; PGlite ignores the name). Its values are given as
 * `sql.placeholder(…)`s, so one text serves every call (decision 058).
 *
 * drizzle binds a prepared statement to the connection it was made on; the one made first is the
 * template, and a call on another connection runs a copy of it bound to that connection
 * (`client`, the one field that differs).
 */
export function namedStatement<T>(build: (db: Database) => Prepared<T>): (db: Database, values: Record<string, unknown>) => Promise<T> {
  // one template per driver (node-postgres, PGlite): their prepared statements are not alike
  const templates = new Map<unknown, Prepared<T> & { client: unknown }>();
  return (db, values) => {
    const session = sessionOf(db);
    let template = templates.get(session.constructor);
    if (!template) {
      template = build(db) as Prepared<T> & { client: unknown };
      templates.set(session.constructor, template);
    }
    const bound: Prepared<T> =
      template.client === session.client ? template : Object.create(template, { client: { value: session.client } });
    return bound.execute(values);
  };
}

const dialect = new PgDialect();

/** A named statement written in SQL (its values as `sql.placeholder`s); it answers the driver's raw result (see `rowsOf`). */
export function namedSql(name: string, text: SQL): (db: Database, values: Record<string, unknown>) => Promise<unknown> {
  const query = dialect.sqlToQuery(text);
  return namedStatement((db) => sessionOf(db).prepareQuery(query, undefined, name, false) as Prepared<unknown>);
}
