import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { FileText } from "../ui/icon-set";

/** The product's description (the seller's rich text) and, beside it, its specifications. */
export function ProductDescription({ product }: { product: ProductDetails["product"] }) {
  const { t } = useTranslation();
  // a classified ad's text is its poster's, in whatever language: it sets its own direction
  const adText = product.is_classified ? "auto" : undefined;
  return (
    <section className="mt-10 grid gap-8 lg:grid-cols-3">
      <div className="rounded-2xl bg-white p-6 lg:col-span-2">
        <h2 className="mb-3 text-xl font-bold">{t("description")}</h2>
        {/* Seller-written rich text, sanitised on the server (infra/sanitize-html.ts) */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the seller's HTML, sanitised on the server (domain/catalog/product-details.ts → sanitizeHtml) */}
        <div className="prose-shop" dir={adText} dangerouslySetInnerHTML={{ __html: product.description }} />
      </div>
      {product.specifications.length > 0 && (
        <div className="rounded-2xl bg-white p-6">
          <h2 className="mb-3 text-xl font-bold">{t("specifications")}</h2>
          <dl className="divide-y divide-gray-100 text-sm" data-testid="specifications">
            {product.specifications.map((s) => (
              <div key={s.label} className="flex justify-between gap-4 py-2">
                <dt className="text-gray-500">{s.label}</dt>
                <dd className="text-end font-medium">
                  {s.href ? (
                    <a href={s.href} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-primary hover:underline">
                      <FileText className="size-4" aria-hidden="true" />
                      {t("pd_spec_sheet")}
                    </a>
                  ) : (
                    // its own direction ("64 GB", "IPX4" stay whole on a right-to-left page)
                    <bdi>{s.value}</bdi>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
