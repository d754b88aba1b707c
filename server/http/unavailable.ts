import type { Context } from "hono";
import { RETRY_AFTER_SECONDS } from "../../kernel/unavailable";
import { translate } from "../i18n";

/** What a JSON call is told while the database (or Redis) cannot be reached (decision 059). */
export const UNAVAILABLE_MESSAGE = "The shop cannot reach its database just now. Please try again in a moment.";

/**
 * 503 with Retry-After: a JSON call gets `{success: false, message}`, a page (a browser asking
 * for HTML, not the shop's own fetch) a small error page in the viewer's language.
 */
export function unavailableResponse(c: Context, locale: string): Response {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  c.header("Cache-Control", "no-store");
  if (!wantsPage(c)) return c.json({ success: false, message: UNAVAILABLE_MESSAGE }, 503);
  const title = escapeHtml(translate(locale, "error_page_title"));
  const text = escapeHtml(translate(locale, "error_page_text"));
  return c.html(
    `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>${title}</h1><p>${text}</p></body></html>`,
    503,
  );
}

/** A browser's page load: it accepts HTML and is not one of the shop's own calls (X-Requested-With). */
function wantsPage(c: Context): boolean {
  return !c.req.header("x-requested-with") && (c.req.header("accept") ?? "").includes("text/html");
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
