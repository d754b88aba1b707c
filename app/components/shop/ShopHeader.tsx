import type { ReactNode } from "react";
import type { ShopProfile } from "../../../domain/shops/shop-profile";
import { srcsetOf } from "../../../kernel/media";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useNumbers } from "../../lib/price";
import { BadgeCheck, Star } from "../ui/icon-set";

/**
 * The head of a shop's page: its banner, logo, name, tagline and figures (rating, reviews,
 * products, join date). `followers` and `followButton` are the slots of the following feature
 * (another part of issue 14): nothing is shown for them until they are given.
 */
export function ShopHeader({
  shop,
  followers,
  followButton,
}: {
  shop: Omit<ShopProfile["shop"], "shop_page_contents" | "component_names">;
  followers?: number;
  followButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const rating = Number(shop.rating).toFixed(1);
  const joined = useDates().month(shop.join_date);
  const figures: { key: string; label: string; value: ReactNode; testId: string }[] = [
    {
      key: "rating",
      label: t("shop_rating"),
      testId: "shop-rating-figure",
      value: (
        <span className="flex flex-wrap items-center gap-x-1">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span aria-hidden="true" data-testid="shop-rating">
            {number(rating)}
          </span>
          <span className="sr-only">{t("pd_rated", { rating: number(rating) })}</span>
          <span className="text-xs font-normal whitespace-nowrap text-gray-500">({t("reviews_count", { count: shop.reviews_count })})</span>
        </span>
      ),
    },
    { key: "products", label: t("shop_products"), testId: "shop-total-products", value: number(shop.total_products) },
    ...(followers === undefined
      ? []
      : [{ key: "followers", label: t("shop_followers"), testId: "shop-followers", value: number(followers) }]),
    { key: "joined", label: t("shop_joined"), testId: "shop-joined", value: <time dateTime={shop.join_date}>{joined}</time> },
  ];
  return (
    <header className="overflow-hidden rounded-2xl border border-gray-100 bg-white" data-testid="shop-header">
      <div className="relative aspect-[899/300] max-h-72 w-full bg-gray-100 sm:aspect-[899/240]">
        <img
          src={shop.image_899x480}
          alt=""
          width={899}
          height={480}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
          data-testid="shop-banner"
        />
      </div>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-end gap-4">
          <img
            src={shop.logo}
            srcSet={srcsetOf(shop.logo, "shopLogo")}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            className="-mt-14 size-20 shrink-0 rounded-2xl border-4 border-white bg-white shadow sm:-mt-16 sm:size-24"
            data-testid="shop-logo"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl" data-testid="shop-name">
              {shop.shop_name}
              <BadgeCheck className="ms-1.5 inline size-5 align-[-0.1em] text-emerald-600" aria-label={t("verified_seller")} role="img" />
            </h1>
            {shop.shop_tagline && (
              <p className="mt-1 text-gray-600" data-testid="shop-tagline">
                {shop.shop_tagline}
              </p>
            )}
          </div>
        </div>
        {followButton && <div className="shrink-0">{followButton}</div>}
      </div>
      <dl
        className={`grid gap-px border-t border-gray-100 bg-gray-100 ${figures.length === 4 ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3"}`}
      >
        {figures.map((f) => (
          <div key={f.key} className="bg-white px-4 py-3">
            <dt className="text-xs text-gray-500">{f.label}</dt>
            <dd className="mt-0.5 font-semibold" data-testid={f.testId}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
