/**
 * Image URLs. Images are stored once per size as `${key}-${w}x${h}.webp` under /uploads
 * (the demo generator and the upload pipeline write exactly these sizes).
 */
export const PRODUCT_SIZES = [96, 320, 640, 1000] as const;

export function mediaUrl(base: string, key: string | null | undefined, w: number, h: number): string {
  if (!key) return `${base}/placeholder-${w}x${h}.svg`;
  if (/^(https?:)?\/\//.test(key) || key.startsWith("data:")) return key;
  return `${base}/${key}-${w}x${h}.webp`;
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
