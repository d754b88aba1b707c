import { useState } from "react";
import type { ProductReview } from "../../../domain/catalog/product-reviews";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { MessageSquareReply, Store } from "../ui/icon-set";
import { LikeButton } from "./LikeButton";
import { ReplyButton, ReplyForm } from "./ReplyForm";
import { Stars } from "./ReviewsSummary";

/** A review's day in the page's calendar and the shop's time zone. */
function useDate() {
  return useDates().day;
}

function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src) return <img src={src} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" loading="lazy" />;
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary" aria-hidden="true">
      {[...name][0] ?? "?"}
    </span>
  );
}

/**
 * One review with its like button, replies and reply form. Everything people wrote (title,
 * comment, replies) is rendered as text, which React escapes: a review can never add markup
 * to the page.
 */
export function ReviewItem({
  review,
  signedIn,
  back,
  onPicture,
  onReplied,
}: {
  review: ProductReview;
  signedIn: boolean;
  back: string;
  onPicture: (review: ProductReview, index: number) => void;
  onReplied: () => void;
}) {
  const { t } = useTranslation();
  const date = useDate();
  const [replying, setReplying] = useState(false);
  return (
    <li className="py-5" data-testid="review">
      <div className="flex items-start gap-3">
        <Avatar name={review.reviewer.name} src={review.reviewer.avatar} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="font-semibold" data-testid="review-author">
              <bdi>{review.reviewer.name}</bdi>
            </p>
            <time className="text-xs text-gray-500" dateTime={review.created_at}>
              {date(review.created_at)}
            </time>
          </div>
          <Stars rating={review.rating} size="size-3.5" />
          {review.title && (
            <p className="mt-2 font-medium" dir="auto" data-testid="review-title">
              {review.title}
            </p>
          )}
          {review.comment && (
            <p className="mt-1 whitespace-pre-line break-words leading-7 text-gray-700" dir="auto" data-testid="review-comment">
              {review.comment}
            </p>
          )}
          {review.images.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("pd_review_pictures")}>
              {review.images.map((img, i) => (
                <li key={img.thumb}>
                  <button
                    type="button"
                    onClick={() => onPicture(review, i)}
                    className="block overflow-hidden rounded-lg border border-gray-200 hover:border-primary"
                    aria-label={`${t("pd_review_pictures")} ${i + 1}`}
                  >
                    <img src={img.thumb} alt="" width={72} height={72} className="size-16 object-cover" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
            <LikeButton
              reviewId={review.id}
              count={review.likes_count}
              liked={review.user_liked}
              own={review.is_mine}
              signedIn={signedIn}
              back={back}
            />
            {signedIn && <ReplyButton open={replying} onClick={() => setReplying((v) => !v)} />}
          </div>
          {review.replies.length > 0 && (
            <ul className="mt-3 space-y-3 border-s-2 border-gray-100 ps-4">
              {review.replies.map((reply) => (
                <li key={reply.id} className="text-sm" data-testid="review-reply">
                  <p className="flex flex-wrap items-center gap-2">
                    <MessageSquareReply className="size-3.5 text-gray-500 rtl:-scale-x-100" aria-hidden="true" />
                    <span className="font-semibold">
                      <bdi>{reply.reviewer.name}</bdi>
                    </span>
                    {reply.is_seller && (
                      <span
                        className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700"
                        data-testid="seller-badge"
                      >
                        <Store className="size-3" aria-hidden="true" />
                        {t("pd_seller_badge")}
                      </span>
                    )}
                    <time className="text-xs text-gray-500" dateTime={reply.created_at}>
                      {date(reply.created_at)}
                    </time>
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-gray-700" dir="auto">
                    {reply.comment}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {signedIn && replying && <ReplyForm reviewId={review.id} onReplied={onReplied} onClose={() => setReplying(false)} />}
        </div>
      </div>
    </li>
  );
}
