import { Check, Download, FileText, Phone, Star } from "../components/ui/icon-set";
import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { AppLink } from "../components/ui/AppLink";
import { AddToCartButtons } from "../components/cart/AddToCartButtons";
import { CompareButton } from "../components/lists/CompareButton";
import { WishlistButton } from "../components/lists/WishlistButton";
import { Countdown } from "../components/product/Countdown";
import { Gallery } from "../components/product/Gallery";
import { Price } from "../components/product/Price";
import { ProductCard } from "../components/product/ProductCard";
import { QuantityPicker } from "../components/product/QuantityPicker";
import { RecentlyViewed } from "../components/product/RecentlyViewed";
import { Reviews } from "../components/product/Reviews";
import { FollowButton } from "../components/shop/FollowButton";
import { SellerCard } from "../components/product/SellerCard";
import { ShopCoupons } from "../components/shop/ShopCoupons";
import { NO_CHOICE, chosenVariant, type Choice } from "../components/product/variant-choice";
import { VariantPicker } from "../components/product/VariantPicker";
import { ProductJsonLd } from "../components/seo/ProductJsonLd";
import { SectionHeading } from "../components/ui/SectionHeading";
import { useTranslation } from "../i18n/i18n";
import { api } from "../lib/api";
import { pageHead } from "../lib/seo";
import { useNumbers, usePrice } from "../lib/price";
import { useStore } from "../store/store";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const details = await context.catalog.product(params.slug);
  const seller = details.product.seller;
  const [reviews, sellerCoupons] = await Promise.all([
    context.catalog.reviews(details.product.id, 1),
    // the seller's coupons a shopper can use now (domain/shops/shop-coupons.ts)
    seller ? context.shops.coupons(seller.id).then((c) => c.data) : [],
  ]);
  // whom the reviews' standing (may review, liked, one's own) was read for: no one on a shared page (decision 056)
  return { ...details, reviews, sellerCoupons, readForSignedIn: context.signedIn };
}

export const meta: Route.MetaFunction = (args) => {
  const product = args.data?.product;
  const picture = product?.gallery.find((g) => g.mediaType === "image");
  return pageHead(args, {
    title: () => product?.meta_title || product?.product_name || "",
    // the seller's description for search engines, else the short description, else the start of the full one
    description: product?.meta_description || product?.short_description || product?.description,
    image: picture?.mediaType === "image" ? picture.large : undefined,
    imageAlt: product?.product_name,
    type: "product",
  });
};

