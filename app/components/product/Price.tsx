import { useFormatMoney } from "../../lib/price";

/**
 * Sale price with the original struck through when a discount runs. Each amount is a `<bdi>`
 * in the page's digits; a price of zero is negotiable, in the page's own words ("Negotiable", «توافقی»).
 * An amount never breaks inside; the two wrap onto their own lines, and the card puts its cart
 * button under a price too long to share the line (a Rial price at 390 px).
 */
export function Price({
  price,
  salePrice,
  hasDiscount,
  className = "",
}: {
  price: string;
  salePrice: string;
  hasDiscount: boolean;
  className?: string;
}) {
  const format = useFormatMoney();
  return (
    <span className={`inline-flex min-w-0 max-w-full flex-wrap items-baseline gap-x-2 ${className}`}>
      <bdi className="whitespace-nowrap font-bold text-gray-900" data-testid="price">
        {format(salePrice, { isolate: false })}
      </bdi>
      {hasDiscount && (
        <s className="whitespace-nowrap text-sm text-gray-500">
          <bdi>{format(price, { isolate: false })}</bdi>
        </s>
      )}
    </span>
  );
}
