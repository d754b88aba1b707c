import sanitize from "sanitize-html";

/**
 * Rich text (product descriptions, static pages) made safe to render as HTML, on the server,
 * by the maintained `sanitize-html` package (htmlparser2 underneath, which tokenizes as a
 * browser does; see decision 008 and issue 12).
 *
 * Policy: tags of a fixed allow-list only. Any other tag is shown as text (escaped), except
 * elements whose content is code or foreign markup (scripts, styles, SVG, MathML, templates,
 * frames …), which are removed with everything inside. Attributes: links keep an http(s) or
 * relative `href` (the library decodes entities and skips control characters and whitespace
 * before it reads the scheme, as a browser does) and always get `rel="noopener"`; pictures keep a
 * relative `src` only (our own `/uploads`), `alt`, and a numeric `width`/`height`; a picture
 * without a safe source is left out. Everything else (event handlers, `style`, `srcset`, …)
 * is dropped; comments too. Unclosed tags are closed.
 */

const ALLOWED_TAGS = [
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
];

/** Elements whose content is code or markup, never text for a reader: removed with it. */
const DROPPED = [
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "noscript",
  "textarea",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
];
/**
 * The library either escapes or drops every tag that is not allowed, one mode for all. We escape
 * unknown tags, so the dropped ones are renamed to this inert name (allowed, without attributes)
 * and `exclusiveFilter` removes them with their content. Were the filter ever skipped, what
 * would be left is an unknown element, never a `<script>`.
 */
const DROPPED_AS = "x-dropped";
const SIZE = /^\d{1,4}$/;

// (`preserveEscapedAttributes` is in sanitize-html since 2.14; @types/sanitize-html does not list it yet.)
const OPTIONS: sanitize.IOptions & { preserveEscapedAttributes: boolean } = {
  allowedTags: [...ALLOWED_TAGS, DROPPED_AS],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: { img: [] }, // relative sources only
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  preserveEscapedAttributes: true, // an escaped tag is shown as it was written (it is text)
  selfClosing: ["img", "br"],
  parseStyleAttributes: false, // no `style` is allowed anywhere
  transformTags: {
    ...Object.fromEntries(DROPPED.map((tag) => [tag, () => ({ tagName: DROPPED_AS, attribs: {} })])),
    a: (tagName, { href }) => ({ tagName, attribs: { ...(href !== undefined && { href }), rel: "noopener" } }),
    img: (tagName, { src, alt, width, height }) => ({
      tagName,
      attribs: {
        ...(src !== undefined && { src }),
        ...(alt !== undefined && { alt }),
        ...(width !== undefined && SIZE.test(width.trim()) && { width: width.trim() }),
        ...(height !== undefined && SIZE.test(height.trim()) && { height: height.trim() }),
      },
    }),
  },
  // `frame.tag` is the name as written (before the rename above); `attribs` are the kept ones.
  exclusiveFilter: (frame) => DROPPED.includes(frame.tag) || (frame.tag === "img" && !frame.attribs.src),
};

/** Safe HTML from untrusted rich text (see the file comment). */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return "";
  // Void elements leave as `<br>`, not `<br />` (no `>` is left unescaped outside a tag).
  return sanitize(input.replaceAll("\u0000", ""), OPTIONS).replace(/ \/>/g, ">");
}
