import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { AppLink } from "../ui/AppLink";

/** Home, then the product's category path. */
export function ProductBreadcrumb({ breadcrumb }: { breadcrumb: ProductDetails["product"]["breadcrumb"] }) {
  const { t } = useTranslation();
  return (
    <nav className="mb-4 text-sm text-gray-500" aria-label={t("breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <AppLink to="/" className="hover:text-primary">
            {t("home")}
          </AppLink>
        </li>
        {breadcrumb.map((b) => (
          <li key={b.slug} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <AppLink to={`/category/${b.slug}`} className="hover:text-primary">
              {b.title}
            </AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
