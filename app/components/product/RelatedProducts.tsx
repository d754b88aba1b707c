import type { ProductDetails } from "../../../domain/catalog/product-details";
import { useTranslation } from "../../i18n/i18n";
import { SectionHeading } from "../ui/SectionHeading";
import { ProductCard } from "./ProductCard";

/** Products of the same category, with a link to the category. */
export function RelatedProducts({ product }: { product: ProductDetails["product"] }) {
  const { t } = useTranslation();
  if (product.related_products.length === 0) return null;
  return (
    <section className="mt-10">
      <SectionHeading title={t("related_products")} to={product.category ? `/category/${product.category.slug}` : undefined} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {product.related_products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}
