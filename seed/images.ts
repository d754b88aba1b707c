import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PICTURE_FAMILIES, type PictureFamily } from "../kernel/media";
import { type Art, art, hsl, hslToHex, paints, plant } from "./illustrations";

/**
 * The demo shop's pictures, drawn locally as SVG and encoded to WebP with sharp, in every
 * size the pages show. No network, no fonts beyond the generic `sans-serif` (brand and shop
 * marks only; product pictures carry no text), deterministic:
 * the same spec always gives the same picture.
 */
export type ImageKind =
  | "product"
  | "slider"
  | "banner"
  | "home-banner"
  | "section-banner"
  | "category"
  | "brand"
  | "shop-logo"
  | "shop-banner"
  | "blog"
  | "campaign"
  | "service"
  | "popup"
  | "avatar"
  | "video";

/** The stored sizes of each kind: the families of kernel/media.ts that the pages ask for (each family shares an aspect). */
export const IMAGE_FAMILIES: Record<ImageKind, PictureFamily[]> = {
  product: ["product"],
  slider: ["slider", "sliderMobile"],
  banner: ["banner"],
  "home-banner": ["bannerWide", "banner", "bannerThird", "bannerQuarter"],
  "section-banner": ["sectionBanner"],
  category: ["category"],
  brand: ["brand"],
  "shop-logo": ["shopLogo"],
  "shop-banner": ["shopBanner", "shopCover"],
  blog: ["blog", "blogCover"],
  campaign: ["campaign", "campaignStrip"],
  service: ["service"],
  popup: ["popup"],
  avatar: ["avatar"],
  video: ["videoThumb", "videoPoster"],
};

export const IMAGE_SIZES = Object.fromEntries(
  Object.entries(IMAGE_FAMILIES).map(([kind, families]) => [kind, families.flatMap((f) => PICTURE_FAMILIES[f])]),
) as Record<ImageKind, [number, number][]>;

export interface ImageSpec {
  kind: ImageKind;
  key: string;
  /** the backdrop's tint (and the object's colour where no `colour` is given) */
  hue: number;
  /** brand and shop names (their marks), never drawn on product pictures */
  label?: string;
  /** content pictures without an `art`: which of eight stock objects they show */
  shape?: number;
  /** what the picture shows (products, categories, content) */
  art?: Art;
  /** more objects for wide compositions, after `art` */
  arts?: Art[];
  /** the object's colour, "#rrggbb" (a product variant's colour) */
  colour?: string;
  /** product pictures: 0 the studio shot, 1 the object in a room, 2 a close-up */
  view?: number;
}

export function imageFileName(key: string, w: number, h: number): string {
  return `${key}-${w}x${h}.webp`;
}

/**
 * Where drawn pictures are kept between seeds (content-addressed: a file's name is the hash of
 * its drawing, size and encoding), so a second demo seed on a fresh data directory copies
 * files instead of drawing them again. `DEMO_PICTURE_CACHE=off` turns it off.
 */
export function defaultPictureCache(): string | null {
  const set = process.env.DEMO_PICTURE_CACHE;
  if (set === "off" || set === "0") return null;
  return set || path.join(os.tmpdir(), "bazaar-demo-pictures");
}

/** WebP only (decision 013: AVIF took 3.5–7× as long to save 1–2 KB a picture); the 1000 px desktop size with less effort. */
const ENCODING = { quality: 78, effort: 2 } as const;
const encodingFor = (w: number) => (w >= 1000 ? { ...ENCODING, effort: 1 } : ENCODING);

/**
 * Writes `${outDir}/${key}-${w}x${h}.webp` for each size of spec.kind (creating directories),
 * skipping files that already exist. Each family of sizes is drawn once, at its largest size,
 * and scaled down for the others; with a `cacheDir` (default `defaultPictureCache()`) drawn
 * files are kept there and copied from there next time.
 */
