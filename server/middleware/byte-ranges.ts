import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { MiddlewareHandler } from "hono";

const TYPES: Record<string, string> = {
  webm: "video/webm",
  mp4: "video/mp4",
  vtt: "text/vtt; charset=utf-8",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/**
 * Media files with byte ranges (RFC 9110 §14): a player seeks by asking for a part of the file
 * and needs `206 Partial Content` for it. Answers `Accept-Ranges: bytes` on every file, one range
 * (`bytes=a-b`, `bytes=a-`, `bytes=-n`) with 206 and `Content-Range`, a range past the end with
 * 416, and the whole file (200) for several ranges or an `If-Range` that no longer matches.
 * Validators as `fileValidators` (which runs first and answers 304) makes them.
 */
export function byteRanges(opts: { root: string; rewriteRequestPath?: (p: string) => string; cacheControl: string }): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const requested = c.req.path;
    if (requested.includes("%") || requested.includes("\\") || /(^|\/)\.\.?(\/|$)/.test(requested)) return next();
    const file = path.join(opts.root, opts.rewriteRequestPath ? opts.rewriteRequestPath(requested) : requested);
    const type = TYPES[path.extname(file).slice(1).toLowerCase()];
    const stats = type ? await stat(file).catch(() => null) : null;
    if (!type || !stats?.isFile()) return next();
    const size = stats.size;
    const etag = `W/"${size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Accept-Ranges": "bytes",
      ETag: etag,
      "Last-Modified": new Date(Math.floor(stats.mtimeMs / 1000) * 1000).toUTCString(),
      "Cache-Control": opts.cacheControl,
    };
    const ifRange = c.req.header("If-Range");
    const range =
      ifRange === undefined || ifRange === etag || ifRange === headers["Last-Modified"] ? parseRange(c.req.header("Range"), size) : null;
    if (range === "unsatisfiable") return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
    const [start, end] = range ?? [0, size - 1];
    const length = size === 0 ? 0 : end - start + 1;
    const status = range ? 206 : 200;
    const answer = { ...headers, "Content-Length": String(length), ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}) };
    if (c.req.method === "HEAD" || length === 0) return c.body(null, status, answer);
    const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream;
    return c.body(stream, status, answer);
  };
}

/** One byte range of a file of `size` bytes: [first, last] inclusive; null for none, several or a malformed one (the whole file). */
export function parseRange(header: string | undefined, size: number): [number, number] | "unsatisfiable" | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    // the last n bytes
    const n = Number(m[2]);
    if (n === 0 || size === 0) return "unsatisfiable";
    return [Math.max(0, size - n), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== "" && Number(m[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return [start, end];
}
