import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";

/**
 * An operator's call: the signed-in user must be an admin. Anyone else gets the same 404 as for
 * what is not there (`notFound`: the message key of the thing asked for), so the operator's
 * calls do not tell that they exist.
 */
export async function requireAdmin(ctx: Ctx, userId: number | null, notFound: string): Promise<number> {
  if (userId === null) throw new NotFoundError(notFound);
  const [me] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (me?.role !== "admin") throw new NotFoundError(notFound);
  return userId;
}
