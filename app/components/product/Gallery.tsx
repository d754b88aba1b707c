import { useEffect, useState } from "react";
import type { ProductDetails } from "../../../domain/catalog/product-details";

/** Product images: the main picture and thumbnails; a chosen variant's image takes the stage. */
export function Gallery({ images, name, focus }: { images: ProductDetails["product"]["gallery"]; name: string; focus?: string | null }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!focus) return;
    const i = images.findIndex((img) => img.card === focus);
    if (i >= 0) setIndex(i);
  }, [focus, images]);
  const main = images[index] ?? images[0];
  if (!main) return <div className="aspect-square rounded-2xl bg-gray-100" />;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-gray-100 bg-white">
        <img src={main.large} srcSet={main.srcset} sizes="(min-width: 1024px) 560px, 100vw" alt={name} width={1000} height={1000} className="aspect-square w-full object-cover" fetchPriority="high" />
      </div>
      {images.length > 1 && (
        <div className="flex gap-2 overflow-x-auto scrollbar-none" role="list">
          {images.map((img, i) => (
            <button key={img.thumb} type="button" role="listitem" onClick={() => setIndex(i)} aria-label={`${name} ${i + 1}`} aria-current={i === index}
              className={`shrink-0 overflow-hidden rounded-lg border-2 ${i === index ? "border-primary" : "border-transparent opacity-80 hover:opacity-100"}`}>
              <img src={img.thumb} alt="" width={72} height={72} className="size-16 object-cover sm:size-[72px]" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
