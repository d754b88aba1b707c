import { MessageSquareReply, Store, ThumbsUp } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import type { ProductReview, ProductReviews } from "../../../domain/catalog/product-reviews";
import { ReviewsSummary, Stars } from "./ReviewsSummary";

const ProductLightbox = lazy(() => import("./Lightbox"));

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src) return <img src={src} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" loading="lazy" />;
  return <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary" aria-hidden="true">{[...name][0] ?? "?"}</span>;
}

/**
 * One review. Everything the customer wrote (title, comment, replies) is rendered as text,
 * which React escapes: a review can never add markup to the page.
 */
function ReviewItem({ review, onPicture }: { review: ProductReview; onPicture: (review: ProductReview, index: number) => void }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <li className="py-5" data-testid="review">
      <div className="flex items-start gap-3">
        <Avatar name={review.reviewer.name} src={review.reviewer.avatar} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="font-semibold" data-testid="review-author"><bdi>{review.reviewer.name}</bdi></p>
            <time className="text-xs text-gray-500" dateTime={review.created_at}>{date(review.created_at)}</time>
          </div>
          <Stars rating={review.rating} size="size-3.5" />
          {review.title && <p className="mt-2 font-medium" dir="auto" data-testid="review-title">{review.title}</p>}
          {review.comment && <p className="mt-1 whitespace-pre-line break-words leading-7 text-gray-700" dir="auto" data-testid="review-comment">{review.comment}</p>}
          {review.images.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("pd_review_pictures")}>
              {review.images.map((img, i) => (
                <li key={img.thumb}>
                  <button type="button" onClick={() => onPicture(review, i)} className="block overflow-hidden rounded-lg border border-gray-200 hover:border-primary" aria-label={`${t("pd_review_pictures")} ${i + 1}`}>
                    <img src={img.thumb} alt="" width={72} height={72} className="size-16 object-cover" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* The like button arrives with the review-writing side; until then the count is shown (when there is one). */}
          {review.likes_count > 0 && (
            <p className="mt-3 flex items-center gap-1.5 text-xs text-gray-500" data-testid="review-likes">
              <ThumbsUp className={`size-3.5 ${review.user_liked ? "fill-primary text-primary" : ""}`} aria-hidden="true" />{t("pd_likes", { count: review.likes_count })}
            </p>
          )}
          {review.replies.length > 0 && (
            <ul className="mt-3 space-y-3 border-s-2 border-gray-100 ps-4">
              {review.replies.map((reply) => (
                <li key={reply.id} className="text-sm" data-testid="review-reply">
                  <p className="flex flex-wrap items-center gap-2">
                    <MessageSquareReply className="size-3.5 text-gray-400 rtl:-scale-x-100" aria-hidden="true" />
                    <span className="font-semibold"><bdi>{reply.reviewer.name}</bdi></span>
                    {reply.is_seller && <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700"><Store className="size-3" aria-hidden="true" />{t("pd_seller_badge")}</span>}
                    <time className="text-xs text-gray-500" dateTime={reply.created_at}>{date(reply.created_at)}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-gray-700" dir="auto">{reply.comment}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The reviews section: the summary and the list, newest first, paged on the client through
 * `GET home/product-reviews/{id}?page=` (the server rendered the first page).
 */
export function Reviews({ productId, initial }: { productId: number; initial: ProductReviews }) {
  const { t } = useTranslation();
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [pictures, setPictures] = useState<{ review: ProductReview; index: number } | null>(null);
  const top = useRef<HTMLElement>(null);
  useEffect(() => { setData(initial); }, [initial]);

  const page = data.reviews;
  const go = async (p: number) => {
    if (loading || p < 1 || p > page.last_page) return;
    setLoading(true);
    try {
      setData(await api<ProductReviews>(`home/product-reviews/${productId}?page=${p}`));
      top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    } catch {
      // the toast already told the shopper; the current page stays
    } finally {
      setLoading(false);
    }
  };
  const pages = [...new Set([1, page.current_page - 1, page.current_page, page.current_page + 1, page.last_page])].filter((p) => p >= 1 && p <= page.last_page).sort((a, b) => a - b);
  const item = "grid h-9 min-w-9 place-items-center rounded-lg border px-2.5 text-sm disabled:opacity-40";

  return (
    <section id="reviews" ref={top} className="scroll-mt-24 rounded-2xl bg-white p-6" aria-labelledby="reviews-heading" data-testid="reviews">
      <h2 id="reviews-heading" className="mb-5 text-xl font-bold">{t("pd_reviews")}</h2>
      <div className="grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">
        <ReviewsSummary summary={{ ...data, total: page.total }} />
        <div className={loading ? "opacity-60 transition-opacity" : ""} aria-busy={loading}>
          {page.data.length === 0 ? <p className="py-6 text-gray-500" data-testid="reviews-empty">{t("pd_no_reviews")}</p> : (
            <ul className="divide-y divide-gray-100" data-testid="review-list">
              {page.data.map((r) => <ReviewItem key={r.id} review={r} onPicture={(review, index) => setPictures({ review, index })} />)}
            </ul>
          )}
          {page.last_page > 1 && (
            <nav className="mt-4 flex flex-wrap items-center gap-1.5" aria-label={t("pd_reviews_pages")}>
              <button type="button" className={`${item} border-gray-200 bg-white`} onClick={() => go(page.current_page - 1)} disabled={page.current_page <= 1 || loading}>{t("previous")}</button>
              {pages.map((p, i) => (
                <span key={p} className="flex items-center gap-1.5">
                  {i > 0 && p - pages[i - 1] > 1 && <span className="px-1 text-gray-400">…</span>}
                  <button type="button" onClick={() => go(p)} disabled={loading} aria-current={p === page.current_page ? "page" : undefined}
                    className={`${item} ${p === page.current_page ? "border-primary bg-primary text-white" : "border-gray-200 bg-white hover:border-primary"}`}>{p}</button>
                </span>
              ))}
              <button type="button" className={`${item} border-gray-200 bg-white`} onClick={() => go(page.current_page + 1)} disabled={!page.has_more_data || loading} data-testid="reviews-next">{t("next")}</button>
              <span className="ms-2 text-sm text-gray-500">{t("page_of", { current: page.current_page, last: page.last_page })}</span>
            </nav>
          )}
        </div>
      </div>
      {pictures && (
        <Suspense fallback={null}>
          <ProductLightbox items={pictures.review.images.map((img) => ({ mediaType: "image" as const, src: img.large, srcset: img.srcset, thumb: img.thumb }))}
            index={pictures.index} alt={pictures.review.title} onClose={() => setPictures(null)} />
        </Suspense>
      )}
    </section>
  );
}
