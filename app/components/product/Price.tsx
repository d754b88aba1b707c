import { usePrice } from "../../lib/price";

/** Sale price with the original struck through when a discount runs. */
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
  const format = usePrice();
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-bold text-gray-900" data-testid="price">
        {format(salePrice)}
      </span>
      {hasDiscount && <s className="text-sm text-gray-400">{format(price)}</s>}
    </span>
  );
}
