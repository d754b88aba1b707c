import { Link } from "react-router";
import type { WishlistItem } from "../../../domain/lists/wishlist-page";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { Price } from "../product/Price";
import { Trash2 } from "../ui/icon-set";

/** One product of the wishlist: picture, name, price, stock, when it was kept, and its remove button. */
export function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const { t } = useTranslation();
  const date = useDates().day;
  const out = !item.product.is_digital && !item.product.is_classified && item.current_stock <= 0;
  return (
    <li className="flex items-center gap-3 p-3 sm:gap-4 sm:px-5" data-testid="wishlist-item">
      <Link to={`/product/${item.slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={item.image_72x72}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className="size-16 rounded-lg bg-gray-100 object-cover sm:size-18"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={`/product/${item.slug}`} className="line-clamp-2 font-medium text-gray-900 hover:text-primary">
          {item.product_name}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Price price={item.price} salePrice={item.sale_price} hasDiscount={item.has_discount} />
          <span className={out ? "text-red-600" : "text-emerald-700"}>{out ? t("out_of_stock") : t("in_stock")}</span>
        </div>
        <p className="mt-0.5 text-xs text-gray-500">{t("wishlist_added_on", { date: date(item.date) })}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="shrink-0 rounded-lg p-2 text-gray-500 hover:bg-red-50 hover:text-red-600"
        aria-label={`${t("wishlist_remove")}: ${item.product_name}`}
        title={t("wishlist_remove")}
        data-testid="wishlist-remove"
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
    </li>
  );
}
