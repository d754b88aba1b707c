import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Star } from "../../app/components/ui/icon-set";
import { buildSprite, registryNames } from "../../scripts/icon-sprite";

describe("icon sprite", () => {
  it("has a symbol with lucide's paths for every icon of the registry", async () => {
    const names = registryNames("app/components/ui/icon-set.tsx");
    expect(names.length).toBeGreaterThan(100);
    const sprite = await buildSprite(names);
    for (const name of names) expect(sprite, name).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
    expect(sprite).not.toContain(" key=");
  });

  it("an icon is a <use> of its symbol, hidden from assistive tech unless labelled", () => {
    const html = renderToString(createElement(Star, { className: "size-4 fill-amber-400" }));
    expect(html).toMatch(
      /^<svg width="24" height="24" class="lucide lucide-star size-4 fill-amber-400" aria-hidden="true"><use href="[^"]*#star"><\/use><\/svg>$/,
    );
    expect(renderToString(createElement(Star, { "aria-label": "rated" }))).not.toContain("aria-hidden");
  });
});
