import type { Slide, SlideImage } from "yet-another-react-lightbox";
import { VideoOff } from "../ui/icon-set";

/** Height kept free above (and, for centring, below) a video frame so the toolbar does not cover the player. */
const TOOLBAR_PX = 56;

/**
 * A picture as `<picture>`: a `<source>` per stored format and layout (type, srcset, media,
 * sizes: the gallery item's), then the `<img>` (the largest size) for browsers that take none.
 * Zoomed in, every source's `sizes` is the zoomed width, so the browser fetches a sharper size.
 * `display: contents` keeps the library's layout of the image (its max width and height).
 */
export function PictureSlide({
  slide,
  sources,
  rect,
  zoom,
}: {
  slide: SlideImage;
  sources: NonNullable<SlideImage["picture"]>;
  rect: { width: number; height: number };
  zoom: number;
}) {
  const w = slide.width ?? 0;
  const h = slide.height ?? 0;
  const shown = w && h ? Math.min(rect.width, (rect.height * w) / h) : rect.width;
  const zoomed = zoom > 1.001 ? `${Math.round(shown * zoom)}px` : undefined;
  return (
    <picture className="contents" data-testid="lightbox-picture">
      {sources.map((s) => (
        <source key={`${s.type} ${s.media ?? ""}`} type={s.type} srcSet={s.srcset} sizes={zoomed ?? s.sizes} media={s.media} />
      ))}
      <img
        src={slide.src}
        alt={slide.alt ?? ""}
        width={w || undefined}
        height={h || undefined}
        draggable={false}
        className="yarl__slide_image"
        style={{ maxWidth: w ? `min(${w}px, 100%)` : "100%", maxHeight: h ? `min(${h}px, 100%)` : "100%" }}
      />
    </picture>
  );
}

/** Pictures with `<picture>` sources, frames for YouTube/Vimeo and PDFs, and the message for a video the browser cannot play. */
export function renderCustomSlide(
  slide: Slide,
  offset: number,
  rect: { width: number; height: number },
  zoom: number,
  t: (key: string) => string,
) {
  if (slide.type === "image" || slide.type === undefined) {
    const image = slide as SlideImage;
    return image.picture?.length ? (
      <PictureSlide slide={image} sources={image.picture} rect={rect} zoom={offset === 0 ? zoom : 1} />
    ) : undefined;
  }
  if (slide.type === "embed") {
    // 16:9 inside the slide, clear of the toolbar; only the current slide holds a player (leaving it stops the video)
    const width = Math.max(0, Math.min(rect.width, ((rect.height - 2 * TOOLBAR_PX) * 16) / 9));
    return offset === 0 ? (
      <iframe
        src={slide.src}
        title={slide.title}
        width={Math.round(width)}
        height={Math.round((width * 9) / 16)}
        className="rounded-lg border-0 bg-black"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="lightbox-embed"
      />
    ) : (
      <div className="aspect-video w-full max-w-3xl rounded-lg bg-black/60" />
    );
  }
  if (slide.type === "pdf") {
    return Math.abs(offset) <= 0 ? (
      <div className="flex size-full max-w-5xl flex-col gap-2">
        <iframe src={slide.frame} title={slide.title} className="w-full flex-1 rounded-lg border-0 bg-white" data-testid="lightbox-pdf" />
        <a href={slide.src} target="_blank" rel="noopener" className="self-center text-sm text-white underline">
          {t("pd_open_pdf")}
        </a>
      </div>
    ) : (
      <div className="size-full max-w-5xl rounded-lg bg-white/10" />
    );
  }
  if (slide.type === "unsupported-video") {
    return (
      <div
        className="mx-4 max-w-md rounded-xl bg-gray-900 p-6 text-center text-white"
        role="alert"
        data-testid="lightbox-video-unsupported"
      >
        <VideoOff className="mx-auto mb-3 size-10 text-gray-400" aria-hidden="true" />
        <p>{t("pd_video_unsupported")}</p>
        <a href={slide.src} download className="mt-3 inline-block text-sm underline">
          {t("pd_video_download")}
        </a>
      </div>
    );
  }
  return undefined;
}
