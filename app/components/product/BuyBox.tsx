import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { negotiableChoice } from "../../lib/price";
import { AddToCartButtons } from "../cart/AddToCartButtons";
import { CompareButton } from "../lists/CompareButton";
import { WishlistButton } from "../lists/WishlistButton";
import { Download } from "../ui/icon-set";
import { ClassifiedContact } from "./ClassifiedContact";
import { NegotiableContact } from "./NegotiableContact";
import { PriceBlock } from "./PriceBlock";
import { ProductFacts } from "./ProductFacts";
import { ProductTitle } from "./ProductTitle";
import { QuantityPicker } from "./QuantityPicker";
import { StockLine } from "./StockLine";
import type { BuyChoice } from "./useBuyChoice";
import { VariantPicker } from "./VariantPicker";

/**
 * A product page's buy box: its name and price, the options and quantity with the cart buttons
 * (a sellable product), the seller's contact (a negotiable price), where to buy it (a catalog
 * one), the lists' buttons, a classified ad's contact, and the product's facts.
 */
export function BuyBox({
  product,
  attributes,
  buy,
}: {
  product: ProductDetails["product"];
  attributes: ProductDetails["attributes"];
  buy: BuyChoice;
}) {
  const { t } = useTranslation();
  const { variant, complete, stock, quantity, maxQuantity } = buy;
  // a negotiable price is asked of the seller: the contact stands where the cart buttons would (issue 36)
  const negotiable = negotiableChoice(product, variant);
  const sellable = !product.is_classified && !product.is_catalog && !negotiable;
  return (
    <div className="min-w-0 space-y-5">
      <ProductTitle product={product} />
      <PriceBlock product={product} variant={variant} />
      {product.short_description && <p className="leading-7 text-gray-700">{product.short_description}</p>}
      {product.has_variant && <VariantPicker product={product} attributes={attributes} choice={buy.choice} onChange={buy.setChoice} />}
      {sellable && !complete && (
        <p className="text-sm text-gray-600" data-testid="choose-options">
          {t("pd_choose_options")}
        </p>
      )}
      {sellable && complete && <StockLine visibility={product.stock_visibility} stock={stock} digital={product.is_digital} />}
      {sellable && (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityPicker value={quantity} min={product.minimum_order_quantity} max={maxQuantity} onChange={buy.setQuantity} />
          {product.minimum_order_quantity > 1 && (
            <p className="text-sm text-gray-600" data-testid="minimum-order">
              {t("minimum_order", { count: product.minimum_order_quantity })}
            </p>
          )}
          <AddToCartButtons
            productId={product.id}
            variantId={variant?.id}
            quantity={quantity}
            disabled={!complete || stock < quantity}
            onAdded={buy.resetQuantity}
          />
        </div>
      )}
      {negotiable && <NegotiableContact seller={product.seller} />}
      {product.is_catalog && product.external_link && (
        <a
          href={product.external_link}
          target="_blank"
          rel="noopener nofollow"
          className="inline-flex rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
        >
          {t("pd_buy_elsewhere")}
        </a>
      )}
      {/* Wishlist and compare: the lists' own buttons (app/components/lists). */}
      <div className="flex flex-wrap gap-2" data-testid="list-buttons">
        <WishlistButton productId={product.id} withLabel />
        <CompareButton productId={product.id} withLabel />
      </div>
      {product.is_classified && product.contact_info && <ClassifiedContact contact={product.contact_info} />}
      {product.is_digital && (
        <p className="flex items-center gap-2 text-sm text-sky-700">
          <Download className="size-4" aria-hidden="true" />
          {t("digital_delivery")}
        </p>
      )}
      <ProductFacts product={product} variant={variant} />
    </div>
  );
}
