import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { maskPrivatePath } from "../../kernel/private-paths";

const ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * A request id (kept from X-Request-Id when sane), a child logger, one log line per request (secrets
 * in paths masked) and the time the app took, as `Server-Timing: app;dur=<ms>`.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    c.res.headers.set("X-Request-Id", requestId); // not c.header(): after the handler it remakes the Response
    // the server's own time for this answer, for the browser's developer tools and the bench (issue 20)
    c.res.headers.set("Server-Timing", `app;dur=${ms}`);
    // A reset link's path carries the e-mail and the code: logged masked.
    log.info({ method: c.req.method, path: maskPrivatePath(c.req.path), status: c.res.status, ms }, "request");
  };
}
