import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema";
import { DomainError, UnprocessableError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx } from "../context";
import { checkPasswordLimited } from "./password-attempts";
import { passwordMatches } from "./passwords";
import { accountByEmail } from "./user-view";

const SignInInput = z.object({
  email: field.email(),
  password: z.string({ error: "v_required" }).min(1, "v_required").max(128, "v_too_long"),
  remember: field.flag(),
});

/**
 * `POST login`: the account for an e-mail and password. Known and unknown e-mails get the
 * same answer; 10 failures in 15 minutes for one account or one client address lock
 * sign-in for both (429) until the window moves on, however many attempts run at once.
 * Banned and unactivated accounts are told so only once the password is right.
 */
export async function signIn(ctx: Ctx, input: { fields: unknown; clientAddress: string }): Promise<{ userId: number; remember: boolean }> {
  const data = parseInput(SignInInput, input.fields);
  const user = await accountByEmail(ctx.db, data.email);
  // An unknown e-mail is checked against a dummy hash: it takes as long as a wrong password.
  const right = await checkPasswordLimited(
    ctx,
    { email: data.email, clientAddress: input.clientAddress },
    async () => (await passwordMatches(user?.passwordHash ?? null, data.password)) && !!user,
  );
  if (!right || !user) throw new UnprocessableError("invalid_credentials", "email");
  if (user.status === "banned") throw new DomainError("account_banned", 403);
  if (user.status === "unverified") throw new DomainError("account_not_activated", 403);
  await ctx.db.update(users).set({ lastSignInAt: ctx.now() }).where(eq(users.id, user.id));
  return { userId: user.id, remember: data.remember };
}