export async function generateImages(
  specs: ImageSpec[],
  outDir: string,
  opts: { concurrency?: number; cacheDir?: string | null } = {},
): Promise<{ written: number; skipped: number; drawn: number }> {
  const cacheDir = opts.cacheDir === undefined ? defaultPictureCache() : opts.cacheDir;
  const jobs = specs.flatMap((spec) =>
    IMAGE_FAMILIES[spec.kind].map((family) => {
      const sizes = [...PICTURE_FAMILIES[family]].sort((x, y) => y[0] - x[0]);
      return { spec, sizes: sizes.map(([w, h]) => ({ w, h, file: path.join(outDir, imageFileName(spec.key, w, h)) })) };
    }),
  );
  let written = 0;
  let skipped = 0;
  let drawn = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const missing = job.sizes.filter((s) => !existsSync(s.file));
      skipped += job.sizes.length - missing.length;
      if (!missing.length) continue;
      const [largest] = job.sizes;
      await mkdir(path.dirname(largest.file), { recursive: true });
      const svg = drawSvg(job.spec, largest.w, largest.h);
      const digest = createHash("sha1").update(svg).update(JSON.stringify(ENCODING)).digest("hex");
      const cached = (s: { w: number; h: number }) =>
        cacheDir ? path.join(cacheDir, digest.slice(0, 2), `${digest}-${s.w}x${s.h}.webp`) : null;
      const toDraw = [];
      for (const size of missing) {
        const from = cached(size);
        if (from && (await copyIfThere(from, size.file))) written++;
        else toDraw.push(size);
      }
      if (!toDraw.length) continue;
      const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const size of toDraw) {
        const img = sharp(data, raw);
        const buffer = await (size === largest ? img : img.resize(size.w, size.h, { fit: "fill" })).webp(encodingFor(size.w)).toBuffer();
        await writeFile(size.file, buffer);
        const keep = cached(size);
        if (keep) await keepInCache(keep, buffer);
        written++;
        drawn++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  return { written, skipped, drawn };
}

async function copyIfThere(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to);
    return true;
  } catch {
    return false;
  }
}

/** Into the cache by rename, so a seed running at the same time never reads half a file; a cache that cannot be written is skipped. */
async function keepInCache(file: string, buffer: Buffer): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, buffer);
    await rename(tmp, file);
  } catch {
    // no cache this time
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers

const esc = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string);
const r1 = (n: number) => Math.round(n * 10) / 10;
/** Small stable hash, for variation where a spec has no `shape`. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The drawn object of content pictures (sliders, banners, blogs …) that name no `art`, by `shape`. */
const SHAPE_ARTS: Art[] = ["gift", "perfume", "sneaker", "phone", "headphones", "book", "floorlamp", "armchair"];
const shapeArt = (shape: number): Art => SHAPE_ARTS[((shape % 8) + 8) % 8];

/** A colour for an object drawn on a tint of `hue` (categories, content pictures). */
const tintColour = (hue: number) => hslToHex(hue, 62, 52);

/** `art` (coloured `colour`) placed with its 100-unit box scaled to `size` at (x, y), over a soft floor shadow. */
function placed(kind: Art, colour: string, x: number, y: number, size: number, n = 0): string {
  const s = size / 100;
  // each object brings its own gradients (ids suffixed with `n`), so several colours share a picture
  const defs = paints(colour).replace(/id="(\w+)"/g, `id="$1${n}"`);
  const body = art(kind).replace(/url\(#(\w+)\)/g, `url(#$1${n})`);
  return (
    `<defs>${defs}</defs><ellipse cx="${r1(x + size / 2)}" cy="${r1(y + size * 0.86)}" rx="${r1(size * 0.46)}" ry="${r1(size * 0.07)}" fill="url(#sh${n})"/>` +
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s.toFixed(4)})">${body}</g>`
  );
}

