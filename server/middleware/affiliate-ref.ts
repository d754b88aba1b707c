import type { MiddlewareHandler } from "hono";
import { generateCookie } from "hono/cookie";
import { followReferral, REF_COOKIE } from "../../domain/affiliate/referrals";
import { clientAddress } from "../http/account-session";
import type { AppServices } from "../services";

/**
 * `?ref=CODE` on any storefront address (decision 030): a member's code (not the visitor's own)
 * is kept in a first-party cookie for the settings' days, the last click winning, and the click
 * is counted (once per visitor and hour). Runs after the session; a failure here never breaks
 * the page.
 */
export function affiliateRef(services: AppServices, opts: { cookiePath: string }): MiddlewareHandler {
  const { ctx, env } = services;
  const trust = env.TRUST_PROXY === "1";
  return async (c, next) => {
    const code = c.req.method === "GET" ? c.req.query("ref") : undefined;
    if (!code) return next();
    let kept: { code: string; days: number } | null = null;
    try {
      const url = new URL(c.req.url);
      url.searchParams.delete("ref");
      const path = url.pathname.slice(env.APP_PATH.length) || "/";
      const query = url.searchParams.toString();
      const session = c.get("session");
      kept = await followReferral(ctx, {
        code,
        path: `${path}${query ? `?${query}` : ""}`,
        visitor: session.idHash,
        address: clientAddress(c, trust),
        userId: session.userId,
      });
    } catch (err) {
      ctx.log.warn({ err }, "affiliate referral not recorded");
    }
    await next();
    if (kept) {
      const https = c.req.url.startsWith("https:") || (trust && c.req.header("x-forwarded-proto") === "https");
      // on the answer's own headers (see the session middleware)
      c.res.headers.append(
        "Set-Cookie",
        generateCookie(REF_COOKIE, kept.code, {
          httpOnly: true,
          sameSite: "Lax",
          secure: https,
          path: opts.cookiePath,
          maxAge: kept.days * 86_400,
        }),
      );
    }
  };
}
