import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { passwordResets, sessions, users } from "../../db/schema";
import type { Ctx } from "../context";
import { RateLimitError, ValidationError } from "../errors";
import { passwordResetMail } from "../mail/templates";
import { confirmed, field, parseInput } from "./input";
import { hashPassword } from "./passwords";
import { accountByEmail } from "./user-view";

export const RESET_CODE_MINUTES = 60;
export const RESET_LIMIT = { perAccount: 5, perAddress: 10, windowMs: 15 * 60_000 };

const codeHash = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * `POST reset-password`: mail a single-use link `/reset/{email}/{code}` valid for an hour.
 * Known and unknown e-mails get the same answer (the caller says the same either way);
 * requests are limited per e-mail and per client address. A new code voids older ones.
 */
export async function requestPasswordReset(ctx: Ctx, input: { fields: unknown; clientAddress: string; locale: string; resetUrl: (email: string, code: string) => string }): Promise<void> {
  const { email } = parseInput(z.object({ email: field.email() }), input.fields);
  const [forAccount, forAddress] = await Promise.all([
    ctx.limiter.hit(`reset:acct:${email}`, RESET_LIMIT.windowMs),
    ctx.limiter.hit(`reset:addr:${input.clientAddress}`, RESET_LIMIT.windowMs),
  ]);
  if (forAccount > RESET_LIMIT.perAccount || forAddress > RESET_LIMIT.perAddress) throw new RateLimitError("too_many_resets", RESET_LIMIT.windowMs / 1000);
  const user = await accountByEmail(ctx.db, email);
  if (!user || user.status === "banned") return;
  const code = randomBytes(32).toString("base64url");
  await ctx.db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, codeHash: codeHash(code), expiresAt: new Date(ctx.now().getTime() + RESET_CODE_MINUTES * 60_000) });
  });
  await ctx.mailer.send(passwordResetMail(input.locale, user.email, { name: user.firstName, url: input.resetUrl(user.email, code), minutes: RESET_CODE_MINUTES }));
}

const ResetInput = z.object({
  email: field.email(),
  resetCode: z.string({ error: "reset_link_invalid" }).min(20, "reset_link_invalid").max(100, "reset_link_invalid"),
  password: field.password(),
  password_confirmation: field.confirmation(),
}).superRefine(confirmed);

/**
 * `POST create-new-password`: with a live code for that e-mail, set the new password, spend
 * the code (once, even under a race) and end every session of the account.
 */
export async function resetPassword(ctx: Ctx, input: { fields: unknown }): Promise<{ userId: number }> {
  const raw = (input.fields ?? {}) as Record<string, unknown>;
  // The reference client sends newPassword / confirmPassword; our form sends password / password_confirmation.
  const data = parseInput(ResetInput, { ...raw, password: raw.password ?? raw.newPassword, password_confirmation: raw.password_confirmation ?? raw.confirmPassword ?? raw.newPassword_confirmation });
  const passwordHash = await hashPassword(data.password);
  return ctx.db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordResets).set({ usedAt: ctx.now() })
      .where(and(eq(passwordResets.codeHash, codeHash(data.resetCode)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.now())))
      .returning({ userId: passwordResets.userId });
    const [user] = spent ? await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, spent.userId)) : [];
    if (!spent || !user || user.email !== data.email) throw new ValidationError({ resetCode: ["reset_link_invalid"] });
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return { userId: user.id };
  });
}
