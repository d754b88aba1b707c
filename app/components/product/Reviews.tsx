import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import type { ProductReview, ProductReviews } from "../../../domain/catalog/product-reviews";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { WriteReview } from "./ReviewForm";
import { ReviewItem } from "./ReviewItem";
import { ReviewsSummary } from "./ReviewsSummary";

const ProductLightbox = lazy(() => import("./Lightbox"));

/**
 * The reviews section: the summary, the viewer's way to write a review, and the list, newest
 * first, paged on the client through `GET home/product-reviews/{id}?page=` (the server
 * rendered the first page; for someone signed in on a page shared by every visitor, it is read
 * again once the store knows them). A new review calls `onReviewed` (the page loads again: the
 * product's rating changed too); a new reply loads the current page of reviews again.
 */
export function Reviews({
  productId,
  initial,
  initialForSignedIn = false,
  signedIn = false,
  back = "/",
  onReviewed,
}: {
  productId: number;
  initial: ProductReviews;
  /** whether `initial` was read for someone signed in (a page shared by every visitor was read for no one) */
  initialForSignedIn?: boolean;
  signedIn?: boolean;
  back?: string;
  onReviewed?: () => void;
}) {
  const { t } = useTranslation();
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [pictures, setPictures] = useState<{ review: ProductReview; index: number } | null>(null);
  const top = useRef<HTMLElement>(null);
  useEffect(() => {
    setData(initial);
  }, [initial]);

  const page = data.reviews;
  const go = async (p: number, scroll = true) => {
    if (loading || p < 1 || p > page.last_page) return;
    setLoading(true);
    try {
      setData(await api<ProductReviews>(`home/product-reviews/${productId}?page=${p}`));
      if (scroll) top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    } catch {
      // the toast already told the shopper; the current page stays
    } finally {
      setLoading(false);
    }
  };
  // a page shared by every visitor (decision 056) came with the reviews read for no one: once the
  // store knows someone is signed in, the page is read again with their standing
  const readAgain = useEffectEvent(() => void go(page.current_page, false));
  useEffect(() => {
    if (signedIn && !initialForSignedIn) readAgain();
  }, [signedIn, initialForSignedIn]);
  const pages = [...new Set([1, page.current_page - 1, page.current_page, page.current_page + 1, page.last_page])]
    .filter((p) => p >= 1 && p <= page.last_page)
    .sort((a, b) => a - b);
  const item = "grid h-9 min-w-9 place-items-center rounded-lg border px-2.5 text-sm disabled:opacity-40";

  return (
    <section
      id="reviews"
      ref={top}
      className="scroll-mt-24 rounded-2xl bg-white p-6"
      aria-labelledby="reviews-heading"
      data-testid="reviews"
    >
      <h2 id="reviews-heading" className="mb-5 text-xl font-bold">
        {t("pd_reviews")}
      </h2>
      <div className="grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">
        <ReviewsSummary summary={{ ...data, total: page.total }} />
        <div className={loading ? "opacity-60 transition-opacity" : ""} aria-busy={loading}>
          <WriteReview
            productId={productId}
            signedIn={signedIn}
            canReview={data.can_review}
            hasReviewed={data.has_reviewed}
            back={back}
            onPosted={() => onReviewed?.()}
          />
          {page.data.length === 0 ? (
            <p className="py-6 text-gray-500" data-testid="reviews-empty">
              {t("pd_no_reviews")}
            </p>
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="review-list">
              {page.data.map((r) => (
                <ReviewItem
                  key={r.id}
                  review={r}
                  signedIn={signedIn}
                  back={back}
                  onPicture={(review, index) => setPictures({ review, index })}
                  onReplied={() => void go(page.current_page, false)}
                />
              ))}
            </ul>
          )}
          {page.last_page > 1 && (
            <nav className="mt-4 flex flex-wrap items-center gap-1.5" aria-label={t("pd_reviews_pages")}>
              <button
                type="button"
                className={`${item} border-gray-200 bg-white`}
                onClick={() => go(page.current_page - 1)}
                disabled={page.current_page <= 1 || loading}
              >
                {t("previous")}
              </button>
              {pages.map((p, i) => (
                <span key={p} className="flex items-center gap-1.5">
                  {i > 0 && p - pages[i - 1] > 1 && <span className="px-1 text-gray-500">…</span>}
                  <button
                    type="button"
                    onClick={() => go(p)}
                    disabled={loading}
                    aria-current={p === page.current_page ? "page" : undefined}
                    className={`${item} ${p === page.current_page ? "border-primary bg-primary text-white" : "border-gray-200 bg-white hover:border-primary"}`}
                  >
                    {p}
                  </button>
                </span>
              ))}
              <button
                type="button"
                className={`${item} border-gray-200 bg-white`}
                onClick={() => go(page.current_page + 1)}
                disabled={!page.has_more_data || loading}
                data-testid="reviews-next"
              >
                {t("next")}
              </button>
              <span className="ms-2 text-sm text-gray-500">{t("page_of", { current: page.current_page, last: page.last_page })}</span>
            </nav>
          )}
        </div>
      </div>
      {pictures && (
        <Suspense fallback={null}>
          <ProductLightbox
            items={pictures.review.images.map((img) => ({
              mediaType: "image" as const,
              src: img.large,
              srcset: img.srcset,
              thumb: img.thumb,
            }))}
            index={pictures.index}
            alt={pictures.review.title}
            onClose={() => setPictures(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
