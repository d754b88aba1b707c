import { hostname } from "node:os";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { type JobKind, jobsEnqueued } from "../../domain/jobs/queue";
import type { Logger } from "../../kernel/logger";

export type JobRow = typeof jobs.$inferSelect;

/**
 * What a kind of job does: the outside part (an SMTP send, a push). What it returns, if anything,
 * is the job's record, written in one transaction with marking it done (the outbox row, the
 * notifications), so a job is recorded exactly once; `payload` replaces the job's own payload in
 * that same update (a sent mail keeps only its heading). A throw is a failure: retried later.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: void is meant: a job with nothing to record is an async function without a return (Promise<void>), which `undefined` would refuse
export type JobHandler = (job: JobRow, db: Database) => Promise<void | JobRecord>;

/** What a done job leaves: `write` runs in the transaction that marks it done; `payload` is set in that update. */
export interface JobRecord {
  write?: (tx: Database) => Promise<void>;
  payload?: Record<string, unknown>;
}

export interface WorkerOptions {
  db: Database;
  handlers: Record<JobKind, JobHandler>;
  log: Logger;
  now?: () => Date;
  /** the first retry's wait; each next one doubles it (up to `maxBackoffMs`) */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** a claimed job whose process died is claimed again after this */
  leaseMs?: number;
  /** how many jobs one round takes */
  batch?: number;
  /** how often an idle worker looks (0: only when nudged or drained) */
  pollMs?: number;
}

const DAY_MS = 86_400_000;
/** Finished jobs are kept this long (what was sent, for an operator's look), then deleted; dead ones stay. */
const KEEP_DONE_MS = 7 * DAY_MS;

/**
 * The job worker (decision 035). Each round claims due jobs with `FOR UPDATE SKIP LOCKED`, so
 * several processes share the queue and each job is worked by one; a job is `running` under a
 * lease, and a job whose lease ran out (its process was killed) is claimed again. A failure puts
 * the job back with an exponential backoff (with jitter) until its attempts are used up: then it
 * is `dead`, kept with its last error for an operator.
 */
