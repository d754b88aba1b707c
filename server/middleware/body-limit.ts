import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";

/** What any request body may weigh unless its path is given more. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Request bodies are read up to a limit and no further (chunked bodies too, not only a
 * declared Content-Length): 1 MB, or the size given for a path (relative to APP_PATH);
 * beyond it the answer is 413 and no handler runs.
 */
export function bodyLimits(opts: { appPath: string; larger?: Record<string, number> }): MiddlewareHandler {
  const tooLarge = (): never => {
    throw new HTTPException(413, { message: "request_too_large" });
  };
  const byPath = new Map(Object.entries(opts.larger ?? {}).map(([path, maxSize]) => [path, bodyLimit({ maxSize, onError: tooLarge })]));
  const standard = bodyLimit({ maxSize: DEFAULT_BODY_LIMIT, onError: tooLarge });
  return (c, next) => {
    const path = opts.appPath && c.req.path.startsWith(opts.appPath) ? c.req.path.slice(opts.appPath.length) : c.req.path;
    return (byPath.get(path) ?? standard)(c, next);
  };
}
