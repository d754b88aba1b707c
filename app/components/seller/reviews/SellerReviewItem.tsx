import { Link } from "react-router";
import type { sellerReviews } from "../../../../domain/seller/seller-reviews";
import { useTranslation } from "../../../i18n/i18n";
import { useDates } from "../../../lib/dates";
import { Stars } from "../../product/ReviewsSummary";
import { ReviewReplyBox } from "./ReviewReplyBox";

type Review = Awaited<ReturnType<typeof sellerReviews>>["reviews"]["data"][number];

/** The replies under a review; the seller's with the seller's badge. */
function ReviewReplies({ replies }: { replies: Review["replies"] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 space-y-2 border-s-2 border-gray-100 ps-4">
      {replies.map((r) => (
        <li key={r.id} className="text-sm">
          <span className="font-medium">{r.name}</span>
          {r.is_seller && (
            <span className="ms-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">{t("seller_badge")}</span>
          )}
          <p className="whitespace-pre-line text-gray-700" dir="auto">
            {r.comment}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One review of the shop's product with its replies and the seller's answer box. */
export function SellerReviewItem({ review }: { review: Review }) {
  const date = useDates().day;
  return (
    <li className="rounded-2xl border border-gray-100 bg-white p-5" data-testid="seller-review">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={`/product/${review.product.slug}`} className="font-semibold text-primary hover:underline" dir="auto">
          {review.product.name}
        </Link>
        <span className="text-xs text-gray-500">{date(review.date)}</span>
      </div>
      <p className="mt-2 flex items-center gap-1 text-sm">
        <Stars rating={review.rating} />
        <span className="ms-2 font-medium">{review.reviewer}</span>
      </p>
      {review.title && (
        <p className="mt-2 font-semibold" dir="auto">
          {review.title}
        </p>
      )}
      <p className="mt-1 whitespace-pre-line text-sm text-gray-700" dir="auto">
        {review.comment}
      </p>
      {review.replies.length > 0 && <ReviewReplies replies={review.replies} />}
      <ReviewReplyBox reviewId={review.id} />
    </li>
  );
}
