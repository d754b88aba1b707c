import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { jobs, mailOutbox } from "../../db/schema";
import { enqueueJob, enqueueJobs, type JobKind } from "../../domain/jobs/queue";
import { type JobHandler, jobWorker } from "../../server/jobs/worker";
import { describeOnDatabases } from "../setup/test-db";

const log = pino({ level: "silent" });

/** Every kind does nothing unless the test says what it does. */
function handlers(overrides: Partial<Record<JobKind, JobHandler>>): Record<JobKind, JobHandler> {
  const nothing: JobHandler = async () => {};
  return {
    mail: nothing,
    "order-notices": nothing,
    "web-push": nothing,
    "realtime-publish": nothing,
    "release-earnings": nothing,
    "payout-batch": nothing,
    ...overrides,
  };
}

/** Issue 18 item 6: the durable queue's rules — once, retried with backoff, dead at the end, reclaimed after a crash. */
describeOnDatabases("the job queue", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let clock = new Date("2026-03-01T10:00:00Z");
  const now = () => clock;
  beforeAll(async () => {
    database = on.database;
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = new Date("2026-03-01T10:00:00Z");
  });
  const rows = () => database.db.select().from(jobs).orderBy(jobs.id);

  it("a failing job waits longer after each failure (doubling), then goes dead with its last error", async () => {
    let calls = 0;
    const worker = jobWorker({
      db: database.db,
      log,
      now,
      pollMs: 0,
      backoffMs: 1_000,
      handlers: handlers({
        mail: async () => {
          calls++;
          throw new Error(`smtp down #${calls}`);
        },
      }),
    });
    await enqueueJob(database.db, { kind: "mail", payload: { to: "a@example.com" }, maxAttempts: 4, runAt: clock });
    const waits: number[] = [];
    for (let i = 1; i <= 4; i++) {
      expect(await worker.round()).toBe(1);
      const [job] = await rows();
      expect(job.attempts).toBe(i);
      if (i < 4) {
        expect(job.state).toBe("queued");
        waits.push(job.runAt.getTime() - clock.getTime());
        // not before its time
        expect(await worker.round()).toBe(0);
        clock = job.runAt;
      } else {
        expect(job.state).toBe("dead");
        expect(job.lastError).toBe("smtp down #4");
        expect(job.finishedAt).not.toBeNull();
      }
    }
    // 1 s, 2 s, 4 s, each within the ±20 % jitter
    waits.forEach((w, i) => {
      expect(w).toBeGreaterThanOrEqual(0.8 * 1_000 * 2 ** i);
      expect(w).toBeLessThanOrEqual(1.2 * 1_000 * 2 ** i);
    });
    // a dead job is not worked again
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await worker.round()).toBe(0);
    expect(calls).toBe(4);
  });

  it("the record a job writes and its completion are one transaction: a failing record leaves nothing and the job is tried again", async () => {
    let fail = true;
    const worker = jobWorker({
      db: database.db,
      log,
      now,
      pollMs: 0,
      backoffMs: 0,
      handlers: handlers({
        mail: async (job) => ({
          write: async (tx) => {
            await tx
              .insert(mailOutbox)
              .values({ to: String((job.payload as { to: string }).to), subject: "once", text: "", status: "kept" });
            if (fail) throw new Error("the database went away half way");
          },
        }),
      }),
    });
    await enqueueJob(database.db, { kind: "mail", payload: { to: "record@example.com" }, runAt: clock });
    await worker.round();
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "record@example.com"))).toEqual([]);
    expect((await rows())[0]).toMatchObject({ state: "queued", attempts: 1 });
    fail = false;
    await worker.drain();
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "record@example.com"))).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ state: "done", attempts: 2 });
  });

  it("a round's jobs are recorded together, each with its own heading; a record that cannot be written fails its job alone", async () => {
    const worker = jobWorker({
      db: database.db,
      log,
      now,
      pollMs: 0,
      backoffMs: 60_000,
      handlers: handlers({
        mail: async (job) => {
          const to = String((job.payload as { to: string }).to);
          return {
            payload: { to, sent: true },
            write: async (tx) => {
              await tx.insert(mailOutbox).values({ to, subject: "round", text: "", status: "kept" });
              if (to === "bad@example.com") throw new Error("this record cannot be written");
            },
          };
        },
      }),
    });
    await enqueueJobs(
      database.db,
      ["one@example.com", "bad@example.com", "two@example.com"].map((to) => ({
        kind: "mail" as const,
        payload: { to, body: "long" },
        runAt: clock,
      })),
    );
    await enqueueJob(database.db, { kind: "web-push", payload: { kept: "as queued" }, runAt: clock });
    expect(await worker.round()).toBe(4);
    const outbox = await database.db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.subject, "round"));
    expect(outbox.map((m) => m.to).sort()).toEqual(["one@example.com", "two@example.com"]);
    expect((await rows()).map((j) => [j.state, j.payload, j.lastError])).toEqual([
      ["done", { to: "one@example.com", sent: true }, null],
      ["queued", { to: "bad@example.com", body: "long" }, "this record cannot be written"],
      ["done", { to: "two@example.com", sent: true }, null],
      // a job that records nothing keeps its payload
      ["done", { kept: "as queued" }, null],
    ]);
    await database.db.delete(mailOutbox).where(eq(mailOutbox.subject, "round"));
  });

  it("a job whose worker died is claimed again once its lease has run out, and not before", async () => {
    let done = 0;
    const make = () =>
      jobWorker({
        db: database.db,
        log,
        now,
        pollMs: 0,
        leaseMs: 60_000,
        handlers: handlers({
          "web-push": async () => {
            done++;
          },
        }),
      });
    await enqueueJob(database.db, { kind: "web-push", payload: {}, runAt: clock });
    // a worker claims it and dies before finishing: the row is left running under its lease
    await database.db.execute(
      sql`update jobs set state = 'running', attempts = 1, locked_by = 'dead-process', locked_until = ${new Date(clock.getTime() + 60_000).toISOString()}`,
    );
    const other = make();
    expect(await other.round()).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    expect(await other.round()).toBe(1);
    expect(done).toBe(1);
    expect((await rows())[0]).toMatchObject({ state: "done", attempts: 2, lockedBy: other.me });
  });

  it("workers in several processes share the queue: each job is worked once", async () => {
    const seen: number[] = [];
    const make = () =>
      jobWorker({
        db: database.db,
        log,
        now,
        pollMs: 0,
        batch: 3,
        handlers: handlers({
          "realtime-publish": async (job) => {
            seen.push((job.payload as { n: number }).n);
            await new Promise((r) => setTimeout(r, 2));
          },
        }),
      });
    await enqueueJobs(
      database.db,
      Array.from({ length: 40 }, (_, n) => ({ kind: "realtime-publish" as const, payload: { n }, runAt: clock })),
    );
    await Promise.all([make().drain(), make().drain(), make().drain()]);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect((await rows()).every((j) => j.state === "done" && j.attempts === 1)).toBe(true);
  });

  it("a job with a key is queued once however often it is asked for; an unknown kind goes dead, not round and round", async () => {
    for (let i = 0; i < 3; i++)
      await enqueueJob(database.db, { kind: "realtime-publish", payload: { notification: 7 }, dedupeKey: "live:7", runAt: clock });
    expect(await rows()).toHaveLength(1);
    await database.db.insert(jobs).values({ kind: "fax", payload: {}, runAt: clock, maxAttempts: 2 });
    const worker = jobWorker({ db: database.db, log, now, pollMs: 0, backoffMs: 0, handlers: handlers({}) });
    await worker.drain();
    const [keyed, fax] = await rows();
    expect(keyed.state).toBe("done");
    expect(fax).toMatchObject({ state: "dead", attempts: 2, lastError: 'no handler for jobs of kind "fax"' });
  });

  it("finished jobs are deleted after a week; dead ones are kept", async () => {
    const old = new Date(clock.getTime() - 8 * 86_400_000);
    await database.db.insert(jobs).values([
      { kind: "mail", state: "done", finishedAt: old },
      { kind: "mail", state: "dead", finishedAt: old },
      { kind: "mail", state: "done", finishedAt: clock },
    ]);
    await jobWorker({ db: database.db, log, now, pollMs: 0, handlers: handlers({}) }).round();
    expect((await rows()).map((j) => j.state)).toEqual(["dead", "done"]);
  });
});
