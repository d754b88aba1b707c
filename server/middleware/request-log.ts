import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { maskPrivatePath } from "../../kernel/private-paths";

const ID = /^[A-Za-z0-9._-]{8,100}$/;

/** A request id (kept from X-Request-Id when sane), a child logger, and one log line per request (secrets in paths masked). */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId); // not c.header(): after the handler it remakes the Response
    // A reset link's path carries the e-mail and the code: logged masked.
    log.info(
      {
        method: c.req.method,
        path: maskPrivatePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
