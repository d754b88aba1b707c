import { RateLimitError } from "../../kernel/errors";
import type { Ctx } from "../context";

/** Wrong passwords allowed per account and per client address in the window; then 429 until it moves on. */
export const SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * 60_000 };

/**
 * Check a password under the sign-in limits (sign-in, change-password): the attempt is counted
 * on the account's and the client address's keys BEFORE the password is checked, so parallel
 * guesses cannot all pass a count taken before any of them failed. Over the limit the attempt
 * is taken back and refused (429); a right password takes it back too and clears the
 * account's failures. Answers whether the password was right.
 */
export async function checkPasswordLimited(
  ctx: Ctx,
  who: { email: string; clientAddress: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const keys = [`signin:acct:${who.email.trim().toLowerCase()}`, `signin:addr:${who.clientAddress}`];
  const takeBack = () => Promise.all(keys.map((k) => ctx.limiter.unhit(k)));
  const counts = await Promise.all(keys.map((k) => ctx.limiter.hit(k, SIGN_IN_LIMIT.windowMs)));
  if (counts.some((n) => n > SIGN_IN_LIMIT.failures)) {
    await takeBack();
    throw new RateLimitError("too_many_attempts", SIGN_IN_LIMIT.windowMs / 1000);
  }
  let right: boolean;
  try {
    right = await check();
  } catch (err) {
    await takeBack();
    throw err;
  }
  if (right) await Promise.all([ctx.limiter.reset(keys[0]), ctx.limiter.unhit(keys[1])]);
  return right;
}
