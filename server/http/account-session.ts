import type { Context } from "hono";
import { carryOverGuestData } from "../../domain/accounts/carry-over";
import { UnauthorizedError } from "../../kernel/errors";
import type { AppServices } from "../services";

/** The signed-in user's id, or 401 for a guest (the JSON calls of the /user area). */
export function requireUserId(c: Context): number {
  const userId = c.get("session").userId;
  if (userId === null) throw new UnauthorizedError("login_first");
  return userId;
}

/**
 * The client's address for rate limits: the socket's, or behind a trusted proxy the last
 * X-Forwarded-For entry (the one that proxy appended; entries before it are whatever the
 * client wrote). "local" when there is no socket (an in-process request).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

/** Whether the client is this machine (127.0.0.0/8, ::1, or an in-process request without a socket). */
export function isLoopbackClient(c: Context, trustProxy: boolean): boolean {
  const address = clientAddress(c, trustProxy).toLowerCase();
  return address === "local" || address === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address);
}

/**
 * Sign the session in: a new session id (and so a new CSRF token) and rows the guest made
 * under the old id handed to the user. A guest's session data comes along; a session that
 * was signed in to another account starts afresh (only language and currency stay).
 */
export async function signInSession(c: Context, services: AppServices, input: { userId: number; remember: boolean }): Promise<void> {
  const session = c.get("session");
  const fromSessionHash = session.idHash;
  session.regenerate({ userId: input.userId, keepData: session.userId === null, remember: input.remember });
  await carryOverGuestData(services.ctx.db, { fromSessionHash, toSessionHash: session.idHash, userId: input.userId });
}