function open(w: number, h: number, extraDefs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${extraDefs}</defs>`;
}

/**
 * Product-photo style: a clean studio backdrop (a soft light sweep, barely tinted) with the
 * object centred (view 0), the object in a room beside a plant (view 1), or a close-up
 * (view 2). Categories use the same shot on a stronger tint of their own; popups and square
 * campaign tiles a bolder one with confetti.
 */
function studio(spec: ImageSpec, w: number, h: number, tone: "clean" | "tint" | "bold"): string {
  const { hue } = spec;
  const kind = spec.art ?? shapeArt(spec.shape ?? hash(spec.key));
  const colour = spec.colour ?? tintColour(hue + (tone === "clean" ? 0 : 180));
  const m = Math.min(w, h);
  const view = spec.view ?? 0;
  if (view === 1) return room(spec, kind, colour, w, h);
  const [s0, l0, s1, l1] = tone === "clean" ? [14, 97, 12, 88] : tone === "tint" ? [55, 95, 48, 80] : [72, 93, 60, 74];
  const bg =
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${hsl(hue, s0, l0)}"/><stop offset="1" stop-color="${hsl(hue + 10, s1, l1)}"/></radialGradient>` +
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 20, 40)}" stop-opacity="0"/><stop offset="1" stop-color="${hsl(hue, 20, 40)}" stop-opacity="0.1"/></linearGradient>`;
  const size = m * (view === 2 ? 1.25 : tone === "tint" ? 0.8 : 0.7);
  const top = view === 2 ? h * 0.02 : (h - size) / 2 + m * 0.03;
  let out = `${open(w, h, bg)}<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  if (view !== 2) out += `<rect y="${r1(top + size * 0.82)}" width="${w}" height="${r1(h - top - size * 0.82)}" fill="url(#fl)"/>`;
  if (tone === "bold")
    out +=
      `<circle cx="${r1(w * 0.14)}" cy="${r1(h * 0.2)}" r="${r1(m * 0.05)}" fill="${hsl(hue + 180, 60, 70)}" opacity="0.8"/>` +
      `<rect x="${r1(w * 0.8)}" y="${r1(h * 0.72)}" width="${r1(m * 0.07)}" height="${r1(m * 0.07)}" rx="${r1(m * 0.015)}" transform="rotate(20 ${r1(w * 0.83)} ${r1(h * 0.75)})" fill="${hsl(hue + 40, 70, 62)}" opacity="0.8"/>` +
      `<circle cx="${r1(w * 0.86)}" cy="${r1(h * 0.16)}" r="${r1(m * 0.025)}" fill="${hsl(hue - 40, 70, 60)}"/>`;
  out += placed(kind, colour, w / 2 - size / 2 + (view === 2 ? size * 0.08 : 0), top, size);
  return `${out}</svg>`;
}

/** The object in a room: a tinted wall, a wooden floor, a plant beside it. */
function room(spec: ImageSpec, kind: Art, colour: string, w: number, h: number): string {
  const { hue } = spec;
  const floor = h * 0.7;
  const bg =
    `<linearGradient id="wl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 25, 30, 95)}"/><stop offset="1" stop-color="${hsl(hue + 25, 26, 86)}"/></linearGradient>` +
    `<linearGradient id="fr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9b48a"/><stop offset="1" stop-color="#b98a5a"/></linearGradient>` +
    `<radialGradient id="win" cx="0.3" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const size = Math.min(w, h) * 0.62;
  const x = w * 0.5 - size * 0.42;
  const y = floor + h * 0.14 - size * 0.86;
  const pot = size * 0.5;
  return (
    open(w, h, bg) +
    `<rect width="${w}" height="${r1(floor)}" fill="url(#wl)"/><rect width="${w}" height="${h}" fill="url(#win)"/>` +
    `<rect y="${r1(floor)}" width="${w}" height="${r1(h - floor)}" fill="url(#fr)"/><rect y="${r1(floor - h * 0.012)}" width="${w}" height="${r1(h * 0.018)}" fill="#fff" opacity="0.8"/>` +
    `<g transform="translate(${r1(w * 0.08)} ${r1(floor + h * 0.1 - pot * 0.86)}) scale(${(pot / 100).toFixed(4)})">${plant()}</g>` +
    placed(kind, colour, x, y, size) +
    "</svg>"
  );
}

