import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * The demo shop's pictures, drawn locally as SVG and encoded to WebP with sharp, in every
 * size the pages show. No network, no fonts beyond the generic `sans-serif`, deterministic:
 * the same spec always gives the same picture.
 */
export type ImageKind =
  | "product"
  | "slider"
  | "banner"
  | "category"
  | "brand"
  | "shop-logo"
  | "shop-banner"
  | "blog"
  | "campaign"
  | "service"
  | "popup"
  | "avatar";

export const IMAGE_SIZES: Record<ImageKind, [number, number][]> = {
  product: [
    [96, 96],
    [320, 320],
    [640, 640],
    [1000, 1000],
  ],
  slider: [
    [1260, 452],
    [768, 420],
  ],
  banner: [[620, 320]],
  category: [[130, 95]],
  brand: [[130, 93]],
  "shop-logo": [[82, 82]],
  "shop-banner": [
    [297, 203],
    [899, 480],
  ],
  blog: [
    [260, 175],
    [900, 300],
  ],
  campaign: [
    [374, 374],
    [1920, 412],
  ],
  service: [[64, 64]],
  popup: [[270, 260]],
  avatar: [[96, 96]],
};

export interface ImageSpec {
  kind: ImageKind;
  key: string;
  hue: number;
  label?: string;
  shape?: number;
}

export function imageFileName(key: string, w: number, h: number): string {
  return `${key}-${w}x${h}.webp`;
}

/** Writes `${outDir}/${key}-${w}x${h}.webp` for each size of spec.kind (creating directories), skipping files that already exist. */
export async function generateImages(
  specs: ImageSpec[],
  outDir: string,
  opts: { concurrency?: number } = {},
): Promise<{ written: number; skipped: number }> {
  const jobs = specs.flatMap((spec) =>
    IMAGE_SIZES[spec.kind].map(([w, h]) => ({ spec, w, h, file: path.join(outDir, imageFileName(spec.key, w, h)) })),
  );
  let written = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (existsSync(job.file)) {
        skipped++;
        continue;
      }
      await mkdir(path.dirname(job.file), { recursive: true });
      await sharp(Buffer.from(drawSvg(job.spec, job.w, job.h)))
        .webp({ quality: 78 })
        .toFile(job.file);
      written++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  return { written, skipped };
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers

const esc = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string);
const wrapHue = (h: number) => ((Math.round(h) % 360) + 360) % 360;
const hsl = (h: number, s: number, l: number) => `hsl(${wrapHue(h)},${s}%,${l}%)`;
const r1 = (n: number) => Math.round(n * 10) / 10;
/** Small stable hash, for variation where a spec has no `shape`. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Gradients shared by the objects: body (lit from the top left), light parts, screen, glow, soft shadow. */
function defs(hue: number): string {
  return (
    `<linearGradient id="ob" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 62, 60)}"/><stop offset="1" stop-color="${hsl(hue + 8, 58, 40)}"/></linearGradient>` +
    `<linearGradient id="ol" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 88)}"/><stop offset="1" stop-color="${hsl(hue, 55, 74)}"/></linearGradient>` +
    `<linearGradient id="od" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 34)}"/><stop offset="1" stop-color="${hsl(hue, 50, 22)}"/></linearGradient>` +
    `<linearGradient id="oa" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 180, 55, 66)}"/><stop offset="1" stop-color="${hsl(hue + 190, 50, 50)}"/></linearGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="${hsl(hue, 40, 15)}" stop-opacity="0.32"/><stop offset="1" stop-color="${hsl(hue, 40, 15)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="gl"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.95"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>`
  );
}

const HI = `fill="#fff" opacity="0.28"`; // a highlight sheen

