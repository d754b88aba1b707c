import { desc } from "drizzle-orm";
import { mailOutbox } from "../../db/schema";
import type { Ctx } from "../context";

/**
 * The dev mailbox's view of the outbox, newest first. Mail that went out by SMTP is kept
 * without its body (a reset link must not outlive the mail), so only its heading shows.
 */
export async function latestOutboxMail(ctx: Ctx, input: { limit?: number } = {}) {
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(input.limit ?? 50);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    status: m.status,
    created_at: m.createdAt.toISOString(),
  }));
}

export type OutboxMail = Awaited<ReturnType<typeof latestOutboxMail>>[number];
