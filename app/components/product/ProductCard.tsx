import { type ReactNode, useState } from "react";
import type { ProductCard as Card } from "../../../domain/catalog/product-card";
import { isNegotiable } from "../../../kernel/money";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { CardCartButton } from "../cart/CardCartButton";
import { CardContactLink } from "../cart/CardContactLink";
import { CompareButton } from "../lists/CompareButton";
import { WishlistButton } from "../lists/WishlistButton";
import { AppLink } from "../ui/AppLink";
import { Star } from "../ui/icon-set";
import { Price } from "./Price";

/** A product in a grid or rail: image, name, rating, price, stock and type badges; wishlist and compare buttons over the image. */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  footer,
}: {
  product: Card;
  eager?: boolean;
  priority?: boolean;
  /** under the price (a flash sale's sold bar) */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { number, percent } = useNumbers();
  // the stock shown drops locally by what this visitor added (spec §4)
  const [stock, setStock] = useState(product.current_stock);
  const outOfStock = !product.is_classified && !product.is_digital && stock <= 0;
  // a negotiable price (zero) and a classified ad are asked of the seller, never bought (issue 36)
  const contacted = product.is_classified || (!product.is_catalog && isNegotiable(product.sale_price));
  const sellable = !contacted && !product.is_catalog && !outOfStock;
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-gray-100 bg-white transition hover:-translate-y-0.5 hover:shadow-lg"
      data-testid="product-card"
      data-kind={product.is_classified ? "classified" : product.is_digital ? "digital" : "item"}
    >
      <AppLink
        to={`/product/${product.slug}`}
        className="relative block aspect-square overflow-hidden bg-gray-100"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={product.image}
          srcSet={product.image_srcset}
          sizes="(min-width: 1280px) 240px, (min-width: 640px) 30vw, 50vw"
          alt=""
          width={320}
          height={320}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        <span className="absolute start-2 top-2 flex flex-col gap-1">
          {product.has_discount && (
            <span className="rounded-md bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white">
              {percent(-product.discount_percent, true)}
            </span>
          )}
          {product.is_digital && (
            <span className="rounded-md bg-sky-700 px-1.5 py-0.5 text-xs font-semibold text-white">{t("digital")}</span>
          )}
          {product.is_classified && (
            <span className="rounded-md bg-amber-700 px-1.5 py-0.5 text-xs font-semibold text-white">{t("classified")}</span>
          )}
        </span>
        {outOfStock && (
          <span className="absolute inset-x-0 bottom-0 bg-gray-900/75 py-1 text-center text-xs font-semibold text-white">
            {t("out_of_stock")}
          </span>
        )}
      </AppLink>
      {/* beside the image link, not inside it (no button in a link); placed over the image, so the card keeps its size */}
      <div className="absolute end-2 top-2 flex flex-col gap-1.5">
        <WishlistButton productId={product.id} />
        <CompareButton productId={product.id} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5 text-gray-800">
          <AppLink to={`/product/${product.slug}`} className="hover:text-primary">
            {product.product_name}
          </AppLink>
        </h3>
        <p className="flex items-center gap-1 text-xs text-gray-500">
          <Star className="size-3.5 fill-amber-400 text-amber-400" />
          <span aria-hidden="true">{number(Number(product.rating).toFixed(1))}</span>
          <span className="sr-only">{t("pd_rated", { rating: number(Number(product.rating).toFixed(1)) })}</span>
          <span aria-hidden="true">({number(product.reviews_count)})</span>
          <span className="sr-only">{t("reviews_count", { count: product.reviews_count })}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
          <Price price={product.price} salePrice={product.sale_price} hasDiscount={product.has_discount} />
          {sellable && <CardCartButton product={product} onAdded={(q) => setStock((s) => s - q)} />}
          {contacted && <CardContactLink slug={product.slug} />}
        </div>
        {footer}
      </div>
    </article>
  );
}
