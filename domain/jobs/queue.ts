import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";

/** The kinds of work the queue carries; `server/jobs/handlers.ts` does each. */
export type JobKind = "mail" | "order-notices" | "web-push" | "realtime-publish" | "release-earnings" | "payout-batch";

export interface NewJob {
  kind: JobKind;
  payload: Record<string, unknown>;
  /** one job per key: a second enqueue with the same key is ignored */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Told (in this process) each time jobs are queued, so the worker looks soon instead of at its
 * next round. The rows are the record: a worker that misses the signal still finds them.
 */
export const jobsEnqueued = new Set<() => void>();

/**
 * Queue work to be done once (decision 035). Pass the transaction that makes the change the job
 * is about (the order, the notification): the job is there exactly when the change is.
 */
export async function enqueueJobs(db: Database, list: NewJob[]): Promise<void> {
  if (!list.length) return;
  await jobsInsert(db, list);
  jobsQueued();
}

/**
 * The insert that queues one job as a part of a bigger statement written once (a data-modifying
 * `with` of a named statement, db/named-statement.ts): its kind and payload are SQL (placeholders,
 * say). The caller calls `jobsQueued()` once the statement ran.
 */
export function jobInsertPart(kind: SQL, payload: SQL): SQL {
  return sql`insert into ${jobs} ("kind", "payload") values (${kind}, ${payload}) on conflict do nothing`;
}

function jobsInsert(db: Database, list: NewJob[]) {
  return db
    .insert(jobs)
    .values(
      list.map((j) => ({
        kind: j.kind,
        payload: j.payload,
        dedupeKey: j.dedupeKey ?? null,
        ...(j.runAt ? { runAt: j.runAt } : {}),
        ...(j.maxAttempts ? { maxAttempts: j.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing();
}

/** Tell this process's worker that jobs were queued. */
export function jobsQueued(): void {
  for (const listener of jobsEnqueued) listener();
}

export function enqueueJob(db: Database, job: NewJob): Promise<void> {
  return enqueueJobs(db, [job]);
}
