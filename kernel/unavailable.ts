/**
 * Whether an error means a service the shop depends on (PostgreSQL, Redis) cannot be reached
 * just now, rather than a fault of the request or of the code: the answer is then 503 with
 * Retry-After, not 500 (decision 059). Looks through `cause` (drizzle wraps a failed query in
 * one) and an AggregateError's errors.
 */
export function isUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection exceptions (class 08)
  if (code === "57P01" || code === "57P02" || code === "57P03" || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (NODE_CODES.has(code)) return true;
  const message = typeof e.message === "string" ? e.message : "";
  if (e.name === "MaxRetriesPerRequestError" || MESSAGES.some((m) => message.includes(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(e.cause, depth + 1);
}

/** Node's socket errors: the other side refused, reset or cannot be found. */
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** What node-postgres, pg-pool and ioredis say when a connection is gone or cannot be had. */
const MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Stream isn't writeable and enableOfflineQueue options is false",
  "Connection is closed.",
];

/** How long a client is asked to wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 5;
