import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The operators' audit log (issue 19): one row per write an operator made in the back office,
 * in the same transaction as the write. Who (the actor's id, and the e-mail kept as it was),
 * what (an action such as `wallet_recharge.approve` and the target's type and id), when, and the
 * target's state before and after as JSON. Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);
