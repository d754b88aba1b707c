import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { useAddToCart } from "../../lib/useAddToCart";
import { Check, ShoppingCart } from "../ui/icon-set";

const ProductModal = lazy(() => import("./ProductModal").then((m) => ({ default: m.ProductModal })));

/**
 * The card's cart button: adds the default quantity (1, or the minimum order quantity) at once,
 * or, for a product with variants, opens the product modal. `onAdded` lowers the stock the
 * card shows by the quantity added (spec §4).
 */
export function CardCartButton({
  product,
  onAdded,
}: {
  product: { id: number; slug: string; has_variant: boolean; minimum_order_quantity: number };
  onAdded: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const { add, busy, added } = useAddToCart();
  const [modal, setModal] = useState(false);
  const click = async () => {
    if (product.has_variant) return setModal(true);
    const quantity = Math.max(1, product.minimum_order_quantity);
    if (await add({ id: product.id, quantity })) onAdded(quantity);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void click()}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="card-add-to-cart"
        aria-label={product.has_variant ? t("choose_options") : t("add_to_cart")}
        title={product.has_variant ? t("choose_options") : t("add_to_cart")}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-white shadow-sm transition hover:bg-primary-dark disabled:opacity-60"
      >
        {added ? <Check className="size-[1.15rem]" aria-hidden="true" /> : <ShoppingCart className="size-[1.15rem]" aria-hidden="true" />}
      </button>
      {modal && (
        <Suspense fallback={null}>
          <ProductModal slug={product.slug} onClose={() => setModal(false)} onAdded={onAdded} />
        </Suspense>
      )}
    </>
  );
}
