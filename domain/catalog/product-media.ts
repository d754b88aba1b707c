import { mediaUrl, PRODUCT_SIZES, productImage } from "../../kernel/media";

/**
 * What the product gallery and its lightbox show (spec §2 "Gallery lightbox", §3 "Gallery item"):
 * pictures with a srcset, videos from YouTube and Vimeo (privacy-friendly embed URLs, which the
 * CSP allows in frame-src), direct video files, and PDFs shown in a frame.
 */
export type GalleryItem = GalleryImage | GalleryVideo | GalleryPdf;

export interface GalleryImage {
  mediaType: "image";
  /** the largest size; `srcset`/`sources` hold every size */
  src: string;
  srcset: string;
  sources: { src: string; width: number; height: number }[];
  thumb: string;
  card: string;
  large: string;
  width: number;
  height: number;
}

export interface GalleryVideo {
  mediaType: "video";
  provider: "youtube" | "vimeo" | "file";
  /** the iframe URL for YouTube and Vimeo; the file's URL otherwise */
  src: string;
  /** the file's extension and MIME types to offer the browser, in order (files only) */
  ext: string | null;
  types: string[];
}

export interface GalleryPdf {
  mediaType: "pdf";
  src: string;
  ext: "pdf";
  title: string;
}

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
export function videoItem(raw: string | null | undefined): GalleryVideo | null {
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

export function imageItem(mediaBase: string, key: string): GalleryImage {
  const img = productImage(mediaBase, key);
  const largest = PRODUCT_SIZES[PRODUCT_SIZES.length - 1];
  return {
    mediaType: "image",
    src: img.large,
    srcset: img.srcset,
    thumb: img.thumb,
    card: img.card,
    large: img.large,
    sources: PRODUCT_SIZES.map((s) => ({ src: mediaUrl(mediaBase, key, s, s), width: s, height: s })),
    width: largest,
    height: largest,
  };
}
