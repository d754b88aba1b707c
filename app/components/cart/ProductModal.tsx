import { useEffect, useEffectEvent, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { negotiableChoice } from "../../lib/price";
import { useStore } from "../../store/store";
import { NegotiableContact } from "../product/NegotiableContact";
import { Price } from "../product/Price";
import { QuantityPicker } from "../product/QuantityPicker";
import { VariantPicker } from "../product/VariantPicker";
import { type Choice, chosenVariant, NO_CHOICE } from "../product/variant-choice";
import { X } from "../ui/icon-set";
import { AddToCartButtons } from "./AddToCartButtons";

/**
 * The modal's product, loaded when it opens (with the cart's trx_id the stock is what can still be
 * added, spec §4); a failure or Escape closes it.
 */
function useModalProduct(slug: string, onClose: () => void, onLoaded: (d: ProductDetails) => void): ProductDetails | null {
  const [details, setDetails] = useState<ProductDetails | null>(null);
  const trxId = useStore().state.carts[0]?.trx_id ?? "";
  const close = useEffectEvent(() => onClose());
  const loaded = useEffectEvent((d: ProductDetails) => onLoaded(d));
  useEffect(() => {
    let live = true;
    const trxQuery = trxId ? `?trx_id=${encodeURIComponent(trxId)}` : "";
    api<ProductDetails>(`home/product-details/${encodeURIComponent(slug)}${trxQuery}`)
      .then((d) => {
        if (!live) return;
        setDetails(d);
        loaded(d);
      })
      .catch(() => close());
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      live = false;
      document.removeEventListener("keydown", onKey);
    };
  }, [slug, trxId]);
  return details;
}

/**
 * Spec §4: a product with variants opens a product modal instead of adding directly: the
 * shopper picks the variant (impossible or out-of-stock options disabled) and the quantity. A
 * variant of negotiable price shows the seller's contact instead of the cart button.
 */
export function ProductModal({ slug, onClose, onAdded }: { slug: string; onClose: () => void; onAdded: (quantity: number) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [quantity, setQuantity] = useState(1);
  const dialog = useRef<HTMLDivElement>(null);
  const details = useModalProduct(slug, onClose, (d) => setQuantity(d.product.minimum_order_quantity));
  // focus the dialog once it opens (the same element stays focused while its content loads)
  useEffect(() => {
    dialog.current?.focus();
  }, []);

  const product = details?.product;
  const variant = product ? chosenVariant(product, details.attributes, choice) : null;
  const shown = variant ?? product;
  const negotiable = product ? negotiableChoice(product, variant) : false;
  // in a portal: a card's hover transform would otherwise become the containing block of this fixed layer
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center sm:items-center"
      role="dialog"
      aria-modal="true"
      aria-label={product?.product_name ?? t("choose_options")}
      data-testid="product-modal"
    >
      <button type="button" className="absolute inset-0 bg-black/40" aria-label={t("close")} onClick={onClose} />
      <div
        ref={dialog}
        tabIndex={-1}
        className="relative max-h-[92vh] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl outline-none sm:rounded-2xl"
      >
        <button type="button" onClick={onClose} className="absolute end-3 top-3 rounded p-1 hover:bg-gray-100" aria-label={t("close")}>
          <X className="size-5" />
        </button>
        {!product || !shown ? (
          <div className="h-64 animate-pulse rounded-xl bg-gray-100" />
        ) : (
          <div className="space-y-4">
            <div className="flex gap-4 pe-8">
              <img
                src={variant?.image ?? product.image_72x72}
                alt=""
                width={96}
                height={96}
                className="size-24 shrink-0 rounded-lg bg-gray-100 object-cover"
              />
              <div className="min-w-0">
                <h2 className="line-clamp-2 font-semibold">{product.product_name}</h2>
                <Price price={shown.price} salePrice={shown.sale_price} hasDiscount={shown.has_discount} className="mt-1 text-lg" />
                {variant && (
                  <p className="mt-1 text-sm text-gray-600" data-testid="modal-stock">
                    {variant.current_stock > 0 ? t("in_stock_count", { count: variant.current_stock }) : t("out_of_stock")}
                  </p>
                )}
              </div>
            </div>
            <VariantPicker product={product} attributes={details.attributes} choice={choice} onChange={setChoice} />
            {negotiable ? (
              <NegotiableContact seller={product.seller} />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <QuantityPicker
                  value={quantity}
                  min={product.minimum_order_quantity}
                  max={variant ? Math.max(product.minimum_order_quantity, variant.current_stock) : null}
                  onChange={setQuantity}
                />
                <AddToCartButtons
                  productId={product.id}
                  variantId={variant?.id}
                  quantity={quantity}
                  compact
                  disabled={!variant || variant.current_stock < quantity}
                  onAdded={(q) => {
                    onAdded(q);
                    onClose();
                  }}
                />
              </div>
            )}
            {!variant && !negotiable && <p className="text-sm text-gray-500">{t("pd_choose_options")}</p>}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
