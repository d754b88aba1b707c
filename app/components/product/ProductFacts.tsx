import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { AppLink } from "../ui/AppLink";

type Product = ProductDetails["product"];

/** The product's category and brand (links), and the chosen variant's SKU. */
export function ProductFacts({ product, variant }: { product: Product; variant: Product["variants"][number] | null }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1 text-sm text-gray-600">
      {product.category && (
        <div className="flex gap-1.5">
          <dt>{t("category")}:</dt>
          <dd>
            <AppLink to={`/category/${product.category.slug}`} className="text-primary hover:underline" data-testid="category-link">
              {product.category.title}
            </AppLink>
          </dd>
        </div>
      )}
      {product.brand && (
        <div className="flex gap-1.5">
          <dt>{t("pd_brand")}:</dt>
          <dd>
            <AppLink to={`/brand/${product.brand.slug}`} className="text-primary hover:underline">
              {product.brand.title}
            </AppLink>
          </dd>
        </div>
      )}
      {variant && (
        <div className="flex gap-1.5">
          <dt>{t("pd_sku")}:</dt>
          <dd dir="ltr" data-testid="variant-sku">
            {variant.sku}
          </dd>
        </div>
      )}
    </dl>
  );
}
