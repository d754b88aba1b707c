import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { passwordResets, sessions, users } from "../../db/schema";
import { afterAnswer } from "../../infra/background";
import { RateLimitError, ValidationError } from "../../kernel/errors";
import { confirmed, field, parseInput } from "../../kernel/input";
import type { Ctx } from "../context";
import { queueMail } from "../mail/mailer";
import { passwordResetMail } from "../mail/templates";
import { hashPassword } from "./passwords";
import { accountByEmail } from "./user-view";

export const RESET_CODE_MINUTES = 60;
/** requests per e-mail and per client address; `perAddress` also bounds the tries of codes (`create-new-password`) */
export const RESET_LIMIT = { perAccount: 5, perAddress: 10, windowMs: 15 * 60_000 };

const codeHash = (code: string) => createHash("sha256").update(code).digest("hex");
const tooMany = () => new RateLimitError("too_many_resets", RESET_LIMIT.windowMs / 1000);

/**
 * `POST reset-password`: mail a single-use link `/reset/{email}/{code}` valid for an hour.
 * Known and unknown e-mails get the same answer, and as fast: the answer goes once the
 * limits are checked, and looking the account up, storing the code and mailing happen after
 * it. Requests are limited per client address first (a refused client counts nothing
 * more), then per e-mail. A new code voids older ones.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  input: { fields: unknown; clientAddress: string; locale: string; resetUrl: (email: string, code: string) => string },
): Promise<void> {
  const { email } = parseInput(z.object({ email: field.email() }), input.fields);
  if ((await ctx.limiter.hit(`reset:addr:${input.clientAddress}`, RESET_LIMIT.windowMs)) > RESET_LIMIT.perAddress) throw tooMany();
  if ((await ctx.limiter.hit(`reset:acct:${email}`, RESET_LIMIT.windowMs)) > RESET_LIMIT.perAccount) throw tooMany();
  afterAnswer(ctx, "password reset mail", () => mailResetCode(ctx, { email, locale: input.locale, resetUrl: input.resetUrl }));
}

async function mailResetCode(
  ctx: Ctx,
  input: { email: string; locale: string; resetUrl: (email: string, code: string) => string },
): Promise<void> {
  const user = await accountByEmail(ctx.db, input.email);
  if (!user || user.status === "banned") return;
  const code = randomBytes(32).toString("base64url");
  await ctx.db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, codeHash: codeHash(code), expiresAt: new Date(ctx.now().getTime() + RESET_CODE_MINUTES * 60_000) });
  });
  await queueMail(
    ctx.db,
    passwordResetMail(input.locale, user.email, {
      name: user.firstName,
      url: input.resetUrl(user.email, code),
      minutes: RESET_CODE_MINUTES,
    }),
  );
}

const ResetInput = z
  .object({
    email: field.email(),
    resetCode: z.string({ error: "reset_link_invalid" }).min(20, "reset_link_invalid").max(100, "reset_link_invalid"),
    password: field.password(),
    password_confirmation: field.confirmation(),
  })
  .superRefine(confirmed);

const invalidLink = () => new ValidationError({ resetCode: ["reset_link_invalid"] });

/**
 * `POST create-new-password`: with a live code for that e-mail, set the new password, spend
 * the code (once, even under a race) and end every session of the account. Tries are
 * limited per client address, and the new password is hashed only for a live code.
 */
export async function resetPassword(ctx: Ctx, input: { fields: unknown; clientAddress: string }): Promise<{ userId: number }> {
  const raw = (input.fields ?? {}) as Record<string, unknown>;
  // The reference client sends newPassword / confirmPassword; our form sends password / password_confirmation.
  const data = parseInput(ResetInput, {
    ...raw,
    password: raw.password ?? raw.newPassword,
    password_confirmation: raw.password_confirmation ?? raw.confirmPassword ?? raw.newPassword_confirmation,
  });
  if ((await ctx.limiter.hit(`reset-code:addr:${input.clientAddress}`, RESET_LIMIT.windowMs)) > RESET_LIMIT.perAddress) throw tooMany();

  const live = and(
    eq(passwordResets.codeHash, codeHash(data.resetCode)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, ctx.now()),
  );
  const [found] = await ctx.db
    .select({ userId: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(live)
    .limit(1);
  if (!found || found.email !== data.email) throw invalidLink();

  const passwordHash = await hashPassword(data.password);
  return ctx.db.transaction(async (tx) => {
    // Spent here, atomically: of several requests racing with one code, one wins.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: ctx.now() })
      .where(and(live, eq(passwordResets.userId, found.userId)))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw invalidLink();
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, found.userId));
    await tx.delete(sessions).where(eq(sessions.userId, found.userId));
    return { userId: found.userId };
  });
}
