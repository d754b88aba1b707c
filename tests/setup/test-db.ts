import { afterAll, beforeAll, describe } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { type BaseOptions, openPgliteFromBase, openPostgresFromBase } from "./database-bases";

export type { BaseOptions } from "./database-bases";

/**
 * The databases every database suite runs on: PGlite in memory always, and the machine's
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Each suite gets a database of its own,
 * restored from a base migrated and seeded once per run (tests/setup/database-bases.ts).
 */
export const TEST_DATABASES: { name: "pglite" | "postgres"; open: (base?: BaseOptions) => Promise<DatabaseHandle> }[] = [
  { name: "pglite", open: (base = { seed: false }) => openPgliteFromBase(base) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, open: (base: BaseOptions = { seed: false }) => openPostgresFromBase(base) }]
    : []),
];

/** What a suite of `describeOnDatabases` is given. */
export interface SuiteDatabases {
  /** "pglite" or "postgres" */
  name: "pglite" | "postgres";
  /** the suite's database: opened before the suite's own `beforeAll` hooks run, closed after its last test */
  readonly database: DatabaseHandle;
  /** one more database of the same kind, from a base of its own (closed with the suite's) */
  open(base?: BaseOptions): Promise<DatabaseHandle>;
}

/**
 * A suite that runs once on each of TEST_DATABASES (titled "`name` on pglite", "… on postgres"),
 * on a database restored from `base`: `{ products: 30 }` the demo shop with 30 products (what
 * `makeTestApp` would have seeded: it then seeds nothing), `{ seed: false }` the migrated schema.
 */
export function describeOnDatabases(name: string, base: BaseOptions, suite: (databases: SuiteDatabases) => void): void {
  describe.each(TEST_DATABASES)(`${name} on $name`, (kind) => {
    let own: DatabaseHandle | undefined;
    const opened: DatabaseHandle[] = [];
    const databases: SuiteDatabases = {
      name: kind.name,
      get database() {
        if (!own) throw new Error("the suite's database is opened in the suite's first beforeAll");
        return own;
      },
      async open(other = base) {
        const handle = await kind.open(other);
        opened.push(handle);
        return handle;
      },
    };
    beforeAll(async () => {
      own = await databases.open();
    });
    afterAll(async () => {
      await Promise.all(opened.splice(0).map((handle) => handle.close()));
    });
    suite(databases);
  });
}
