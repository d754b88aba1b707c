import { and, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { passwordResets, sessions, users } from "../../db/schema";
import type { Ctx } from "../context";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { confirmed, field, parseInput } from "../../kernel/input";
import { checkPasswordLimited } from "./password-attempts";
import { hashPassword, passwordMatches } from "./passwords";

const Input = z
  .object({
    current_password: z.string({ error: "v_required" }).min(1, "v_required").max(128, "v_too_long"),
    password: field.password(),
    password_confirmation: field.confirmation(),
  })
  .superRefine(confirmed);

/**
 * `POST user/change-password`: the current password first, under the sign-in limits (a
 * stolen session must not become a password guesser); then every other session of the
 * account ends and reset links not yet used stop working.
 */
export async function changePassword(
  ctx: Ctx,
  input: { userId: number; sessionHash: string; clientAddress: string; fields: unknown },
): Promise<void> {
  const data = parseInput(Input, input.fields);
  const [user] = await ctx.db.select({ hash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new NotFoundError("account_not_found");
  const right = await checkPasswordLimited(ctx, { email: user.email, clientAddress: input.clientAddress }, () =>
    passwordMatches(user.hash, data.current_password),
  );
  if (!right) throw new ValidationError({ current_password: ["v_current_password"] });
  if (data.password === data.current_password) throw new ValidationError({ password: ["v_password_same"] });
  const passwordHash = await hashPassword(data.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, input.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, input.userId), ne(sessions.idHash, input.sessionHash)));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
  });
}
