import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { AppLink } from "../ui/AppLink";
import { Phone, Store } from "../ui/icon-set";

type Product = ProductDetails["product"];

/**
 * In place of the cart buttons when the price is negotiable (zero): the shopper asks the seller
 * (issue 36). The shop's phone, as its invoices print it, and its page; conversations do not
 * exist yet. `id="contact-seller"` is where a card's contact action leads.
 */
export function NegotiableContact({ seller }: { seller: Product["seller"] }) {
  const { t } = useTranslation();
  return (
    <div
      id="contact-seller"
      className="w-full scroll-mt-44 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm"
      data-testid="negotiable-contact"
    >
      <p className="mb-1 flex items-center gap-2 font-semibold">
        <Phone className="size-4" aria-hidden="true" />
        {t("contact_seller")}
      </p>
      <p className="mb-2 text-gray-700">{t("negotiable_ask_seller")}</p>
      {seller && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <bdi className="font-medium">{seller.shop_name}</bdi>
          {seller.phone && (
            <a
              href={`tel:${seller.phone.replace(/[^+\d]/g, "")}`}
              dir="ltr"
              className="font-semibold text-primary hover:underline"
              data-testid="seller-phone"
            >
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
    </div>
  );
}
