import type { ShopContent } from "../../../domain/shops/sections";
import { AppLink } from "../ui/AppLink";
import { ProductCard } from "../product/ProductCard";

/** The shop's own page sections in the seller's order: wide pictures, texts and product rows. */
export function ShopSections({ contents }: { contents: ShopContent[] }) {
  if (!contents.length) return null;
  return (
    <div className="grid gap-6" data-testid="shop-sections">
      {contents.map((s, i) => {
        const key = `${s.type}-${i}`;
        if (s.type === "banner") {
          const picture = (
            <img
              src={s.image}
              alt={s.title}
              width={899}
              height={480}
              loading="lazy"
              className="aspect-[899/300] w-full rounded-2xl object-cover"
            />
          );
          return (
            <section key={key} data-section="banner">
              {s.link?.startsWith("/") ? <AppLink to={s.link}>{picture}</AppLink> : picture}
            </section>
          );
        }
        if (s.type === "text")
          return (
            <section key={key} className="rounded-2xl border border-gray-100 bg-white p-5" data-section="text">
              {s.title && <h2 className="mb-2 text-lg font-bold">{s.title}</h2>}
              <p className="leading-relaxed whitespace-pre-line text-gray-700">{s.body}</p>
            </section>
          );
        return (
          <section key={key} data-section="products">
            <h2 className="mb-3 text-lg font-bold">{s.title}</h2>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">
              {s.products.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
