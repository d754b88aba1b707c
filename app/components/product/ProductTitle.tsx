import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { AppLink } from "../ui/AppLink";
import { Star } from "../ui/icon-set";

/** The product's brand, name, rating (or "not reviewed yet") and how many were sold. */
export function ProductTitle({ product }: { product: ProductDetails["product"] }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
    <div>
      {product.brand && (
        <AppLink
          to={`/brand/${product.brand.slug}`}
          className="text-sm font-semibold text-primary hover:underline"
          data-testid="brand-link"
        >
          {product.brand.title}
        </AppLink>
      )}
      <h1 className="mt-1 text-2xl font-bold leading-tight sm:text-3xl">
        {product.is_classified ? <bdi>{product.product_name}</bdi> : product.product_name}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-gray-500">
        {product.reviews_count > 0 ? (
          <a href="#reviews" className="inline-flex items-center gap-1 hover:text-primary">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span aria-hidden="true">{number(Number(product.rating).toFixed(1))}</span>
            <span className="sr-only">{t("pd_rated", { rating: number(Number(product.rating).toFixed(1)) })}</span>
            <span aria-hidden="true">·</span>
            {t("reviews_count", { count: product.reviews_count })}
          </a>
        ) : (
          // no stars without a review: a zero rating would read as a bad one
          <a href="#reviews" className="hover:text-primary">
            {t("pd_not_reviewed")}
          </a>
        )}
        <span aria-hidden="true">·</span>
        <span>{t("sold_count", { count: product.total_sales })}</span>
      </p>
    </div>
  );
}
