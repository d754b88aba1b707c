import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Validators for files that keep their name when their content changes (uploads, the favicon):
 * a weak ETag from size and modification time, and Last-Modified. A request whose
 * If-None-Match (or, without it, If-Modified-Since) says the client's copy is current gets
 * 304 before the file is opened; otherwise `serveStatic` (next) sends it and the validators
 * are added. Cache-Control goes on both answers (a 304 carries what the 200 would).
 */
export function fileValidators(opts: {
  root: string;
  rewriteRequestPath?: (p: string) => string;
  cacheControl: string;
}): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const requested = c.req.path;
    // Encoded or dotted paths: left to serveStatic's own checks (and served without validators).
    if (requested.includes("%") || requested.includes("\\") || /(^|\/)\.\.?(\/|$)/.test(requested)) return next();
    const file = path.join(opts.root, opts.rewriteRequestPath ? opts.rewriteRequestPath(requested) : requested);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return next();
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const lastModified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000);
    const validators = { ETag: etag, "Last-Modified": lastModified.toUTCString(), "Cache-Control": opts.cacheControl };
    if (notModified(c, etag, lastModified)) return c.body(null, 304, validators);
    await next();
    if (c.res.status === 200) for (const [name, value] of Object.entries(validators)) c.res.headers.set(name, value);
  };
}

/** A weak ETag for a body made in memory (the placeholder pictures). */
export function bodyEtag(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
}

/** Whether the client's copy is current (RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since). */
export function notModified(c: Context, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    const want = etag.replace(/^W\//, "");
    return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === want);
  }
  const ifModifiedSince = c.req.header("If-Modified-Since");
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}
