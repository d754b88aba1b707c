import { Check, Download, Phone, Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/i18n";
import { Link } from "react-router";
import { Gallery } from "../components/product/Gallery";
import { Price } from "../components/product/Price";
import { ProductCard } from "../components/product/ProductCard";
import { SellerCard } from "../components/product/SellerCard";
import { chosenVariant, VariantPicker, type Choice } from "../components/product/VariantPicker";
import { SectionHeading } from "../components/ui/SectionHeading";
import { api } from "../lib/api";
import { orNotFound } from "../lib/loader-utils";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  return orNotFound(context.catalog.product(params.slug));
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.product.product_name ?? "", data?.product.short_description);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, attributes } = loaderData;
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>({ colorId: null, values: {} });
  useEffect(() => { setChoice({ colorId: null, values: {} }); }, [product.id]);
  // Record the view; a failure is silently ignored (spec section 8).
  useEffect(() => { api("home/product-view", { method: "POST", body: { product_slug: product.slug }, quiet: true }).catch(() => {}); }, [product.slug]);

  const variant = chosenVariant(product, attributes, choice);
  const stock = variant ? variant.current_stock : product.current_stock;
  const prices = variant ?? product;
  const sellable = !product.is_classified && !product.is_catalog;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav className="mb-4 text-sm text-gray-500" aria-label={t("breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1.5">
          <li><Link to="/" className="hover:text-primary">{t("home")}</Link></li>
          {product.breadcrumb.map((b) => <li key={b.slug} className="flex items-center gap-1.5"><span aria-hidden="true">/</span><Link to={`/category/${b.slug}`} className="hover:text-primary">{b.title}</Link></li>)}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,5fr)_minmax(0,3fr)]">
        <Gallery images={product.gallery} name={product.product_name} focus={variant?.image} />
        <div className="space-y-5">
          <div>
            {product.brand && <Link to={`/brand/${product.brand.slug}`} className="text-sm font-semibold text-primary hover:underline">{product.brand.title}</Link>}
            <h1 className="mt-1 text-2xl font-bold leading-tight sm:text-3xl">{product.product_name}</h1>
            <p className="mt-2 text-sm text-gray-500">★ {Number(product.rating).toFixed(1)} · {t("reviews_count", { count: product.reviews_count })} · {t("sold_count", { count: product.total_sales })}</p>
          </div>
          <div className="rounded-2xl bg-white p-4">
            <Price price={prices.price} salePrice={prices.sale_price} hasDiscount={prices.has_discount} className="text-2xl" />
            {product.has_discount && product.discount_ends_at && <Countdown endsAt={product.discount_ends_at} />}
          </div>
          <p className="leading-7 text-gray-700">{product.short_description}</p>
          {product.has_variant && <VariantPicker product={product} attributes={attributes} choice={choice} onChange={setChoice} />}
          {sellable && <StockLine visibility={product.stock_visibility} stock={stock} digital={product.is_digital} />}
          {product.minimum_order_quantity > 1 && <p className="text-sm text-gray-600">{t("minimum_order", { count: product.minimum_order_quantity })}</p>}
          {product.is_classified && product.contact_info && (
            <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm">
              <p className="mb-2 flex items-center gap-2 font-semibold"><Phone className="size-4" />{t("contact_seller")}</p>
              <p>{product.contact_info.contact_name}</p>
              <p dir="ltr" className="text-start">{product.contact_info.phone_no}</p>
              <p>{product.contact_info.email}</p>
              <p>{product.contact_info.address}</p>
            </div>
          )}
          {product.is_digital && <p className="flex items-center gap-2 text-sm text-sky-700"><Download className="size-4" />{t("digital_delivery")}</p>}
          {product.category && <p className="text-sm text-gray-600">{t("category")}: <Link to={`/category/${product.category.slug}`} className="text-primary hover:underline">{product.category.title}</Link></p>}
        </div>
        <aside className="space-y-4">{product.seller && <SellerCard seller={product.seller} />}</aside>
      </div>

      <section className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 lg:col-span-2">
          <h2 className="mb-3 text-xl font-bold">{t("description")}</h2>
          <div className="prose-shop" dangerouslySetInnerHTML={{ __html: product.description }} />
        </div>
        {product.specifications.length > 0 && (
          <div className="rounded-2xl bg-white p-6">
            <h2 className="mb-3 text-xl font-bold">{t("specifications")}</h2>
            <dl className="divide-y divide-gray-100 text-sm">
              {product.specifications.map((s) => <div key={s.label} className="flex justify-between gap-4 py-2"><dt className="text-gray-500">{s.label}</dt><dd className="text-end font-medium">{s.value}</dd></div>)}
            </dl>
          </div>
        )}
      </section>

      {product.related_products.length > 0 && (
        <section className="mt-10">
          <SectionHeading title={t("related_products")} to={product.category ? `/category/${product.category.slug}` : undefined} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">{product.related_products.map((p) => <ProductCard key={p.id} product={p} />)}</div>
        </section>
      )}
    </div>
  );
}

function StockLine({ visibility, stock, digital }: { visibility: string; stock: number; digital: boolean }) {
  const { t } = useTranslation();
  if (digital) return null;
  if (stock <= 0) return <p className="font-semibold text-rose-600" data-testid="stock">{t("out_of_stock")}</p>;
  if (visibility === "hide_stock") return null;
  return <p className="flex items-center gap-1.5 font-medium text-emerald-700" data-testid="stock"><Check className="size-4" />{visibility === "visible_with_quantity" ? t("in_stock_count", { count: stock }) : t("in_stock")}</p>;
}

function Countdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => { setNow(Date.now()); const id = setInterval(() => setNow(Date.now()), 1000); return () => clearInterval(id); }, []);
  if (now === null) return null;
  const left = Math.max(0, Date.parse(endsAt) - now) / 1000;
  const parts = [Math.floor(left / 86400), Math.floor((left % 86400) / 3600), Math.floor((left % 3600) / 60), Math.floor(left % 60)];
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-rose-700" aria-live="off">
      <Timer className="size-4" />{t("offer_ends_in")}
      <span className="font-mono font-semibold tabular-nums" dir="ltr">{parts[0]}d {String(parts[1]).padStart(2, "0")}:{String(parts[2]).padStart(2, "0")}:{String(parts[3]).padStart(2, "0")}</span>
    </p>
  );
}