/** One of eight stylised objects, drawn in a 100×100 box (resting on y≈86). Uses the gradients of `defs`. */
function object(shape: number): string {
  switch (((shape % 8) + 8) % 8) {
    case 0: // gift box, three-quarter view, with a ribbon
      return (
        `<path d="M18 36L50 24L82 36L50 48Z" fill="url(#ol)"/><path d="M18 36L50 48V86L18 74Z" fill="url(#ob)"/><path d="M50 48L82 36V74L50 86Z" fill="url(#od)"/>` +
        `<path d="M34 30L66 42V80L60 82V44L28 32Z" fill="url(#oa)" opacity="0.95"/><path d="M66 30L34 42V82" stroke="url(#oa)" stroke-width="6" fill="none" opacity="0.8"/>` +
        `<path d="M50 24c-6-10-18-10-16-2 1 4 9 6 16 2zm0 0c6-10 18-10 16-2-1 4-9 6-16 2z" fill="url(#oa)"/>`
      );
    case 1: // bottle
      return (
        `<rect x="42" y="8" width="16" height="12" rx="3" fill="url(#oa)"/><rect x="44" y="19" width="12" height="6" fill="url(#od)"/>` +
        `<path d="M44 25h12c0 6 12 8 12 20v34q0 7-7 7H39q-7 0-7-7V45c0-12 12-14 12-20z" fill="url(#ob)"/>` +
        `<rect x="34" y="50" width="32" height="22" rx="2" fill="url(#ol)"/><path d="M40 58h20M40 64h12" stroke="url(#od)" stroke-width="2.4" stroke-linecap="round"/>` +
        `<rect x="37" y="32" width="5" height="48" rx="2.5" ${HI}/>`
      );
    case 2: // sneaker
      return (
        `<path d="M14 70c0-12 6-20 16-22l12-6c4 8 14 12 24 14l14 4c8 2 12 7 12 12v2H14z" fill="url(#ob)"/>` +
        `<path d="M30 48l12-6c3 6 9 9 15 11l-9 9c-8-2-14-7-18-14z" fill="url(#ol)" opacity="0.8"/>` +
        `<path d="M44 50l5 6M50 47l5 6M56 50l4 5" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>` +
        `<path d="M34 68c14-1 30-6 46-2" stroke="url(#oa)" stroke-width="5" fill="none" stroke-linecap="round"/>` +
        `<rect x="12" y="74" width="82" height="10" rx="5" fill="#fbfbfb"/><rect x="12" y="80" width="82" height="4" rx="2" fill="url(#od)" opacity="0.55"/>`
      );
    case 3: // phone
      return (
        `<rect x="28" y="10" width="44" height="78" rx="9" fill="url(#od)"/><rect x="31.5" y="14" width="37" height="70" rx="6" fill="url(#ol)"/>` +
        `<circle cx="50" cy="46" r="11" fill="url(#ob)" opacity="0.9"/><rect x="37" y="64" width="26" height="4" rx="2" fill="url(#ob)" opacity="0.55"/><rect x="41" y="71" width="18" height="4" rx="2" fill="url(#oa)"/>` +
        `<path d="M31.5 30L68.5 14V20L31.5 52Z" ${HI}/><rect x="44" y="16.5" width="12" height="2.6" rx="1.3" fill="url(#od)"/>`
      );
    case 4: // headphones
      return (
        `<path d="M22 60V52a28 28 0 0 1 56 0v8" fill="none" stroke="url(#od)" stroke-width="6" stroke-linecap="round"/>` +
        `<rect x="13" y="52" width="20" height="32" rx="9" fill="url(#ob)"/><rect x="67" y="52" width="20" height="32" rx="9" fill="url(#ob)"/>` +
        `<rect x="28" y="56" width="7" height="24" rx="3.5" fill="url(#oa)"/><rect x="65" y="56" width="7" height="24" rx="3.5" fill="url(#oa)"/>` +
        `<rect x="16" y="56" width="4" height="20" rx="2" ${HI}/><rect x="70" y="56" width="4" height="20" rx="2" ${HI}/>`
      );
    case 5: // two stacked books
      return (
        `<rect x="14" y="66" width="72" height="18" rx="3" fill="url(#oa)"/><rect x="20" y="69" width="62" height="12" fill="#fbf8f1"/><path d="M22 73h58M22 77h58" stroke="#e4ddcc" stroke-width="1"/>` +
        `<rect x="22" y="48" width="60" height="18" rx="3" fill="url(#ob)"/><rect x="28" y="51" width="50" height="12" fill="#fbf8f1"/><path d="M30 55h46M30 59h46" stroke="#e4ddcc" stroke-width="1"/>` +
        `<rect x="26" y="16" width="30" height="32" rx="3" fill="url(#od)" transform="rotate(-8 41 48)"/><rect x="31" y="22" width="20" height="5" rx="1.5" fill="url(#ol)" transform="rotate(-8 41 48)"/>`
      );
    case 6: // table lamp with a warm glow
      return (
        `<ellipse cx="50" cy="50" rx="30" ry="22" fill="url(#gl)"/><path d="M34 14h32l10 28H24z" fill="url(#ol)"/><path d="M34 14h8l-8 28H24z" ${HI}/>` +
        `<rect x="47" y="42" width="6" height="36" rx="3" fill="url(#od)"/><path d="M30 86q0-9 20-9t20 9z" fill="url(#ob)"/>`
      );
    default: // armchair
      return (
        `<rect x="24" y="16" width="52" height="40" rx="12" fill="url(#ob)"/><rect x="29" y="21" width="42" height="30" rx="9" fill="url(#ol)" opacity="0.45"/>` +
        `<rect x="22" y="52" width="56" height="16" rx="6" fill="url(#ol)"/><rect x="14" y="42" width="14" height="30" rx="7" fill="url(#ob)"/><rect x="72" y="42" width="14" height="30" rx="7" fill="url(#ob)"/>` +
        `<path d="M24 72l-3 14M76 72l3 14" stroke="url(#od)" stroke-width="4" stroke-linecap="round"/>`
      );
  }
}

