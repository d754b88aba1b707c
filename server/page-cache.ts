import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Entry, GuestPageCache } from "./guest-page-cache";
import { baseUrl, pageLocales } from "./http/viewer";
import { chooseEncoding } from "./middleware/compression";
import type { AppServices } from "./services";
import { VISITOR_COOKIE } from "./session/session";

type PageHandler = (c: Context) => Promise<Response>;

/**
 * The pages whose loaders, rendered for a stand-in of no one, hold nothing of a visitor's but the
 * language and the currency (decision 054): home, the listings, a product, a shop, campaigns, the
 * blog's lists, the videos' list, the directories and content pages. What a signed-in shopper sees
 * of their own there (the followed shops, their reviews' standing) the page asks for once alive
 * (decision 056). The cart, the checkout, the compare list, orders
 * and accounts are always the visitor's own; so are a blog post and a video (their loaders count
 * the visitor's view) and every `.data` answer of a client-side navigation or revalidation (the
 * root's part of it carries the visitor's cart).
 */
const SHARED_WITH_VISITORS =
  /^\/(|products|category\/[^/]+|brand\/[^/]+|offer\/products|best-selling\/products|daily-deals|gift-idea|business-idea|gadget-products\/[^/]+|shop\/[^/]+|campaigns|campaign\/[^/]+|flash-sale|product\/[^/]+|categories|brands|sellers|page\/[^/]+|blogs|category-blogs\/[^/]+|video-shopping)$/;

/**
 * Pages for visitors without a session: marked shared (the shared token, no cookie: decision 049)
 * and, with a cache, served from it. A visitor with a session, signed in or not, gets the page
 * shared by every visitor in the same language and currency, and its page asks for the visitor's
 * own parts once it is alive (decisions 054, 056). Everyone else's pages are rendered as before
 * (`private, no-store`).
 */
export function guestPages(services: AppServices, render: PageHandler): PageHandler {
  const cache = services.pageCache ?? null;
  const { env } = services;
  return async (c) => {
    const session = c.get("session");
    const method = c.req.method;
    // without the cache every page is the visitor's own (a cookie and a token of its own)
    // a visitor without a cookie gets the shared token from the page (Session.pageToken)
    if (!cache || (method !== "GET" && method !== "HEAD")) return render(c);
    // a referral link sets the visitor's own cookie: rendered for this visitor alone
    if (c.req.query("ref") !== undefined) return render(c);
    if (!session.isNew) return method === "GET" && sharedWithVisitor(c, env) ? visitorPage(c, services, cache, render) : render(c);
    const key = keyOf(c, env);
    // HEAD answers from a kept page, but never makes one (its render may have no body)
    if (method === "HEAD") {
      const kept = cache.peek(key);
      if (!kept) return render(c);
      c.set("nonce", kept.nonce);
      return answerFrom(c, cache, kept, "hit");
    }
    return keptPage(c, cache, key, render);
  };
}

/**
 * A session whose browser has the readable cookie beside it, asking for a page every visitor sees
 * alike, signed in or not (decisions 054 and 056). The session must take the shared token the page
 * carries (it began on a shared page, decision 049; sign-in keeps that): a client that reads the
 * page's token once and keeps it, as the reference client does, then works whether or not it asks
 * for the visitor's own token.
 */
function sharedWithVisitor(c: Context, env: AppServices["env"]): boolean {
  const session = c.get("session");
  if (!session.takesSharedToken || getCookie(c, VISITOR_COOKIE) === undefined) return false;
  const path = new URL(c.req.url).pathname.slice(env.APP_PATH.length);
  return !path.endsWith(".data") && SHARED_WITH_VISITORS.test(path);
}

/**
 * The page in the visitor's language and currency as a visitor without a session would get it: the
 * same kept page when those are the address's defaults, else one kept per language and currency,
 * rendered for a stand-in session that holds only them. Private to the browser, validated by its ETag.
 */
async function visitorPage(c: Context, services: AppServices, cache: GuestPageCache, render: PageHandler): Promise<Response> {
  const { locale, currency, sameAsGuest } = await pageLocales(c, services);
  const key = `${sameAsGuest ? "" : `[${locale} ${currency}]`}${keyOf(c, services.env)}`;
  const own = c.get("session");
  const asGuest: PageHandler = async (cc) => {
    cc.set("session", own.standIn({ locale, currency }));
    try {
      return await render(cc);
    } finally {
      cc.set("session", own);
    }
  };
  const res = await keptPage(c, cache, key, asGuest);
  // a kept page answered to a visitor with a cookie: for this browser to keep and validate, not for a CDN
  if (res.headers.get("Cache-Control")?.startsWith("public")) res.headers.set("Cache-Control", "private, no-cache");
  return res;
}

/** The kept page at `key`, or rendered now (and kept when every visitor may see it). */
async function keptPage(c: Context, cache: GuestPageCache, key: string, render: PageHandler): Promise<Response> {
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
