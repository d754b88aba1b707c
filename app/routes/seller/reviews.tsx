import { Card, PageHeading } from "../../components/account/PageHeading";
import { ReviewTabs } from "../../components/seller/reviews/ReviewTabs";
import { SellerReviewItem } from "../../components/seller/reviews/SellerReviewItem";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return context.seller.reviews(query);
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_reviews", noindex: true });

/** `/seller/reviews`: the shop's products' reviews, newest first, with an answer box; "unanswered" shows those the seller has not answered. */
export default function SellerReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { reviews, query } = loaderData;
  return (
    <>
      <PageHeading title={t("seller_reviews")} text={t("seller_reviews_total", { count: reviews.total, n: number(reviews.total) })} />
      <ReviewTabs unanswered={query.unanswered} />
      {reviews.data.length === 0 ? (
        <Card>
          <p className="text-gray-600">{t("seller_no_reviews")}</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {reviews.data.map((r) => (
            <SellerReviewItem key={r.id} review={r} />
          ))}
        </ul>
      )}
      <Pagination current={reviews.current_page} last={reviews.last_page} />
    </>
  );
}
