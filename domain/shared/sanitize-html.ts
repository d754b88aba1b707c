/**
 * Rich text (product descriptions, static pages) made safe to render as HTML, on the server.
 *
 * No parser: everything is escaped as text except tags of a fixed allow-list, which are
 * rebuilt from their name and their allowed attributes only. So the output holds `<` only
 * where this file wrote a tag, whatever the input (scripts, event handlers, SVG, styles,
 * comments, broken markup). Links keep an http(s) or relative `href` (checked after entities
 * and control characters are decoded, as a browser would) and get `rel="noopener"`; pictures
 * keep a relative `src` (our own `/uploads`), `alt`, `width` and `height`. Tags are balanced:
 * a stray end tag is dropped and what is left open is closed at the end.
 */

const ALLOWED = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "a",
  "img",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
]);
const VOID = new Set(["br", "img"]);
/** elements whose content is code or markup, never text for a reader: removed with it */
const DROPPED =
  /<(script|style|template|iframe|object|embed|svg|math|noscript|textarea|title|xmp|noembed|noframes)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]{1,31}));?/gi;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  nbsp: "\u00a0",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
};

const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Text as text: `<` and `>` escaped; an `&` that starts a character reference is kept (it decodes to text). */
function escapeText(s: string): string {
  return s
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** An attribute value as the browser reads it: character references decoded. */
function decode(value: string): string {
  return value.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
  });
}

/**
 * A URL the browser would resolve to http(s) or to a place on this site, else null. Control
 * characters and whitespace (which browsers skip inside a scheme) are removed first, so
 * "java\tscript:" and "&#106;avascript:" are seen for what they are.
 */
function safeUrl(raw: string, allowAbsolute: boolean): string | null {
  // eslint-disable-next-line no-control-regex
  const url = decode(raw).replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u2060\u3000\ufeff]/g, "");
  if (!url || url.includes("\\")) return null;
  if (/^https?:\/\/[^/?#]/i.test(url)) return allowAbsolute ? url : null;
  if (url.startsWith("//")) return null; // another host, whatever the scheme
  if (/^[^/?#]*:/.test(url)) return null; // any other scheme: javascript:, data:, vbscript: …
  return url;
}

function attributesOf(tag: string, attrs: string): string {
  const found = new Map<string, string>();
  for (const m of attrs.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!found.has(name)) found.set(name, m[2] ?? m[3] ?? m[4] ?? "");
  }
  const out: string[] = [];
  const put = (name: string, value: string | null | undefined) => {
    if (value != null) out.push(` ${name}="${escapeAttr(value)}"`);
  };
  if (tag === "a") {
    const href = found.get("href");
    put("href", href === undefined ? null : safeUrl(href, true));
    put("rel", "noopener");
  } else if (tag === "img") {
    const src = found.get("src");
    const size = (v: string | undefined) => (v !== undefined && /^\d{1,4}$/.test(v.trim()) ? v.trim() : null);
    put("src", src === undefined ? null : safeUrl(src, false));
    put("alt", found.has("alt") ? decode(found.get("alt")!) : null);
    put("width", size(found.get("width")));
    put("height", size(found.get("height")));
    if (!out.some((a) => a.startsWith(" src="))) return ""; // a picture without a safe source is left out
  }
  return out.join("");
}

/** Safe HTML from untrusted rich text (see the file comment). */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return "";
  const html = input
    .replace(/\u0000/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(DROPPED, "");
  const open: string[] = [];
  let out = "";
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === "/";
    const name = m[2].toLowerCase();
    if (!ALLOWED.has(name)) {
      out += escapeText(m[0]);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue; // a stray end tag
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attributes = attributesOf(name, m[3]);
    if (name === "img" && !attributes) continue;
    out += `<${name}${attributes}>`;
    if (!VOID.has(name)) open.push(name);
  }
  out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