/** Wide compositions (sliders, banners, campaign strips, blog and shop headers): calm start side for overlaid text, objects towards the end. */
function scene(spec: ImageSpec, w: number, h: number): string {
  const { hue } = spec;
  const first = spec.art ?? shapeArt(spec.shape ?? hash(spec.key));
  const arts = [first, ...(spec.arts ?? [shapeArt((spec.shape ?? hash(spec.key)) + 3), shapeArt((spec.shape ?? hash(spec.key)) + 5)])];
  const ratio = w / h;
  const bg =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${hsl(hue, 55, 82)}"/><stop offset="0.55" stop-color="${hsl(hue + 15, 60, 89)}"/><stop offset="1" stop-color="${hsl(hue + 35, 65, 93)}"/></linearGradient>` +
    `<radialGradient id="sp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  // Where the composition sits: far end for wide pictures, centre-end for near-square ones.
  const anchor = ratio >= 1.6 ? w - Math.min(h * 1.05, w * 0.36) : w * 0.62;
  const size = Math.min(h * 0.68, w * 0.36);
  const floorY = h * 0.84;
  let out =
    open(w, h, bg) +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${r1(anchor + size * 0.15)}" cy="${r1(h * 0.42)}" r="${r1(h * 0.62)}" fill="url(#sp)"/>` +
    `<circle cx="${r1(anchor + size * 0.95)}" cy="${r1(-h * 0.05)}" r="${r1(h * 0.42)}" fill="${hsl(hue + 40, 70, 80)}" opacity="0.5"/>` +
    `<circle cx="${r1(anchor - size * 0.55)}" cy="${r1(h * 1.02)}" r="${r1(h * 0.34)}" fill="${hsl(hue - 25, 65, 74)}" opacity="0.45"/>` +
    `<path d="M${r1(w * 0.3)} ${h}L${r1(w * 0.52)} 0h${r1(w * 0.06)}L${r1(w * 0.36)} ${h}z" fill="#fff" opacity="0.12"/>` +
    // podium the main object stands on
    `<ellipse cx="${r1(anchor + size * 0.5)}" cy="${r1(floorY + h * 0.06)}" rx="${r1(size * 0.75)}" ry="${r1(h * 0.1)}" fill="${hsl(hue + 10, 45, 70)}" opacity="0.65"/>` +
    `<ellipse cx="${r1(anchor + size * 0.5)}" cy="${r1(floorY)}" rx="${r1(size * 0.75)}" ry="${r1(h * 0.1)}" fill="${hsl(hue + 10, 70, 95)}"/>`;
  const small = size * 0.55;
  // the objects take colours around the backdrop's, one of them its opposite for contrast
  out +=
    placed(arts[1], tintColour(hue + 150), anchor - small * 0.95, floorY - small * 0.86 + h * 0.04, small, 1) +
    placed(arts[0], tintColour(hue), anchor, floorY - size * 0.86, size, 0);
  if (ratio >= 2.5 && arts[2]) {
    // very wide strips get a third object further out
    const third = size * 0.6;
    out += placed(
      arts[2],
      tintColour(hue + 60),
      Math.min(w - third * 1.05, anchor + size * 1.05),
      floorY - third * 0.86 + h * 0.03,
      third,
      2,
    );
  }
  return `${out}</svg>`;
}

/** Initials of a name: the first letters of its first two words, or its first two letters. */
function initialsOf(name: string): string {
  const words = name.split(/[\s&+-]+/).filter((p) => /^[\p{L}\p{N}]/u.test(p));
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}

/**
 * Brand: a logo-like mark made from the name — its initials in a shape (circle, rounded
 * square, hexagon, shield, diamond or pill) in a colour, both derived from the name — beside
 * the name on a white card.
 */
