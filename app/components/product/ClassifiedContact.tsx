import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { Phone } from "../ui/icon-set";

/**
 * How to reach a classified ad's poster: name, phone, e-mail and address (the poster's own words
 * set their direction). `id="contact-seller"` is where the ad's card leads.
 */
export function ClassifiedContact({ contact }: { contact: NonNullable<ProductDetails["product"]["contact_info"]> }) {
  const { t } = useTranslation();
  return (
    <div
      id="contact-seller"
      className="scroll-mt-44 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm"
      data-testid="contact-info"
    >
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <Phone className="size-4" aria-hidden="true" />
        {t("contact_seller")}
      </p>
      <p>
        <bdi>{contact.contact_name}</bdi>
      </p>
      <p>
        <a href={`tel:${contact.phone_no.replace(/[^+\d]/g, "")}`} dir="ltr" className="hover:text-primary">
          {contact.phone_no}
        </a>
      </p>
      <p>
        <a href={`mailto:${contact.email}`} dir="ltr" className="break-all hover:text-primary">
          {contact.email}
        </a>
      </p>
      {contact.address && (
        <p>
          <bdi>{contact.address}</bdi>
        </p>
      )}
    </div>
  );
}
