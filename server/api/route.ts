import type { Context, Hono } from "hono";
import { pageParam } from "../../kernel/input";
import { assertCsrf } from "../middleware/csrf";

type Method = "get" | "post";

/**
 * Register one contract call. `changesState` calls require the CSRF token whatever their
 * method (the spec has state-changing GETs such as change/currency and logout).
 */
export function contract(
  app: Hono,
  method: Method,
  path: string,
  opts: { changesState: boolean },
  handler: (c: Context) => Promise<Response>,
) {
  app[method](path, async (c) => {
    if (opts.changesState) assertCsrf(c);
    return handler(c);
  });
}

export function intParam(c: Context, name: string): number | null {
  const raw = c.req.param(name);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** A path parameter as text ("" when absent). */
export function textParam(c: Context, name: string): string {
  return c.req.param(name) ?? "";
}

/** The `page` query parameter: a whole number from 1, else 1 (the same rule as the page loaders'). */
export function pageQuery(c: Context): number {
  return pageParam(new URL(c.req.url));
}

/** The link to another page of the list this request reads: its path and query with `page` set. */
export function pageLink(c: Context): (p: number) => string {
  return (p) => {
    const url = new URL(c.req.url);
    url.searchParams.set("page", String(p));
    return url.pathname + url.search;
  };
}
