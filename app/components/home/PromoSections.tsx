import { Link } from "react-router";
import type { ProductCard as Card } from "../../../domain/catalog/product-card";
import type { BannerGroup } from "../../../domain/content/home-banners";
import { srcsetOf } from "../../../kernel/media";
import { SubscribeForm } from "../layout/SubscribeForm";
import { ProductCard } from "../product/ProductCard";
import { SectionHeading } from "../ui/SectionHeading";

type SectionBanner = { image: string; url: string } | null;

/** A link of the operator's: an address elsewhere opens as a plain link, a path of the shop through the router. */
function BannerLink({ to, label, className, children }: { to: string; label: string; className: string; children: React.ReactNode }) {
  return /^https?:\/\//i.test(to) ? (
    <a href={to} className={className} rel="noopener" aria-label={label || to}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className} aria-label={label || to}>
      {children}
    </Link>
  );
}

/** The home "banner" component: 1–4 pictures side by side, each linking where the operator chose (two a row on a phone when there are four). */
export function BannerRow({ group }: { group: BannerGroup }) {
  const n = group.banners.length;
  const cols = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "grid-cols-2 lg:grid-cols-4" }[n];
  const phone = n === 4 ? "50vw" : "calc(100vw - 2rem)";
  const sizes = `(min-width: 1280px) ${Math.round(1248 / n)}px, (min-width: ${n === 4 ? 1024 : 640}px) ${Math.round(100 / n)}vw, ${phone}`;
  return (
    <section className={`grid gap-3 sm:gap-4 ${cols}`} data-testid="home-banners">
      {group.banners.map((b) => (
        <BannerLink key={b.image} to={b.url} label={b.label} className="group relative block overflow-hidden rounded-2xl">
          <img
            src={b.image}
            srcSet={srcsetOf(b.image, group.family)}
            sizes={sizes}
            alt=""
            width={group.width}
            height={group.height}
            loading="lazy"
            decoding="async"
            className="w-full object-cover transition duration-300 group-hover:scale-105"
            style={{ aspectRatio: `${group.width} / ${group.height}` }}
          />
          {b.label && (
            <span className="absolute bottom-3 start-3 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-gray-900">
              {b.label}
            </span>
          )}
        </BannerLink>
      ))}
    </section>
  );
}

/**
 * Eight products with a tall picture beside them on wide screens (a category section, the offers
 * ending soon); on a phone the products alone.
 */
export function BannerProducts({
  title,
  to,
  products,
  banner,
  testId,
}: {
  title: string;
  to: string;
  products: Card[];
  banner: SectionBanner;
  testId: string;
}) {
  if (!products.length) return null;
  return (
    <section data-testid={testId}>
      <SectionHeading title={title} to={to} />
      <div className={`grid gap-4 ${banner ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,4fr)]" : ""}`}>
        {banner && (
          <BannerLink to={banner.url} label={title} className="hidden overflow-hidden rounded-2xl lg:block">
            <img
              src={banner.image}
              srcSet={srcsetOf(banner.image, "sectionBanner")}
              sizes="250px"
              alt=""
              width={405}
              height={745}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </BannerLink>
        )}
        <div className="grid grid-cols-2 gap-3 max-sm:[&>*:nth-child(n+7)]:hidden sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {products.slice(0, 8).map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** The download block: on this shop (no app) a newsletter sign-up with its heading, line and picture. */
export function DownloadSection({ data }: { data: { banner: string | null; text: string; sub_text: string } }) {
  return (
    <section className="grid items-center gap-4 overflow-hidden rounded-2xl bg-primary-soft sm:grid-cols-2" data-testid="home-download">
      <div className="space-y-3 p-5 sm:p-8">
        {data.text && <h2 className="text-xl font-bold text-gray-900 sm:text-2xl">{data.text}</h2>}
        {data.sub_text && <p className="text-sm text-gray-600">{data.sub_text}</p>}
        <SubscribeForm id="subscribe-email-home" />
      </div>
      {data.banner && (
        <img
          src={data.banner}
          srcSet={srcsetOf(data.banner, "banner")}
          sizes="(min-width: 1280px) 624px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={620}
          height={320}
          loading="lazy"
          decoding="async"
          className="hidden aspect-[620/320] w-full object-cover sm:block"
        />
      )}
    </section>
  );
}
