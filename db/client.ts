import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { BeginWithFirstStatement } from "./begin-with-first-statement";
import type * as schema from "./schema";

export type Schema = typeof schema;
/**
 * A database handle (the pool, or a transaction). drizzle is given no schema: its relational query
 * builders (`db.query.*`) are not used here, and it would make one per table for every transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `openPglite(undefined, { from })` opens again */
  snapshot?(): Promise<Blob>;
}

/** The rows of a raw `db.execute()` result: node-postgres and PGlite shape it differently. */
export function rowsOf<T>(result: unknown): T[] {
  const withRows = result as { rows?: T[] };
  return withRows.rows ?? (result as T[]);
}

/** The folder holding package.json, found upward from this module (works from source and from the build). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

const migrationsFolder = () => path.join(projectRoot(), "db", "migrations");

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined means in memory (tests); `from` starts it
 * from a `snapshot()` instead of an empty cluster (the test suites' seeded bases).
 */
export async function openPglite(dataDir?: string, opts: { from?: Blob } = {}): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  // Its shared buffers live in the WebAssembly memory, which never shrinks: on disk they are 32 MB
  // (PostgreSQL's 128 MB made ~110 MB more resident at 100k products; the files are in the
  // system's page cache anyway). PGLITE_SHARED_BUFFERS sets another size (decision 051).
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS ?? (dataDir ? "32MB" : undefined);
  const startParams = sharedBuffers ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`] : undefined;
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams, loadDataDir: opts.from }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const pgliteDb = drizzlePglite({ client });
  return {
    db: pgliteDb,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await client.close();
      unlock();
    },
    snapshot: () => client.dumpDataDir("none"),
  };
}

/**
 * PGlite is one process's database: a second process on the same folder corrupts it. A lock
 * file with the owner's pid refuses a second opener; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/[\\/]+$/, "")}.lock`;
  const take = () => writeFileSync(file, String(process.pid), { flag: "wx" });
  try {
    take();
  } catch {
    const owner = Number(readFileSync(file, "utf8").trim());
    if (owner && (owner === process.pid || isAlive(owner)))
      throw new Error(`it is in use by another process (pid ${owner}); stop that one first`);
    rmSync(file, { force: true });
    take();
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    rmSync(file, { force: true });
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function openPostgres(url: string, onPoolError: (err: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: 5000,
    Client: BeginWithFirstStatement,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", onPoolError);
  const probe = await pool.connect();
  probe.release();
  const pgDb = drizzlePg({ client: pool });
  return {
    db: pgDb,
    kind: "postgres",
    async migrate() {
      // Several processes may start at once: one migrates, the others wait for it.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(7272701)");
        await migratePg(pgDb, { migrationsFolder: migrationsFolder() });
      } finally {
        await lock.query("select pg_advisory_unlock(7272701)").catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

/** How many rows an `execute`d insert, update or delete changed (node-postgres and PGlite name it differently). */
export function rowsChanged(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
