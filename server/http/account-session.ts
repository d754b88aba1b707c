import type { Context } from "hono";
import { carryOverGuestData } from "../../domain/accounts/carry-over";
import { UnauthorizedError } from "../../domain/errors";
import type { AppServices } from "../services";

/** The signed-in user's id, or 401 for a guest (the JSON calls of the /user area). */
export function requireUserId(c: Context): number {
  const userId = c.get("session").userId;
  if (userId === null) throw new UnauthorizedError("login_first");
  return userId;
}

/** The client's address for rate limits: the socket's, or the first forwarded one behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    if (forwarded) return forwarded.split(",")[0].trim();
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

/**
 * Sign the session in: a new session id (and so a new CSRF token), the guest's session data
 * kept, and rows the guest made under the old id handed to the user.
 */
export async function signInSession(c: Context, services: AppServices, input: { userId: number; remember: boolean }): Promise<void> {
  const session = c.get("session");
  const fromSessionHash = session.idHash;
  session.regenerate({ userId: input.userId, keepData: true, remember: input.remember });
  await carryOverGuestData(services.ctx.db, { fromSessionHash, toSessionHash: session.idHash, userId: input.userId });
}
