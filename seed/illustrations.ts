/**
 * The demo shop's product illustrations: one recognisable drawing per kind of product, in a
 * 100×100 box resting on y≈86, coloured by the gradients of `paints(hex)` (the product's or
 * variant's colour). Plain SVG, no text, no fonts: sharp renders it the same everywhere.
 */

export const ARTS = [
  "phone",
  "tablet",
  "ereader",
  "laptop",
  "monitor",
  "tv",
  "keyboard",
  "mouse",
  "headphones",
  "earbuds",
  "speaker",
  "camera",
  "powerbank",
  "watch",
  "smartwatch",
  "gamepad",
  "dress",
  "tshirt",
  "shirt",
  "jacket",
  "trousers",
  "sneaker",
  "backpack",
  "tote",
  "beanie",
  "sofa",
  "armchair",
  "desk",
  "bookcase",
  "wardrobe",
  "basket",
  "pan",
  "pot",
  "espresso",
  "blender",
  "airfryer",
  "plates",
  "teaglass",
  "floorlamp",
  "pendant",
  "rug",
  "pillow",
  "bedding",
  "serum",
  "creamjar",
  "tube",
  "perfume",
  "lipstick",
  "palette",
  "toothbrush",
  "hairdryer",
  "pills",
  "dumbbell",
  "yogamat",
  "tent",
  "bicycle",
  "helmet",
  "book",
  "card",
  "blocks",
  "train",
  "boardgame",
  "puzzle",
  "stroller",
  "car",
  "scooter",
  "motorcycle",
  "house",
  "building",
  "gift",
] as const;
export type Art = (typeof ARTS)[number];

// ---------------------------------------------------------------------------------------------
// Colour

/** "#rrggbb" → [hue 0–360, saturation 0–100, lightness 0–100]. */
export function hexToHsl(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  let h6 = m ? m[1] : "888888";
  if (h6.length === 3) h6 = [...h6].map((c) => c + c).join("");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h6.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [Math.round(h * 60), Math.round(s * 100), Math.round(l * 100)];
}

/** hue 0–360, saturation and lightness 0–100 → "#rrggbb". */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const wrap = (h: number) => ((Math.round(h) % 360) + 360) % 360;
export const hsl = (h: number, s: number, l: number) => `hsl(${wrap(h)},${clamp(Math.round(s), 0, 100)}%,${clamp(Math.round(l), 0, 100)}%)`;

/**
 * The gradients every drawing uses, from one colour: `ob` the body (lit from the top left),
 * `ol` a light tint of it, `od` a dark shade, and fixed materials: `sc` a screen, `mt` metal,
 * `wd` wood, `gl` a warm glow, `sh` the soft floor shadow.
 */
export function paints(hex: string): string {
  const [h, s, l] = hexToHsl(hex);
  // very light colours get a little more shading so they stand out from a light backdrop
  const top = l > 90 ? 97 : clamp(l + 12, 12, 92);
  const bottom = l > 90 ? 76 : clamp(l - 10, 4, 80);
  const lin = (id: string, a: string, b: string, diag = true) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${diag ? 1 : 0}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
  return (
    lin("ob", hsl(h, s, top), hsl(h + 4, s, bottom)) +
    lin(
      "ol",
      hsl(h, Math.min(s, 70), l > 90 ? 95 : clamp(l + 38, 70, 94)),
      hsl(h, Math.min(s, 60), l > 90 ? 84 : clamp(l + 26, 60, 86)),
      false,
    ) +
    lin("od", hsl(h, s, l > 90 ? 68 : clamp(l - 16, 3, 60)), hsl(h, s, l > 90 ? 56 : clamp(l - 26, 2, 50))) +
    lin("sc", "#334155", "#0b1220") +
    lin("mt", "#f1f5f9", "#94a3b8") +
    lin("wd", "#deb078", "#a86f3c") +
    `<radialGradient id="sh"><stop offset="0" stop-color="#1e293b" stop-opacity="0.28"/><stop offset="1" stop-color="#1e293b" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="gl"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.95"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>`
  );
}

const HI = `fill="#fff" opacity="0.22"`; // a highlight sheen
const TOY = ["#ef4444", "#f59e0b", "#3b82f6", "#10b981"];

function keyGrid(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string): string {
  let out = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="0.8" fill="${fill}"/>`;
  return out;
}

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2937"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="url(#mt)"/><circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="#475569"/>`;
}