export function jobWorker(opts: WorkerOptions) {
  const me = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const now = opts.now ?? (() => new Date());
  const backoff = opts.backoffMs ?? 5_000;
  const maxBackoff = opts.maxBackoffMs ?? 3_600_000;
  const lease = opts.leaseMs ?? 5 * 60_000;
  const batch = opts.batch ?? 5;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;
  let sweptAt = 0;

  async function claim(): Promise<JobRow[]> {
    const at = now();
    // the database keeps microseconds, the clock here milliseconds: a job queued earlier in this
    // very millisecond is due too
    const due = new Date(at.getTime() + 1).toISOString();
    // the claimed rows come back whole from the one statement (no second read)
    const claimed = await opts.db
      .update(jobs)
      .set({ state: "running", attempts: sql`${jobs.attempts} + 1`, lockedBy: me, lockedUntil: new Date(at.getTime() + lease) })
      .where(
        sql`${jobs.id} in (
          select id from jobs
          where (state = 'queued' and run_at < ${due})
             or (state = 'running' and locked_until < ${at.toISOString()})
          order by run_at, id
          limit ${batch}
          for update skip locked)`,
      )
      .returning();
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  /** Still ours (a job whose lease ran out may have been taken by another worker). */
  const ours = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, me), eq(jobs.state, "running"));

  /** A job that could not be done: tried again later, or dead once its attempts are used up. */
  async function failed(job: JobRow, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    const dead = job.attempts >= job.maxAttempts;
    const wait = Math.min(maxBackoff, backoff * 2 ** (job.attempts - 1)) * (0.8 + Math.random() * 0.4);
    await opts.db
      .update(jobs)
      .set(
        dead
          ? { state: "dead", finishedAt: now(), lockedUntil: null, lastError: message.slice(0, 1000) }
          : { state: "queued", runAt: new Date(now().getTime() + wait), lockedUntil: null, lastError: message.slice(0, 1000) },
      )
      .where(ours(job))
      .catch((e: unknown) => opts.log.error({ err: e, job: job.id }, "a job's failure could not be recorded"));
    if (dead) opts.log.error({ err, job: job.id, kind: job.kind, attempts: job.attempts }, "job failed for good (dead)");
    else opts.log.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts }, "job failed; it will be tried again");
  }

  /** The outside part of a job (its handler); what it leaves to record, or null when it failed (recorded as such). */
  async function work(job: JobRow): Promise<JobRecord | null> {
    const handler = opts.handlers[job.kind as JobKind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      if (job.attempts > job.maxAttempts) throw new Error("its process stopped while working it too many times");
      return (await handler(job, opts.db)) ?? {};
    } catch (err) {
      await failed(job, err);
      return null;
    }
  }

  /**
   * Mark worked jobs done and write their records, all in one statement and one transaction (a
   * mail round: one update for its mails, then their outbox rows). Only the jobs still ours are
   * recorded. A record that cannot be written undoes the whole lot; each job is then recorded on
   * its own, so one bad record fails its job alone.
   */
  async function recordDone(done: { job: JobRow; record: JobRecord }[]): Promise<void> {
    if (!done.length) return;
    const finishedAt = now();
    const marked = (db: Database, list: typeof done) =>
      db
        .update(jobs)
        .set({
          state: "done",
          finishedAt,
          lockedUntil: null,
          lastError: null,
          payload: sql`coalesce("finished"."payload", ${jobs.payload})`,
        })
        .from(
          sql`(values ${sql.join(
            list.map(({ job, record }) => sql`(${job.id}::int, ${record.payload ? JSON.stringify(record.payload) : null}::jsonb)`),
            sql`, `,
          )}) as "finished"("id", "payload")`,
        )
        .where(and(eq(jobs.id, sql`"finished"."id"`), eq(jobs.lockedBy, me), eq(jobs.state, "running")))
        .returning({ id: jobs.id });
    const writeAll = async (db: Database, list: typeof done) => {
      const mine = new Set((await marked(db, list)).map((r) => r.id));
      for (const { job, record } of list) if (mine.has(job.id) && record.write) await record.write(db);
    };
    // nothing to write: the one update, no transaction around it
    if (done.every((d) => !d.record.write)) return void (await marked(opts.db, done));
    try {
      await opts.db.transaction((tx) => writeAll(tx, done));
    } catch (err) {
      if (done.length === 1) return failed(done[0].job, err);
      for (const one of done) await recordDone([one]);
    }
  }

  /** One round: claim what is due, work it; returns how many jobs it took. */
  async function round(): Promise<number> {
    if (running) return running;
    running = (async () => {
      try {
        const claimed = await claim();
        // one after another, in the order they were queued (a welcome mail before the reset mail asked right after)
        const done: { job: JobRow; record: JobRecord }[] = [];
        for (const job of claimed) {
          const worked = await work(job);
          if (worked) done.push({ job, record: worked });
        }
        await recordDone(done);
        if (now().getTime() - sweptAt > 600_000) {
          sweptAt = now().getTime();
          await opts.db.delete(jobs).where(and(eq(jobs.state, "done"), lt(jobs.finishedAt, new Date(now().getTime() - KEEP_DONE_MS))));
        }
        return claimed.length;
      } catch (err) {
        opts.log.warn({ err }, "job round failed");
        return 0;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  // when the nudged rounds already waiting are due, per delay: many enqueues in a moment (an
  // order's notices and its mails) share a round that comes at least half its delay after each
  const dueAt = new Map<number, number>();
  const soon = () => {
    if (stopped) return;
    // the enqueueing transaction commits a moment after it tells: look right after, and once more
    const t = Date.now();
    for (const ms of [20, 250]) {
      if ((dueAt.get(ms) ?? 0) >= t + ms / 2) continue;
      dueAt.set(ms, t + ms);
      setTimeout(() => void round(), ms).unref();
    }
  };

  return {
    me,
    round,
    /** Work every job that is due, including the ones the jobs themselves queue (tests, shutdown). */
    async drain(): Promise<void> {
      for (let i = 0; i < 200; i++) {
        if (running) await running; // a round begun before the last enqueue committed may have missed it
        if ((await round()) === 0) return;
      }
    },
    start() {
      stopped = false;
      jobsEnqueued.add(soon);
      const poll = opts.pollMs ?? 1_000;
      if (poll > 0) {
        timer = setInterval(() => void round(), poll);
        timer.unref();
      }
      void round();
    },
    /** Stop taking jobs; the running round finishes. */
    async stop() {
      stopped = true;
      jobsEnqueued.delete(soon);
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}

export type JobWorker = ReturnType<typeof jobWorker>;
