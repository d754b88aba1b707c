import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

/**
 * The spec's token check: the client sends the page's token as `CSRF-TOKEN` (and raw in
 * `Authorization`). A missing or wrong token is 419 and the handler never runs.
 */
export function assertCsrf(c: Context): void {
  const session = c.get("session");
  const token = c.req.header("csrf-token") ?? c.req.header("x-csrf-token") ?? c.req.header("authorization") ?? null;
  if (!session.verifyCsrf(token)) throw new HTTPException(419 as 400, { message: "session_expired" });
}
