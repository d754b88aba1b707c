import { and, eq } from "drizzle-orm";
import { riders, users } from "../../db/schema";
import { ForbiddenError, UnauthorizedError } from "../../kernel/errors";
import type { Ctx } from "../context";

export type RiderRow = typeof riders.$inferSelect;
export type RiderSelf = RiderRow & { firstName: string; lastName: string; email: string };

/** The signed-in user's active rider row (a banned account is none), else null. */
export async function riderOf(ctx: Ctx, userId: number | null): Promise<RiderSelf | null> {
  if (userId === null) return null;
  const [row] = await ctx.db
    .select({ rider: riders, firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(and(eq(riders.userId, userId), eq(riders.active, true)))
    .limit(1);
  if (!row || row.status === "banned") return null;
  return { ...row.rider, firstName: row.firstName, lastName: row.lastName, email: row.email };
}

/** The guard of every `/rider` page and call (decision 078): a guest 401, anyone who is not an active rider 403 `rider_only`. */
export async function requireRider(ctx: Ctx, userId: number | null): Promise<RiderSelf> {
  if (userId === null) throw new UnauthorizedError();
  const rider = await riderOf(ctx, userId);
  if (!rider) throw new ForbiddenError("rider_only");
  return rider;
}
