import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { namedSql, namedStatement } from "../../db/named-statement";
import { sessions } from "../../db/schema";
import { lockCart } from "../../domain/cart/cart-owner";
import { present } from "../setup/present";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The hot paths' statements (decision 058): built once, run by name on the connection they are
 * given; and on PostgreSQL a transaction's `begin` travels with its first statement when that has
 * no parameters (the cart's lock).
 */
describeOnDatabases("named statements", { seed: false }, (on) => {
  let database: DatabaseHandle;
  const name = on.name;
  beforeAll(() => {
    database = on.database;
  });

  const expires = () => new Date(Date.now() + 3_600_000);

  it("is built once, and inside a transaction runs on its connection: it sees the transaction's own rows", async () => {
    let built = 0;
    const read = namedStatement((db) => {
      built++;
      return db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.idHash, sql.placeholder("idHash")))
        .prepare("test_session_by_hash");
    });
    const raw = namedSql(
      "test_session_count",
      sql`select count(*)::int as "n" from "sessions" where "id_hash" = ${sql.placeholder("idHash")}::text`,
    );
    const key = `named-${name}-${Date.now()}`;
    expect(await read(database.db, { idHash: key })).toEqual([]);
    await database.db
      .transaction(async (tx) => {
        await tx.insert(sessions).values({ idHash: key, expiresAt: expires() });
        // on the transaction's connection: the uncommitted row is there
        expect(await read(tx, { idHash: key })).toEqual([{ idHash: key }]);
        expect(rowsOf<{ n: number }>(await raw(tx, { idHash: key }))[0].n).toBe(1);
        if (name === "postgres") {
          // on the pool (another connection): not yet
          expect(await read(database.db, { idHash: key })).toEqual([]);
        }
        throw new Error("undo");
      })
      .catch((err: Error) => expect(err.message).toBe("undo"));
    expect(await read(database.db, { idHash: key })).toEqual([]);
    expect(rowsOf<{ n: number }>(await raw(database.db, { idHash: key }))[0].n).toBe(0);
    // one build for the pool and every transaction
    expect(built).toBe(1);
  });

  it.runIf(name === "postgres")("sends a transaction's begin with its first statement when it has no parameters, else alone", async () => {
    // another connection to the suite's own database (advisory locks are per database)
    const [{ db: current }] = rowsOf<{ db: string }>(await database.db.execute(sql`select current_database() as "db"`));
    const url = new URL(present(process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL"));
    url.pathname = `/${current}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    const sent: string[] = [];
    const base = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
      if (this !== other) sent.push(typeof config === "string" ? config : String((config as { text?: string }).text));
      return (base as (this: pg.Client, ...args: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof base;
    const key = `cart:user:${424242}`;
    const tryLock = async () =>
      (await other.query<{ got: boolean }>("select pg_try_advisory_xact_lock(hashtext($1)) as got", [key])).rows[0].got;
    try {
      await database.db.transaction(async (tx) => {
        await lockCart(tx, { userId: 424242 });
        // the lock is held: the transaction had begun with it
        expect(await tryLock()).toBe(false);
        await tx.insert(sessions).values({ idHash: `begin-${Date.now()}`, expiresAt: expires() });
      });
      expect(await tryLock()).toBe(true);
      expect(sent).toEqual([
        "begin; select pg_advisory_xact_lock(hashtext('cart:user:424242'))",
        expect.stringMatching(/^insert into "sessions"/),
        "commit",
      ]);

      sent.length = 0;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int as "one"`);
      });
      expect(sent).toEqual(["begin", 'select $1::int as "one"', "commit"]);

      // a first statement that fails: the transaction is rolled back and the connection serves the next one
      sent.length = 0;
      const failed = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1 / 0`);
        })
        .catch((err: unknown) => err);
      expect(`${failed} ${(failed as { cause?: unknown }).cause}`).toMatch(/division by zero/);
      expect(sent).toEqual(["begin; select 1 / 0", "rollback"]);
      const counted = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as "n" from "sessions"`));
      expect(counted[0].n).toBeGreaterThan(0);
    } finally {
      pg.Client.prototype.query = base;
      await other.end();
    }
  });
});
