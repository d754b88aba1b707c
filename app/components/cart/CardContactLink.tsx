import { useTranslation } from "../../i18n/i18n";
import { AppLink } from "../ui/AppLink";
import { Phone } from "../ui/icon-set";

/**
 * The card's action for what is asked of the seller, not bought (a negotiable price, a classified
 * ad): in the cart button's place, it leads to the seller's contact on the product page.
 */
export function CardContactLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to={`/product/${slug}#contact-seller`}
      data-testid="card-contact-seller"
      aria-label={t("contact_seller")}
      title={t("contact_seller")}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-primary text-primary shadow-sm transition hover:bg-primary-soft"
    >
      <Phone className="size-[1.15rem]" aria-hidden="true" />
    </AppLink>
  );
}
