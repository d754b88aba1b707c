import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Entry, GuestPageCache } from "./guest-page-cache";
import { chooseEncoding } from "./middleware/compression";
import { baseUrl } from "./http/viewer";
import type { AppServices } from "./services";

type PageHandler = (c: Context) => Promise<Response>;

/**
 * Pages for visitors without a session: marked shared (the shared token, no cookie: decision 049)
 * and, with a cache, served from it. Everyone else's pages are rendered as before (`private, no-store`).
 */
export function guestPages(services: AppServices, render: PageHandler): PageHandler {
  const cache = services.pageCache ?? null;
  const { env } = services;
  return async (c) => {
    const session = c.get("session");
    const method = c.req.method;
    // without the cache every page is the visitor's own (a cookie and a token of its own)
    // a visitor without a cookie gets the shared token from the page (Session.pageToken)
    if (!cache || (method !== "GET" && method !== "HEAD") || !session.isNew) return render(c);
    // a referral link sets the visitor's own cookie: rendered for this visitor alone
    if (c.req.query("ref") !== undefined) return render(c);
    const key = keyOf(c, env);
    // HEAD answers from a kept page, but never makes one (its render may have no body)
    if (method === "HEAD") {
      const kept = cache.peek(key);
      if (!kept) return render(c);
      c.set("nonce", kept.nonce);
      return answerFrom(c, cache, kept, "hit");
    }
    const ownNonce = c.get("nonce");
    const { entry, state, response } = await cache.page(key, async () => {
      // the nonce the page is rendered with is read before the render's first await (page-context.ts)
      const nonce = randomBytes(16).toString("base64");
      c.set("nonce", nonce);
      const res = render(c);
      c.set("nonce", ownNonce);
      return { res: await res, nonce };
    });
    if (!entry) {
      if (!response) return render(c);
      c.set("nonce", response.nonce);
      // rendered, and not kept (a first render of its kind, an error …): this visitor's alone
      response.res.headers.set("X-Page-Cache", "miss");
      return response.res;
    }
    c.set("nonce", entry.nonce);
    return answerFrom(c, cache, entry, state);
  };
}

/**
 * The catalog's read calls (the listing, its facets, a shop's products) asked for without a
 * session: one answer for every such visitor, kept like the guest pages and purged with them.
 */
export function sharedAnswers(services: AppServices): MiddlewareHandler {
  const cache = services.pageCache ?? null;
  const { env } = services;
  return async (c, next) => {
    const session = c.get("session");
    if (!cache || c.req.method !== "GET" || !session.isNew) return next();
    const { entry, state, response } = await cache.page(
      keyOf(c, env),
      async () => {
        await next();
        return { res: c.res, nonce: "" };
      },
      { renewBehind: false },
    );
    if (!entry) {
      if (response) return response.res;
      return next();
    }
    c.res = undefined;
    c.res = await answerFrom(c, cache, entry, state);
  };
}

function keyOf(c: Context, env: AppServices["env"]): string {
  const url = new URL(c.req.url);
  return `${baseUrl(c, env.APP_PATH, env.TRUST_PROXY === "1")}${url.pathname.slice(env.APP_PATH.length)}${url.search}`;
}

/** A kept page or answer: public for shared caches, validated by its ETag, in the encoding the client takes. */
async function answerFrom(c: Context, cache: GuestPageCache, entry: Entry, state: string): Promise<Response> {
  const { freshSeconds, staleSeconds } = cache.config;
  const headers = new Headers(entry.headers);
  headers.set("Cache-Control", `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`);
  headers.set("Vary", "Accept-Encoding, Cookie");
  headers.set("X-Page-Cache", state);
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  headers.set("ETag", encoding ? `W/${entry.etag}` : entry.etag);
  if (matches(c.req.header("If-None-Match"), entry.etag)) return new Response(null, { status: 304, headers });
  const body = encoding ? await cache.encoded(entry, encoding) : entry.html;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

/** If-None-Match against the page's ETag, weakly (either encoding's validator names the same page). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
