import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { DomainError, RateLimitError, ValidationError } from "../../domain/errors";

/**
 * The one place where errors become HTTP answers: a fitting status with the message in
 * `error`; validation is 422 {message, errors}; nothing else (no stack) leaks.
 */
export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof ValidationError) return c.json({ message: err.message, errors: err.fieldErrors }, 422);
  if (err instanceof RateLimitError) {
    c.header("Retry-After", String(err.retryAfterSeconds));
    return c.json({ error: err.message }, 429);
  }
  if (err instanceof DomainError) return c.json({ error: err.message }, err.status as 400);
  if (err instanceof HTTPException) return c.json({ error: err.message || "Bad request" }, err.status);
  c.get("log")?.error({ err }, "unhandled error");
  return c.json({ error: "Something went wrong. Please try again." }, 500);
}
