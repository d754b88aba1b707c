import type { ProductReviews } from "../../../domain/catalog/product-reviews";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { Star } from "../ui/icon-set";

const STARS = [5, 4, 3, 2, 1] as const;

/** Five stars, filled to the rating (whole and half stars). */
export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t("pd_rated", { rating: number(rating.toFixed(1)) })}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rating >= n ? 100 : rating > n - 1 ? Math.round((rating - (n - 1)) * 100) : 0;
        return (
          <span key={n} className={`relative inline-block ${size}`} aria-hidden="true">
            <Star className={`absolute inset-0 ${size} text-gray-300`} />
            {fill > 0 && (
              <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <Star className={`${size} fill-amber-400 text-amber-400`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** Average, number of reviews and one bar per star (5 to 1) with its percentage. */
export function ReviewsSummary({ summary }: { summary: Pick<ProductReviews, "percentages" | "counts" | "average"> & { total: number } }) {
  const { t } = useTranslation();
  const { number, percent } = useNumbers();
  const average = Number(summary.average);
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center lg:flex-col lg:items-stretch" data-testid="reviews-summary">
      <div className="text-center sm:w-44 lg:w-auto">
        <p className="text-5xl font-bold tabular-nums" data-testid="reviews-average">
          {summary.total ? number(average.toFixed(1)) : "–"}
        </p>
        <div className="mt-1">
          <Stars rating={average} size="size-5" />
        </div>
        <p className="mt-1 text-sm text-gray-500" data-testid="reviews-total">
          {t("pd_reviews_based_on", { count: summary.total })}
        </p>
      </div>
      <ul className="flex-1 space-y-1.5">
        {STARS.map((star) => (
          <li key={star} className="flex items-center gap-2 text-sm" data-testid={`reviews-bar-${star}`}>
            <span className="flex w-8 shrink-0 items-center gap-0.5 tabular-nums">
              {number(star)}
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            </span>
            <span
              className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={summary.percentages[star]}
              aria-label={t("pd_star_row", { count: star })}
            >
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${summary.percentages[star]}%` }} />
            </span>
            <span className="w-10 shrink-0 text-end tabular-nums text-gray-600">{percent(summary.percentages[star])}</span>
            <span className="w-8 shrink-0 text-end tabular-nums text-gray-500">({number(summary.counts[star])})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
