import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";

/** What any request body may weigh unless its path is given more. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Request bodies are read up to a limit and no further (chunked bodies too, not only a
 * declared Content-Length): 1 MB, or the size given for a path (relative to APP_PATH);
 * beyond it the answer is 413 and no handler runs. A path ending in "/" gives its size to every
 * path under it (`/user/classified-ads/update/` for `…/update/{id}`).
 */
export function bodyLimits(opts: { appPath: string; larger?: Record<string, number> }): MiddlewareHandler {
  const tooLarge = (): never => {
    throw new HTTPException(413, { message: "request_too_large" });
  };
  const byPath = new Map(Object.entries(opts.larger ?? {}).map(([path, maxSize]) => [path, bodyLimit({ maxSize, onError: tooLarge })]));
  const prefixes = [...byPath].filter(([p]) => p.endsWith("/"));
  const standard = bodyLimit({ maxSize: DEFAULT_BODY_LIMIT, onError: tooLarge });
  return (c, next) => {
    const path = opts.appPath && c.req.path.startsWith(opts.appPath) ? c.req.path.slice(opts.appPath.length) : c.req.path;
    const under = byPath.get(path) ? undefined : prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
    return (byPath.get(path) ?? under ?? standard)(c, next);
  };
}
