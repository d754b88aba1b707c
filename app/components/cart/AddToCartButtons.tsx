import { useTranslation } from "../../i18n/i18n";
import { useAddToCart } from "../../lib/useAddToCart";
import { Check, ShoppingCart, Zap } from "../ui/icon-set";

/**
 * "Add to cart" and "Buy now" for a product whose options are chosen (the product page and
 * the product modal). Disabled until the choice is complete and while the item is out of stock.
 */
export function AddToCartButtons({
  productId,
  variantId,
  quantity,
  disabled,
  onAdded,
  compact = false,
}: {
  productId: number;
  variantId?: number;
  quantity: number;
  disabled: boolean;
  onAdded?: (quantity: number) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { add, busy, added } = useAddToCart();
  const form = { id: productId, quantity, ...(variantId ? { variant_id: variantId } : {}) };
  const addToCart = async () => {
    if (await add(form)) onAdded?.(quantity);
  };
  return (
    <div className={`flex flex-wrap gap-2 ${compact ? "" : "w-full sm:w-auto"}`}>
      <button
        type="button"
        onClick={() => void addToCart()}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        data-testid="add-to-cart"
        className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-primary px-5 font-semibold text-white transition hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-50 sm:flex-none"
      >
        {added ? <Check className="size-5" aria-hidden="true" /> : <ShoppingCart className="size-5" aria-hidden="true" />}
        {added ? t("added_to_cart") : t("add_to_cart")}
      </button>
      {!compact && (
        <button
          type="button"
          onClick={() => void add({ ...form, is_buy_now: true })}
          disabled={disabled || busy}
          data-testid="buy-now"
          className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-primary px-5 font-semibold text-primary transition hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-50 sm:flex-none"
        >
          <Zap className="size-5" aria-hidden="true" />
          {t("buy_now")}
        </button>
      )}
    </div>
  );
}
