import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { AppLink } from "../ui/AppLink";
import { Store } from "../ui/icon-set";
import { ContactBox, telHref } from "./ContactBox";

type Product = ProductDetails["product"];

/**
 * In place of the cart buttons when the price is negotiable (zero): the shopper asks the seller
 * (issue 36). The shop's phone, as its invoices print it, and its page; conversations do not
 * exist yet. A card's contact action leads here (./ContactBox.tsx).
 */
export function NegotiableContact({ seller }: { seller: Product["seller"] }) {
  const { t } = useTranslation();
  return (
    <ContactBox testId="negotiable-contact" className="w-full">
      <p className="mb-2 text-gray-700">{t("negotiable_ask_seller")}</p>
      {seller && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <bdi className="font-medium">{seller.shop_name}</bdi>
          {seller.phone && (
            <a href={telHref(seller.phone)} dir="ltr" className="font-semibold text-primary hover:underline" data-testid="seller-phone">
              {seller.phone}
            </a>
          )}
          <AppLink
            to={`/shop/${seller.slug}`}
            className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 font-semibold hover:border-primary hover:text-primary"
          >
            <Store className="size-4" aria-hidden="true" />
            {t("go_to_shop")}
          </AppLink>
        </div>
      )}
    </ContactBox>
  );
}
