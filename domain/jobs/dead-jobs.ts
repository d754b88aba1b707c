import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { JOB_STATES, jobs } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { jobsEnqueued } from "./queue";

const PAGE = 50;
const ListInput = z.object({
  state: z.enum(JOB_STATES, { error: "v_invalid" }).default("dead"),
  page: z.coerce.number({ error: "v_invalid" }).int().min(1).max(10_000).default(1),
});

/** What an operator sees of a job: never a mail's body (reset links), only its heading. */
function jobView(j: typeof jobs.$inferSelect) {
  const p = j.payload as Record<string, unknown>;
  const about = j.kind === "mail" ? { to: p.to, subject: p.subject } : p;
  return {
    id: j.id,
    kind: j.kind,
    state: j.state,
    attempts: j.attempts,
    max_attempts: j.maxAttempts,
    last_error: j.lastError,
    about,
    run_at: j.runAt.toISOString(),
    created_at: j.createdAt.toISOString(),
    finished_at: j.finishedAt?.toISOString() ?? null,
  };
}

/** `GET admin/jobs/list?state=dead&page=`: the queue's jobs in one state (dead by default), newest first, 50 a page (operators with `settings`). */
export async function listJobs(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown> }) {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const q = parseInput(ListInput, input.query);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.state, q.state))
      .orderBy(desc(jobs.id))
      .limit(PAGE + 1)
      .offset((q.page - 1) * PAGE),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.state, q.state)),
  ]);
  const count = Number(total);
  return {
    data: rows.slice(0, PAGE).map(jobView),
    state: q.state,
    page: q.page,
    has_more: rows.length > PAGE,
    // the console's table (ServerTable) reads these
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(count / PAGE)),
    total: count,
  };
}

/**
 * `POST admin/jobs/{id}/retry`: a dead job is queued again with fresh attempts (it runs at once),
 * recorded in the audit log; one already queued again answers as it is. Running or done: 404.
 */
export async function retryJob(ctx: Ctx, input: { userId: number | null; jobId: number | null }) {
  const op = await requirePermission(ctx, input.userId, "settings", "page_not_found");
  if (!input.jobId) throw new NotFoundError("page_not_found");
  const jobId = input.jobId;
  const job = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), inArray(jobs.state, ["dead", "queued"])))
      .for("update");
    if (!found) throw new NotFoundError("page_not_found");
    if (found.state === "queued") return found;
    const [queued] = await tx
      .update(jobs)
      .set({ state: "queued", attempts: 0, runAt: ctx.now(), finishedAt: null, lockedBy: null, lockedUntil: null })
      .where(eq(jobs.id, found.id))
      .returning();
    await recordAudit(
      tx,
      op,
      {
        action: "job.retry",
        target: { type: "job", id: found.id },
        before: { state: found.state, attempts: found.attempts, last_error: found.lastError },
        after: { state: queued.state },
      },
      ctx.now(),
    );
    return queued;
  });
  for (const listener of jobsEnqueued) listener();
  return jobView(job);
}
