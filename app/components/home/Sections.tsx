import { Link } from "react-router";
import type { ProductCard as Card } from "../../../domain/catalog/product-card";
import { srcsetOf } from "../../../kernel/media";
import type { PageData } from "../../../server/page-data";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { ProductCard } from "../product/ProductCard";
import { FollowButton } from "../shop/FollowButton";
import { NamedIcon } from "../ui/Icons";
import { Star } from "../ui/icon-set";
import { SectionHeading } from "../ui/SectionHeading";

export function Banners({ banners }: { banners: PageData["banners"] }) {
  if (!banners.length) return null;
  return (
    <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {banners.slice(0, 3).map((b) => (
        <Link key={b.id} to={b.link} className="group relative block overflow-hidden rounded-2xl">
          <img
            src={b.image}
            srcSet={srcsetOf(b.image, "banner")}
            sizes="(min-width: 1280px) 405px, (min-width: 1024px) 32vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
            alt=""
            width={620}
            height={320}
            loading="lazy"
            decoding="async"
            className="aspect-[620/320] w-full object-cover transition duration-300 group-hover:scale-105"
          />
          <span className="absolute bottom-3 start-3 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-gray-900">
            {b.title}
          </span>
        </Link>
      ))}
    </section>
  );
}

export function Services({ services }: { services: PageData["services"] }) {
  if (!services.length) return null;
  return (
    <section className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 lg:grid-cols-4">
      {services.map((s) => (
        <div key={s.id} className="flex items-center gap-3 p-2">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
            <NamedIcon name={s.icon} className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold leading-snug">{s.title}</p>
            <p className="text-xs leading-snug text-gray-500">{s.sub_title}</p>
          </div>
        </div>
      ))}
    </section>
  );
}

export function ProductRail({ title, products, to, testId }: { title: string; products: Card[]; to?: string; testId?: string }) {
  if (!products.length) return null;
  return (
    <section data-testid={testId}>
      <SectionHeading title={title} to={to} />
      {/* a phone shows the first six (three rows) */}
      <div className="grid grid-cols-2 gap-3 max-sm:[&>*:nth-child(n+7)]:hidden sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {products.slice(0, 12).map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}

export function CategoryTiles({
  title,
  categories,
  dense = false,
}: {
  title: string;
  categories: { id: number; slug: string; title: string; icon: string | null; image: string }[];
  /** eight a row on wide screens, four on a phone (the top categories) */
  dense?: boolean;
}) {
  if (!categories.length) return null;
  return (
    <section>
      <SectionHeading title={title} to="/categories" />
      <div className={`grid ${dense ? "grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-8" : "grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"}`}>
        {categories.map((c) => (
          <Link
            key={c.id}
            to={`/category/${c.slug}`}
            className={`group flex flex-col items-center gap-2 rounded-2xl bg-white text-center hover:shadow-md ${dense ? "p-1.5 sm:p-3" : "p-3"}`}
          >
            <img
              src={c.image}
              srcSet={srcsetOf(c.image, "category")}
              sizes={
                dense
                  ? "(min-width: 1280px) 130px, (min-width: 1024px) 10vw, 21vw"
                  : "(min-width: 1280px) 180px, (min-width: 1024px) 14vw, (min-width: 640px) 21vw, 28vw"
              }
              alt=""
              width={130}
              height={95}
              loading="lazy"
              decoding="async"
              className="aspect-[130/95] w-full rounded-xl object-cover"
            />
            <span className={`line-clamp-2 font-medium group-hover:text-primary ${dense ? "text-xs sm:text-sm" : "text-sm"}`}>
              {c.title}
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}

export function BrandStrip({ title, brands }: { title: string; brands: { id: number; slug: string; title: string; image: string }[] }) {
  if (!brands.length) return null;
  return (
    <section>
      <SectionHeading title={title} to="/brands" />
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {brands.map((b) => (
          <Link
            key={b.id}
            to={`/brand/${b.slug}`}
            className="grid place-items-center rounded-2xl border border-gray-100 bg-white p-3 hover:border-primary"
          >
            <img
              src={b.image}
              srcSet={srcsetOf(b.image, "brand")}
              sizes="90px"
              alt={b.title}
              width={130}
              height={93}
              loading="lazy"
              decoding="async"
              className="h-16 w-auto object-contain"
            />
          </Link>
        ))}
      </div>
    </section>
  );
}

export type ShopCardData = {
  id: number;
  slug: string;
  shop_name: string;
  shop_tagline: string;
  logo: string;
  banner: string;
  rating: string;
  reviews_count: number;
  total_products: number;
  is_followed?: boolean;
};

/** A shop in a list (home rails, /sellers, followed shops): picture, name linking to the shop, rating, products, follow. */
export function ShopCardView({ shop, onFollowChange }: { shop: ShopCardData; onFollowChange?: (followers: number, on: boolean) => void }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const rating = number(Number(shop.rating).toFixed(1));
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-gray-100 bg-white" data-testid="shop-card">
      <Link to={`/shop/${shop.slug}`} tabIndex={-1} aria-hidden="true">
        <img
          src={shop.banner}
          srcSet={srcsetOf(shop.banner, "shopBanner")}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, calc(100vw - 2rem)"
          alt=""
          width={297}
          height={203}
          loading="lazy"
          decoding="async"
          className="aspect-[297/120] w-full object-cover"
        />
      </Link>
      <div className="-mt-8 flex flex-1 flex-col items-center p-3 pt-0 text-center sm:p-4 sm:pt-0">
        <img
          src={shop.logo}
          srcSet={srcsetOf(shop.logo, "shopLogo")}
          sizes="64px"
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 rounded-full border-4 border-white bg-white"
        />
        <h3 className="mt-2 line-clamp-2 text-sm font-semibold sm:text-base">
          <Link to={`/shop/${shop.slug}`} className="hover:text-primary" data-testid="shop-card-link">
            {shop.shop_name}
          </Link>
        </h3>
        <p className="line-clamp-1 text-xs text-gray-500">{shop.shop_tagline}</p>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-1 text-xs text-gray-600">
          <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span aria-hidden="true">{rating}</span>
          <span className="sr-only">{t("shop_rating_label", { rating })}</span>
          <span aria-hidden="true">·</span>
          <span>{t("products_count", { count: shop.total_products })}</span>
        </p>
        <div className="mt-auto pt-3">
          <FollowButton shopId={shop.id} shopName={shop.shop_name} followed={shop.is_followed} onChange={onFollowChange} size="sm" />
        </div>
      </div>
    </article>
  );
}

export function ShopGrid({ title, shops, to = "/sellers" }: { title: string; shops: ShopCardData[]; to?: string }) {
  if (!shops.length) return null;
  return (
    <section>
      <SectionHeading title={title} to={to} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shops.map((s) => (
          <ShopCardView key={s.id} shop={s} />
        ))}
      </div>
    </section>
  );
}
