import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const JOB_STATES = ["queued", "running", "done", "dead"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable job queue (issue 18 item 6, decision 035): work that must happen once even if the
 * shop stops between deciding it and doing it (a mail, a web push, a publish to an outside
 * realtime service, an order's notices). A job is written in the same transaction as what
 * caused it; a worker claims it (`running` with a lease), does it and marks it `done`, or puts
 * it back `queued` for later (backoff) until `max_attempts`, then `dead` for an operator to see.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    state: text("state", { enum: JOB_STATES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    /** not before this time (a retry's backoff) */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** a running job whose lease ran out (its process died) is claimed again */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** one job per key (a notification's push to one browser): a second enqueue is ignored */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("jobs_due_idx").on(t.state, t.runAt), uniqueIndex("jobs_dedupe_key_idx").on(t.dedupeKey)],
);
