import { and, eq } from "drizzle-orm";
import { pickupPoints, users } from "../../db/schema";
import { ForbiddenError, UnauthorizedError } from "../../kernel/errors";
import type { Ctx } from "../context";

export type KeptPoint = typeof pickupPoints.$inferSelect;

/** The active pickup points the signed-in user runs (a banned account runs none). */
export async function pointsKeptBy(ctx: Ctx, userId: number | null): Promise<KeptPoint[]> {
  if (userId === null) return [];
  const rows = await ctx.db
    .select({ point: pickupPoints, status: users.status })
    .from(pickupPoints)
    .innerJoin(users, eq(users.id, pickupPoints.keeperUserId))
    .where(and(eq(pickupPoints.keeperUserId, userId), eq(pickupPoints.active, true)))
    .orderBy(pickupPoints.id);
  return rows.filter((r) => r.status !== "banned").map((r) => r.point);
}

/** The guard of every `/pickup-point` page and call (decision 080): a guest 401, anyone who runs no active point 403 `pickup_keeper_only`. */
export async function requireKeeper(ctx: Ctx, userId: number | null): Promise<{ userId: number; points: KeptPoint[] }> {
  if (userId === null) throw new UnauthorizedError();
  const points = await pointsKeptBy(ctx, userId);
  if (!points.length) throw new ForbiddenError("pickup_keeper_only");
  return { userId, points };
}
