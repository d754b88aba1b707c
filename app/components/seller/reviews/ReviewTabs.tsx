import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../../i18n/i18n";

const pill = (on: boolean) =>
  `rounded-full px-4 py-1.5 text-sm font-semibold ${on ? "bg-primary text-white" : "border border-gray-300 text-gray-700"}`;

/** All reviews, or those the seller has not answered (the first page of either). */
export function ReviewTabs({ unanswered }: { unanswered: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = (only: boolean) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (only) next.set("unanswered", "1");
    else next.delete("unanswered");
    return `?${next}`;
  };
  return (
    <div className="mb-4 flex gap-2">
      <Link to={tab(false)} className={pill(!unanswered)}>
        {t("seller_reviews_all")}
      </Link>
      <Link to={tab(true)} className={pill(unanswered)} data-testid="seller-reviews-unanswered">
        {t("seller_reviews_unanswered")}
      </Link>
    </div>
  );
}
