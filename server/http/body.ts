import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ValidationError } from "../../kernel/errors";
import { refuseUncleanText } from "../../kernel/input";

const MAX_DEPTH = 20;

/**
 * The request's fields from JSON, a URL-encoded form or multipart. Bad bodies are 400 or
 * 415 with a UI-string key; the size limit (413) is `server/middleware/body-limit.ts`'s,
 * which has read the body before any handler runs. Text in any field keeps the one rule of
 * `kernel/input.ts` (else 422 on that field).
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const fields = await readFields(c);
  refuseUncleanText(fields);
  return fields;
}

async function readFields(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "") {
    const text = await c.req.text();
    if (!text) return {};
    return parseJson(text);
  }
  if (type === "application/json") return parseJson(await c.req.text());
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    try {
      return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch (err) {
      if (err instanceof HTTPException) throw err;
      // a missing or broken multipart boundary, a truncated part
      throw new HTTPException(400, { message: "request_malformed" });
    }
  }
  throw new HTTPException(415, { message: "request_type_unsupported" });
}

function parseJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: "request_malformed" });
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new HTTPException(400, { message: "request_not_object" });
  if (depth(value) > MAX_DEPTH) throw new HTTPException(400, { message: "request_too_deep" });
  return value as Record<string, unknown>;
}

function depth(value: unknown, level = 0): number {
  if (level > MAX_DEPTH || value === null || typeof value !== "object") return level;
  let max = level;
  for (const v of Object.values(value)) max = Math.max(max, depth(v, level + 1));
  return max;
}

/**
 * The pictures of a multipart body: `images`, `images[]` or `image` (the reference's form field),
 * one file or several. Empty file inputs are "no picture"; a value that is not a file is refused
 * (422 on `images`). JSON bodies carry no pictures. Reviews and refund requests read them so.
 */
export async function uploadedPictures(body: Record<string, unknown>): Promise<{ bytes: Uint8Array }[]> {
  const values = ["images", "images[]", "image"].flatMap((name) =>
    body[name] === undefined ? [] : Array.isArray(body[name]) ? (body[name] as unknown[]) : [body[name]],
  );
  const files: { bytes: Uint8Array }[] = [];
  for (const value of values) {
    if (value === "" || value === null) continue;
    if (!(value instanceof File)) throw new ValidationError({ images: ["v_image"] });
    if (value.size > 0) files.push({ bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return files;
}
