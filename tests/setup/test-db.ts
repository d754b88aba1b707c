import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "../../db/client";

/**
 * The databases every database suite runs on: PGlite in memory always, and the machine's
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Each suite gets a fresh database.
 */
export const TEST_DATABASES: { name: string; open: () => Promise<DatabaseHandle> }[] = [
  { name: "pglite", open: openMigratedPglite },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", open: openFreshPostgres }] : []),
];

async function openMigratedPglite(): Promise<DatabaseHandle> {
  const handle = await openPglite();
  await handle.migrate();
  return handle;
}

async function openFreshPostgres(): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), () => {});
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
