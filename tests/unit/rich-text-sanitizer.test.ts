import { getSchema } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { EDITOR_EXTENSIONS } from "../../app/components/backoffice/editor-extensions";
import { sanitizeHtml } from "../../infra/sanitize-html";

/**
 * The back office's Tiptap editor makes only what the shop's sanitizer keeps: every node and
 * mark of its schema renders to an allowed tag, and the HTML it writes for each toolbar button
 * comes back unchanged; what a forged request adds (scripts, handlers, other schemes) does not.
 */
describe("the rich-text editor and the sanitizer", () => {
  const schema = getSchema(EDITOR_EXTENSIONS);
  const tagOf = (spec: unknown): string | null => (Array.isArray(spec) && typeof spec[0] === "string" ? spec[0] : null);

  it("every node and mark of the editor renders to a tag the sanitizer keeps", () => {
    const tags = new Set<string>();
    for (const [name, type] of Object.entries(schema.nodes)) {
      if (!type.spec.toDOM) continue;
      const attrs = name === "heading" ? [{ level: 2 }, { level: 3 }] : [{}];
      for (const a of attrs) {
        const tag = tagOf(type.spec.toDOM(type.create(a)));
        if (tag) tags.add(tag);
      }
    }
    for (const [, type] of Object.entries(schema.marks)) {
      const tag = tagOf(type.spec.toDOM?.(type.create({ href: "https://example.com" }), true));
      if (tag) tags.add(tag);
    }
    expect([...tags].sort()).toEqual(["a", "blockquote", "br", "em", "h2", "h3", "li", "ol", "p", "strong", "ul"]);
    for (const tag of tags) {
      const html =
        tag === "br" ? "<p>a<br>b</p>" : tag === "a" ? '<p><a href="https://example.com" rel="noopener">x</a></p>' : `<${tag}>x</${tag}>`;
      expect(sanitizeHtml(html), tag).toBe(html);
    }
  });

  it("the toolbar's output survives whole; scripts, handlers and javascript: links do not", () => {
    const written =
      '<h2>Title</h2><h3>Sub</h3><p><strong>bold</strong> <em>it</em> <a href="https://shop.example/x" rel="noopener">link</a></p>' +
      "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>";
    expect(sanitizeHtml(written)).toBe(written);
    const forged = '<p onclick="x()">a<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">b</a></p>';
    const kept = sanitizeHtml(forged);
    expect(kept).not.toMatch(/script|onerror|onclick|javascript|alert\(/);
    expect(kept).toContain("<p>a");
  });
});
