import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

const MAX_JSON_BYTES = 1_000_000;
const MAX_DEPTH = 20;

/** The request's fields from JSON, a URL-encoded form or multipart; bad bodies are 400/413/415. */
export async function readBody(c: Context, opts: { maxBytes?: number } = {}): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const length = Number(c.req.header("content-length") ?? 0);
  const limit = type === "multipart/form-data" ? opts.maxBytes ?? MAX_JSON_BYTES : MAX_JSON_BYTES;
  if (length > limit) throw new HTTPException(413, { message: "The request body is too large." });
  if (type === "" ) {
    const text = await c.req.text();
    if (!text) return {};
    return parseJson(text);
  }
  if (type === "application/json") return parseJson(await c.req.text());
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const form = await c.req.parseBody({ all: true });
    return form as Record<string, unknown>;
  }
  throw new HTTPException(415, { message: `Unsupported content type ${type}.` });
}

function parseJson(text: string): Record<string, unknown> {
  if (text.length > MAX_JSON_BYTES) throw new HTTPException(413, { message: "The request body is too large." });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: "The request body is not valid JSON." });
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new HTTPException(400, { message: "The request body must be a JSON object." });
  if (depth(value) > MAX_DEPTH) throw new HTTPException(400, { message: "The request body is nested too deeply." });
  return value as Record<string, unknown>;
}

function depth(value: unknown, level = 0): number {
  if (level > MAX_DEPTH || value === null || typeof value !== "object") return level;
  let max = level;
  for (const v of Object.values(value)) max = Math.max(max, depth(v, level + 1));
  return max;
}
