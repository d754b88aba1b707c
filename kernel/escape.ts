/** Text put into markup: the characters that would be read as markup, as entities. */

const XML_ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };
const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** For XML (a feed, a sitemap): text and attribute values. */
export const escapeXml = (s: string): string => s.replace(/[<>&'"]/g, (ch) => XML_ENTITIES[ch]);

/** For HTML (a mail): text and attribute values; `&#39;` for the apostrophe, as HTML 4 has no `&apos;`. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]);
