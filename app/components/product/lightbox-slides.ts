import type { Slide } from "yet-another-react-lightbox";
import type {} from "yet-another-react-lightbox/plugins/video";
import type { GalleryItem } from "../../../domain/catalog/product-media";
import type { PictureSource } from "../../../kernel/media";

/** A YouTube or Vimeo player in a frame. */
export interface SlideEmbed {
  type: "embed";
  src: string;
  provider: "youtube" | "vimeo";
  title: string;
}
/** A PDF in a frame (the browser's own viewer); `src` is the file (the lightbox's open link), `frame` the frame's URL. */
export interface SlidePdf {
  type: "pdf";
  src: string;
  frame: string;
  title: string;
}

/**
 * The URL a PDF frame opens: the file with the PDF viewer's open parameters that hide its own
 * toolbar and side panels (Chrome, Edge and Firefox read them; Safari ignores them), so the only
 * toolbar is the lightbox's, and the lightbox's link opens or downloads the file itself.
 */
export function pdfFrameUrl(src: string): string {
  const [file, hash = ""] = src.split("#", 2);
  const kept = hash.split("&").filter((p) => p && !/^(toolbar|navpanes)=/.test(p));
  return `${file}#${[...kept, "toolbar=0", "navpanes=0"].join("&")}`;
}
/** A video file this browser cannot play: the spec's message and a download link instead. */
export interface SlideUnsupportedVideo {
  type: "unsupported-video";
  src: string;
}

declare module "yet-another-react-lightbox" {
  interface SlideImage {
    /** the `<picture>`'s sources (a format and layout each, from the gallery item); none: the plain `<img>` with its srcset */
    picture?: PictureSource[];
  }
  interface SlideTypes {
    embed: SlideEmbed;
    pdf: SlidePdf;
    "unsupported-video": SlideUnsupportedVideo;
  }
}

/** What the lightbox can show: a product's gallery items, or plain pictures (a review's). */
export type LightboxItem =
  | GalleryItem
  | {
      mediaType: "image";
      src: string;
      srcset: string;
      thumb: string;
      width?: number;
      height?: number;
      sources?: undefined;
      picture?: undefined;
      alt?: undefined;
      description?: undefined;
    };

/** The player's address with `autoplay=1` (YouTube and Vimeo both read it). */
function autoplayed(src: string): string {
  return `${src}${src.includes("?") ? "&" : "?"}autoplay=1`;
}

const THUMBNAIL_MIN = 212;

/** "url 96w, url 320w" → square sources (the shop's pictures are square). */
export function sourcesFromSrcset(srcset: string): { src: string; width: number; height: number }[] {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([src, w]) => src && /^\d+w$/.test(w ?? ""))
    .map(([src, w]) => ({ src, width: parseInt(w, 10), height: parseInt(w, 10) }));
}

/**
 * The lightbox's slides for these items. `canPlay(mime)` asks the browser (HTMLMediaElement
 * canPlayType); a video file none of whose types it can play, or one that already failed to
 * load (`failed`), becomes the "unsupported video" slide. A picture with `<picture>` sources keeps
 * them (the lightbox renders them, components/product/lightbox-picture.tsx) and its caption.
 */
export function toSlides(
  items: LightboxItem[],
  opts: { alt: string; canPlay: (mime: string) => boolean; failed?: ReadonlySet<string>; videoTitle: string },
): Slide[] {
  return items.map((item): Slide => {
    if (item.mediaType === "image") {
      const srcSet = item.sources ?? sourcesFromSrcset(item.srcset);
      const largest = srcSet.reduce((max, s) => Math.max(max, s.width), 0);
      // the lightbox's thumbnails are up to 212 px wide: the smallest size that fills them, else the thumb
      const thumbnail = [...srcSet].sort((a, b) => a.width - b.width).find((s) => s.width >= THUMBNAIL_MIN)?.src ?? item.thumb;
      return {
        type: "image",
        src: item.src,
        alt: item.alt || opts.alt,
        thumbnail,
        srcSet,
        width: item.width ?? (largest || undefined),
        height: item.height ?? (largest || undefined),
        ...(item.picture?.sources.length ? { picture: item.picture.sources } : {}),
        ...(item.description ? { description: item.description } : {}),
      };
    }
    if (item.mediaType === "pdf") return { type: "pdf", src: item.src, frame: pdfFrameUrl(item.src), title: item.title };
    // a video with `autoplay` starts when its slide is shown (the frame is made then, the file's player plays then)
    if (item.provider === "youtube" || item.provider === "vimeo")
      return { type: "embed", src: item.autoplay ? autoplayed(item.src) : item.src, provider: item.provider, title: opts.videoTitle };
    const playable = !opts.failed?.has(item.src) && item.types.some((mime) => opts.canPlay(mime));
    return playable
      ? {
          type: "video",
          sources: item.types.map((type) => ({ src: item.src, type })),
          controls: true,
          autoPlay: item.autoplay,
          playsInline: true,
          preload: "metadata",
        }
      : { type: "unsupported-video", src: item.src };
  });
}
