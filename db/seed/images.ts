import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * The demo shop's pictures, drawn locally as SVG and encoded to WebP with sharp, in every
 * size the pages show. Deterministic: the same spec gives the same picture.
 */
export type ImageKind = "product" | "slider" | "banner" | "category" | "brand" | "shop-logo" | "shop-banner" | "blog" | "campaign" | "service" | "popup" | "avatar";

export const IMAGE_SIZES: Record<ImageKind, [number, number][]> = {
  product: [[96, 96], [320, 320], [640, 640], [1000, 1000]],
  slider: [[1260, 452], [768, 420]],
  banner: [[620, 320]],
  category: [[130, 95]],
  brand: [[130, 93]],
  "shop-logo": [[82, 82]],
  "shop-banner": [[297, 203], [899, 480]],
  blog: [[260, 175], [900, 300]],
  campaign: [[374, 374], [1920, 412]],
  service: [[64, 64]],
  popup: [[270, 260]],
  avatar: [[96, 96]],
};

export interface ImageSpec { kind: ImageKind; key: string; hue: number; label?: string; shape?: number }

export function imageFileName(key: string, w: number, h: number): string {
  return `${key}-${w}x${h}.webp`;
}

/** Write every size of every spec under `outDir`, skipping files that exist. */
export async function generateImages(specs: ImageSpec[], outDir: string, opts: { concurrency?: number } = {}): Promise<{ written: number; skipped: number }> {
  const jobs = specs.flatMap((spec) => IMAGE_SIZES[spec.kind].map(([w, h]) => ({ spec, w, h, file: path.join(outDir, imageFileName(spec.key, w, h)) })));
  let written = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (existsSync(job.file)) { skipped++; continue; }
      await mkdir(path.dirname(job.file), { recursive: true });
      await sharp(Buffer.from(drawSvg(job.spec, job.w, job.h))).webp({ quality: 78 }).toFile(job.file);
      written++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  return { written, skipped };
}

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

/** An object silhouette in a 100×100 box, one of eight. */
function object(shape: number, hue: number): string {
  const body = hsl(hue, 55, 46);
  const light = hsl(hue, 60, 68);
  const dark = hsl(hue, 50, 30);
  switch (((shape % 8) + 8) % 8) {
    case 0: return `<rect x="22" y="30" width="56" height="48" rx="8" fill="${body}"/><rect x="22" y="30" width="56" height="12" rx="6" fill="${light}"/><rect x="44" y="24" width="12" height="10" rx="3" fill="${dark}"/>`; // box
    case 1: return `<rect x="38" y="14" width="24" height="12" rx="3" fill="${dark}"/><path d="M34 34q0-8 8-8h16q8 0 8 8v44q0 8-8 8H42q-8 0-8-8z" fill="${body}"/><rect x="38" y="44" width="24" height="18" rx="3" fill="${light}"/>`; // bottle
    case 2: return `<path d="M14 66q0-16 14-20l14-6q6 10 18 10l18 6q10 4 10 14v4H14z" fill="${body}"/><rect x="12" y="72" width="78" height="8" rx="4" fill="${dark}"/><path d="M44 44l6 10M52 42l5 9" stroke="${light}" stroke-width="3"/>`; // sneaker
    case 3: return `<rect x="28" y="12" width="44" height="76" rx="9" fill="${dark}"/><rect x="32" y="18" width="36" height="62" rx="4" fill="${light}"/><circle cx="50" cy="84" r="2" fill="${light}"/>`; // phone
    case 4: return `<path d="M24 60a26 26 0 0 1 52 0" fill="none" stroke="${dark}" stroke-width="7"/><rect x="16" y="54" width="16" height="26" rx="7" fill="${body}"/><rect x="68" y="54" width="16" height="26" rx="7" fill="${body}"/>`; // headphones
    case 5: return `<path d="M20 24h28q4 0 4 4v58q0-4-4-4H20z" fill="${body}"/><path d="M80 24H56q-4 0-4 4v58q0-4 4-4h24z" fill="${light}"/><path d="M26 36h18M26 44h18M58 36h16M58 44h16" stroke="${dark}" stroke-width="2"/>`; // book
    case 6: return `<path d="M32 18h36l10 30H22z" fill="${light}"/><rect x="47" y="48" width="6" height="30" fill="${dark}"/><ellipse cx="50" cy="82" rx="18" ry="5" fill="${body}"/>`; // lamp
    default: return `<rect x="26" y="18" width="48" height="34" rx="8" fill="${light}"/><rect x="20" y="50" width="60" height="14" rx="5" fill="${body}"/><rect x="24" y="64" width="6" height="20" fill="${dark}"/><rect x="70" y="64" width="6" height="20" fill="${dark}"/>`; // chair
  }
}

