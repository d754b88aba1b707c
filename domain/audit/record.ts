import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { Operator } from "../accounts/require-admin";

/** A value as the audit log keeps it: plain JSON (dates as ISO text, bigints as text). */
function plain(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  const json = JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v)));
  return typeof json === "object" && json !== null && !Array.isArray(json) ? json : { value: json };
}

export interface AuditEntry {
  /** what was done, `<target>.<verb>`, e.g. `wallet_recharge.approve`, `settings.update`, `user.ban` */
  action: string;
  target: { type: string; id?: number | string | null };
  /** the target's state before and after the write (only the fields that matter) */
  before?: unknown;
  after?: unknown;
}

/**
 * The one way an operator's write is recorded (issue 19): call it inside the write's own
 * transaction (`db` is that transaction), so the log and the change are kept or lost together.
 * Every operator verb calls it once per change; a repeated decision that changes nothing does not.
 */
export async function recordAudit(db: Database, actor: Pick<Operator, "id" | "email">, entry: AuditEntry, now: Date) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id === undefined || entry.target.id === null ? null : String(entry.target.id),
    before: plain(entry.before),
    after: plain(entry.after),
    createdAt: now,
  });
}
