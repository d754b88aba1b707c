import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ConflictError, DomainError, RateLimitError, UnprocessableError, ValidationError } from "../../kernel/errors";
import { isUnavailable } from "../../kernel/unavailable";
import { translate } from "../i18n";
import { unavailableResponse } from "./unavailable";

/**
 * Field messages in the viewer's language. A message is a UI-string key whose
 * {{attribute}} is the field's own name in that language (key `attr_<field>`).
 */
export function translateFieldErrors(
  locale: string,
  fieldErrors: Record<string, string[]>,
  params: Record<string, string | number> = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    out[field] = messages.map((m) => translate(locale, m, { ...params, attribute: attributeName(locale, field) }));
  }
  return out;
}

/**
 * A field's name in the viewer's language: `attr_<field>`, else for a nested field
 * ("variants.1.price") its last named part's (`attr_price`), else the field as written.
 */
function attributeName(locale: string, field: string): string {
  const last =
    field
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  for (const key of [`attr_${field}`, `attr_${last}`]) {
    const name = translate(locale, key);
    if (name !== key) return name;
  }
  return field.replace(/_/g, " ");
}

/**
 * The one place where errors become HTTP answers: a fitting status with the message in
 * `error`; validation is 422 {message, errors}; the database or Redis out of reach is 503
 * (server/http/unavailable.ts); nothing else (no stack) leaks.
 */
export function errorResponse(err: unknown, c: Context): Response {
  const locale = c.get("locale") ?? (c.get("session")?.get("locale") as string | undefined) ?? "en";
  if (err instanceof ValidationError) {
    const errors = translateFieldErrors(locale, err.fieldErrors, err.params);
    return c.json({ message: Object.values(errors)[0]?.[0] ?? translate(locale, err.message), errors }, 422);
  }
  if (err instanceof RateLimitError) {
    c.header("Retry-After", String(err.retryAfterSeconds));
    return c.json({ error: translate(locale, err.message, { minutes: Math.ceil(err.retryAfterSeconds / 60) }) }, 429);
  }
  if (err instanceof UnprocessableError) {
    const message = translate(locale, err.message, err.params);
    return c.json({ error: message, message, errors: { [err.field]: [message] } }, 422);
  }
  if (err instanceof ConflictError) return c.json({ ...err.details, error: translate(locale, err.message, err.params) }, 409);
  if (err instanceof DomainError) return c.json({ error: translate(locale, err.message, err.params) }, err.status as 400);
  if (err instanceof HTTPException) return c.json({ error: translate(locale, err.message || "Bad request") }, err.status);
  // the database or Redis is out of reach (a restart, a dropped connection): 503, and a line without the stack
  if (isUnavailable(err)) {
    c.get("log")?.warn({ reason: innermost(err) }, "service unavailable");
    return unavailableResponse(c, locale);
  }
  c.get("log")?.error({ err }, "unhandled error");
  return c.json({ error: "Something went wrong. Please try again." }, 500);
}

/** The innermost cause's code and message (a failed query's own message carries its parameters). */
function innermost(err: unknown): { code?: string; message?: string } {
  let e = err as { cause?: unknown; code?: string; message?: string };
  for (let i = 0; i < 5 && e.cause && typeof e.cause === "object"; i++) e = e.cause as typeof e;
  return { code: e.code, message: e.message };
}
