import type { MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { GUEST_SESSION_DAYS, SESSION_COOKIE, type SessionStore, SHARED_PAGE_KEY, VISITOR_COOKIE } from "../session/session";

/** On the answers to state-changing calls: `stored` once the visitor's session is stored, else `none`. */
const SESSION_STATE_HEADER = "X-Session";

/**
 * Every visitor has a session (guest or signed in). A new id, once the session holds something,
 * or a rotated one is sent back as an HttpOnly, SameSite=Lax cookie (Secure over HTTPS); changes
 * are saved after the handler.
 */
export function sessionMiddleware(store: SessionStore, opts: { cookiePath: string; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const cookieId = getCookie(c, SESSION_COOKIE);
    const session = await store.load(cookieId);
    c.set("session", session);
    await next();
    const originalId = session.rotatedFrom;
    // a visitor who was handed the shared token keeps it once the session is stored (decision 049)
    if (!session.fromRow && !originalId && session.sharedPage && session.dirty && session.data[SHARED_PAGE_KEY] !== true)
      session.set(SHARED_PAGE_KEY, true);
    await store.save(session);
    // whether this visitor's session is stored (its cookie sent or already held): a page without
    // a session sends its state-changing calls one at a time until one answer says so (app/lib/api.ts)
    if (c.req.method !== "GET" && c.req.method !== "HEAD")
      c.res.headers.set(SESSION_STATE_HEADER, session.isNew && !session.dirty && !originalId ? "none" : "stored");
    // a visitor without a cookie gets one only once something is stored: the calls a shared page
    // makes as it loads each start a session, and a cookie sent by each would race (decision 049)
    const https = c.req.url.startsWith("https:") || (opts.trustProxy && c.req.header("x-forwarded-proto") === "https");
    const sendsCookie = (session.isNew && session.dirty) || originalId !== null;
    const persistent = session.userId === null || session.remember;
    const cookie = {
      sameSite: "Lax",
      secure: https,
      path: opts.cookiePath,
      ...(persistent ? { maxAge: GUEST_SESSION_DAYS * 86_400 } : {}),
    } as const;
    // on the answer's own headers: Hono's setCookie (c.header) after the handler remakes the
    // whole Response (a copy of the page, then read back as a stream)
    if (sendsCookie) c.res.headers.append("Set-Cookie", generateCookie(SESSION_COOKIE, session.id, { ...cookie, httpOnly: true }));
    // the readable "a session is here" beside it, as long-lived (decision 054), also for a session begun before it existed
    if (sendsCookie || (cookieId !== undefined && !session.isNew && getCookie(c, VISITOR_COOKIE) === undefined))
      c.res.headers.append("Set-Cookie", generateCookie(VISITOR_COOKIE, "1", cookie));
  };
}
