/**
 * Image URLs. Images are stored once per size as `${key}-${w}x${h}.webp` under /uploads
 * (the demo generator and the upload pipeline write exactly these sizes).
 */
export const PRODUCT_SIZES = [96, 320, 480, 640, 800, 1000] as const;

/**
 * The widths each stored picture comes in, by the family of pictures that share an aspect:
 * the pages name one size (`mediaUrl(base, key, w, h)`) and `srcsetOf` lists the family's
 * other sizes, so a phone picks a small file and a wide or dense screen a large one. The
 * demo generator (seed/images.ts) writes every size of a family, product uploads every
 * `PRODUCT_SIZES`.
 */
export const PICTURE_FAMILIES = {
  product: PRODUCT_SIZES.map((s) => [s, s] as [number, number]),
  /** the hero slide on a wide screen (1260×452) and on a phone (768×420, its own crop) */
  slider: [
    [640, 230],
    [960, 344],
    [1260, 452],
  ],
  sliderMobile: [
    [480, 262],
    [768, 420],
  ],
  banner: [
    [320, 165],
    [620, 320],
    [760, 392],
    [940, 485],
  ],
  /** the home "banner" component: its pictures' size follows their count (1 → 1260×452, 2 → 620×320, 3 → 400×235, 4 → 300×170) */
  bannerWide: [
    [640, 230],
    [960, 344],
    [1260, 452],
  ],
  bannerThird: [
    [400, 235],
    [800, 470],
  ],
  bannerQuarter: [
    [300, 170],
    [600, 340],
  ],
  /** the tall picture beside a home category section or the offers ending soon */
  sectionBanner: [
    [270, 497],
    [405, 745],
  ],
  category: [
    [130, 95],
    [260, 190],
  ],
  brand: [
    [130, 93],
    [260, 186],
  ],
  shopLogo: [
    [82, 82],
    [164, 164],
  ],
  shopBanner: [
    [297, 203],
    [594, 406],
  ],
  shopCover: [[899, 480]],
  blog: [
    [260, 175],
    [520, 350],
  ],
  blogCover: [[900, 300]],
  campaign: [
    [374, 374],
    [748, 748],
  ],
  campaignStrip: [
    [960, 206],
    [1920, 412],
  ],
  popup: [
    [270, 260],
    [540, 520],
  ],
  service: [[64, 64]],
  avatar: [[96, 96]],
  /** a shopping video's portrait poster (the home component's 299×536) and the player's wide poster */
  videoThumb: [
    [150, 268],
    [299, 536],
  ],
  videoPoster: [[640, 360]],
} satisfies Record<string, [number, number][]>;
export type PictureFamily = keyof typeof PICTURE_FAMILIES;

export function mediaUrl(base: string, key: string | null | undefined, w: number, h: number): string {
  if (!key) return `${base}/placeholder-${w}x${h}.svg`;
  if (/^(https?:)?\/\//.test(key) || key.startsWith("data:")) return key;
  return `${base}/${key}-${w}x${h}.webp`;
}

/**
 * A `srcset` of every stored width of the picture at `url` (a `mediaUrl` of one of the
 * family's sizes), or undefined when the URL is not one of ours (a placeholder, an outside
 * address, another size): then the `src` alone stands.
 */
export function srcsetOf(url: string | null | undefined, family: PictureFamily): string | undefined {
  // a key that is an outside address comes back from mediaUrl as it is: it has no sizes of ours
  const m = url && !/^([a-z]+:|\/\/)/i.test(url) ? /^(.*)-(\d+)x(\d+)\.webp$/.exec(url) : null;
  if (!m) return undefined;
  const sizes: [number, number][] = PICTURE_FAMILIES[family];
  if (!sizes.some(([w, h]) => w === Number(m[2]) && h === Number(m[3]))) return undefined;
  return sizes.map(([w, h]) => `${m[1]}-${w}x${h}.webp ${w}w`).join(", ");
}

/** Square product image URLs for the card/gallery with a srcset of every size. */
export function productImage(base: string, key: string | null | undefined) {
  return {
    thumb: mediaUrl(base, key, 96, 96),
    card: mediaUrl(base, key, 320, 320),
    large: mediaUrl(base, key, 1000, 1000),
    srcset: PRODUCT_SIZES.map((s) => `${mediaUrl(base, key, s, s)} ${s}w`).join(", "),
  };
}

/**
 * The formats the pipeline stores, best first, as `<picture>` source types. WebP only
 * (decision 013: AVIF cost 3.5–7× the encoding time for 1–2 KB a picture); a format added here
 * must be written by the seed and every upload path first, or browsers that pick it get 404s.
 */
export const STORED_FORMATS = [{ ext: "webp", type: "image/webp" }] as const;

/** Where a `<source>` applies (`media`, none: everywhere) and how wide the picture shows there (`sizes`). */
export interface PictureLayout {
  media?: string;
  sizes: string;
}

/** A `<picture>`'s `<source>`: every stored size of one format, for one layout. */
export interface PictureSource {
  type: string;
  srcset: string;
  sizes: string;
  media?: string;
}

/**
 * The `<picture>` sources of a stored square product picture: one per stored format and layout,
 * each listing every `PRODUCT_SIZES` width of that format. A picture that is not ours (none, an
 * outside address) has none: its `src` alone stands.
 */
export function productPictureSources(base: string, key: string | null | undefined, layouts: PictureLayout[]): PictureSource[] {
  if (!key || /^([a-z]+:|\/\/)/i.test(key)) return [];
  const srcset = productImage(base, key).srcset;
  return STORED_FORMATS.flatMap((format) =>
    layouts.map((layout) => ({
      type: format.type,
      srcset: srcset.replace(/\.webp /g, `.${format.ext} `),
      sizes: layout.sizes,
      ...(layout.media ? { media: layout.media } : {}),
    })),
  );
}
