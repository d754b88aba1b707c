import { and, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { passwordResets, sessions, users } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { confirmed, field, parseInput } from "../../kernel/input";
import type { Ctx } from "../context";
import { checkPasswordLimited } from "./password-attempts";
import { hashPassword, passwordMatches } from "./passwords";

const current = () => z.string({ error: "v_required" }).min(1, "v_required").max(128, "v_too_long");

/** Ours: `current_password`, `password`, `password_confirmation`. */
const Input = z
  .object({ current_password: current(), password: field.password(), password_confirmation: field.confirmation() })
  .superRefine(confirmed);

/**
 * The reference client's `is_password_set` (1/0, true/false): every account here has a
 * password, so the current one is always asked for; the flag only has to be well formed.
 */
const passwordSetFlag = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.literal("true"), z.literal("false")], {
      error: "v_choice_invalid",
    })
    .nullish();

/** The reference client's: `current_password`, `new_password`, `confirm_password`, `is_password_set` (errors name its fields). */
const ReferenceInput = z
  .object({
    current_password: current(),
    new_password: field.password(),
    confirm_password: field.confirmation(),
    is_password_set: passwordSetFlag(),
  })
  .superRefine((data, ctx) => {
    if (data.new_password !== data.confirm_password) ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "v_confirmed" });
  });

/** Either shape, as the current password, the new one and the field a same-password error goes on. */
function parseFields(fields: unknown): { current: string; next: string; nextField: string } {
  const raw = (fields ?? {}) as Record<string, unknown>;
  if (raw.new_password !== undefined && raw.password === undefined) {
    const data = parseInput(ReferenceInput, raw);
    return { current: data.current_password, next: data.new_password, nextField: "new_password" };
  }
  const data = parseInput(Input, raw);
  return { current: data.current_password, next: data.password, nextField: "password" };
}

/**
 * `POST user/change-password` (ours or the reference's field names): the current password first, under the sign-in limits (a
 * stolen session must not become a password guesser); then every other session of the
 * account ends and reset links not yet used stop working.
 */
export async function changePassword(
  ctx: Ctx,
  input: { userId: number; sessionHash: string; clientAddress: string; fields: unknown },
): Promise<void> {
  const data = parseFields(input.fields);
  const [user] = await ctx.db.select({ hash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new NotFoundError("account_not_found");
  const right = await checkPasswordLimited(ctx, { email: user.email, clientAddress: input.clientAddress }, () =>
    passwordMatches(user.hash, data.current),
  );
  if (!right) throw new ValidationError({ current_password: ["v_current_password"] });
  if (data.next === data.current) throw new ValidationError({ [data.nextField]: ["v_password_same"] });
  const passwordHash = await hashPassword(data.next);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, input.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, input.userId), ne(sessions.idHash, input.sessionHash)));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
  });
}
