import { type PointerEvent as ReactPointerEvent, type SyntheticEvent, useEffect, useMemo, useRef, useState } from "react";
import Lightbox, { useController, type ZoomRef } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Fullscreen from "yet-another-react-lightbox/plugins/fullscreen";
import Slideshow from "yet-another-react-lightbox/plugins/slideshow";
import Thumbnails from "yet-another-react-lightbox/plugins/thumbnails";
import Video from "yet-another-react-lightbox/plugins/video";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import { FileText, Minus, Play, Plus, VideoOff } from "../ui/icon-set";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/thumbnails.css";
import "yet-another-react-lightbox/plugins/captions.css";
import { useTranslation } from "../../i18n/i18n";
import { renderCustomSlide } from "./lightbox-render";
import { type LightboxItem, toSlides } from "./lightbox-slides";

/**
 * The constants of spec §9 and how they map onto yet-another-react-lightbox:
 * - slideshow 3000 ms → `slideshow.delay`; slide gap 30 px → `carousel.spacing`; z-index 9999 → `--yarl__portal_zindex`;
 * - thumbnails 102 px wide, 212 px on wide screens (≥ 768 px, the spec's 767 px mobile breakpoint) → `thumbnails.width`;
 * - zoom factor 1.6 → `zoom.zoomInMultiplier` (each zoom-in step multiplies by 1.6); the library has no
 *   slider, so the toolbar's own range input runs 0..50 and maps onto [minZoom, maxZoom] on a
 *   logarithmic scale (0 = fit, 50 = the largest zoom; each step is the same ratio). `maxZoomPixelRatio: 3`
 *   lets the 1000 px pictures be magnified about three times beyond their own pixels;
 * - vertical swipe closes at 90 px: the library's own pull-to-close fires at a fixed 60 px, so it is off
 *   and the gesture is measured here (pointer down/up on the lightbox, not while zoomed in);
 * - wheel throttle 350 ms: not configurable (the library throttles wheel navigation itself).
 */
export const LIGHTBOX = {
  slideshowDelay: 3000,
  slideGap: 30,
  zIndex: 9999,
  zoomFactor: 1.6,
  zoomSliderMax: 50,
  closeSwipePx: 90,
  thumbWidth: 102,
  thumbWidthWide: 212,
  wideQuery: "(min-width: 768px)",
} as const;