type Product = Route.ComponentProps["loaderData"]["product"];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, attributes, reviews, sellerCoupons } = loaderData;
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { state, dispatch } = useStore();
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [quantity, setQuantity] = useState(product.minimum_order_quantity);
  const revalidator = useRevalidator();
  const location = useLocation();
  // another product (same route, new data): start again from no choice and its minimum quantity
  const [shownId, setShownId] = useState(product.id);
  if (shownId !== product.id) {
    setShownId(product.id);
    setChoice(NO_CHOICE);
    setQuantity(product.minimum_order_quantity);
  }

  // Record the view (a failure is silently ignored, spec §8) and put the product first in the
  // store's viewed list, so the next product page's "recently viewed" strip shows it.
  const recordView = useEffectEvent((slug: string) => {
    api("home/product-view", { method: "POST", body: { product_slug: slug }, quiet: true })
      .then(() => {
        const mine = { id: product.id, slug: product.slug, product_name: product.product_name, image_72x72: product.image_72x72 };
        dispatch({ type: "viewedFirst", product: mine });
      })
      .catch(() => {});
  });
  useEffect(() => recordView(product.slug), [product.slug]);

  const variant = chosenVariant(product, attributes, choice);
  const complete = !product.has_variant || variant !== null;
  const stock = variant ? variant.current_stock : product.current_stock;
  const maxQuantity = product.is_digital || product.is_classified ? null : Math.max(product.minimum_order_quantity, stock);
  useEffect(() => {
    if (maxQuantity !== null && quantity > maxQuantity) setQuantity(maxQuantity);
  }, [maxQuantity, quantity]);
  const focus =
    variant?.gallery_index ??
    product.variants.find((v) => v.color_id !== null && v.color_id === choice.colorId && v.gallery_index !== null)?.gallery_index ??
    null;
  const sellable = !product.is_classified && !product.is_catalog;
  const adText = product.is_classified ? "auto" : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ProductJsonLd product={product} reviews={{ average: reviews.average, total: reviews.reviews.total }} />
      <nav className="mb-4 text-sm text-gray-500" aria-label={t("breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <AppLink to="/" className="hover:text-primary">
              {t("home")}
            </AppLink>
          </li>
          {product.breadcrumb.map((b) => (
            <li key={b.slug} className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <AppLink to={`/category/${b.slug}`} className="hover:text-primary">
                {b.title}
              </AppLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,5fr)_minmax(0,3fr)]">
        <Gallery items={product.gallery} name={product.product_name} focus={focus} />
        <div className="min-w-0 space-y-5">
          <div>
            {product.brand && (
              <AppLink
                to={`/brand/${product.brand.slug}`}
                className="text-sm font-semibold text-primary hover:underline"
                data-testid="brand-link"
              >
                {product.brand.title}
              </AppLink>
            )}
            <h1 className="mt-1 text-2xl font-bold leading-tight sm:text-3xl">
              {product.is_classified ? <bdi>{product.product_name}</bdi> : product.product_name}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-gray-500">
              {product.reviews_count > 0 ? (
                <a href="#reviews" className="inline-flex items-center gap-1 hover:text-primary">
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                  <span aria-hidden="true">{number(Number(product.rating).toFixed(1))}</span>
                  <span className="sr-only">{t("pd_rated", { rating: number(Number(product.rating).toFixed(1)) })}</span>
                  <span aria-hidden="true">·</span>
                  {t("reviews_count", { count: product.reviews_count })}
                </a>
              ) : (
                // no stars without a review: a zero rating would read as a bad one
                <a href="#reviews" className="hover:text-primary">
                  {t("pd_not_reviewed")}
                </a>
              )}
              <span aria-hidden="true">·</span>
              <span>{t("sold_count", { count: product.total_sales })}</span>
            </p>
          </div>
          <PriceBlock product={product} variant={variant} />
          {product.short_description && <p className="leading-7 text-gray-700">{product.short_description}</p>}
          {product.has_variant && <VariantPicker product={product} attributes={attributes} choice={choice} onChange={setChoice} />}
          {sellable && !complete && (
            <p className="text-sm text-gray-600" data-testid="choose-options">
              {t("pd_choose_options")}
            </p>
          )}
          {sellable && complete && <StockLine visibility={product.stock_visibility} stock={stock} digital={product.is_digital} />}
          {sellable && (
            <div className="flex flex-wrap items-center gap-3">
              <QuantityPicker value={quantity} min={product.minimum_order_quantity} max={maxQuantity} onChange={setQuantity} />
              {product.minimum_order_quantity > 1 && (
                <p className="text-sm text-gray-600" data-testid="minimum-order">
                  {t("minimum_order", { count: product.minimum_order_quantity })}
                </p>
              )}
              <AddToCartButtons
                productId={product.id}
                variantId={variant?.id}
                quantity={quantity}
                disabled={!complete || stock < quantity}
              />
            </div>
          )}
          {product.is_catalog && product.external_link && (
            <a
              href={product.external_link}
              target="_blank"
              rel="noopener nofollow"
              className="inline-flex rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
            >
              {t("pd_buy_elsewhere")}
            </a>
          )}
          {/* Wishlist and compare: the lists' own buttons (app/components/lists). */}
          <div className="flex flex-wrap gap-2" data-testid="list-buttons">
            <WishlistButton productId={product.id} withLabel />
            <CompareButton productId={product.id} withLabel />
          </div>
          {product.is_classified && product.contact_info && (
            <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm" data-testid="contact-info">
              <p className="mb-2 flex items-center gap-2 font-semibold">
                <Phone className="size-4" aria-hidden="true" />
                {t("contact_seller")}
              </p>
              <p>
                <bdi>{product.contact_info.contact_name}</bdi>
              </p>
              <p>
                <a href={`tel:${product.contact_info.phone_no.replace(/[^+\d]/g, "")}`} dir="ltr" className="hover:text-primary">
                  {product.contact_info.phone_no}
                </a>
              </p>
              <p>
                <a href={`mailto:${product.contact_info.email}`} dir="ltr" className="break-all hover:text-primary">
                  {product.contact_info.email}
                </a>
              </p>
              {product.contact_info.address && (
                <p>
                  <bdi>{product.contact_info.address}</bdi>
                </p>
              )}
            </div>
          )}
          {product.is_digital && (
            <p className="flex items-center gap-2 text-sm text-sky-700">
              <Download className="size-4" aria-hidden="true" />
              {t("digital_delivery")}
            </p>
          )}
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
        </div>
        <aside className="space-y-4">
          {product.seller && (
            <SellerCard
              seller={product.seller}
              followButton={
                <FollowButton
                  shopId={product.seller.id}
                  shopName={product.seller.shop_name}
                  followed={product.seller.is_followed}
                  className="w-full"
                />
              }
            />
          )}
          {sellerCoupons.length > 0 && (
            <div className="rounded-2xl border border-gray-100 bg-white p-4">
              <ShopCoupons coupons={sellerCoupons} heading={t("shop_seller_coupons")} compact />
            </div>
          )}
        </aside>
      </div>

      <section className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 lg:col-span-2">
          <h2 className="mb-3 text-xl font-bold">{t("description")}</h2>
          {/* Seller-written rich text, sanitised on the server (domain/shared/sanitize-html.ts) */}
          {/* a classified ad's text is its poster's, in whatever language: it sets its own direction */}
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
                      <a
                        href={s.href}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 text-primary hover:underline"
                      >
                        <FileText className="size-4" aria-hidden="true" />
                        {t("pd_spec_sheet")}
                      </a>
                    ) : (
                      s.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </section>

      <div className="mt-10">
        <Reviews
          productId={product.id}
          initial={reviews}
          initialForSignedIn={loaderData.readForSignedIn}
          signedIn={state.user !== null}
          back={location.pathname + location.search}
          onReviewed={() => void revalidator.revalidate()}
        />
      </div>

      {product.related_products.length > 0 && (
        <section className="mt-10">
          <SectionHeading title={t("related_products")} to={product.category ? `/category/${product.category.slug}` : undefined} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {product.related_products.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}

      <RecentlyViewed currentId={product.id} />
    </div>
  );
}

/** The price to pay: the chosen variant's, else the variants' range, else the product's; with the running discount. */
function PriceBlock({ product, variant }: { product: Product; variant: Product["variants"][number] | null }) {
  const { t } = useTranslation();
  const format = usePrice();
  const { percent } = useNumbers();
  const range = !variant && product.price_range && product.price_range.min !== product.price_range.max ? product.price_range : null;
  const shown = variant ?? product;
  return (
    <div className="rounded-2xl bg-white p-4" data-testid="price-block">
      <div className="flex flex-wrap items-center gap-3">
        {range ? (
          <span className="text-xl font-bold text-gray-900 sm:text-2xl" data-testid="price">
            <span className="whitespace-nowrap">{format(range.sale_min)}</span> –{" "}
            <span className="whitespace-nowrap">{format(range.sale_max)}</span>
          </span>
        ) : (
          <Price price={shown.price} salePrice={shown.sale_price} hasDiscount={shown.has_discount} className="text-2xl" />
        )}
        {product.has_discount && product.discount_percent > 0 && (
          <span className="rounded-md bg-rose-600 px-2 py-0.5 text-sm font-bold text-white">
            {percent(-product.discount_percent, true)}
          </span>
        )}
      </div>
      {product.has_discount && product.discount_ends_at && product.countdown && (
        <Countdown endsAt={product.discount_ends_at} initial={product.countdown} campaign={product.campaign} />
      )}
      {product.unit && product.unit !== "pc" && <p className="mt-1 text-xs text-gray-500">{t("pd_per_unit", { unit: product.unit })}</p>}
    </div>
  );
}

function StockLine({ visibility, stock, digital }: { visibility: string; stock: number; digital: boolean }) {
  const { t } = useTranslation();
  if (digital) return null;
  if (stock <= 0)
    return (
      <p className="font-semibold text-rose-600" data-testid="stock">
        {t("out_of_stock")}
      </p>
    );
  if (visibility === "hide_stock") return null;
  return (
    <p className="flex items-center gap-1.5 font-medium text-emerald-700" data-testid="stock">
      <Check className="size-4" aria-hidden="true" />
      {visibility === "visible_with_quantity" ? t("in_stock_count", { count: stock }) : t("in_stock")}
    </p>
  );
}
