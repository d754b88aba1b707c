import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers, usePrice } from "../../lib/price";
import { Countdown } from "./Countdown";
import { Price } from "./Price";

type Product = ProductDetails["product"];

/** The price to pay: the chosen variant's, else the variants' range, else the product's; with the running discount. */
export function PriceBlock({ product, variant }: { product: Product; variant: Product["variants"][number] | null }) {
  const { t } = useTranslation();
  const format = usePrice();
  const { percent } = useNumbers();
  // a unit of the shop's list ("kg", "pair") in the page's words (UI strings `unit_*`, the operator can edit them); another as the seller wrote it
  const unitName = (unit: string) => {
    const name = t(`unit_${unit}`);
    return name === `unit_${unit}` ? unit : name;
  };
  const range = !variant && product.price_range && product.price_range.min !== product.price_range.max ? product.price_range : null;
  const shown = variant ?? product;
  return (
    <div className="rounded-2xl bg-white p-4" data-testid="price-block">
      <div className="flex flex-wrap items-center gap-3">
        {range ? (
          <span className="text-xl font-bold text-gray-900 sm:text-2xl" data-testid="price">
            <span className="whitespace-nowrap">{format(range.sale_min)}</span> –{" "}
            <span className="whitespace-nowrap">{format(range.sale_max)}</span>
          </span>
        ) : (
          <Price price={shown.price} salePrice={shown.sale_price} hasDiscount={shown.has_discount} className="text-2xl" />
        )}
        {product.has_discount && product.discount_percent > 0 && (
          <span className="rounded-md bg-rose-600 px-2 py-0.5 text-sm font-bold text-white">
            {percent(-product.discount_percent, true)}
          </span>
        )}
      </div>
      {product.has_discount && product.discount_ends_at && product.countdown && (
        <Countdown endsAt={product.discount_ends_at} initial={product.countdown} campaign={product.campaign} />
      )}
      {product.unit && product.unit !== "pc" && (
        <p className="mt-1 text-xs text-gray-500">{t("pd_per_unit", { unit: unitName(product.unit) })}</p>
      )}
    </div>
  );
}