function canPlayType(mime: string): boolean {
  if (typeof document === "undefined") return false;
  return document.createElement("video").canPlayType(mime) !== "";
}

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => typeof window !== "undefined" && window.matchMedia(LIGHTBOX.wideQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(LIGHTBOX.wideQuery);
    const update = () => setWide(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

/**
 * Zoom out, the 0..50 slider, zoom in. A focused button that becomes disabled (the end of the
 * range) hands the focus to the other one or to the lightbox, so the arrow keys and Escape keep working.
 */
function ZoomControl({ zoom }: { zoom: ZoomRef }) {
  const { t } = useTranslation();
  const { focus } = useController();
  const { minZoom, maxZoom, disabled } = zoom;
  const span = Math.log(maxZoom / minZoom);
  const level = span > 0 ? Math.round((LIGHTBOX.zoomSliderMax * Math.log(zoom.zoom / minZoom)) / span) : 0;
  const outDisabled = disabled || zoom.zoom <= minZoom;
  const inDisabled = disabled || zoom.zoom >= maxZoom;
  const outRef = useRef<HTMLButtonElement>(null);
  const inRef = useRef<HTMLButtonElement>(null);
  const focused = useRef<"in" | "out" | null>(null);
  useEffect(() => {
    const lost = (focused.current === "out" && outDisabled) || (focused.current === "in" && inDisabled);
    if (!lost) return;
    const sibling = focused.current === "out" ? inRef.current : outRef.current;
    focused.current = null;
    if (sibling && !sibling.disabled) sibling.focus();
    else focus();
  }, [outDisabled, inDisabled, focus]);
  const button = "yarl__button flex items-center justify-center disabled:opacity-40";
  return (
    <div className="flex items-center gap-1" data-testid="lightbox-zoom">
      <button
        ref={outRef}
        type="button"
        className={button}
        aria-label={t("pd_zoom_out")}
        title={t("pd_zoom_out")}
        disabled={outDisabled}
        onClick={zoom.zoomOut}
        onFocus={() => {
          focused.current = "out";
        }}
        onBlur={() => {
          focused.current = null;
        }}
      >
        <Minus className="size-6" />
      </button>
      <input
        type="range"
        min={0}
        max={LIGHTBOX.zoomSliderMax}
        step={1}
        value={Math.max(0, Math.min(LIGHTBOX.zoomSliderMax, level))}
        disabled={disabled || span <= 0}
        aria-label={t("pd_zoom_level")}
        className="hidden w-24 accent-white sm:block"
        data-testid="zoom-slider"
        onChange={(e) => zoom.changeZoom(minZoom * Math.exp((span * Number(e.target.value)) / LIGHTBOX.zoomSliderMax))}
      />
      <button
        ref={inRef}
        type="button"
        className={button}
        aria-label={t("pd_zoom_in")}
        title={t("pd_zoom_in")}
        disabled={inDisabled}
        onClick={zoom.zoomIn}
        onFocus={() => {
          focused.current = "in";
        }}
        onBlur={() => {
          focused.current = null;
        }}
      >
        <Plus className="size-6" />
      </button>
    </div>
  );
}

/**
 * The gallery lightbox (spec §2, constants of §9): pictures as `<picture>` with their sources
 * (spec §3) and zoom, the picture's caption, YouTube and
 * Vimeo players, video files, PDFs in frames, thumbnails, slideshow, fullscreen, keyboard
 * arrows and Escape, swipe. Loaded lazily: the product page's first JavaScript does not carry it.
 */
export default function ProductLightbox({
  items,
  index,
  alt,
  onClose,
  onView,
}: {
  items: LightboxItem[];
  index: number;
  alt: string;
  onClose: () => void;
  onView?: (index: number) => void;
}) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const zoomLevel = useRef(1);
  // the zoom the current picture's <picture> sizes follow (the video plugin does not pass it on to the slide's render)
  const [zoomShown, setZoomShown] = useState(1);
  const pointer = useRef<{ x: number; y: number; id: number } | null>(null);
  const slides = useMemo(() => toSlides(items, { alt, canPlay: canPlayType, failed, videoTitle: t("pd_video") }), [items, alt, failed, t]);
  const thumbWidth = wide ? LIGHTBOX.thumbWidthWide : LIGHTBOX.thumbWidth;

  // A video file whose every source failed to load or decode becomes the "unsupported" slide.
  const onMediaError = (event: SyntheticEvent) => {
    const el = event.target as HTMLElement;
    if (el.tagName !== "SOURCE" || el.nextElementSibling) return;
    const src = el.getAttribute("src");
    if (src) setFailed((prev) => new Set(prev).add(src));
  };
  const onPointerDown = (e: ReactPointerEvent) => {
    const inChrome = (e.target as HTMLElement).closest(".yarl__toolbar, .yarl__thumbnails_container, input, video");
    pointer.current = inChrome || zoomLevel.current > 1.001 ? null : { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== e.pointerId || zoomLevel.current > 1.001) return;
    const dy = e.clientY - start.y;
    if (Math.abs(dy) >= LIGHTBOX.closeSwipePx && Math.abs(dy) > Math.abs(e.clientX - start.x)) onClose();
  };

  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Captions, Fullscreen, Slideshow, Thumbnails, Video, Zoom]}
      captions={{ showToggle: true, descriptionTextAlign: "start", descriptionMaxLines: 3 }}
      carousel={{ spacing: LIGHTBOX.slideGap, padding: 16, finite: slides.length <= 1, preload: 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: false, closeOnPullUp: false }}
      slideshow={{ delay: LIGHTBOX.slideshowDelay, autoplay: false }}
      zoom={{ zoomInMultiplier: LIGHTBOX.zoomFactor, maxZoomPixelRatio: 3, scrollToZoom: false }}
      thumbnails={{
        width: thumbWidth,
        height: Math.round(thumbWidth * 0.66),
        border: 1,
        borderRadius: 6,
        padding: 0,
        gap: 12,
        imageFit: "cover",
        vignette: true,
        showToggle: true,
      }}
      video={{ controls: true, playsInline: true, preload: "metadata" }}
      styles={{ root: { "--yarl__portal_zindex": LIGHTBOX.zIndex } }}
      portal={{
        container: {
          onPointerDown,
          onPointerUp,
          onPointerCancel: () => {
            pointer.current = null;
          },
          onErrorCapture: onMediaError,
          ...{ "data-testid": "lightbox" },
        },
      }}
      on={{
        view: ({ index: i }) => onView?.(i),
        zoom: ({ zoom }) => {
          zoomLevel.current = zoom;
          setZoomShown(zoom);
        },
      }}
      labels={{
        Previous: t("previous"),
        Next: t("next"),
        Close: t("close"),
        Lightbox: t("pd_gallery"),
        "Photo gallery": t("pd_gallery"),
        Carousel: t("pd_gallery"),
        Slide: t("pd_slide"),
        "{index} of {total}": t("pd_slide_of"),
        Play: t("pd_slideshow_play"),
        Pause: t("pd_slideshow_pause"),
        "Enter Fullscreen": t("pd_fullscreen_enter"),
        "Exit Fullscreen": t("pd_fullscreen_exit"),
        Thumbnails: t("pd_thumbnails"),
        "Show thumbnails": t("pd_thumbnails_show"),
        "Hide thumbnails": t("pd_thumbnails_hide"),
        "Zoom in": t("pd_zoom_in"),
        "Zoom out": t("pd_zoom_out"),
        "Show captions": t("pd_captions_show"),
        "Hide captions": t("pd_captions_hide"),
      }}
      render={{
        buttonZoom: (zoom) => <ZoomControl key="zoom" zoom={zoom} />,
        slide: ({ slide, offset, rect }) => renderCustomSlide(slide, offset, rect, zoomShown, t),
        thumbnail: ({ slide }) =>
          slide.type === "image" ? undefined : (
            <span className="flex size-full items-center justify-center bg-gray-800 text-white">
              {slide.type === "pdf" ? (
                <FileText className="size-7" aria-hidden="true" />
              ) : slide.type === "unsupported-video" ? (
                <VideoOff className="size-7" aria-hidden="true" />
              ) : (
                <Play className="size-7" aria-hidden="true" />
              )}
            </span>
          ),
      }}
    />
  );
}
