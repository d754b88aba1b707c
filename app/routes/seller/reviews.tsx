import { useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { Stars } from "../../components/product/ReviewsSummary";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return context.seller.reviews(query);
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_reviews", noindex: true });

type Review = Route.ComponentProps["loaderData"]["reviews"]["data"][number];

/** One review with its replies and the seller's answer box (the storefront's reply call: shown with the seller's badge). */
function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ success: string }>("home/product-reply-store", {
        method: "POST",
        body: { review_id: review.id, reply: text },
        quiet: true,
      });
      toast.success(answer.success);
      setText("");
      await revalidator.revalidate();
    } catch (err) {
      setError(formErrorsOf(err)?.reply ?? formErrorsOf(err)?.form ?? t("network_error"));
    } finally {
      setBusy(false);
    }
  };
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
      {review.replies.length > 0 && (
        <ul className="mt-3 space-y-2 border-s-2 border-gray-100 ps-4">
          {review.replies.map((r) => (
            <li key={r.id} className="text-sm">
              <span className="font-medium">{r.name}</span>
              {r.is_seller && (
                <span className="ms-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                  {t("seller_badge")}
                </span>
              )}
              <p className="whitespace-pre-line text-gray-700" dir="auto">
                {r.comment}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 space-y-2">
        <label htmlFor={`reply-${review.id}`} className="sr-only">
          {t("seller_reply")}
        </label>
        <textarea
          id={`reply-${review.id}`}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={1000}
          placeholder={t("seller_reply_placeholder")}
          aria-invalid={!!error}
          className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          dir="auto"
          data-testid="seller-reply-text"
        />
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        )}
        <button
          type="button"
          disabled={busy || text.trim() === ""}
          onClick={() => void send()}
          className="rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid="seller-reply-send"
        >
          {t("seller_reply")}
        </button>
      </div>
    </li>
  );
}

/** `/seller/reviews`: the shop's products' reviews, newest first, with an answer box; "unanswered" shows those the seller has not answered. */
export default function SellerReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const [params] = useSearchParams();
  const { reviews, query } = loaderData;
  const tab = (unanswered: boolean) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (unanswered) next.set("unanswered", "1");
    else next.delete("unanswered");
    return `?${next}`;
  };
  const pill = (on: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold ${on ? "bg-primary text-white" : "border border-gray-300 text-gray-700"}`;
  return (
    <>
      <PageHeading title={t("seller_reviews")} text={t("seller_reviews_total", { count: reviews.total, n: number(reviews.total) })} />
      <div className="mb-4 flex gap-2">
        <Link to={tab(false)} className={pill(!query.unanswered)}>
          {t("seller_reviews_all")}
        </Link>
        <Link to={tab(true)} className={pill(query.unanswered)} data-testid="seller-reviews-unanswered">
          {t("seller_reviews_unanswered")}
        </Link>
      </div>
      {reviews.data.length === 0 ? (
        <Card>
          <p className="text-gray-600">{t("seller_no_reviews")}</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {reviews.data.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
      )}
      <Pagination current={reviews.current_page} last={reviews.last_page} />
    </>
  );
}
