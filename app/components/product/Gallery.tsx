import { lazy, Suspense, useEffect, useState } from "react";
import type { GalleryItem } from "../../../domain/catalog/product-media";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { Expand, FileText, Play } from "../ui/icon-set";

/** The lightbox and its library load only when a shopper opens it (or points at the picture). */
const loadLightbox = () => import("./Lightbox");
const ProductLightbox = lazy(loadLightbox);

/**
 * Product media: the main picture and a strip of thumbnails (pictures, the video, spec sheets).
 * A chosen variant's picture takes the stage (`focus`, an index into `items`). The main
 * picture and every thumbnail of a video or PDF open the lightbox.
 */
export function Gallery({ items, name, focus }: { items: GalleryItem[]; name: string; focus?: number | null }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    if (focus !== null && focus !== undefined && focus >= 0 && focus < items.length) setIndex(focus);
  }, [focus, items.length]);
  // other media (another product): back to the first picture, lightbox closed
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    setShownItems(items);
    setIndex(0);
    setOpen(null);
  }

  const images = items.filter((i) => i.mediaType === "image");
  const current = items[index]?.mediaType === "image" ? items[index] : images[0];
  if (current?.mediaType !== "image") return <div className="aspect-square rounded-2xl bg-gray-100" />;
  const stageIndex = items.indexOf(current);
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="gallery">
      <button
        type="button"
        onClick={() => setOpen(stageIndex)}
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
        className="group relative block cursor-zoom-in overflow-hidden rounded-2xl border border-gray-100 bg-white"
        aria-label={t("pd_open_gallery")}
        data-testid="gallery-stage"
      >
        <img
          src={current.large}
          srcSet={current.srcset}
          sizes={current.sizes}
          alt={current.alt || name}
          width={1000}
          height={1000}
          className="aspect-square w-full object-cover"
          fetchPriority="high"
          data-testid="gallery-main-image"
        />
        <span
          className="absolute bottom-3 end-3 grid size-9 place-items-center rounded-full bg-white/90 text-gray-700 shadow transition group-hover:scale-110"
          aria-hidden="true"
        >
          <Expand className="size-4" />
        </span>
      </button>
      {items.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1 scrollbar-none" aria-label={t("pd_thumbnails")}>
          {items.map((item, i) => (
            <li key={`${item.mediaType}:${item.src}`} className="shrink-0">
              <button
                type="button"
                aria-label={
                  item.mediaType === "image"
                    ? `${name} ${number(i + 1)}`
                    : item.mediaType === "pdf"
                      ? `${t("pd_open_pdf")}: ${item.title}`
                      : t("pd_video")
                }
                aria-current={i === stageIndex ? "true" : undefined}
                onPointerEnter={() => void loadLightbox()}
                onClick={() => (item.mediaType === "image" ? setIndex(i) : setOpen(i))}
                className={`block overflow-hidden rounded-lg border-2 ${i === stageIndex ? "border-primary" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                {item.mediaType === "image" ? (
                  <img
                    src={item.thumb}
                    srcSet={item.srcset}
                    sizes="72px"
                    alt=""
                    width={72}
                    height={72}
                    className="size-16 object-cover sm:size-[72px]"
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="grid size-16 place-items-center bg-gray-800 text-white sm:size-[72px]">
                    {item.mediaType === "pdf" ? (
                      <FileText className="size-6" aria-hidden="true" />
                    ) : (
                      <Play className="size-6" aria-hidden="true" />
                    )}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <ProductLightbox
            items={items}
            index={open}
            alt={name}
            onClose={() => setOpen(null)}
            onView={(i) => {
              if (items[i]?.mediaType === "image") setIndex(i);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
