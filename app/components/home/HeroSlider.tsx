import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { srcsetOf } from "../../../kernel/media";
import type { PageData } from "../../../server/page-data";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { ChevronLeft, ChevronRight } from "../ui/icon-set";
import { useSwipeThreshold } from "./swipe";

export const CAROUSEL_INTERVAL_MS = 5000;

/** The home slider: a 40 px swipe changes the slide (`useSwipeThreshold`), autoplays every 5 s (spec section 9), pauses on hover and focus. */
export function HeroSlider({ slides, direction }: { slides: PageData["sliders"]; direction: "ltr" | "rtl" }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const [ref, embla] = useEmblaCarousel({ loop: true, direction });
  useSwipeThreshold(embla, direction);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  useEffect(() => {
    if (!embla || paused) return;
    const timer = setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [embla, paused]);
  const go = useCallback((i: number) => embla?.scrollTo(i), [embla]);
  if (!slides.length) return null;
  return (
    <section
      className="relative overflow-hidden rounded-2xl"
      aria-roledescription="carousel"
      aria-label={t("featured")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={ref} className="overflow-hidden">
        <div className="flex">
          {slides.map((s, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern (WAI-ARIA APG) marks each slide as a group; a fieldset holds form controls
            <div
              key={s.id}
              className="relative min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={t("slide_n_of", { n: i + 1, total: slides.length })}
            >
              <picture>
                <source
                  media="(max-width: 767px)"
                  srcSet={srcsetOf(s.slider_bg_image_mobile, "sliderMobile") ?? s.slider_bg_image_mobile}
                  sizes="calc(100vw - 2rem)"
                  width={768}
                  height={420}
                />
                <img
                  src={s.slider_bg_image}
                  srcSet={srcsetOf(s.slider_bg_image, "slider")}
                  sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
                  alt=""
                  width={1260}
                  height={452}
                  className="aspect-[768/420] w-full object-cover md:aspect-[1260/452] rtl:-scale-x-100"
                  fetchPriority={i === 0 ? "high" : "low"}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding={i === 0 ? undefined : "async"}
                />
              </picture>
              <div className="absolute inset-0 flex flex-col justify-center gap-3 bg-gradient-to-r from-black/45 to-transparent p-6 text-white sm:p-12 rtl:bg-gradient-to-l">
                <h2 className="max-w-lg text-2xl font-extrabold leading-tight sm:text-4xl">{s.title}</h2>
                <p className="max-w-md text-sm sm:text-lg">{s.subtitle}</p>
                {s.cta && (
                  <Link
                    to={s.link}
                    className="mt-2 w-fit rounded-full bg-white px-5 py-2 text-sm font-semibold text-gray-900 hover:bg-primary hover:text-white"
                  >
                    {s.cta}
                  </Link>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={() => embla?.scrollPrev()}
        className="absolute start-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 hover:bg-white sm:block"
        aria-label={t("previous")}
      >
        <ChevronLeft className="size-5 rtl:rotate-180" />
      </button>
      <button
        type="button"
        onClick={() => embla?.scrollNext()}
        className="absolute end-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 hover:bg-white sm:block"
        aria-label={t("next")}
      >
        <ChevronRight className="size-5 rtl:rotate-180" />
      </button>
      <div className="absolute inset-x-0 bottom-2 flex justify-center">
        {slides.map((s, i) => (
          <button
            key={s.id}
            type="button"
            onClick={() => go(i)}
            aria-label={number(i + 1)}
            aria-current={i === selected}
            className="grid h-6 min-w-6 place-items-center"
          >
            {/* a small dot, a 24 px target around it (WCAG 2.5.8) */}
            <span className={`block h-2 rounded-full transition-all ${i === selected ? "w-6 bg-white" : "w-2 bg-white/60"}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
