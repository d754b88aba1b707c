import { mediaUrl, type PictureLayout, type PictureSource, PRODUCT_SIZES, productImage, productPictureSources } from "../../kernel/media";

/**
 * What the product gallery and its lightbox show (spec §2 "Gallery lightbox", §3 "Gallery item"):
 * pictures with a srcset, videos from YouTube and Vimeo (privacy-friendly embed URLs, which the
 * CSP allows in frame-src), direct video files, and PDFs shown in a frame.
 */
export type GalleryItem = GalleryImage | GalleryVideo | GalleryPdf;

/** The words a gallery item carries (spec §3): the picture's alt text, its title and the lightbox's caption, in the viewer's language. */
export interface GalleryText {
  alt: string;
  title: string;
  description: string;
}

export interface GalleryImage extends GalleryText {
  mediaType: "image";
  /** the largest size; `srcset`/`sources` hold every size */
  src: string;
  srcset: string;
  /** how wide the product page's main picture shows (its `<img sizes>`) */
  sizes: string;
  ext: string;
  /** the lightbox's `<picture>`: a source per stored format and layout (kernel/media.ts) */
  picture: { sources: PictureSource[] };
  sources: { src: string; width: number; height: number }[];
  thumb: string;
  card: string;
  large: string;
  width: number;
  height: number;
}

export interface GalleryVideo extends GalleryText {
  mediaType: "video";
  /** whether it starts by itself when its slide is shown (the lightbox's video slides) */
  autoplay: boolean;
  provider: "youtube" | "vimeo" | "file";
  /** the iframe URL for YouTube and Vimeo; the file's URL otherwise */
  src: string;
  /** the file's extension and MIME types to offer the browser, in order (files only) */
  ext: string | null;
  types: string[];
}

export interface GalleryPdf extends GalleryText {
  mediaType: "pdf";
  src: string;
  ext: "pdf";
}

/** The product page's main picture: 470 px in the wide layout, 38 % of the window on a laptop, the full width less the margins on a phone. */
export const GALLERY_SIZES = "(min-width: 1280px) 470px, (min-width: 1024px) 38vw, calc(100vw - 2rem)";

/**
 * How wide a square picture shows in the lightbox (components/product/Lightbox.tsx): the window less
 * the 16 px padding each side, and no taller than what the toolbar and the thumbnails strip leave —
 * below the spec's 767 px breakpoint the strip is 102 px thumbnails (about 131 px with the toolbar),
 * above it 212 px ones (about 204 px).
 */
export const LIGHTBOX_LAYOUTS: PictureLayout[] = [
  { media: "(max-width: 767px)", sizes: "min(calc(100vw - 32px), calc(100vh - 131px))" },
  { sizes: "min(calc(100vw - 32px), calc(100vh - 204px))" },
];

const NO_TEXT: GalleryText = { alt: "", title: "", description: "" };

/** Direct video files the gallery takes, and the MIME types offered to the browser for each. */
export const VIDEO_FILE_TYPES: Record<string, string[]> = {
  mp4: ["video/mp4"],
  // QuickTime files usually hold H.264, which browsers that do not know the container still play as MP4
  mov: ["video/quicktime", "video/mp4"],
  webm: ["video/webm"],
  ogg: ["video/ogg"],
  ogv: ["video/ogg"],
  avi: ["video/x-msvideo"],
};

/** http(s) or a path on this site; never javascript:, data: or protocol-relative. */
function safeUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  try {
    if (text.startsWith("/") && !text.startsWith("//")) return new URL(text, "http://local.invalid");
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function original(url: URL): string {
  return url.host === "local.invalid" ? url.pathname + url.search : url.toString();
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A product's video link as a gallery item, or null when it is none of the supported kinds. */
export function videoItem(raw: string | null | undefined, text: GalleryText = NO_TEXT): GalleryVideo | null {
  const found = videoSource(raw);
  // the shopper opens the video by its thumbnail (or goes to its slide): it plays at once
  return found && { ...text, ...found, autoplay: true };
}

function videoSource(raw: string | null | undefined): Omit<GalleryVideo, keyof GalleryText | "autoplay"> | null {
  if (!raw) return null;
  const url = safeUrl(raw);
  if (!url) return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const parts = url.pathname.split("/").filter(Boolean);

  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "youtu.be") {
    const id =
      host === "youtu.be"
        ? parts[0]
        : parts[0] === "watch" || parts.length === 0
          ? url.searchParams.get("v")
          : ["embed", "shorts", "live", "v"].includes(parts[0])
            ? parts[1]
            : null;
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return {
      mediaType: "video",
      provider: "youtube",
      src: `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1`,
      ext: null,
      types: [],
    };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const at = parts.findIndex((p) => /^\d{1,12}$/.test(p));
    if (at < 0) return null;
    const id = parts[at];
    const hash = url.searchParams.get("h") ?? (parts[at + 1] && /^[0-9a-f]{6,20}$/i.test(parts[at + 1]) ? parts[at + 1] : null);
    return {
      mediaType: "video",
      provider: "vimeo",
      src: `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ""}`,
      ext: null,
      types: [],
    };
  }
  const ext = /\.([a-z0-9]{2,4})$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (ext && VIDEO_FILE_TYPES[ext]) return { mediaType: "video", provider: "file", src: original(url), ext, types: VIDEO_FILE_TYPES[ext] };
  return null;
}

/** A link to a PDF (a spec sheet among the specifications), or null. */
export function pdfUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const url = safeUrl(raw);
  return url && /\.pdf$/i.test(url.pathname) ? original(url) : null;
}

export function imageItem(mediaBase: string, key: string, text: GalleryText = NO_TEXT): GalleryImage {
  const img = productImage(mediaBase, key);
  const largest = PRODUCT_SIZES[PRODUCT_SIZES.length - 1];
  return {
    mediaType: "image",
    ...text,
    src: img.large,
    srcset: img.srcset,
    sizes: GALLERY_SIZES,
    ext: /^([a-z]+:|\/\/)/i.test(key) ? (/\.([a-z0-9]{3,4})(?:[?#]|$)/i.exec(key)?.[1]?.toLowerCase() ?? "") : "webp",
    picture: { sources: productPictureSources(mediaBase, key, LIGHTBOX_LAYOUTS) },
    thumb: img.thumb,
    card: img.card,
    large: img.large,
    sources: PRODUCT_SIZES.map((s) => ({ src: mediaUrl(mediaBase, key, s, s), width: s, height: s })),
    width: largest,
    height: largest,
  };
}
