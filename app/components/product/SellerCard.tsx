import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useNumbers } from "../../lib/price";
import { AppLink } from "../ui/AppLink";
import { BadgeCheck, Star } from "../ui/icon-set";

/**
 * Who sells the product: logo, name, rating, products count and join date.
 * The name links to the shop; `followButton` is the slot for the follow button
 * (app/components/shop/FollowButton.tsx).
 */
export function SellerCard({
  seller,
  followButton,
}: {
  seller: NonNullable<ProductDetails["product"]["seller"]>;
  followButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const joined = useDates().month(seller.join_date);
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-4" aria-label={t("sold_by")} data-testid="seller-card">
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("sold_by")}</p>
      <div className="mt-3 flex items-center gap-3">
        <img
          src={seller.logo}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full border border-gray-100 object-cover"
          loading="lazy"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold">
            <Link to={`/shop/${seller.slug}`} className="hover:text-primary" data-testid="seller-shop-link">
              {seller.shop_name}
            </Link>
          </p>
          <p className="flex items-center gap-1 text-xs text-gray-500">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span aria-hidden="true">{number(Number(seller.rating).toFixed(1))}</span>
            <span className="sr-only">{t("pd_rated", { rating: number(Number(seller.rating).toFixed(1)) })}</span>
            <span aria-hidden="true">·</span>
            {t("reviews_count", { count: seller.reviews_count })}
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center text-xs">
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-gray-500">{t("products")}</dt>
          <dd className="font-semibold" data-testid="seller-products">
            {number(seller.total_products)}
          </dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-gray-500">{t("joined")}</dt>
          <dd className="font-semibold">
            <time dateTime={seller.join_date}>{joined}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-emerald-700">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        {t("verified_seller")}
      </p>
      <AppLink
        to={`/shop/${seller.slug}`}
        className="mt-3 block rounded-lg border border-gray-300 py-2 text-center text-sm font-semibold hover:border-primary hover:text-primary"
        data-testid="visit-shop"
      >
        {t("go_to_shop")}
      </AppLink>
      {followButton && <div className="mt-3">{followButton}</div>}
    </section>
  );
}
