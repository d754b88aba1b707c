import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

/** Spec section 9: a horizontal drag of this many pixels or more changes the slide, whatever its speed. */
export const SWIPE_PX = 40;

/**
 * The slide a drag asks for: +1 the next, -1 the previous, 0 none (shorter than `SWIPE_PX`, or more
 * up and down than across: the page is being scrolled). In RTL the next slide comes from the left,
 * so a drag to the right asks for it.
 */
export function swipeStep(dx: number, dy: number, direction: "ltr" | "rtl"): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = dx < 0;
  return (direction === "rtl" ? !towardsStart : towardsStart) ? 1 : -1;
}

type Point = { x: number; y: number };
const pointOf = (e: MouseEvent | TouchEvent): Point | null => {
  const p = "changedTouches" in e ? e.changedTouches[0] : e;
  return p ? { x: p.clientX, y: p.clientY } : null;
};

/**
 * Embla settles a drag by its speed (a slow 40 px drag springs back to the same slide); this holds
 * it to the spec: when a drag ends `SWIPE_PX` or more across and Embla stayed on the slide it
 * started on, the carousel moves one slide in the drag's direction. A fast flick Embla has already
 * taken is left alone: the check waits a task after the release, so Embla, whichever listener
 * hears the release first, has chosen its slide by then.
 */
export function useSwipeThreshold(embla: UseEmblaCarouselType[1], direction: "ltr" | "rtl") {
  useEffect(() => {
    if (!embla) return;
    let start: (Point & { snap: number }) | null = null;
    const down = (e: MouseEvent | TouchEvent) => {
      const p = pointOf(e);
      start = p && { ...p, snap: embla.selectedScrollSnap() };
    };
    const up = (e: MouseEvent | TouchEvent) => {
      const from = start;
      start = null;
      const to = pointOf(e);
      if (!from || !to) return;
      const step = swipeStep(to.x - from.x, to.y - from.y, direction);
      if (step === 0) return;
      // decided after Embla has heard the same release (its listener may come after this one): a
      // drag Embla took itself is not moved a second time
      setTimeout(() => {
        if (embla.selectedScrollSnap() !== from.snap) return;
        if (step === 1) embla.scrollNext();
        else embla.scrollPrev();
      }, 0);
    };
    const root = embla.rootNode();
    root.addEventListener("mousedown", down, { passive: true });
    root.addEventListener("touchstart", down, { passive: true });
    window.addEventListener("mouseup", up);
    window.addEventListener("touchend", up);
    const cancel = () => {
      start = null;
    };
    window.addEventListener("touchcancel", cancel);
    return () => {
      root.removeEventListener("mousedown", down);
      root.removeEventListener("touchstart", down);
      window.removeEventListener("mouseup", up);
      window.removeEventListener("touchend", up);
      window.removeEventListener("touchcancel", cancel);
    };
  }, [embla, direction]);
}
