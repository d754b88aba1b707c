import type { MiddlewareHandler } from "hono";
import { cleanQuery, isCleanText } from "../../kernel/input";

/**
 * Text in the URL keeps the one rule of `kernel/input.ts` before anything reads it (calls,
 * pages, their loaders): a path whose parts, decoded, break it (a NUL, a control character) or
 * cannot be decoded (`%E0%A4%A`) names nothing, 404; a query parameter that breaks it is treated
 * as absent (the request goes on without it, as if it had not been sent).
 */
export function cleanUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!url.pathname.split("/").every(decodesClean)) return c.json({ error: "Not found" }, 404);
    const search = cleanQuery(url.search);
    if (search !== null) {
      url.search = search;
      // as hono/body-limit does: the same request, at the URL without those parameters
      c.req.raw = new Request(url, c.req.raw);
    }
    await next();
  };
}

function decodesClean(segment: string): boolean {
  try {
    return isCleanText(decodeURIComponent(segment));
  } catch {
    return false;
  }
}