/** `object` placed with its 100-unit box scaled to `size` at (x, y), over a soft floor shadow. */
function placed(shape: number, x: number, y: number, size: number, opacity = 1): string {
  const s = size / 100;
  return (
    `<ellipse cx="${r1(x + size / 2)}" cy="${r1(y + size * 0.86)}" rx="${r1(size * 0.46)}" ry="${r1(size * 0.07)}" fill="url(#sh)"/>` +
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s.toFixed(4)})"${opacity < 1 ? ` opacity="${opacity}"` : ""}>${object(shape)}</g>`
  );
}

function open(w: number, h: number, hue: number, extraDefs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs(hue)}${extraDefs}</defs>`;
}

/** Product-photo style: studio backdrop with a soft spotlight, the object centred, an optional corner tag. */
function studio(spec: ImageSpec, w: number, h: number, bold: boolean): string {
  const { hue, shape = 0 } = spec;
  const m = Math.min(w, h);
  // One radial gradient does both the backdrop and the soft spotlight behind the object (each full-size gradient costs render time).
  const bg =
    `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.78"><stop offset="0" stop-color="${hsl(hue, 60, bold ? 96 : 99)}"/><stop offset="0.38" stop-color="${hsl(hue, bold ? 72 : 58, bold ? 89 : 95)}"/><stop offset="1" stop-color="${hsl(hue + 18, bold ? 60 : 42, bold ? 74 : 86)}"/></radialGradient>` +
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 40, 50)}" stop-opacity="0"/><stop offset="1" stop-color="${hsl(hue, 40, 50)}" stop-opacity="0.14"/></linearGradient>`;
  const size = m * 0.66;
  const cx = w / 2;
  const top = (h - size) / 2 + m * 0.02;
  let out =
    open(w, h, hue, bg) +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<rect y="${r1(top + size * 0.8)}" width="${w}" height="${r1(h - top - size * 0.8)}" fill="url(#fl)"/>`;
  if (bold) {
    // campaign / popup tiles: a couple of confetti shapes
    out +=
      `<circle cx="${r1(w * 0.14)}" cy="${r1(h * 0.2)}" r="${r1(m * 0.05)}" fill="${hsl(hue + 180, 60, 70)}" opacity="0.8"/>` +
      `<rect x="${r1(w * 0.8)}" y="${r1(h * 0.72)}" width="${r1(m * 0.07)}" height="${r1(m * 0.07)}" rx="${r1(m * 0.015)}" transform="rotate(20 ${r1(w * 0.83)} ${r1(h * 0.75)})" fill="${hsl(hue + 40, 70, 62)}" opacity="0.8"/>` +
      `<circle cx="${r1(w * 0.86)}" cy="${r1(h * 0.16)}" r="${r1(m * 0.025)}" fill="${hsl(hue - 40, 70, 60)}"/>`;
  }
  out += placed(shape, cx - size / 2, top, size);
  if (spec.label && spec.kind === "product" && w >= 200) {
    const fs = Math.round(w * 0.032);
    const text = spec.label.slice(0, 24);
    const tw = fs * (0.62 * text.length + 1.6);
    const x = Math.round(w * 0.045),
      y = Math.round(h * 0.045),
      th = Math.round(fs * 1.9);
    out +=
      `<rect x="${x}" y="${y}" width="${r1(tw)}" height="${th}" rx="${r1(th / 2)}" fill="#fff" opacity="0.78"/>` +
      `<circle cx="${r1(x + fs * 0.85)}" cy="${r1(y + th / 2)}" r="${r1(fs * 0.22)}" fill="${hsl(hue, 55, 48)}"/>` +
      `<text x="${r1(x + fs * 1.4)}" y="${r1(y + th / 2 + fs * 0.35)}" font-family="sans-serif" font-size="${fs}" letter-spacing="0.5" fill="${hsl(hue, 30, 28)}">${esc(text)}</text>`;
  }
  return out + "</svg>";
}

/** Wide compositions (sliders, banners, campaign strips, blog and shop headers): calm start side for overlaid text, objects towards the end. */
function scene(spec: ImageSpec, w: number, h: number): string {
  const { hue } = spec;
  const shape = spec.shape ?? hash(spec.key) % 8;
  const ratio = w / h;
  const bg =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${hsl(hue, 55, 80)}"/><stop offset="0.55" stop-color="${hsl(hue + 15, 65, 87)}"/><stop offset="1" stop-color="${hsl(hue + 35, 70, 92)}"/></linearGradient>` +
    `<radialGradient id="sp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  // Where the composition sits: far end for wide pictures, centre-end for near-square ones.
  const anchor = ratio >= 1.6 ? w - Math.min(h * 1.05, w * 0.36) : w * 0.62;
  const size = Math.min(h * 0.68, w * 0.36);
  const floorY = h * 0.84;
  let out =
    open(w, h, hue, bg) +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    // large soft shapes
    `<circle cx="${r1(anchor + size * 0.15)}" cy="${r1(h * 0.42)}" r="${r1(h * 0.62)}" fill="url(#sp)"/>` +
    `<circle cx="${r1(anchor + size * 0.95)}" cy="${r1(-h * 0.05)}" r="${r1(h * 0.42)}" fill="${hsl(hue + 40, 70, 78)}" opacity="0.5"/>` +
    `<circle cx="${r1(anchor - size * 0.55)}" cy="${r1(h * 1.02)}" r="${r1(h * 0.34)}" fill="${hsl(hue - 25, 65, 72)}" opacity="0.45"/>` +
    `<path d="M${r1(w * 0.3)} ${h}L${r1(w * 0.52)} 0h${r1(w * 0.06)}L${r1(w * 0.36)} ${h}z" fill="#fff" opacity="0.12"/>` +
    // podium the main object stands on
    `<ellipse cx="${r1(anchor + size * 0.5)}" cy="${r1(floorY + h * 0.06)}" rx="${r1(size * 0.75)}" ry="${r1(h * 0.1)}" fill="${hsl(hue + 10, 45, 70)}" opacity="0.65"/>` +
    `<ellipse cx="${r1(anchor + size * 0.5)}" cy="${r1(floorY)}" rx="${r1(size * 0.75)}" ry="${r1(h * 0.1)}" fill="${hsl(hue + 10, 70, 95)}"/>`;
  // small dotted accent on the upper start side of the objects
  const dot = Math.max(1.2, h * 0.006);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      out += `<circle cx="${r1(anchor - size * 0.35 + i * h * 0.05)}" cy="${r1(h * 0.14 + j * h * 0.05)}" r="${r1(dot)}" fill="${hsl(hue, 40, 40)}" opacity="0.3"/>`;
  const small = size * 0.52;
  out +=
    placed(shape + 3, anchor - small * 0.92, floorY - small * 0.86 + h * 0.04, small) + placed(shape, anchor, floorY - size * 0.86, size);
  if (ratio >= 2.5) {
    // very wide strips get a third object further out
    const third = size * 0.6;
    out += placed(shape + 5, Math.min(w - third * 1.05, anchor + size * 1.05), floorY - third * 0.86 + h * 0.03, third);
  }
  return out + "</svg>";
}

/** Brand: a small mark above the centred name. */
function brand(spec: ImageSpec, w: number, h: number): string {
  const { hue } = spec;
  const name = (spec.label ?? "Brand").trim();
  const v = hash(spec.key) % 4;
  const c = hsl(hue, 58, 42);
  const mx = w / 2,
    my = h * 0.33,
    r = h * 0.15;
  const mark = [
    `<circle cx="${mx}" cy="${r1(my)}" r="${r1(r)}" fill="none" stroke="${c}" stroke-width="${r1(r * 0.45)}"/>`,
    `<rect x="${r1(mx - r)}" y="${r1(my - r)}" width="${r1(2 * r)}" height="${r1(2 * r)}" rx="${r1(r * 0.45)}" fill="${c}"/><circle cx="${mx}" cy="${r1(my)}" r="${r1(r * 0.4)}" fill="#fff"/>`,
    `<path d="M${mx} ${r1(my - r * 1.2)}L${r1(mx + r * 1.2)} ${r1(my)}L${mx} ${r1(my + r * 1.2)}L${r1(mx - r * 1.2)} ${r1(my)}Z" fill="${c}"/>`,
    `<path d="M${r1(mx - r * 1.1)} ${r1(my + r)}L${r1(mx - r * 0.2)} ${r1(my - r)}L${r1(mx + r * 0.2)} ${r1(my + r)}ZM${r1(mx)} ${r1(my + r)}L${r1(mx + r * 0.55)} ${r1(my - r * 0.2)}L${r1(mx + r * 1.1)} ${r1(my + r)}Z" fill="${c}"/>`,
  ][v];
  const fs = r1(Math.min(h * 0.19, (w * 0.86) / (Math.max(3, name.length) * 0.62)));
  return (
    open(w, h, hue) +
    `<rect width="${w}" height="${h}" fill="${hsl(hue, 30, 98)}"/>${mark}` +
    `<text x="${w / 2}" y="${r1(h * 0.76)}" font-family="sans-serif" font-weight="700" font-size="${fs}" fill="${hsl(hue, 35, 24)}" text-anchor="middle">${esc(name)}</text></svg>`
  );
}

/** Shop logo / avatar: a gradient disc with initials (or a person silhouette for an unlabelled avatar). */
function badge(spec: ImageSpec, w: number, h: number): string {
  const { hue } = spec;
  const m = Math.min(w, h);
  const g = `<linearGradient id="bd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 58)}"/><stop offset="1" stop-color="${hsl(hue + 25, 60, 40)}"/></linearGradient>`;
  let out =
    open(w, h, hue, g) +
    `<rect width="${w}" height="${h}" fill="${hsl(hue, 45, 96)}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r1(m * 0.44)}" fill="url(#bd)"/><circle cx="${w / 2}" cy="${h / 2}" r="${r1(m * 0.38)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${r1(m * 0.015)}"/>`;
  if (spec.kind === "avatar" && !spec.label) {
    out +=
      `<clipPath id="cl"><circle cx="${w / 2}" cy="${h / 2}" r="${r1(m * 0.44)}"/></clipPath><g clip-path="url(#cl)" fill="#fff" opacity="0.92">` +
      `<circle cx="${w / 2}" cy="${r1(h * 0.41)}" r="${r1(m * 0.15)}"/><ellipse cx="${w / 2}" cy="${r1(h * 0.86)}" rx="${r1(m * 0.3)}" ry="${r1(m * 0.24)}"/></g>`;
  } else {
    const words = (spec.label ?? "?").split(/[\s&+-]+/).filter((p) => /^[\p{L}\p{N}]/u.test(p));
    const initials = (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2)).toUpperCase();
    const fs = r1(m * (initials.length > 1 ? 0.32 : 0.4));
    out += `<text x="${w / 2}" y="${r1(h / 2 + fs * 0.36)}" font-family="sans-serif" font-weight="700" font-size="${fs}" letter-spacing="${r1(m * 0.01)}" fill="#fff" text-anchor="middle">${esc(initials)}</text>`;
  }
  return out + "</svg>";
}

/** Service icon: a rounded gradient tile with the object in it. */
function tile(spec: ImageSpec, w: number, h: number): string {
  const { hue, shape = hash(spec.key) % 8 } = spec;
  const m = Math.min(w, h);
  const g = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 94)}"/><stop offset="1" stop-color="${hsl(hue + 20, 60, 82)}"/></linearGradient>`;
  const size = m * 0.7;
  return (
    open(w, h, hue, g) +
    `<rect width="${w}" height="${h}" rx="${r1(m * 0.22)}" fill="url(#bg)"/>` +
    placed(shape, (w - size) / 2, (h - size) / 2, size) +
    "</svg>"
  );
}

/** One picture as an SVG string; the composition depends on the kind and the aspect ratio. */
export function drawSvg(spec: ImageSpec, w: number, h: number): string {
  switch (spec.kind) {
    case "brand":
      return brand(spec, w, h);
    case "shop-logo":
    case "avatar":
      return badge(spec, w, h);
    case "service":
      return tile(spec, w, h);
    case "product":
    case "category":
      return studio(spec, w, h, false);
    case "popup":
      return studio(spec, w, h, true);
    case "campaign":
      return w / h > 1.6 ? scene(spec, w, h) : studio(spec, w, h, true);
    default:
      return scene(spec, w, h); // slider, banner, shop-banner, blog
  }
}