function brand(spec: ImageSpec, w: number, h: number): string {
  const name = (spec.label ?? "Brand").trim();
  const n = hash(name);
  const hue = n % 360;
  const c = hsl(hue, 62, 42);
  const c2 = hsl(hue + 24, 70, 32);
  const r = h * 0.23;
  const mx = w / 2;
  const my = h * 0.37;
  const g = `<linearGradient id="mk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
  const hex = (k: number) =>
    Array.from(
      { length: 6 },
      (_, i) => `${r1(mx + k * Math.cos((Math.PI / 3) * i + Math.PI / 6))} ${r1(my + k * Math.sin((Math.PI / 3) * i + Math.PI / 6))}`,
    ).join("L");
  const shapes = [
    `<circle cx="${mx}" cy="${r1(my)}" r="${r1(r)}" fill="url(#mk)"/>`,
    `<rect x="${r1(mx - r)}" y="${r1(my - r)}" width="${r1(2 * r)}" height="${r1(2 * r)}" rx="${r1(r * 0.35)}" fill="url(#mk)"/>`,
    `<path d="M${hex(r * 1.1)}Z" fill="url(#mk)"/>`,
    `<path d="M${r1(mx - r)} ${r1(my - r)}H${r1(mx + r)}V${r1(my + r * 0.1)}Q${r1(mx + r)} ${r1(my + r * 0.8)} ${mx} ${r1(my + r * 1.15)}Q${r1(mx - r)} ${r1(my + r * 0.8)} ${r1(mx - r)} ${r1(my + r * 0.1)}Z" fill="url(#mk)"/>`,
    `<path d="M${mx} ${r1(my - r * 1.25)}L${r1(mx + r * 1.25)} ${r1(my)}L${mx} ${r1(my + r * 1.25)}L${r1(mx - r * 1.25)} ${r1(my)}Z" fill="url(#mk)"/>`,
    `<rect x="${r1(mx - r * 1.5)}" y="${r1(my - r * 0.8)}" width="${r1(3 * r)}" height="${r1(1.6 * r)}" rx="${r1(r * 0.8)}" fill="url(#mk)"/>`,
  ];
  const initials = initialsOf(name);
  const fi = r1(r * (initials.length > 1 ? 0.8 : 1.05));
  const fs = r1(Math.min(h * 0.17, (w * 0.9) / (Math.max(3, name.length) * 0.6)));
  const serif = (n >>> 8) % 3 === 0;
  return (
    open(w, h, g) +
    `<rect width="${w}" height="${h}" fill="#fff"/>${shapes[(n >>> 4) % shapes.length]}` +
    `<text x="${mx}" y="${r1(my + fi * 0.36)}" font-family="sans-serif" font-weight="800" font-size="${fi}" fill="#fff" text-anchor="middle">${esc(initials)}</text>` +
    `<text x="${mx}" y="${r1(h * 0.86)}" font-family="${serif ? "serif" : "sans-serif"}" font-weight="700" font-size="${fs}" letter-spacing="${r1(fs * ((n >>> 12) % 3) * 0.04)}" fill="${hsl(hue, 30, 22)}" text-anchor="middle">${esc(name)}</text></svg>`
  );
}

/** Shop logo / avatar: a gradient disc with initials (or a person silhouette for an unlabelled avatar). */
function badge(spec: ImageSpec, w: number, h: number): string {
  const { hue } = spec;
  const m = Math.min(w, h);
  const g = `<linearGradient id="bd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 58)}"/><stop offset="1" stop-color="${hsl(hue + 25, 60, 40)}"/></linearGradient>`;
  let out =
    open(w, h, g) +
    `<rect width="${w}" height="${h}" fill="${hsl(hue, 45, 96)}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r1(m * 0.44)}" fill="url(#bd)"/><circle cx="${w / 2}" cy="${h / 2}" r="${r1(m * 0.38)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${r1(m * 0.015)}"/>`;
  if (spec.kind === "avatar" && !spec.label) {
    out +=
      `<clipPath id="cl"><circle cx="${w / 2}" cy="${h / 2}" r="${r1(m * 0.44)}"/></clipPath><g clip-path="url(#cl)" fill="#fff" opacity="0.92">` +
      `<circle cx="${w / 2}" cy="${r1(h * 0.41)}" r="${r1(m * 0.15)}"/><ellipse cx="${w / 2}" cy="${r1(h * 0.86)}" rx="${r1(m * 0.3)}" ry="${r1(m * 0.24)}"/></g>`;
  } else {
    const initials = initialsOf(spec.label ?? "?");
    const fs = r1(m * (initials.length > 1 ? 0.32 : 0.4));
    out += `<text x="${w / 2}" y="${r1(h / 2 + fs * 0.36)}" font-family="sans-serif" font-weight="700" font-size="${fs}" letter-spacing="${r1(m * 0.01)}" fill="#fff" text-anchor="middle">${esc(initials)}</text>`;
  }
  return `${out}</svg>`;
}

/** Service icon: a rounded gradient tile with the object in it. */
function tile(spec: ImageSpec, w: number, h: number): string {
  const { hue } = spec;
  const kind = spec.art ?? shapeArt(spec.shape ?? hash(spec.key));
  const m = Math.min(w, h);
  const g = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 94)}"/><stop offset="1" stop-color="${hsl(hue + 20, 60, 82)}"/></linearGradient>`;
  const size = m * 0.7;
  return (
    open(w, h, g) +
    `<rect width="${w}" height="${h}" rx="${r1(m * 0.22)}" fill="url(#bg)"/>` +
    placed(kind, spec.colour ?? tintColour(hue), (w - size) / 2, (h - size) / 2, size) +
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
      return studio(spec, w, h, "clean");
    case "category":
      return studio(spec, w, h, "tint");
    case "popup":
    case "section-banner":
      return studio(spec, w, h, "bold");
    case "video":
      // a shopping video: its portrait card, and the wide poster and frames of the player
      return w / h > 1.3 ? scene(spec, w, h) : studio(spec, w, h, "bold");
    case "campaign":
      return w / h > 1.6 ? scene(spec, w, h) : studio(spec, w, h, "bold");
    default:
      return scene(spec, w, h); // slider, banner, shop-banner, blog
  }
}
