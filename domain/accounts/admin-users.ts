import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { sessions, shops, USER_ROLES, users } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { ADMIN_ONLY, OPERATOR_PERMISSIONS, requirePermission } from "./require-admin";

const PER_PAGE = 25;
const SORTS = { id: users.id, email: users.email, created_at: users.createdAt, last_sign_in_at: users.lastSignInAt } as const;

const Query = z.object({
  page: z.coerce
    .number({ error: "v_page_invalid" })
    .int({ error: "v_page_invalid" })
    .min(1, { error: "v_page_invalid" })
    .max(100_000)
    .default(1),
  q: z.string().trim().max(200, { error: "v_too_long" }).default(""),
  role: z.enum(["", ...USER_ROLES], { error: "v_filter_invalid" }).default(""),
  status: z.enum(["", "active", "unverified", "banned"], { error: "v_filter_invalid" }).default(""),
  sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS], { error: "v_filter_invalid" }).default("id"),
  dir: z.enum(["asc", "desc"], { error: "v_filter_invalid" }).default("desc"),
});

/**
 * `GET admin/users/list?q=&role=&status=&sort=&dir=&page=`: the accounts, searched by e-mail or name
 * (a part of either), filtered by role and status, sorted server-side, 25 a page. Needs `users`.
 */
export async function listUsers(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown> }) {
  await requirePermission(ctx, input.userId, "users", "page_not_found");
  const q = parseInput(Query, input.query);
  const where: SQL[] = [];
  if (q.q) where.push(sql`position(lower(${q.q}) in lower(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName})) > 0`);
  if (q.role) where.push(eq(users.role, q.role));
  if (q.status) where.push(eq(users.status, q.status));
  const filter = where.length ? and(...where) : undefined;
  const column = SORTS[q.sort];
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ user: users, shopId: shops.id })
      .from(users)
      .leftJoin(shops, eq(shops.ownerId, users.id))
      .where(filter)
      .orderBy(
        q.dir === "asc" ? sql`${column} asc nulls first` : sql`${column} desc nulls last`,
        q.dir === "asc" ? asc(users.id) : desc(users.id),
      )
      .limit(PER_PAGE)
      .offset((q.page - 1) * PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(filter),
  ]);
  const total = Number(n);
  return {
    data: rows.map(({ user: u, shopId }) => ({
      id: u.id,
      email: u.email,
      name: `${u.firstName} ${u.lastName}`.trim(),
      role: u.role,
      status: u.status,
      permissions: u.role === "staff" ? u.staffPermissions : [],
      has_shop: shopId !== null,
      created_at: u.createdAt.toISOString(),
      last_sign_in_at: u.lastSignInAt?.toISOString() ?? null,
    })),
    filters: { q: q.q, role: q.role, status: q.status, sort: q.sort, dir: q.dir },
    permissions: OPERATOR_PERMISSIONS,
    current_page: q.page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
  };
}

/**
 * `POST admin/users/{id}/ban|unban`: an operator with `users` bans an account (its sessions are
 * ended at once: it is a guest from its next request, decision 006) or lifts the ban. Nobody
 * bans an admin or themselves (403); only an admin bans staff. Again the same way: `repeated`.
 */
export async function setBanned(ctx: Ctx, input: { userId: number | null; targetId: number | null; decision: "ban" | "unban" }) {
  const op = await requirePermission(ctx, input.userId, "users", "account_not_found");
  if (input.targetId === null) throw new NotFoundError("account_not_found");
  const targetId = input.targetId;
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
    if (!user) throw new NotFoundError("account_not_found");
    if (user.id === op.id || user.role === "admin" || (user.role === "staff" && op.role !== "admin"))
      throw new ForbiddenError("user_ban_not_allowed");
    const target = input.decision === "ban" ? "banned" : "active";
    if (user.status === target) return { user: { id: user.id, status: user.status }, repeated: true };
    if (input.decision === "unban" && user.status !== "banned") throw new ConflictError("user_not_banned");
    const now = ctx.now();
    await tx.update(users).set({ status: target, updatedAt: now }).where(eq(users.id, user.id));
    if (target === "banned") await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(
      tx,
      op,
      {
        action: `user.${input.decision}`,
        target: { type: "user", id: user.id },
        before: { status: user.status },
        after: { status: target },
      },
      now,
    );
    return { user: { id: user.id, status: target }, repeated: false };
  });
}

const StaffInput = z.object({
  staff: z.union([z.literal(0), z.literal(1), z.boolean()], { error: "v_choice_invalid" }).transform((v) => v === 1 || v === true),
  permissions: z
    .array(z.enum(OPERATOR_PERMISSIONS, { error: "v_choice_invalid" }), { error: "v_choice_invalid" })
    .max(20)
    .default([]),
});

/**
 * `POST admin/users/{id}/staff {staff: 1|0, permissions: [...]}`: an admin makes a customer a
 * staff operator with these permissions, changes a staff member's permissions, or (staff 0)
 * makes them a customer again. Admins only (staff get 403). Sellers, affiliates and admins are
 * not changed (409). Recorded in the audit log.
 */
export async function setStaff(ctx: Ctx, input: { userId: number | null; targetId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, ADMIN_ONLY, "account_not_found");
  if (input.targetId === null) throw new NotFoundError("account_not_found");
  const form = parseInput(StaffInput, input.fields);
  const targetId = input.targetId;
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
    if (!user) throw new NotFoundError("account_not_found");
    if (user.role !== "customer" && user.role !== "staff") throw new ConflictError("user_staff_not_allowed");
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, user.id)).limit(1);
    if (shop) throw new ConflictError("user_staff_not_allowed");
    const permissions = form.staff ? [...new Set(form.permissions)].sort() : [];
    const role = form.staff ? "staff" : "customer";
    const now = ctx.now();
    await tx
      .update(users)
      .set({ role, staffPermissions: permissions, updatedAt: now })
      .where(and(eq(users.id, user.id), ne(users.role, "admin")));
    await recordAudit(
      tx,
      op,
      {
        action: "user.staff",
        target: { type: "user", id: user.id },
        before: { role: user.role, permissions: user.staffPermissions },
        after: { role, permissions },
      },
      now,
    );
    return { user: { id: user.id, role, permissions } };
  });
}