/** One drawing of a kind, in the 100×100 box. */
export function art(kind: Art): string {
  switch (kind) {
    case "phone": // the back (camera, colour) behind the front (screen)
      return (
        `<g transform="rotate(-9 36 50)"><rect x="16" y="10" width="38" height="74" rx="8" fill="url(#ob)"/><rect x="21" y="15" width="15" height="17" rx="5" fill="url(#od)"/>` +
        `<circle cx="28.5" cy="20" r="3.4" fill="url(#sc)"/><circle cx="28.5" cy="27.5" r="3.4" fill="url(#sc)"/><rect x="18" y="12" width="5" height="60" rx="2.5" ${HI}/></g>` +
        `<rect x="44" y="12" width="40" height="76" rx="8" fill="url(#od)"/><rect x="46.5" y="14.5" width="35" height="71" rx="6" fill="url(#sc)"/>` +
        `<circle cx="58" cy="40" r="14" fill="url(#ob)" opacity="0.85"/><circle cx="72" cy="58" r="10" fill="url(#ol)" opacity="0.7"/><rect x="59" y="17" width="10" height="3" rx="1.5" fill="#0b1220"/>` +
        `<path d="M46.5 34L81.5 16V26L46.5 52Z" ${HI}/>`
      );
    case "tablet":
      return (
        `<rect x="10" y="20" width="80" height="60" rx="7" fill="url(#od)"/><rect x="14" y="24" width="72" height="52" rx="4" fill="url(#sc)"/>` +
        `<circle cx="36" cy="44" r="15" fill="url(#ob)" opacity="0.85"/><circle cx="62" cy="56" r="12" fill="url(#ol)" opacity="0.6"/>` +
        `<rect x="20" y="66" width="16" height="5" rx="2" fill="#fff" opacity="0.5"/><path d="M14 44L54 24H66L14 62Z" ${HI}/>`
      );
    case "ereader":
      return (
        `<rect x="26" y="10" width="48" height="76" rx="6" fill="url(#ob)"/><rect x="30" y="15" width="40" height="60" rx="2" fill="#e7e5df"/>` +
        `<path d="M35 23h30M35 29h30M35 35h30M35 41h22M35 49h30M35 55h30M35 61h26" stroke="#9ca3af" stroke-width="2" stroke-linecap="round"/>` +
        `<rect x="44" y="78" width="12" height="3" rx="1.5" fill="url(#od)"/>`
      );
    case "laptop":
      return (
        `<rect x="18" y="18" width="64" height="46" rx="4" fill="url(#od)"/><rect x="21" y="21" width="58" height="39" rx="2" fill="url(#sc)"/>` +
        `<circle cx="40" cy="38" r="11" fill="url(#ob)" opacity="0.85"/><circle cx="60" cy="46" r="8" fill="url(#ol)" opacity="0.6"/><path d="M21 40L56 21H66L21 52Z" ${HI}/>` +
        `<path d="M8 66H92L96 78Q96 80 94 80H6Q4 80 4 78Z" fill="url(#ob)"/><path d="M10 68H90L92 72H8Z" fill="url(#od)" opacity="0.5"/><rect x="40" y="74" width="20" height="3" rx="1.5" fill="url(#od)"/>`
      );
    case "monitor":
      return (
        `<rect x="8" y="14" width="84" height="52" rx="3" fill="url(#od)"/><rect x="10.5" y="16.5" width="79" height="44" rx="1.5" fill="url(#sc)"/>` +
        `<path d="M10.5 48C30 30 50 50 89.5 26V60.5H10.5Z" fill="url(#ob)" opacity="0.8"/><path d="M10.5 56C34 44 60 58 89.5 44V60.5H10.5Z" fill="url(#ol)" opacity="0.55"/>` +
        `<rect x="45" y="66" width="10" height="12" fill="url(#mt)"/><rect x="30" y="78" width="40" height="6" rx="3" fill="url(#ob)"/>`
      );
    case "tv":
      return (
        `<rect x="4" y="18" width="92" height="56" rx="2.5" fill="url(#od)"/><rect x="6" y="20" width="88" height="50" rx="1" fill="url(#sc)"/>` +
        `<circle cx="70" cy="34" r="8" fill="#fde68a" opacity="0.9"/><path d="M6 60L30 40L46 54L62 44L94 64V70H6Z" fill="url(#ob)" opacity="0.9"/><path d="M6 66L36 56L60 66L94 60V70H6Z" fill="url(#ol)" opacity="0.6"/>` +
        `<path d="M18 74L14 84M82 74L86 84" stroke="url(#od)" stroke-width="3" stroke-linecap="round"/>`
      );
    case "keyboard":
      return (
        `<path d="M10 50H90L94 80H6Z" fill="url(#ob)"/><path d="M6 80H94V84H6Z" fill="url(#od)"/>` +
        keyGrid(13, 53, 12, 3, 5, 5, 1.4, "url(#ol)") +
        `<rect x="26" y="72" width="48" height="5" rx="0.8" fill="url(#ol)"/><rect x="13" y="72" width="10" height="5" rx="0.8" fill="url(#ol)"/><rect x="77" y="72" width="10" height="5" rx="0.8" fill="url(#ol)"/>`
      );
    case "mouse":
      return (
        `<path d="M50 16C70 16 76 36 76 56C76 78 64 86 50 86C36 86 24 78 24 56C24 36 30 16 50 16Z" fill="url(#ob)"/>` +
        `<path d="M50 16V44" stroke="url(#od)" stroke-width="1.6"/><path d="M24 44Q50 50 76 44" stroke="url(#od)" stroke-width="1.2" fill="none" opacity="0.6"/>` +
        `<rect x="47" y="24" width="6" height="12" rx="3" fill="url(#od)"/><path d="M32 26Q36 20 44 18V40Q34 42 30 46Z" ${HI}/>`
      );
    case "headphones":
      return (
        `<path d="M22 60V50a28 28 0 0 1 56 0v10" fill="none" stroke="url(#od)" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M26 40a24 24 0 0 1 48 0" fill="none" stroke="url(#ol)" stroke-width="2" opacity="0.6"/>` +
        `<rect x="12" y="50" width="22" height="34" rx="10" fill="url(#ob)"/><rect x="66" y="50" width="22" height="34" rx="10" fill="url(#ob)"/>` +
        `<rect x="29" y="55" width="8" height="24" rx="4" fill="url(#od)"/><rect x="63" y="55" width="8" height="24" rx="4" fill="url(#od)"/>` +
        `<rect x="15" y="55" width="4" height="22" rx="2" ${HI}/><rect x="69" y="55" width="4" height="22" rx="2" ${HI}/>`
      );
    case "earbuds": // the open charging case, a bud in profile on either side
      return (
        `<path d="M30 58Q30 40 50 40T70 58Z" fill="url(#ol)"/><rect x="28" y="56" width="44" height="30" rx="13" fill="url(#ob)"/><path d="M28 62H72" stroke="url(#od)" stroke-width="1.4"/><circle cx="50" cy="74" r="1.8" fill="#22c55e"/>` +
        `<g transform="rotate(14 22 36)"><ellipse cx="22" cy="30" rx="9" ry="8" fill="url(#ob)"/><ellipse cx="14" cy="27" rx="4.5" ry="3.6" fill="url(#od)"/><rect x="20" y="32" width="6" height="22" rx="3" fill="url(#ob)"/></g>` +
        `<g transform="rotate(-14 78 36)"><ellipse cx="78" cy="30" rx="9" ry="8" fill="url(#ob)"/><ellipse cx="86" cy="27" rx="4.5" ry="3.6" fill="url(#od)"/><rect x="74" y="32" width="6" height="22" rx="3" fill="url(#ob)"/></g>`
      );
    case "speaker":
      return (
        `<rect x="4" y="50" width="92" height="26" rx="12" fill="url(#ob)"/>` +
        Array.from(
          { length: 13 },
          (_, i) =>
            `<circle cx="${14 + i * 6}" cy="59" r="1.5" fill="url(#od)"/><circle cx="${17 + i * 6}" cy="66" r="1.5" fill="url(#od)"/>`,
        ).join("") +
        `<rect x="8" y="52" width="84" height="4" rx="2" ${HI}/><rect x="16" y="76" width="8" height="6" rx="2" fill="url(#od)"/><rect x="76" y="76" width="8" height="6" rx="2" fill="url(#od)"/>`
      );
    case "camera":
      return (
        `<path d="M36 32L41 22H61L66 32Z" fill="url(#od)"/><rect x="12" y="30" width="76" height="50" rx="8" fill="url(#ob)"/><rect x="12" y="34" width="14" height="42" rx="6" fill="url(#od)"/>` +
        `<rect x="70" y="25" width="10" height="6" rx="2" fill="url(#mt)"/><circle cx="52" cy="56" r="19" fill="url(#mt)"/><circle cx="52" cy="56" r="14" fill="url(#sc)"/>` +
        `<circle cx="52" cy="56" r="7" fill="#1e3a8a" opacity="0.8"/><circle cx="47" cy="51" r="3.5" fill="#fff" opacity="0.55"/><rect x="14" y="32" width="72" height="4" rx="2" ${HI}/>`
      );
    case "powerbank":
      return (
        `<path d="M70 70C84 70 88 56 80 48S62 40 64 30" fill="none" stroke="#475569" stroke-width="3" stroke-linecap="round"/><rect x="60" y="22" width="8" height="10" rx="2" fill="url(#mt)"/>` +
        `<rect x="24" y="16" width="40" height="70" rx="9" fill="url(#ob)"/><rect x="28" y="20" width="6" height="60" rx="3" ${HI}/>` +
        `<circle cx="38" cy="74" r="2" fill="#22c55e"/><circle cx="44" cy="74" r="2" fill="#22c55e"/><circle cx="50" cy="74" r="2" fill="#22c55e"/><circle cx="56" cy="74" r="2" fill="#e5e7eb"/>` +
        `<path d="M46 36L38 50H46L42 62L54 46H46L50 36Z" fill="url(#ol)"/>`
      );
    case "watch":
      return (
        `<rect x="40" y="6" width="20" height="30" rx="4" fill="url(#ob)"/><rect x="40" y="64" width="20" height="24" rx="4" fill="url(#ob)"/>` +
        `<path d="M44 70h12M44 76h12" stroke="url(#od)" stroke-width="1.5"/><rect x="67" y="46" width="5" height="8" rx="1.5" fill="url(#mt)"/>` +
        `<circle cx="50" cy="50" r="19" fill="url(#mt)"/><circle cx="50" cy="50" r="15" fill="#fdfcf8"/>` +
        `<path d="M50 37v3M50 60v3M37 50h3M60 50h3" stroke="#334155" stroke-width="1.6"/><path d="M50 50V41M50 50L57 54" stroke="#111827" stroke-width="1.8" stroke-linecap="round"/><circle cx="50" cy="50" r="1.6" fill="url(#ob)"/>`
      );
    case "smartwatch":
      return (
        `<rect x="38" y="4" width="24" height="30" rx="6" fill="url(#ob)"/><rect x="38" y="66" width="24" height="24" rx="6" fill="url(#ob)"/><circle cx="50" cy="80" r="1.6" fill="url(#od)"/>` +
        `<rect x="31" y="29" width="38" height="42" rx="10" fill="url(#od)"/><rect x="34" y="32" width="32" height="36" rx="8" fill="#020617"/><rect x="70" y="44" width="3" height="10" rx="1.5" fill="url(#mt)"/>` +
        `<circle cx="50" cy="50" r="11" fill="none" stroke="#ef4444" stroke-width="3"/><circle cx="50" cy="50" r="7" fill="none" stroke="#a3e635" stroke-width="3"/><circle cx="50" cy="50" r="3" fill="none" stroke="#22d3ee" stroke-width="2.4"/>`
      );
    case "gamepad":
      return (
        `<path d="M28 36H72C86 36 94 52 94 68C94 80 84 84 78 78L68 66H32L22 78C16 84 6 80 6 68C6 52 14 36 28 36Z" fill="url(#ob)"/>` +
        `<path d="M22 48h6v-6h6v6h6v6h-6v6h-6v-6h-6z" fill="url(#od)"/><circle cx="72" cy="45" r="3.5" fill="#22c55e"/><circle cx="80" cy="52" r="3.5" fill="#ef4444"/><circle cx="64" cy="52" r="3.5" fill="#3b82f6"/><circle cx="72" cy="59" r="3.5" fill="#f59e0b"/>` +
        `<circle cx="40" cy="62" r="6" fill="url(#od)"/><circle cx="60" cy="62" r="6" fill="url(#od)"/><path d="M22 40Q30 37 40 38" stroke="#fff" stroke-width="2.5" opacity="0.35" fill="none" stroke-linecap="round"/>`
      );
    case "dress":
      return (
        `<path d="M40 8V20M60 8V20" stroke="url(#od)" stroke-width="2.4"/>` +
        `<path d="M38 18Q50 26 62 18L64 36L58 44L80 86Q50 92 20 86L42 44L36 36Z" fill="url(#ob)"/><path d="M40 42H60L58 47H42Z" fill="url(#od)"/>` +
        `<path d="M47 50L40 86M53 50L60 86M50 50V88" stroke="url(#od)" stroke-width="1" opacity="0.35"/><path d="M40 22Q44 26 48 26L42 44L38 36Z" ${HI}/>`
      );
    case "tshirt":
      return (
        `<path d="M36 14L44 12Q50 20 56 12L64 14L88 30L78 46L70 40V86H30V40L22 46L12 30Z" fill="url(#ob)"/>` +
        `<path d="M44 12Q50 20 56 12" fill="none" stroke="url(#od)" stroke-width="3"/><path d="M30 40L22 46L12 30L16 27Z" fill="url(#od)" opacity="0.35"/><path d="M32 16L44 12Q46 18 50 19L34 60V40Z" ${HI}/>`
      );
    case "shirt":
      return (
        `<path d="M36 12L50 18L64 12L80 20L92 72L80 75L72 38V88H28V38L20 75L8 72L20 20Z" fill="url(#ob)"/>` +
        `<path d="M36 12L50 18L44 28ZM64 12L50 18L56 28Z" fill="url(#ol)"/><path d="M50 18V88" stroke="url(#od)" stroke-width="1.5"/>` +
        `<circle cx="52.5" cy="36" r="1.3" fill="url(#od)"/><circle cx="52.5" cy="50" r="1.3" fill="url(#od)"/><circle cx="52.5" cy="64" r="1.3" fill="url(#od)"/><circle cx="52.5" cy="78" r="1.3" fill="url(#od)"/>` +
        `<rect x="34" y="40" width="10" height="9" rx="1.5" fill="none" stroke="url(#od)" stroke-width="1.2"/>`
      );
    case "jacket":
      return (
        `<path d="M36 10L50 14L64 10L82 18L94 76L82 78L74 40V88H26V40L18 78L6 76L18 18Z" fill="url(#ob)"/>` +
        `<path d="M40 12L50 48L60 12L50 14Z" fill="#f8fafc"/><path d="M36 10L50 48L42 46L34 22ZM64 10L50 48L58 46L66 22Z" fill="url(#od)"/>` +
        `<path d="M50 48V88" stroke="url(#od)" stroke-width="1.5"/><circle cx="46" cy="58" r="1.8" fill="url(#od)"/><circle cx="46" cy="70" r="1.8" fill="url(#od)"/>` +
        `<path d="M30 68H42M58 68H70" stroke="url(#od)" stroke-width="1.6"/>`
      );
    case "trousers":
      return (
        `<path d="M28 10H72L78 86H56L50 34L44 86H22Z" fill="url(#ob)"/><rect x="28" y="10" width="44" height="7" fill="url(#od)"/>` +
        `<path d="M50 17V34" stroke="url(#od)" stroke-width="1.4"/><path d="M32 17Q36 26 44 26M68 17Q64 26 56 26" fill="none" stroke="url(#od)" stroke-width="1.3"/>` +
        `<path d="M36 40L32 84M64 40L68 84" stroke="#fff" stroke-width="1.2" opacity="0.3"/><rect x="34" y="11" width="3" height="5" fill="url(#ol)"/><rect x="63" y="11" width="3" height="5" fill="url(#ol)"/>`
      );
    case "sneaker":
      return (
        `<path d="M14 70c0-12 6-20 16-22l12-6c4 8 14 12 24 14l14 4c8 2 12 7 12 12v2H14z" fill="url(#ob)"/>` +
        `<path d="M30 48l12-6c3 6 9 9 15 11l-9 9c-8-2-14-7-18-14z" fill="url(#ol)" opacity="0.8"/>` +
        `<path d="M44 50l5 6M50 47l5 6M56 50l4 5" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>` +
        `<path d="M34 68c14-1 30-6 46-2" stroke="url(#od)" stroke-width="4" fill="none" stroke-linecap="round"/>` +
        `<rect x="12" y="74" width="82" height="10" rx="5" fill="#fbfbfb"/><rect x="12" y="80" width="82" height="4" rx="2" fill="#cbd5e1"/>`
      );
    case "backpack":
      return (
        `<path d="M40 20Q40 8 50 8T60 20" fill="none" stroke="url(#od)" stroke-width="4"/><rect x="22" y="18" width="56" height="68" rx="16" fill="url(#ob)"/>` +
        `<rect x="30" y="52" width="40" height="28" rx="8" fill="url(#od)"/><path d="M34 58H66" stroke="#e5e7eb" stroke-width="1.4"/><rect x="47" y="55" width="6" height="4" rx="1" fill="url(#mt)"/>` +
        `<path d="M28 30Q50 24 72 30" stroke="url(#od)" stroke-width="1.5" fill="none"/><rect x="26" y="24" width="6" height="50" rx="3" ${HI}/>`
      );
    case "tote":
      return (
        `<path d="M34 40V30Q34 14 50 14T66 30V40" fill="none" stroke="url(#od)" stroke-width="4"/>` +
        `<path d="M20 38H80L86 86H14Z" fill="url(#ob)"/><path d="M22 44H78" stroke="url(#ol)" stroke-width="1.2" stroke-dasharray="3 2"/>` +
        `<rect x="31" y="36" width="6" height="8" rx="1" fill="url(#od)"/><rect x="63" y="36" width="6" height="8" rx="1" fill="url(#od)"/><path d="M22 40L28 40L20 84H16Z" ${HI}/>`
      );
    case "beanie":
      return (
        `<circle cx="50" cy="22" r="10" fill="url(#ol)"/><path d="M22 64C22 30 78 30 78 64Z" fill="url(#ob)"/>` +
        `<rect x="18" y="60" width="64" height="20" rx="6" fill="url(#od)"/>` +
        Array.from({ length: 11 }, (_, i) => `<path d="M${24 + i * 5.2} 62V78" stroke="#fff" stroke-width="1" opacity="0.25"/>`).join("") +
        `<path d="M30 50Q34 38 46 34" stroke="#fff" stroke-width="3" opacity="0.3" fill="none" stroke-linecap="round"/>`
      );
    case "sofa":
      return (
        `<rect x="12" y="28" width="76" height="32" rx="8" fill="url(#ob)"/><rect x="16" y="50" width="68" height="18" rx="4" fill="url(#ol)"/><path d="M50 50V68" stroke="url(#od)" stroke-width="1.4"/>` +
        `<rect x="5" y="42" width="15" height="32" rx="6" fill="url(#ob)"/><rect x="80" y="42" width="15" height="32" rx="6" fill="url(#ob)"/><rect x="12" y="66" width="76" height="8" rx="2" fill="url(#od)"/>` +
        `<path d="M14 74L12 84M86 74L88 84" stroke="#3f2a1a" stroke-width="3" stroke-linecap="round"/><rect x="16" y="31" width="68" height="4" rx="2" ${HI}/>`
      );
    case "armchair":
      return (
        `<rect x="24" y="16" width="52" height="40" rx="12" fill="url(#ob)"/><rect x="29" y="21" width="42" height="30" rx="9" fill="url(#ol)" opacity="0.45"/>` +
        `<rect x="22" y="52" width="56" height="16" rx="6" fill="url(#ol)"/><rect x="14" y="42" width="14" height="30" rx="7" fill="url(#ob)"/><rect x="72" y="42" width="14" height="30" rx="7" fill="url(#ob)"/>` +
        `<path d="M24 72l-3 14M76 72l3 14" stroke="url(#wd)" stroke-width="4" stroke-linecap="round"/>`
      );
    case "desk":
      return (
        `<rect x="8" y="40" width="84" height="7" rx="2" fill="url(#ob)"/><rect x="8" y="45" width="84" height="3" fill="url(#od)"/>` +
        `<rect x="16" y="48" width="5" height="36" fill="url(#mt)"/><rect x="79" y="48" width="5" height="36" fill="url(#mt)"/><rect x="10" y="82" width="17" height="4" rx="2" fill="#475569"/><rect x="73" y="82" width="17" height="4" rx="2" fill="#475569"/>` +
        `<rect x="56" y="30" width="22" height="10" rx="1" fill="#64748b"/><path d="M24 40V32Q24 28 30 28" stroke="#475569" stroke-width="1.6" fill="none"/><circle cx="32" cy="36" r="4" fill="#22c55e"/><rect x="29" y="36" width="6" height="4" fill="#b45309"/>`
      );
    case "bookcase":
      return (
        `<rect x="20" y="6" width="60" height="80" rx="2" fill="url(#ob)"/><rect x="24" y="10" width="52" height="72" fill="url(#od)"/>` +
        `<rect x="24" y="32" width="52" height="3" fill="url(#ob)"/><rect x="24" y="56" width="52" height="3" fill="url(#ob)"/>` +
        `<rect x="27" y="16" width="5" height="16" fill="${TOY[0]}"/><rect x="32.5" y="18" width="4" height="14" fill="${TOY[1]}"/><rect x="37" y="14" width="5" height="18" fill="${TOY[2]}"/><rect x="45" y="19" width="4" height="13" fill="#f8fafc"/><rect x="62" y="24" width="10" height="8" rx="4" fill="#10b981"/>` +
        `<rect x="28" y="40" width="4" height="16" fill="${TOY[3]}"/><rect x="32.5" y="42" width="5" height="14" fill="#f8fafc"/><rect x="38" y="40" width="4" height="16" fill="${TOY[1]}"/><path d="M60 56L64 40H68L72 56Z" fill="#fbbf24"/>` +
        `<rect x="27" y="64" width="20" height="18" rx="1" fill="url(#wd)"/><rect x="52" y="66" width="5" height="16" fill="${TOY[2]}"/><rect x="57.5" y="64" width="5" height="18" fill="${TOY[0]}"/><rect x="63" y="67" width="4" height="15" fill="#f8fafc"/>`
      );
    case "wardrobe":
      return (
        `<rect x="22" y="6" width="56" height="76" rx="2" fill="url(#ob)"/><path d="M50 8V80" stroke="url(#od)" stroke-width="1.6"/>` +
        `<rect x="25" y="9" width="22" height="70" fill="none" stroke="url(#od)" stroke-width="1"/><rect x="53" y="9" width="22" height="70" fill="none" stroke="url(#od)" stroke-width="1"/>` +
        `<rect x="44" y="38" width="2.4" height="12" rx="1" fill="url(#mt)"/><rect x="53.6" y="38" width="2.4" height="12" rx="1" fill="url(#mt)"/><path d="M26 82V86M74 82V86" stroke="url(#od)" stroke-width="3"/><rect x="25" y="9" width="5" height="70" ${HI}/>`
      );
    case "basket":
      return (
        `<path d="M18 42H82L74 86H26Z" fill="url(#ob)"/>` +
        [50, 58, 66, 74, 82]
          .map((y) => `<path d="M${18 + (y - 42) * 0.18} ${y}H${82 - (y - 42) * 0.18}" stroke="url(#od)" stroke-width="1.6"/>`)
          .join("") +
        [30, 40, 50, 60, 70]
          .map((x) => `<path d="M${x} 44L${x + (50 - x) * 0.18} 86" stroke="url(#od)" stroke-width="1.2" opacity="0.7"/>`)
          .join("") +
        `<rect x="16" y="38" width="68" height="7" rx="3.5" fill="url(#od)"/><path d="M30 38Q30 24 38 24M70 38Q70 24 62 24" stroke="url(#od)" stroke-width="3" fill="none"/>`
      );
    case "pan":
      return (
        `<path d="M66 58L96 50" stroke="#1f2937" stroke-width="6" stroke-linecap="round"/><ellipse cx="38" cy="62" rx="34" ry="16" fill="url(#ob)"/>` +
        `<ellipse cx="38" cy="58" rx="32" ry="13" fill="url(#od)"/><ellipse cx="38" cy="59" rx="26" ry="9.5" fill="#1f2937"/><ellipse cx="30" cy="56" rx="10" ry="3" fill="#fff" opacity="0.12"/>`
      );
    case "pot":
      return (
        `<rect x="12" y="40" width="10" height="5" rx="2.5" fill="#1f2937"/><rect x="78" y="40" width="10" height="5" rx="2.5" fill="#1f2937"/>` +
        `<path d="M20 38H80V76Q80 86 70 86H30Q20 86 20 76Z" fill="url(#ob)"/><ellipse cx="50" cy="36" rx="32" ry="7" fill="url(#od)"/>` +
        `<ellipse cx="50" cy="33" rx="30" ry="6" fill="url(#mt)"/><rect x="44" y="23" width="12" height="7" rx="3" fill="#1f2937"/><rect x="24" y="42" width="6" height="36" rx="3" ${HI}/>`
      );
    case "espresso":
      return (
        `<rect x="22" y="10" width="56" height="76" rx="6" fill="url(#ob)"/><rect x="28" y="40" width="44" height="38" fill="url(#od)"/>` +
        `<rect x="38" y="40" width="24" height="7" rx="2" fill="url(#mt)"/><rect x="46" y="47" width="8" height="5" fill="#475569"/>` +
        `<path d="M41 62H57V70Q57 74 53 74H45Q41 74 41 70Z" fill="#fff"/><path d="M57 64Q61 64 61 67T57 70" stroke="#fff" stroke-width="1.6" fill="none"/>` +
        `<rect x="26" y="78" width="48" height="4" fill="url(#mt)"/><circle cx="36" cy="24" r="5" fill="url(#mt)"/><circle cx="64" cy="24" r="5" fill="url(#mt)"/><rect x="44" y="19" width="12" height="8" rx="1" fill="url(#sc)"/>`
      );
    case "blender":
      return (
        `<path d="M30 8H70V14H30Z" fill="url(#od)"/><path d="M30 14H70L64 60H36Z" fill="#e0f2fe" opacity="0.55"/>` +
        `<path d="M34 36H66L64 60H36Z" fill="#fb923c" opacity="0.85"/><path d="M34 36Q42 32 50 36T66 36" fill="#fdba74"/>` +
        `<path d="M30 14H70L64 60H36Z" fill="none" stroke="#94a3b8" stroke-width="1.4"/><path d="M36 18L38 56" stroke="#fff" stroke-width="2.4" opacity="0.7"/>` +
        `<path d="M32 60H68L72 86H28Z" fill="url(#ob)"/><circle cx="50" cy="74" r="5" fill="url(#mt)"/>`
      );
    case "airfryer":
      return (
        `<rect x="22" y="14" width="56" height="72" rx="16" fill="url(#ob)"/><rect x="27" y="46" width="46" height="34" rx="9" fill="url(#od)"/>` +
        `<rect x="40" y="58" width="20" height="6" rx="3" fill="url(#mt)"/><circle cx="50" cy="30" r="8" fill="url(#sc)"/><path d="M47 30H53" stroke="#f97316" stroke-width="2"/><rect x="26" y="18" width="6" height="26" rx="3" ${HI}/>`
      );
    case "plates":
      return (
        `<ellipse cx="50" cy="76" rx="40" ry="10" fill="url(#ob)"/><ellipse cx="50" cy="72" rx="40" ry="10" fill="#f8fafc"/><ellipse cx="50" cy="72" rx="30" ry="7" fill="none" stroke="url(#ob)" stroke-width="1.6"/>` +
        `<ellipse cx="50" cy="66" rx="36" ry="9" fill="url(#ob)"/><ellipse cx="50" cy="62" rx="36" ry="9" fill="#fff"/><ellipse cx="50" cy="62" rx="26" ry="6" fill="none" stroke="url(#ob)" stroke-width="1.6"/>` +
        `<path d="M30 46H70Q68 60 50 60T30 46Z" fill="url(#ob)"/><ellipse cx="50" cy="46" rx="20" ry="5" fill="#f8fafc"/><ellipse cx="50" cy="46" rx="20" ry="5" fill="none" stroke="url(#od)" stroke-width="1"/>`
      );
    case "teaglass":
      return (
        `<ellipse cx="50" cy="80" rx="30" ry="7" fill="url(#ob)"/><ellipse cx="50" cy="78" rx="26" ry="5" fill="url(#ol)"/>` +
        `<path d="M36 26H64Q60 40 62 50Q66 66 58 78H42Q34 66 38 50Q40 40 36 26Z" fill="#e0f2fe" opacity="0.5"/>` +
        `<path d="M38.5 40H61.5Q60 46 61 51Q64 66 58 77H42Q36 66 39 51Q40 46 38.5 40Z" fill="#b45309" opacity="0.85"/>` +
        `<path d="M36 26H64Q60 40 62 50Q66 66 58 78H42Q34 66 38 50Q40 40 36 26Z" fill="none" stroke="#94a3b8" stroke-width="1.2"/><path d="M41 30Q40 44 42 52" stroke="#fff" stroke-width="2" opacity="0.7" fill="none"/>`
      );
    case "floorlamp":
      return (
        `<ellipse cx="50" cy="26" rx="34" ry="22" fill="url(#gl)"/><path d="M34 8H66L74 32H26Z" fill="url(#ob)"/><path d="M34 8H42L34 32H26Z" ${HI}/>` +
        `<rect x="48.5" y="32" width="3" height="48" fill="url(#mt)"/><ellipse cx="50" cy="82" rx="14" ry="4" fill="url(#od)"/>`
      );
    case "pendant":
      return (
        `<path d="M50 0V30" stroke="#334155" stroke-width="1.5"/><ellipse cx="50" cy="70" rx="30" ry="16" fill="url(#gl)"/>` +
        `<path d="M26 58Q26 30 50 30T74 58Z" fill="url(#ob)"/><rect x="46" y="26" width="8" height="6" rx="1.5" fill="url(#od)"/><ellipse cx="50" cy="58" rx="24" ry="3.5" fill="url(#od)"/>` +
        `<circle cx="50" cy="61" r="5" fill="#fff7d6"/><path d="M32 52Q34 40 44 35" stroke="#fff" stroke-width="2.4" opacity="0.35" fill="none" stroke-linecap="round"/>`
      );
    case "rug":
      return (
        `<path d="M22 44H78L92 80H8Z" fill="url(#ob)"/><path d="M26 47H74L85 77H15Z" fill="none" stroke="url(#ol)" stroke-width="2.4"/>` +
        `<path d="M50 50L64 62L50 74L36 62Z" fill="url(#od)"/><path d="M50 55L58 62L50 69L42 62Z" fill="url(#ol)"/>` +
        `<path d="M30 54l3 3-3 3-3-3zM70 54l3 3-3 3-3-3zM24 68l3 3-3 3-3-3zM76 68l3 3-3 3-3-3z" fill="url(#ol)"/>` +
        Array.from({ length: 17 }, (_, i) => `<path d="M${10 + i * 5} 80V85" stroke="#e7e5e4" stroke-width="1.2"/>`).join("")
      );
    case "pillow":
      return (
        `<path d="M14 34Q50 24 86 34Q92 58 86 82Q50 72 14 82Q8 58 14 34Z" fill="url(#ob)"/>` +
        `<path d="M14 34Q50 24 86 34Q92 58 86 82Q50 72 14 82Q8 58 14 34Z" fill="none" stroke="url(#od)" stroke-width="2"/>` +
        `<path d="M28 44Q50 38 72 44" stroke="#fff" stroke-width="3" opacity="0.3" fill="none" stroke-linecap="round"/><circle cx="50" cy="56" r="2" fill="url(#od)"/>`
      );
    case "bedding":
      return (
        `<rect x="14" y="66" width="72" height="18" rx="5" fill="url(#od)"/><rect x="16" y="50" width="68" height="18" rx="5" fill="url(#ob)"/><rect x="18" y="34" width="64" height="18" rx="5" fill="url(#ol)"/>` +
        `<path d="M20 43H80M18 59H82M16 75H84" stroke="#fff" stroke-width="1" stroke-dasharray="2 2" opacity="0.6"/>` +
        `<path d="M30 34Q50 18 70 34Z" fill="#fff"/><path d="M30 34Q50 18 70 34" fill="none" stroke="#cbd5e1" stroke-width="1"/>`
      );
    case "serum":
      return (
        `<rect x="44" y="8" width="12" height="16" rx="6" fill="#1f2937"/><rect x="41" y="24" width="18" height="10" rx="2" fill="url(#mt)"/>` +
        `<rect x="32" y="34" width="36" height="52" rx="8" fill="url(#ob)" opacity="0.92"/><rect x="36" y="50" width="28" height="24" rx="2" fill="#fdfcf8"/>` +
        `<path d="M41 58h18M41 64h12" stroke="url(#od)" stroke-width="2.2" stroke-linecap="round"/><rect x="36" y="38" width="5" height="44" rx="2.5" ${HI}/>`
      );
    case "creamjar":
      return (
        `<rect x="20" y="40" width="60" height="16" rx="5" fill="url(#od)"/><rect x="22" y="42" width="56" height="3" rx="1.5" fill="#fff" opacity="0.3"/>` +
        `<path d="M22 56H78V78Q78 86 70 86H30Q22 86 22 78Z" fill="url(#ob)"/><rect x="32" y="62" width="36" height="16" rx="3" fill="#fdfcf8"/><path d="M38 70h24" stroke="url(#od)" stroke-width="2" stroke-linecap="round"/>`
      );
    case "tube":
      return (
        `<path d="M30 10H70L64 72H36Z" fill="url(#ob)"/><path d="M30 10H70V16H30Z" fill="url(#od)"/><path d="M34 10V16M40 10V16M46 10V16M52 10V16M58 10V16M64 10V16" stroke="#fff" stroke-width="0.8" opacity="0.5"/>` +
        `<rect x="38" y="32" width="24" height="22" rx="2" fill="#fdfcf8"/><circle cx="50" cy="40" r="5" fill="#fbbf24"/><path d="M43 49h14" stroke="url(#od)" stroke-width="2" stroke-linecap="round"/>` +
        `<rect x="38" y="72" width="24" height="14" rx="3" fill="url(#od)"/><path d="M34 16L38 68" stroke="#fff" stroke-width="3" opacity="0.3"/>`
      );
    case "perfume":
      return (
        `<rect x="40" y="8" width="20" height="16" rx="3" fill="url(#od)"/><rect x="44" y="24" width="12" height="8" fill="url(#mt)"/>` +
        `<rect x="24" y="32" width="52" height="54" rx="12" fill="#e0f2fe" opacity="0.45"/><rect x="27" y="44" width="46" height="39" rx="9" fill="url(#ob)" opacity="0.9"/>` +
        `<rect x="24" y="32" width="52" height="54" rx="12" fill="none" stroke="#cbd5e1" stroke-width="1.4"/><rect x="38" y="56" width="24" height="12" rx="1.5" fill="#fdfcf8" opacity="0.9"/><path d="M30 38L34 80" stroke="#fff" stroke-width="3" opacity="0.5"/>`
      );
    case "lipstick":
      return (
        `<g transform="rotate(-72 74 72)"><rect x="64" y="62" width="20" height="34" rx="3" fill="#1f2937"/><rect x="64" y="62" width="20" height="4" fill="url(#mt)"/></g>` +
        `<path d="M40 22L60 14V40H40Z" fill="url(#ob)"/><rect x="38" y="38" width="24" height="12" fill="url(#mt)"/><rect x="35" y="50" width="30" height="36" rx="3" fill="#1f2937"/>` +
        `<rect x="38" y="52" width="3" height="32" rx="1.5" fill="#fff" opacity="0.2"/><path d="M42 22L46 20V38H42Z" fill="#fff" opacity="0.3"/>`
      );
    case "palette":
      return (
        `<g transform="rotate(-8 50 40)"><rect x="14" y="14" width="72" height="34" rx="6" fill="#1f2937"/><rect x="18" y="18" width="64" height="26" rx="3" fill="#cbd5e1"/><path d="M22 40L46 18H58L30 44Z" fill="#fff" opacity="0.5"/></g>` +
        `<rect x="12" y="50" width="76" height="34" rx="6" fill="#1f2937"/>` +
        `<rect x="17" y="54" width="14" height="12" rx="2" fill="url(#ol)"/><rect x="34.5" y="54" width="14" height="12" rx="2" fill="url(#ob)"/><rect x="52" y="54" width="14" height="12" rx="2" fill="url(#od)"/><rect x="69.5" y="54" width="14" height="12" rx="2" fill="#d6a77a"/>` +
        `<rect x="17" y="68" width="14" height="12" rx="2" fill="#f5d0c5"/><rect x="34.5" y="68" width="14" height="12" rx="2" fill="#a16207"/><rect x="52" y="68" width="14" height="12" rx="2" fill="url(#ob)" opacity="0.6"/><rect x="69.5" y="68" width="14" height="12" rx="2" fill="#44403c"/>`
      );
    case "toothbrush":
      return (
        `<rect x="42" y="8" width="16" height="18" rx="4" fill="#f8fafc"/>` +
        Array.from({ length: 4 }, (_, i) => `<path d="M${44.5 + i * 3.7} 8V24" stroke="#93c5fd" stroke-width="1.8"/>`).join("") +
        `<rect x="46" y="24" width="8" height="12" fill="url(#mt)"/><rect x="38" y="36" width="24" height="50" rx="11" fill="url(#ob)"/><circle cx="50" cy="52" r="4" fill="url(#od)"/><circle cx="50" cy="52" r="1.6" fill="#fff"/>` +
        `<rect x="42" y="40" width="4" height="40" rx="2" ${HI}/>`
      );
    case "hairdryer":
      return (
        `<path d="M40 46L34 84H48L54 46Z" fill="url(#ob)"/><rect x="40" y="58" width="6" height="10" rx="2" fill="url(#od)"/><path d="M40 84Q36 92 30 90" stroke="#334155" stroke-width="2" fill="none"/>` +
        `<rect x="14" y="22" width="62" height="28" rx="14" fill="url(#ob)"/><rect x="72" y="25" width="16" height="22" rx="3" fill="url(#od)"/>` +
        `<circle cx="22" cy="36" r="9" fill="url(#od)"/><circle cx="22" cy="36" r="5" fill="none" stroke="#fff" stroke-width="1" opacity="0.5"/><rect x="30" y="25" width="36" height="4" rx="2" ${HI}/>`
      );
    case "pills":
      return (
        `<rect x="28" y="14" width="44" height="14" rx="3" fill="url(#od)"/><path d="M30 28H70V34H30Z" fill="#e5e7eb"/>` +
        `<rect x="26" y="34" width="48" height="52" rx="7" fill="#f8fafc"/><rect x="26" y="48" width="48" height="26" fill="url(#ob)"/><path d="M36 56h28M36 63h18" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>` +
        `<g transform="rotate(-30 82 80)"><rect x="74" y="76" width="18" height="8" rx="4" fill="url(#ob)"/><rect x="74" y="76" width="9" height="8" rx="4" fill="#f8fafc"/></g>`
      );
    case "dumbbell":
      return (
        `<rect x="26" y="58" width="48" height="6" rx="3" fill="url(#mt)"/>` +
        `<rect x="10" y="44" width="8" height="34" rx="3" fill="url(#ob)"/><rect x="18" y="40" width="10" height="42" rx="3" fill="url(#od)"/>` +
        `<rect x="82" y="44" width="8" height="34" rx="3" fill="url(#ob)"/><rect x="72" y="40" width="10" height="42" rx="3" fill="url(#od)"/>` +
        `<rect x="20" y="43" width="3" height="36" rx="1.5" ${HI}/><rect x="74" y="43" width="3" height="36" rx="1.5" ${HI}/>`
      );
    case "yogamat":
      return (
        `<rect x="10" y="60" width="70" height="24" fill="url(#ob)"/><ellipse cx="80" cy="72" rx="7" ry="12" fill="url(#ol)"/>` +
        `<path d="M80 72m-4 0a4 5 0 1 1 4 5a2.5 3 0 1 1 2-3" stroke="url(#od)" stroke-width="1.2" fill="none"/><ellipse cx="10" cy="72" rx="7" ry="12" fill="url(#od)"/>` +
        `<rect x="28" y="58" width="5" height="28" rx="1" fill="#334155"/><rect x="56" y="58" width="5" height="28" rx="1" fill="#334155"/><rect x="12" y="62" width="66" height="4" ${HI}/>`
      );
    case "tent":
      return (
        `<path d="M50 16L92 84H8Z" fill="url(#ob)"/><path d="M50 16L92 84H66Z" fill="url(#od)" opacity="0.55"/>` +
        `<path d="M50 40L64 84H36Z" fill="#1f2937" opacity="0.8"/><path d="M50 40L36 84H44Z" fill="url(#ol)"/>` +
        `<path d="M50 16V10M50 16L8 84M50 16L92 84" stroke="url(#mt)" stroke-width="1.6"/><path d="M8 84L2 86M92 84L98 86" stroke="#94a3b8" stroke-width="1"/>`
      );
    case "bicycle":
      return (
        `<circle cx="24" cy="66" r="17" fill="none" stroke="#1f2937" stroke-width="3.4"/><circle cx="76" cy="66" r="17" fill="none" stroke="#1f2937" stroke-width="3.4"/>` +
        `<circle cx="24" cy="66" r="2" fill="#475569"/><circle cx="76" cy="66" r="2" fill="#475569"/>` +
        `<path d="M24 66L40 42H68L76 66M40 42L50 66L24 66M50 66L68 42M68 42L66 32" fill="none" stroke="url(#ob)" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<path d="M38 36L42 42" stroke="url(#ob)" stroke-width="4"/><rect x="32" y="32" width="14" height="4" rx="2" fill="#1f2937"/><path d="M60 32H72" stroke="#1f2937" stroke-width="3" stroke-linecap="round"/><circle cx="50" cy="66" r="4" fill="url(#mt)"/>`
      );
    case "helmet":
      return (
        `<path d="M14 66C14 34 40 22 58 24C78 26 90 44 88 66Z" fill="url(#ob)"/><path d="M14 66H88L86 72H16Z" fill="url(#od)"/>` +
        `<path d="M34 34L40 50M48 28L50 48M62 28L60 48M76 36L70 50" stroke="url(#od)" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M20 72Q30 88 46 84" stroke="#1f2937" stroke-width="2" fill="none"/><path d="M22 52Q28 36 44 30" stroke="#fff" stroke-width="3" opacity="0.35" fill="none" stroke-linecap="round"/>`
      );
    case "book":
      return (
        `<rect x="12" y="72" width="76" height="13" rx="2" fill="url(#od)"/><rect x="16" y="74" width="70" height="9" fill="#fbf8f1"/><path d="M18 77h66M18 80h66" stroke="#e4ddcc" stroke-width="0.8"/>` +
        `<rect x="24" y="8" width="6" height="64" rx="1.5" fill="url(#od)"/><rect x="29" y="8" width="44" height="64" rx="2" fill="url(#ob)"/><rect x="72" y="10" width="4" height="60" fill="#fbf8f1"/>` +
        `<rect x="36" y="18" width="30" height="3" rx="1.5" fill="url(#ol)"/><rect x="40" y="24" width="22" height="2" rx="1" fill="url(#ol)" opacity="0.8"/><circle cx="51" cy="44" r="9" fill="url(#ol)" opacity="0.9"/><path d="M45 46L51 38L57 46Z" fill="url(#od)"/>` +
        `<rect x="31" y="10" width="3" height="60" ${HI}/>`
      );
    case "card":
      return (
        `<g transform="rotate(-10 50 54)"><rect x="14" y="30" width="72" height="46" rx="6" fill="url(#ob)"/><rect x="14" y="30" width="72" height="46" rx="6" fill="none" stroke="url(#od)" stroke-width="1"/>` +
        `<rect x="60" y="30" width="8" height="46" fill="url(#ol)"/><rect x="14" y="48" width="72" height="8" fill="url(#ol)"/>` +
        `<path d="M64 52c-8-10-18-8-14-2 2 3 10 3 14 2zm0 0c8-10 18-8 14-2-2 3-10 3-14 2z" fill="url(#ol)" stroke="url(#od)" stroke-width="1"/><rect x="20" y="64" width="20" height="4" rx="2" fill="#fff" opacity="0.6"/></g>`
      );
    case "blocks":
      return (
        `<rect x="14" y="62" width="40" height="22" rx="2" fill="url(#ob)"/><rect x="54" y="62" width="30" height="22" rx="2" fill="${TOY[2]}"/><rect x="28" y="40" width="40" height="22" rx="2" fill="${TOY[1]}"/><rect x="40" y="18" width="22" height="22" rx="2" fill="${TOY[3]}"/>` +
        [
          [19, 62],
          [31, 62],
          [43, 62],
          [59, 62],
          [71, 62],
          [33, 40],
          [45, 40],
          [57, 40],
          [45, 18],
          [52, 18],
        ]
          .map(([x, y]) => `<rect x="${x}" y="${y - 4}" width="7" height="4" rx="1" fill="#000" opacity="0.18"/>`)
          .join("") +
        `<rect x="16" y="65" width="3" height="16" ${HI}/>`
      );
    case "train":
      return (
        `<rect x="8" y="44" width="36" height="28" rx="3" fill="url(#ob)"/><rect x="30" y="30" width="16" height="42" rx="2" fill="url(#od)"/><rect x="33" y="34" width="10" height="10" rx="1" fill="#e0f2fe"/>` +
        `<rect x="14" y="30" width="7" height="14" fill="#1f2937"/><rect x="12" y="28" width="11" height="4" rx="1" fill="#1f2937"/>` +
        `<rect x="52" y="48" width="40" height="24" rx="3" fill="${TOY[1]}"/><rect x="44" y="64" width="8" height="3" fill="#475569"/>` +
        wheel(16, 76, 7) +
        wheel(36, 76, 7) +
        wheel(62, 76, 7) +
        wheel(82, 76, 7)
      );
    case "boardgame":
      return (
        `<path d="M24 46H76L94 78H6Z" fill="url(#ob)"/><path d="M6 78H94V84H6Z" fill="url(#od)"/>` +
        `<path d="M30 50H70L84 74H16Z" fill="#fdfcf8"/><path d="M43 50L39 74M57 50L61 74M23 62H77" stroke="url(#ob)" stroke-width="1.2"/>` +
        `<path d="M34 56a4 4 0 1 1 0.1 0L37 66H31Z" fill="${TOY[0]}"/><path d="M66 50a4 4 0 1 1 0.1 0L69 60H63Z" fill="${TOY[2]}"/>` +
        `<g transform="rotate(12 74 30)"><rect x="66" y="22" width="16" height="16" rx="3" fill="#fff" stroke="#cbd5e1"/><circle cx="70" cy="26" r="1.6" fill="#111"/><circle cx="74" cy="30" r="1.6" fill="#111"/><circle cx="78" cy="34" r="1.6" fill="#111"/></g>`
      );
    case "puzzle":
      return (
        `<path d="M20 30H40Q36 18 46 18T52 30H72V48Q84 44 84 54T72 60V82H52Q56 70 46 70T40 82H20V62Q30 66 30 56T20 50Z" fill="url(#ob)"/>` +
        `<path d="M20 30H40Q36 18 46 18T52 30H72V48Q84 44 84 54T72 60V82H52Q56 70 46 70T40 82H20V62Q30 66 30 56T20 50Z" fill="none" stroke="url(#od)" stroke-width="1.6"/>` +
        `<path d="M26 36H38" stroke="#fff" stroke-width="3" opacity="0.35" stroke-linecap="round"/><circle cx="46" cy="50" r="8" fill="url(#ol)" opacity="0.6"/>`
      );
    case "stroller":
      return (
        `<path d="M70 44L84 22H92" stroke="#334155" stroke-width="3.2" fill="none" stroke-linecap="round"/>` +
        `<path d="M18 44A30 28 0 0 1 48 16V44Z" fill="url(#ob)"/><path d="M18 44H74Q72 64 46 64T18 44Z" fill="url(#od)"/>` +
        `<path d="M30 64L24 74M64 64L72 74" stroke="#334155" stroke-width="2.6"/>` +
        wheel(24, 78, 8) +
        wheel(72, 78, 8) +
        `<path d="M22 40A26 24 0 0 1 44 20" stroke="#fff" stroke-width="2.4" opacity="0.35" fill="none"/>`
      );
    case "car":
      return (
        `<path d="M6 68V58Q6 52 12 50L28 46L40 32Q44 28 50 28H70Q76 28 80 34L88 46Q94 48 94 56V68Q94 72 90 72H10Q6 72 6 68Z" fill="url(#ob)"/>` +
        `<path d="M32 46L43 34Q45 32 48 32H58V46ZM62 32H70Q73 32 75 35L82 46H62Z" fill="#bfdbfe"/><path d="M48 32L44 46M70 32L66 46" stroke="#fff" stroke-width="2" opacity="0.5"/>` +
        `<rect x="86" y="52" width="6" height="4" rx="2" fill="#fde68a"/><rect x="6" y="54" width="5" height="4" rx="2" fill="#ef4444"/><path d="M60 48V68" stroke="url(#od)" stroke-width="1"/>` +
        wheel(26, 72, 11) +
        wheel(74, 72, 11)
      );
    case "scooter":
      return (
        `<path d="M74 80L64 18" stroke="url(#ob)" stroke-width="5" stroke-linecap="round"/><path d="M56 18H74" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M20 74H70" stroke="url(#ob)" stroke-width="6" stroke-linecap="round"/><rect x="24" y="68" width="40" height="4" rx="2" fill="#1f2937"/>` +
        wheel(20, 80, 8) +
        wheel(76, 80, 8)
      );
    case "motorcycle":
      return (
        wheel(22, 70, 15) +
        wheel(80, 70, 15) +
        `<path d="M22 70L40 48H66L80 70" stroke="#475569" stroke-width="3" fill="none"/><path d="M36 52Q40 38 58 38Q68 38 68 46L64 54H40Z" fill="url(#ob)"/>` +
        `<path d="M20 44Q30 40 44 42L40 50H24Z" fill="#1f2937"/><path d="M66 42L78 30H86" stroke="#1f2937" stroke-width="3" fill="none" stroke-linecap="round"/><rect x="44" y="54" width="16" height="12" rx="3" fill="url(#mt)"/>` +
        `<path d="M44 42Q50 40 58 41" stroke="#fff" stroke-width="2" opacity="0.45" fill="none"/>`
      );
    case "house":
      return (
        `<rect x="20" y="44" width="60" height="42" fill="#f8fafc"/><path d="M12 48L50 16L88 48Z" fill="url(#ob)"/><path d="M12 48L50 16L54 19L20 48Z" ${HI}/>` +
        `<rect x="66" y="20" width="8" height="16" fill="url(#od)"/><rect x="44" y="62" width="14" height="24" rx="1" fill="url(#od)"/><circle cx="55" cy="75" r="1.2" fill="#fde68a"/>` +
        `<rect x="26" y="54" width="12" height="12" fill="#bfdbfe"/><rect x="64" y="54" width="12" height="12" fill="#bfdbfe"/><path d="M32 54V66M26 60H38M70 54V66M64 60H76" stroke="#fff" stroke-width="1.2"/>` +
        `<ellipse cx="14" cy="80" rx="8" ry="7" fill="#22c55e"/><ellipse cx="88" cy="80" rx="8" ry="7" fill="#16a34a"/>`
      );
    case "building":
      return (
        `<rect x="26" y="10" width="48" height="76" fill="url(#ob)"/><rect x="26" y="10" width="48" height="4" fill="url(#od)"/>` +
        Array.from({ length: 5 }, (_, r) =>
          [0, 1, 2].map((c) => `<rect x="${32 + c * 13}" y="${18 + r * 12}" width="9" height="8" fill="#bfdbfe"/>`).join(""),
        ).join("") +
        `<rect x="44" y="76" width="12" height="10" fill="url(#od)"/><rect x="12" y="50" width="14" height="36" fill="url(#ol)"/><rect x="74" y="40" width="14" height="46" fill="url(#ol)"/>`
      );
    default: // gift box, three-quarter view, with a ribbon
      return (
        `<path d="M18 36L50 24L82 36L50 48Z" fill="url(#ol)"/><path d="M18 36L50 48V86L18 74Z" fill="url(#ob)"/><path d="M50 48L82 36V74L50 86Z" fill="url(#od)"/>` +
        `<path d="M34 30L66 42V80L60 82V44L28 32Z" fill="#fbbf24" opacity="0.95"/>` +
        `<path d="M50 24c-6-10-18-10-16-2 1 4 9 6 16 2zm0 0c6-10 18-10 16-2-1 4-9 6-16 2z" fill="#fbbf24"/>`
      );
  }
}

/** A potted plant, the prop of the "in a room" view. */
export function plant(): string {
  return (
    `<path d="M50 60Q30 40 34 22Q46 34 50 60ZM50 60Q70 40 68 20Q54 34 50 60ZM50 60Q44 30 52 12Q60 34 50 60Z" fill="#16a34a"/>` +
    `<path d="M50 60Q30 40 34 22Q40 40 50 60Z" fill="#15803d"/><path d="M36 60H64L60 86H40Z" fill="#c2410c"/><rect x="34" y="58" width="32" height="6" rx="2" fill="#9a3412"/>`
  );
}
