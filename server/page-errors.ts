import { data } from "react-router";
import { DomainError, RateLimitError, UnauthorizedError, UnprocessableError, ValidationError } from "../kernel/errors";

/**
 * The page a request is for, as the login page's `redirect` takes it: without the app path and
 * without React Router's data-request suffix (`/a.data`, `/a/_.data`) and its `_routes` parameter.
 */
export function pageToComeBackTo(url: URL, appPath: string): string {
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  if (appPath && pathname.startsWith(appPath)) pathname = pathname.slice(appPath.length) || "/";
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return pathname + (query ? `?${query}` : "");
}

/** A guest on a page for someone signed in: the login page, which sends them back afterwards. */
export function loginRedirect(url: URL, appPath: string): Response {
  return new Response(null, {
    status: 302,
    headers: { Location: `${appPath}/login?redirect=${encodeURIComponent(pageToComeBackTo(url, appPath))}` },
  });
}

/**
 * What a page loader or action throws for an error: a domain error becomes the router's answer
 * with the error's status (the route's ErrorBoundary renders it), a 401 the login redirect;
 * anything else passes on unchanged (a Response, the router's own `data()`, a real fault: 500).
 */
export function pageAnswer(err: unknown, page: { url: URL; appPath: string }): unknown {
  if (!(err instanceof DomainError)) return err;
  if (err instanceof UnauthorizedError) return loginRedirect(page.url, page.appPath);
  const errors =
    err instanceof ValidationError ? err.fieldErrors : err instanceof UnprocessableError ? { [err.field]: [err.message] } : undefined;
  const headers = err instanceof RateLimitError ? { "Retry-After": String(err.retryAfterSeconds) } : undefined;
  return data({ message: err.message, ...(errors ? { errors } : {}) }, { status: err.status, headers });
}

/**
 * The one place where a page's domain errors become answers (decision 060): every function of
 * `verbs`, also in nested plain objects, rethrows what it throws or rejects with as
 * `answer(err)`. A synchronous verb stays synchronous; anything that is not a function or a
 * plain object is kept as it is.
 */
export function answeringDomainErrors<T extends object>(verbs: T, answer: (err: unknown) => unknown): T {
  const wrap = (value: unknown): unknown => {
    if (typeof value === "function") {
      const fn = value as (...args: unknown[]) => unknown;
      return function (this: unknown, ...args: unknown[]) {
        let out: unknown;
        try {
          out = fn.apply(this, args);
        } catch (err) {
          throw answer(err);
        }
        if (out instanceof Promise)
          return out.catch((err: unknown) => {
            throw answer(err);
          });
        return out;
      };
    }
    if (isPlainObject(value)) {
      const wrapped: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) wrapped[key] = wrap(v);
      return wrapped;
    }
    return value;
  };
  return wrap(verbs) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
