import type { ShopContent } from "../../../domain/shops/sections";
import { ProductCard } from "../product/ProductCard";
import { AppLink } from "../ui/AppLink";

/** The shop's own page sections in the seller's order: wide pictures, texts and product rows. */
export function ShopSections({ contents }: { contents: ShopContent[] }) {
  if (!contents.length) return null;
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="shop-sections">
      {contents.map((s, i) => {
        const key = `${s.type}-${i}`;
        if (s.type === "banner") {
          // the demo pictures keep their start side calm for the title (seed/images.ts)
          const picture = (
            <div className="relative overflow-hidden rounded-2xl">
              <img src={s.image} alt="" width={899} height={480} loading="lazy" className="aspect-[899/300] w-full object-cover" />
              {s.title && (
                <p className="absolute inset-y-0 start-0 flex w-2/3 items-center bg-gradient-to-r from-white/85 to-transparent p-4 text-lg font-bold text-gray-900 sm:p-8 sm:text-3xl rtl:bg-gradient-to-l">
                  {s.title}
                </p>
              )}
            </div>
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
            {/* a strip to swipe on a phone, a grid from the small screens up */}
            <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4 xl:grid-cols-6">
              {s.products.map((p) => (
                <div key={p.id} className="w-40 shrink-0 snap-start sm:w-auto">
                  <ProductCard product={p} />
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
