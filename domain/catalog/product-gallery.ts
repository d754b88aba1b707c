import { type GalleryItem, imageItem, videoItem } from "./product-media";

/** A variant as the gallery reads it: its picture and what it is, in the viewer's language. */
export interface GalleryVariant {
  image: string | null;
  colorId: number | null;
  /** the colour's name and attribute values' labels, e.g. ["Red", "XL"] */
  labels: string[];
}

/**
 * The product page's gallery (spec §3 "Gallery item"): the product's pictures, then variant
 * pictures not among them, then the video, then spec-sheet PDFs. Every item carries the
 * product's name as its alt text and title (a PDF its label); a picture's lightbox caption
 * (`description`) is what it shows — the variant it belongs to ("Red", or "Red · XL" when its variants share no
 * colour), else the product's short description — in the viewer's language.
 */
export function productGallery(input: {
  mediaBase: string;
  name: string;
  shortDescription: string;
  images: string[];
  variants: GalleryVariant[];
  videoUrl: string | null;
  sheets: { label: string; href: string | null }[];
}): { gallery: GalleryItem[]; imageKeys: string[] } {
  const { name } = input;
  const imageKeys = [...new Set([...input.images, ...input.variants.map((v) => v.image).filter((i): i is string => !!i)])];
  // a video and a PDF have no caption: it would cover the player's controls and the sheet
  const video = videoItem(input.videoUrl, { alt: name, title: name, description: "" });
  const gallery: GalleryItem[] = [
    ...imageKeys.map((key) =>
      imageItem(input.mediaBase, key, {
        alt: name,
        title: name,
        description: variantCaption(input.variants, key) || input.shortDescription,
      }),
    ),
    ...(video ? [video] : []),
    ...input.sheets.flatMap(({ href, label }) =>
      href ? [{ mediaType: "pdf" as const, src: href, ext: "pdf" as const, alt: label, title: label, description: "" }] : [],
    ),
  ];
  return { gallery, imageKeys };
}

/** What the variants showing this picture are: their shared colour, else the first one's labels; "" when none shows it. */
function variantCaption(variants: GalleryVariant[], key: string): string {
  const showing = variants.filter((v) => v.image === key);
  if (!showing.length) return "";
  const sameColour = showing[0].colorId !== null && showing.every((v) => v.colorId === showing[0].colorId);
  return sameColour && showing.length > 1 ? (showing[0].labels[0] ?? "") : showing[0].labels.join(" · ");
}
