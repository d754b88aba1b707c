import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

/**
 * Pages, JSON and other text answers compressed on the fly, by the client's `Accept-Encoding`:
 * brotli at a low quality (3: fast; pages are made per request), else gzip, else as they are.
 * Fingerprinted assets are compressed once at build (scripts/compress-assets.mjs) and served
 * precompressed by `serveStatic`; they arrive here with `Content-Encoding` set and are left alone.
 *
 * Not compressed: bodies under `threshold` bytes, types that are compressed already (pictures,
 * fonts, archives), 1xx/204/206/304 answers, `Cache-Control: no-transform`. A compressible
 * type always gets `Vary: Accept-Encoding`, so a shared cache keeps the variants apart.
 * When the client accepts neither encoding the Response is not touched at all (no copy).
 */
export const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|ecmascript|xml|manifest\+json|ld\+json|[^;\s]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip";

/** The encoding to answer with: brotli before gzip, each only when accepted with a q-value above 0. */
export function chooseEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip") || (q.get("x-gzip") ?? 0) > 0) return "gzip";
  return null;
}

const MAX_CHUNK = 1024 * 1024;

/**
 * Compressed off the main thread (libuv's pool), in one piece: the output buffer holds the whole
 * result (up to 1 MB), so the pool hands it back once. With zlib's 16 KB default a 170 KB page came
 * back in a dozen pieces, each waiting its turn on an event loop busy rendering other pages
 * (docs/performance.md, 2026-11-27). A result much smaller than that buffer is copied out of it,
 * so the buffer is not held until the answer is sent.
 */
export async function compress(body: Uint8Array, encoding: Encoding, opts: { brotliQuality: number; gzipLevel: number }) {
  const chunkSize = Math.min(MAX_CHUNK, Math.max(zlib.constants.Z_DEFAULT_CHUNK, body.byteLength + 1024));
  const out = await (encoding === "br"
    ? brotli(body, {
        chunkSize,
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: opts.brotliQuality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { level: opts.gzipLevel, chunkSize }));
  return out.buffer.byteLength > 2 * out.byteLength ? Buffer.from(out) : out;
}

/**
 * The body of a Response made by @hono/node-server's lightweight `Response` (the server's global
 * one) without reading it through a stream: it keeps `[status, body, headers]` under a symbol
 * described "cache" while no one has asked for `.body`. Anything else (the platform Response in
 * tests, a stream): null, and the caller reads the body the standard way.
 */
function bufferedBody(res: Response): Uint8Array | null {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== "cache") continue;
    const cached: unknown = Reflect.get(res, key);
    if (!Array.isArray(cached)) return null;
    const body: unknown = cached[1];
    if (typeof body === "string") return Buffer.from(body);
    if (body instanceof Uint8Array) return body;
    return null;
  }
  return null;
}

function appendVary(headers: Headers) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

export function compression(opts: { threshold?: number; brotliQuality?: number; gzipLevel?: number } = {}): MiddlewareHandler {
  const threshold = opts.threshold ?? 1024;
  // Brotli 3 measured against 4 on the 157 KB /products page: 20.2 KB against 19.1 KB for
  // 40–50 % less CPU (docs/performance.md, 2026-11-26). Gzip only for clients without brotli.
  const levels = { brotliQuality: opts.brotliQuality ?? 3, gzipLevel: opts.gzipLevel ?? 4 };
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (headers.has("Content-Encoding") || !COMPRESSIBLE.test(headers.get("Content-Type") ?? "")) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(headers.get("Cache-Control") ?? "")) return;
    appendVary(headers);
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const declared = Number(headers.get("Content-Length") ?? Number.NaN);
    if (declared < threshold) return;

    // (`.body` and `.statusText` of the lightweight Response would make it build a platform one.)
    let body = bufferedBody(res);
    let consumed = false;
    if (!body) {
      if (!res.body) return;
      body = new Uint8Array(await res.arrayBuffer());
      consumed = true;
    }
    let out: Uint8Array = body;
    if (body.byteLength >= threshold) {
      out = await compress(body, encoding, levels);
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`); // another representation
    } else if (!consumed) {
      return; // small, and still unread: leave the Response as it is
    }
    headers.set("Content-Length", String(out.byteLength));
    // Unset first: assigning over a Response makes Hono copy it and merge the old headers back.
    c.res = undefined;
    c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}
