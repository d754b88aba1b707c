import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { auditLog } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";

const PER_PAGE = 25;

const Query = z.object({
  page: z.coerce
    .number({ error: "v_page_invalid" })
    .int({ error: "v_page_invalid" })
    .min(1, { error: "v_page_invalid" })
    .max(100_000)
    .default(1),
  actor: z.string().trim().max(200, { error: "v_too_long" }).default(""),
  action: z
    .string()
    .trim()
    .max(80, { error: "v_too_long" })
    .regex(/^[a-z_.]*$/, { error: "v_filter_invalid" })
    .default(""),
  dir: z.enum(["desc", "asc"], { error: "v_filter_invalid" }).default("desc"),
});

function entryView(r: typeof auditLog.$inferSelect) {
  return {
    id: r.id,
    actor: { id: r.actorId, email: r.actorEmail },
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    before: r.before,
    after: r.after,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * `GET admin/audit-log/entries?page=&actor=&action=&dir=desc|asc`: the operators' actions, newest first, 25 a
 * page; `actor` filters by the actor's e-mail (a part of it), `action` by the action or its
 * prefix (`wallet_recharge` or `wallet_recharge.approve`). Needs the `audit` permission; bad
 * filters are 422. Also answers the actions that occur, for the filter's choices.
 */
export async function auditLogPage(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown> }) {
  await requirePermission(ctx, input.userId, "audit", "page_not_found");
  const q = parseInput(Query, input.query);
  const where: SQL[] = [];
  if (q.actor) where.push(sql`position(lower(${q.actor}) in lower(${auditLog.actorEmail})) > 0`);
  if (q.action) where.push(q.action.includes(".") ? eq(auditLog.action, q.action) : sql`${auditLog.action} like ${`${q.action}.%`}`);
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ n }], actions] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(q.dir === "desc" ? desc(auditLog.id) : asc(auditLog.id))
      .limit(PER_PAGE)
      .offset((q.page - 1) * PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(filter),
    ctx.db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  const total = Number(n);
  return {
    data: rows.map(entryView),
    filters: { actor: q.actor, action: q.action, sort: "created_at" as const, dir: q.dir },
    actions: actions.map((a) => a.action),
    current_page: q.page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
  };
}
