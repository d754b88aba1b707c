import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";

/**
 * What a `staff` operator may be given (an `admin` may do everything): each names one part of
 * the back office. `approvals`: sellers, classified ads, wallet recharges, offline payments,
 * affiliate withdrawals; `orders`: orders across sellers and refunds; `users`: list, ban and
 * unban; `catalog`, `content` (the broadcast too), `settings`, `reports`; `audit`: the audit log.
 * Managing staff is for admins only (`ADMIN_ONLY`).
 */
export const OPERATOR_PERMISSIONS = ["approvals", "orders", "users", "catalog", "content", "settings", "reports", "audit"] as const;
export type Permission = (typeof OPERATOR_PERMISSIONS)[number];
/** A call only an admin may make (staff management). */
export const ADMIN_ONLY = "admin" as const;
/** A call any operator may make (the console's shell and dashboard). */
export const ANY_OPERATOR = "operator" as const;
export type OperatorRule = Permission | typeof ADMIN_ONLY | typeof ANY_OPERATOR;

export interface Operator {
  id: number;
  email: string;
  role: "admin" | "staff";
  /** what this operator may do: every permission for an admin */
  permissions: Permission[];
}

const known = new Set<string>(OPERATOR_PERMISSIONS);

/** The signed-in operator (an active admin or staff), else null. */
export async function operatorOf(ctx: Ctx, userId: number | null): Promise<Operator | null> {
  if (userId === null) return null;
  const [me] = await ctx.db
    .select({ role: users.role, status: users.status, email: users.email, permissions: users.staffPermissions })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!me || me.status === "banned" || (me.role !== "admin" && me.role !== "staff")) return null;
  const permissions = me.role === "admin" ? [...OPERATOR_PERMISSIONS] : (me.permissions.filter((p) => known.has(p)) as Permission[]);
  return { id: userId, email: me.email, role: me.role, permissions };
}

/** Whether this operator may make a call under `rule`. */
export function mayOperate(op: Operator, rule: OperatorRule): boolean {
  if (op.role === "admin") return true;
  if (rule === ADMIN_ONLY) return false;
  return rule === ANY_OPERATOR || op.permissions.includes(rule);
}

/**
 * The one guard of every operator's call. Anyone who is not an operator (a guest, a customer,
 * a seller) gets the same 404 as for what is not there (`notFound`: the message key of the
 * thing asked for), so the operator's calls do not tell that they exist; a staff member without
 * the permission gets 403 `no_permission`. Answers the operator.
 */
export async function requirePermission(ctx: Ctx, userId: number | null, rule: OperatorRule, notFound: string): Promise<Operator> {
  const op = await operatorOf(ctx, userId);
  if (!op) throw new NotFoundError(notFound);
  if (!mayOperate(op, rule)) throw new ForbiddenError("no_permission");
  return op;
}

/** An admin-only call (staff management): answers the admin's id; anyone else as `requirePermission`. */
export async function requireAdmin(ctx: Ctx, userId: number | null, notFound: string): Promise<number> {
  return (await requirePermission(ctx, userId, ADMIN_ONLY, notFound)).id;
}
