/**
 * Country flags as small SVG pictures, drawn here so the shop serves them itself (no outside
 * host, no picture files to ship): `GET /flags/{iso2}.svg`, the `flag_icon` of
 * `get/country-list`. The countries the shop starts with are drawn in their colours and main
 * shapes, simplified (no coat of arms, no lettering); any other code gets a neutral plate
 * with its two letters.
 */

/** The flag picture's address for an ISO 3166 alpha-2 code. */
export function flagIconUrl(appPath: string, iso2: string): string {
  return `${appPath}/flags/${iso2.toLowerCase()}.svg`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 4}" height="${h * 4}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;

/** Three horizontal bands on a 3:2 field. */
const bands = (a: string, b: string, c: string, extra = "") =>
  svg(30, 20, rect(0, 0, 30, 20, b) + rect(0, 0, 30, 20 / 3, a) + rect(0, 40 / 3, 30, 20 / 3, c) + extra);
/** Three vertical bands on a 3:2 field. */
const pales = (a: string, b: string, c: string) => svg(30, 20, rect(0, 0, 10, 20, a) + rect(10, 0, 10, 20, b) + rect(20, 0, 10, 20, c));

/** A star of `points` points centred on (cx, cy), its first point at `angle` degrees (0 = up). */
function star(cx: number, cy: number, r: number, fill: string, points = 5, angle = 0, inner = points === 5 ? 0.382 : 0.5): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const a = ((angle + (i * 180) / points) * Math.PI) / 180;
    corners.push(`${(cx + radius * Math.sin(a)).toFixed(3)},${(cy - radius * Math.cos(a)).toFixed(3)}`);
  }
  return `<polygon points="${corners.join(" ")}" fill="${fill}"/>`;
}

/** The Union Flag on a 60×30 field (also the canton of Australia's). */
const UNION =
  `<clipPath id="u-s"><path d="M0,0v30h60v-30z"/></clipPath><clipPath id="u-t"><path d="M30,15h30v15zv15h-30zh-30v-15zv-15h30z"/></clipPath>` +
  `<g clip-path="url(#u-s)"><path d="M0,0v30h60v-30z" fill="#012169"/><path d="M0,0L60,30M60,0L0,30" stroke="#fff" stroke-width="6"/>` +
  `<path d="M0,0L60,30M60,0L0,30" clip-path="url(#u-t)" stroke="#C8102E" stroke-width="4"/>` +
  `<path d="M30,0v30M0,15h60" stroke="#fff" stroke-width="10"/><path d="M30,0v30M0,15h60" stroke="#C8102E" stroke-width="6"/></g>`;

function unitedStates(): string {
  const stripe = 100 / 13;
  let body = rect(0, 0, 190, 100, "#fff");
  for (let i = 0; i < 13; i += 2) body += rect(0, i * stripe, 190, stripe, "#B22234");
  body += rect(0, 0, 76, stripe * 7, "#3C3B6E");
  const dx = 76 / 12;
  const dy = (stripe * 7) / 10;
  for (let row = 0; row < 9; row++) {
    for (let col = row % 2; col < 12; col += 2) body += star(dx * (col + 1), dy * (row + 1), 3.08, "#fff");
  }
  return svg(190, 100, body);
}

const MAPLE =
  "M15,4.2L15.9,6.1L17,5.6L16.6,8.2L18.4,6.5L18.8,7.6L20.4,7.3L19.8,9.2L20.6,9.6L16.3,12.9L16.7,14.2" +
  "L15.2,14L15.25,16.4H14.75L14.8,14L13.3,14.2L13.7,12.9L9.4,9.6L10.2,9.2L9.6,7.3L11.2,7.6L11.6,6.5L13.4,8.2L13,5.6L14.1,6.1Z";

const DRAWN: Record<string, () => string> = {
  de: () => bands("#000", "#DD0000", "#FFCE00"),
  fr: () => pales("#002654", "#fff", "#CE1126"),
  ir: () => bands("#239F40", "#fff", "#DA0000", `<circle cx="15" cy="10" r="2.2" fill="none" stroke="#DA0000" stroke-width="0.8"/>`),
  in: () =>
    bands(
      "#FF9933",
      "#fff",
      "#138808",
      `<circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" stroke-width="0.5"/><circle cx="15" cy="10" r="0.6" fill="#000080"/>`,
    ),
  jp: () => svg(30, 20, `${rect(0, 0, 30, 20, "#fff")}<circle cx="15" cy="10" r="6" fill="#BC002D"/>`),
  tr: () =>
    svg(
      30,
      20,
      rect(0, 0, 30, 20, "#E30A17") +
        `<circle cx="11.25" cy="10" r="5" fill="#fff"/><circle cx="12.5" cy="10" r="4" fill="#E30A17"/>` +
        star(16.6, 10, 2.1, "#fff", 5, -90),
    ),
  ae: () => svg(30, 20, aeBody()),
  ca: () =>
    svg(
      40,
      20,
      rect(0, 0, 40, 20, "#fff") +
        rect(0, 0, 10, 20, "#D52B1E") +
        rect(30, 0, 10, 20, "#D52B1E") +
        `<path d="${MAPLE}" transform="translate(5 0)" fill="#D52B1E"/>`,
    ),
  gb: () => svg(60, 30, UNION),
  us: unitedStates,
  br: () =>
    svg(
      20,
      14,
      rect(0, 0, 20, 14, "#009C3B") +
        `<polygon points="1.7,7 10,1.7 18.3,7 10,12.3" fill="#FFDF00"/><circle cx="10" cy="7" r="3.5" fill="#002776"/>` +
        `<path d="M6.7,6.3Q10,5.4 13.4,7.7" fill="none" stroke="#fff" stroke-width="0.45"/>`,
    ),
  au: () =>
    svg(
      20,
      10,
      rect(0, 0, 20, 10, "#012169") +
        `<g transform="scale(0.16667)">${UNION}</g>` +
        star(5, 7.5, 1.5, "#fff", 7) +
        star(15, 8.4, 0.75, "#fff", 7) +
        star(12.5, 4.6, 0.75, "#fff", 7) +
        star(15, 1.7, 0.75, "#fff", 7) +
        star(17.4, 3.9, 0.75, "#fff", 7) +
        star(16.2, 5.4, 0.42, "#fff", 5),
    ),
};

function aeBody(): string {
  return (
    rect(0, 0, 30, 20, "#fff") + rect(0, 0, 30, 20 / 3, "#00732F") + rect(0, 40 / 3, 30, 20 / 3, "#000") + rect(0, 0, 7.5, 20, "#FF0000")
  );
}

/** The flag picture of a two-letter code (lower or upper case); a neutral plate with the letters when it is not drawn here. */
export function flagSvg(iso2: string): string {
  const code = iso2.toLowerCase();
  const drawn = DRAWN[code];
  if (drawn) return drawn();
  const letters = code
    .replace(/[^a-z]/g, "")
    .slice(0, 2)
    .toUpperCase();
  return svg(
    30,
    20,
    rect(0, 0, 30, 20, "#E2E8F0") +
      `<text x="15" y="13.5" font-family="sans-serif" font-size="9" font-weight="700" text-anchor="middle" fill="#475569">${letters}</text>`,
  );
}