function background(w: number, h: number, hue: number, id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 95)}"/><stop offset="1" stop-color="${hsl(hue + 25, 60, 84)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

/** One picture as SVG; the composition depends on the kind and the aspect ratio. */
export function drawSvg(spec: ImageSpec, w: number, h: number): string {
  const { hue, shape = 0 } = spec;
  const label = spec.label ? esc(spec.label) : "";
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  const wide = w / h > 1.6;
  if (spec.kind === "brand" || spec.kind === "shop-logo" || spec.kind === "avatar") {
    const initials = esc((spec.label ?? "?").split(/\s+/).map((p) => p[0] ?? "").join("").slice(0, 2).toUpperCase());
    const fs = Math.round(Math.min(w, h) * 0.36);
    return `${open}<rect width="${w}" height="${h}" fill="${hsl(hue, 40, 97)}"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.4}" fill="${hsl(hue, 60, 45)}"/><text x="${w / 2}" y="${h / 2 + fs * 0.35}" font-family="sans-serif" font-weight="700" font-size="${fs}" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  }
  if (wide || spec.kind === "banner" || spec.kind === "shop-banner" || spec.kind === "blog") {
    // Room for overlaid text on the start side; the objects sit on the far side.
    const size = h * 0.72;
    const x = w - size * 1.25;
    const circles = `<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.55}" fill="${hsl(hue + 40, 70, 80)}" opacity="0.55"/><circle cx="${w * 0.62}" cy="${h * 1.05}" r="${h * 0.45}" fill="${hsl(hue - 30, 70, 75)}" opacity="0.45"/>`;
    const objects = `<g transform="translate(${x} ${(h - size) / 2}) scale(${size / 100})">${object(shape, hue)}</g><g transform="translate(${x - size * 0.7} ${h - size * 0.62}) scale(${size * 0.5 / 100})">${object(shape + 3, hue + 50)}</g>`;
    return `${open}${background(w, h, hue, "g")}${circles}${objects}</svg>`;
  }
  // Square-ish: product, category, campaign tile, service, popup.
  const size = Math.min(w, h) * 0.62;
  const shadow = `<ellipse cx="${w / 2}" cy="${h / 2 + size * 0.46}" rx="${size * 0.42}" ry="${size * 0.06}" fill="#000" opacity="0.12"/>`;
  const tag = label && spec.kind === "product" && w >= 320
    ? `<rect x="${w * 0.05}" y="${h * 0.05}" rx="${w * 0.02}" width="${w * 0.22}" height="${h * 0.075}" fill="#fff" opacity="0.85"/><text x="${w * 0.16}" y="${h * 0.1}" font-family="sans-serif" font-size="${Math.round(w * 0.035)}" fill="${hsl(hue, 40, 30)}" text-anchor="middle">${label}</text>`
    : "";
  return `${open}${background(w, h, hue, "g")}${shadow}<g transform="translate(${(w - size) / 2} ${(h - size) / 2}) scale(${size / 100})">${object(shape, hue)}</g>${tag}</svg>`;
}
