import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { cleanQuery, isCleanText } from "../../kernel/input";

/** Where a page address that names nothing readable is sent: no page route matches it, so the shop's not-found page answers. */
const NOWHERE = "/unreadable-address";

/**
 * Text in the URL keeps the one rule of `kernel/input.ts` before anything reads it (calls,
 * pages, their loaders): a path whose parts, decoded, break it (a NUL, a control character) or
 * cannot be decoded (`%E0%A4%A`) names nothing, 404: a call answers `{ error }`, a page the
 * shop's not-found page (its address is read as one that no page has). A query parameter that
 * breaks it is treated as absent (the request goes on without it, as if it had not been sent).
 */
export function cleanUrl(appPath: string): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const pathClean = url.pathname.split("/").every(decodesClean);
    if (!pathClean && !isPageRequest(c.req.method, matchedRoutes(c))) return c.json({ error: "Not found" }, 404);
    if (!pathClean) url.pathname = `${appPath}${NOWHERE}`;
    const search = cleanQuery(url.search);
    if (search !== null) url.search = search;
    // as hono/body-limit does: the same request, at the cleaned URL
    if (!pathClean || search !== null) c.req.raw = new Request(url, c.req.raw);
    await next();
  };
}

/** A page is asked for with GET or HEAD and matched by no call: only the catch-all handlers (middleware, the pages) take it. */
function isPageRequest(method: string, routes: { method: string }[]): boolean {
  return (method === "GET" || method === "HEAD") && routes.every((r) => r.method === "ALL");
}

function decodesClean(segment: string): boolean {
  try {
    return isCleanText(decodeURIComponent(segment));
  } catch {
    return false;
  }
}
