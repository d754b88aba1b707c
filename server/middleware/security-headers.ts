import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Security headers on every answer, and a per-request nonce for the page's inline scripts.
 * Nothing loads from a third-party host unless a setting turns that service on.
 */
export function securityHeaders(
  opts: { thirdPartyHosts?: (c: Context) => Promise<{ script: string[]; connect: string[]; media?: string[]; img?: string[] }> } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    // a page from the guest page cache carries the nonce it was rendered with
    const pageNonce = c.get("nonce") ?? nonce;
    const h = c.res.headers;
    const hosts = (await opts.thirdPartyHosts?.(c).catch(() => null)) ?? { script: [], connect: [] };
    const scriptHosts = hosts.script.join(" ");
    h.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${pageNonce}' ${scriptHosts}`.trim(),
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob: https: ${(hosts.img ?? []).join(" ")}`.trim(),
        "font-src 'self' data:",
        `connect-src 'self' ws: wss: ${hosts.connect.join(" ")}`.trim(),
        `media-src 'self' blob: https: ${(hosts.media ?? []).join(" ")}`.trim(),
        "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join("; "),
    );
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "same-origin");
    h.set("X-Frame-Options", "SAMEORIGIN");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (c.req.url.startsWith("https:")) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
