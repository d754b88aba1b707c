import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../../db/client";
import { seedDemo } from "../../seed/demo";
import { present } from "./present";

/**
 * What a suite's database starts from: the migrated schema alone (`seed: false`), or the demo
 * shop seeded with `products` products (120 unless said; pictures are not drawn).
 */
export interface BaseOptions {
  products?: number;
  seed?: boolean;
}

/** A database restored from a seeded base: how many products the seed wrote, and the files it wrote beside (downloads). */
export interface SeededBase {
  products: number;
  filesDir: string;
}

/** The databases made from a seeded base, with that base (makeTestApp skips its seed for them). */
export const seededBases = new WeakMap<DatabaseHandle, SeededBase>();

/**
 * Each base is migrated and seeded once per test run (by the first suite that asks for it, in
 * whichever worker) and restored for every suite that starts from it: PGlite from a snapshot
 * file (`dumpDataDir`), PostgreSQL as a copy of a template database. The run's folder and the
 * template databases' prefix come from the global set-up (tests/setup/global-bases.ts); a test
 * file run without it gets a folder of its own process.
 */
function runDir(): string {
  const dir = process.env.TEST_BASES_DIR ?? path.join(os.tmpdir(), `shop-bases-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}
const runId = () => process.env.TEST_BASES_RUN ?? `p${process.pid}`;

const baseKey = (opts: BaseOptions) => (opts.seed === false ? "migrated" : `demo${opts.products ?? 120}`);

async function seedInto(database: DatabaseHandle, opts: BaseOptions, filesDir: string): Promise<void> {
  if (opts.seed === false) return;
  rmSync(filesDir, { recursive: true, force: true });
  await seedDemo(database.db, {
    uploadsDir: path.join(filesDir, "uploads"),
    products: opts.products ?? 120,
    images: false,
    shipping: false,
  });
}

/**
 * Made once for the whole run: the first caller takes a lock file and builds, the others wait
 * for the result to appear. A lock older than `staleMs` (a worker that died building) is taken over.
 */
async function onceForTheRun(name: string, exists: () => Promise<boolean>, build: () => Promise<void>, staleMs = 240_000) {
  const lock = path.join(runDir(), `${name}.lock`);
  for (;;) {
    if (await exists()) return;
    let fd: number | null = null;
    try {
      fd = openSync(lock, "wx");
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > staleMs) rmSync(lock, { force: true });
      } catch {
        // the builder finished and removed it
      }
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      if (!(await exists())) await build();
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

const snapshots = new Map<string, Promise<Blob>>();

/** The PGlite snapshot of a base, read from the run's folder (built there first when missing). */
function pgliteSnapshot(opts: BaseOptions): Promise<Blob> {
  const key = baseKey(opts);
  let kept = snapshots.get(key);
  if (!kept) {
    const file = path.join(runDir(), `pglite-${key}.tar`);
    kept = onceForTheRun(
      `pglite-${key}`,
      async () => existsSync(file),
      async () => {
        const handle =
          opts.seed === false ? await openPglite() : await openPglite(undefined, { from: await pgliteSnapshot({ seed: false }) });
        try {
          if (opts.seed === false) await handle.migrate();
          await seedInto(handle, opts, path.join(runDir(), `files-pglite-${key}`));
          if (!handle.snapshot) throw new Error("a PGlite handle's snapshot is missing");
          const tar = await handle.snapshot();
          await writeFile(`${file}.part`, Buffer.from(await tar.arrayBuffer()));
          renameSync(`${file}.part`, file);
        } finally {
          await handle.close();
        }
      },
    ).then(async () => new Blob([await readFile(file)]));
    snapshots.set(key, kept);
  }
  return kept;
}

/** A handle whose `close` may be called again (a suite that closes early, and its end). */
function closedOnce(handle: DatabaseHandle): DatabaseHandle {
  let closing: Promise<void> | null = null;
  return {
    ...handle,
    close: () => {
      closing ??= handle.close();
      return closing;
    },
  };
}

export async function openPgliteFromBase(opts: BaseOptions): Promise<DatabaseHandle> {
  const handle = closedOnce(await openPglite(undefined, { from: await pgliteSnapshot(opts) }));
  if (opts.seed !== false)
    seededBases.set(handle, { products: opts.products ?? 120, filesDir: path.join(runDir(), `files-pglite-${baseKey(opts)}`) });
  return handle;
}

const serverUrl = () => present(process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL");
const urlOf = (database: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
};

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const templates = new Map<string, Promise<string>>();

/** The template database of a base on the test server (built first when missing). */
function postgresTemplate(opts: BaseOptions): Promise<string> {
  const key = baseKey(opts);
  let kept = templates.get(key);
  if (!kept) {
    const name = `shop_base_${runId()}_${key}`;
    kept = onceForTheRun(
      `postgres-${key}`,
      () => onServer(async (c) => (await c.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1),
      async () => {
        const building = `${name}_building`;
        await onServer(async (c) => {
          await c.query(`drop database if exists ${building} with (force)`);
          if (opts.seed === false) await c.query(`create database ${building}`);
          else await c.query(`create database ${building} template ${await postgresTemplate({ seed: false })}`);
        });
        const handle = await openPostgres(urlOf(building), () => {});
        try {
          if (opts.seed === false) await handle.migrate();
          await seedInto(handle, opts, path.join(runDir(), `files-postgres-${key}`));
        } finally {
          await handle.close();
        }
        await onServer((c) => c.query(`alter database ${building} rename to ${name}`));
      },
    ).then(() => name);
    templates.set(key, kept);
  }
  return kept;
}

export async function openPostgresFromBase(opts: BaseOptions): Promise<DatabaseHandle> {
  const template = await postgresTemplate(opts);
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer((c) => c.query(`create database ${name} template ${template} strategy file_copy`));
  const handle = await openPostgres(urlOf(name), () => {});
  const own = closedOnce({
    ...handle,
    async close() {
      await handle.close();
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  });
  if (opts.seed !== false)
    seededBases.set(own, { products: opts.products ?? 120, filesDir: path.join(runDir(), `files-postgres-${baseKey(opts)}`) });
  return own;
}

/** The global set-up's end: the run's folder and its template databases go. */
export async function removeBases(runDir: string, runId: string): Promise<void> {
  rmSync(runDir, { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) return;
  await onServer(async (c) => {
    const { rows } = await c.query<{ datname: string }>("select datname from pg_database where datname like $1", [`shop_base_${runId}_%`]);
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
  });
}
