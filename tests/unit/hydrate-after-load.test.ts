import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterLoad } from "../../app/lib/hydrate-after-load";

// React Router's document as the server renders it (the parts the rewrite touches)
const NONCE = "byDKZ20WFC05WrHpUUI5zQ==";
const DOCUMENT = [
  `<html lang="en"><head><link rel="preload" as="fetch" href="/lang/en.json?v=ba6c75a5b8" crossorigin="anonymous"/>`,
  `<link rel="modulepreload" href="/assets/manifest-10da74d2.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-DcnMGcIM.js" nonce="${NONCE}"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-9uFbwL-1.css"/></head><body><main>shop</main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import "/assets/manifest-10da74d2.js";\nimport("/assets/entry.client-DcnMGcIM.js");</script>`,
  `</body></html>`,
].join("");

/** Run the starter against a small stand-in of the browser; returns what it put into the page. */
function runStarter(html: string, readyState: "loading" | "complete") {
  const starter = /<script nonce="[^"]*">(\(function\(\)\{var d=document[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  if (!starter) throw new Error("no starter before </body>");
  const added: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; text?: string }[] = [];
  const listeners = new Map<string, () => void>();
  const element = (tag: string) => ({ tag }) as Record<string, unknown>;
  const boot = /<script type="text\/x-boot" id="app-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const document = {
    readyState,
    currentScript: { nonce: NONCE },
    createElement: element,
    getElementById: (id: string) => (id === "app-boot" ? { textContent: boot } : null),
    head: { appendChild: (e: Record<string, string>) => added.push({ tag: e.tag, rel: e.rel, href: e.href }) },
    body: {
      appendChild: (e: Record<string, string>) => added.push({ tag: e.tag, type: e.type, nonce: e.nonce, text: e.textContent }),
    },
  };
  const window = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  runInNewContext(starter, { document, window });
  return { added, fire: (type: string) => listeners.get(type)?.(), listeners };
}

describe("the page paints first, then fetches its scripts (decision 016)", () => {
  const html = hydrateAfterLoad(DOCUMENT, NONCE);

  it("leaves no module preload, no language preload and no live module script in the document", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload" as="fetch"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<script type="text/x-boot" id="app-boot">import "/assets/manifest-10da74d2.js";');
    expect(html).toContain('<link nonce="byDKZ20WFC05WrHpUUI5zQ==" rel="stylesheet"'); // the stylesheet stays
    expect(html).toContain("<main>shop</main>");
  });

  it("starts nothing until the page has loaded, then preloads every module and runs the hydrating one with the nonce", () => {
    const page = runStarter(html, "loading");
    expect(page.added).toEqual([]);
    page.fire("load");
    expect(page.added).toEqual([
      { tag: "link", rel: "preload", href: "/lang/en.json?v=ba6c75a5b8" },
      { tag: "link", rel: "modulepreload", href: "/assets/manifest-10da74d2.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-DcnMGcIM.js" },
      {
        tag: "script",
        type: "module",
        nonce: NONCE,
        text: 'import "/assets/manifest-10da74d2.js";\nimport("/assets/entry.client-DcnMGcIM.js");',
      },
    ]);
    page.fire("load");
    expect(page.added).toHaveLength(4); // once only
  });

  it("starts at the shopper's first touch, click or key before the page has loaded", () => {
    for (const first of ["pointerdown", "touchstart", "keydown", "focusin"]) {
      const page = runStarter(html, "loading");
      page.fire(first);
      expect(page.added.at(-1)?.type, first).toBe("module");
      expect([...page.listeners.keys()]).toEqual(["load"]); // the interaction listeners are gone
    }
  });

  it("starts at once when the page has already loaded", () => {
    expect(runStarter(html, "complete").added).toHaveLength(4);
  });

  it("leaves a document without React Router's scripts as it is", () => {
    const plain = "<html><body><p>error</p></body></html>";
    expect(hydrateAfterLoad(plain, NONCE)).toBe(plain);
  });
});
