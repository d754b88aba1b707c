import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n";
import { Phone } from "../ui/icon-set";

/** A phone number as a `tel:` link (digits and a leading +, as dialled). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/**
 * The frame of a "Contact the seller" box: a classified ad's poster, a negotiable price's shop.
 * `id="contact-seller"` is where the cards' contact action leads; when scrolled to, it stays
 * below the sticky header.
 */
export function ContactBox({ testId, className = "", children }: { testId: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      id="contact-seller"
      className={`scroll-mt-44 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm ${className}`}
      data-testid={testId}
    >
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <Phone className="size-4" aria-hidden="true" />
        {t("contact_seller")}
      </p>
      {children}
    </div>
  );
}
