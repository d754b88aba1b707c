// Vite plugin: one SVG sprite of the lucide icons the app names in app/components/ui/icon-set.tsx.
// Pages draw an icon as <svg><use href="{sprite}#name"/></svg> (app/components/ui/sprite-icon.tsx)
// instead of inlining its paths: a listing had 142 inline icons, ~75 KB of markup per page.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:icon-sprite";
const RESOLVED = `\0${VIRTUAL}`;

type IconNode = [string, Record<string, string | number>][];

/** The icon names the registry asks for: every `spriteIcon("name")`. */
export function registryNames(registryFile: string): string[] {
  const source = readFileSync(registryFile, "utf8");
  return [...new Set([...source.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]))].sort();
}

const escapeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The sprite: one <symbol> per icon, its paths as lucide draws them (stroke and fill come from the page's CSS). */
export async function buildSprite(names: string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const mod = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode; size?: number } };
      if (!mod.__iconData) throw new Error(`lucide-react has no icon data for "${name}" (an alias? name the icon itself)`);
      const size = mod.__iconData.size ?? 24;
      const body = mod.__iconData.node
        .map(
          ([tag, attrs]) =>
            `<${tag}${Object.entries(attrs)
              .filter(([k]) => k !== "key")
              .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
              .join("")}/>`,
        )
        .join("");
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${body}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Emits assets/icons-<hash>.svg and gives its URL (with the base path) as `virtual:icon-sprite`. */
export function iconSprite(registryFile: string): Plugin {
  let base = "/";
  let build = true;
  let sprite = "";
  let fileName = "";
  return {
    name: "icon-sprite",
    configResolved(config) {
      base = config.base;
      build = config.command === "build";
    },
    async buildStart() {
      this.addWatchFile(registryFile);
      sprite = await buildSprite(registryNames(registryFile));
      fileName = `assets/icons-${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}.svg`;
      if (build) this.emitFile({ type: "asset", fileName, source: sprite });
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(base + fileName)};` : undefined;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== base + fileName) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(sprite);
      });
    },
  };
}
