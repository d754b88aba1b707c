import type { ProductDetails } from "../../../domain/catalog/product-details";
import { ContactBox, telHref } from "./ContactBox";

/**
 * How to reach a classified ad's poster: name, phone, e-mail and address (the poster's own words
 * set their direction), in the box the ad's card leads to.
 */
export function ClassifiedContact({ contact }: { contact: NonNullable<ProductDetails["product"]["contact_info"]> }) {
  return (
    <ContactBox testId="contact-info">
      <p>
        <bdi>{contact.contact_name}</bdi>
      </p>
      <p>
        <a href={telHref(contact.phone_no)} dir="ltr" className="hover:text-primary">
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
    </ContactBox>
  );
}
