import type { ProductCard as Card } from "../../../domain/catalog/product-card";
import { ProductCard } from "./ProductCard";

export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((p, i) => (
        // the first picture is the listing's largest paint on a phone: fetched first
        <ProductCard key={p.id} product={p} eager={i < 4} priority={i === 0} />
      ))}
    </div>
  );
}
