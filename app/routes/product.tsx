import { useLocation, useRevalidator } from "react-router";
import { BuyBox } from "../components/product/BuyBox";
import { Gallery } from "../components/product/Gallery";
import { ProductBreadcrumb } from "../components/product/ProductBreadcrumb";
import { ProductDescription } from "../components/product/ProductDescription";
import { RecentlyViewed } from "../components/product/RecentlyViewed";
import { RelatedProducts } from "../components/product/RelatedProducts";
import { Reviews } from "../components/product/Reviews";
import { SellerBox } from "../components/product/SellerBox";
import { useBuyChoice } from "../components/product/useBuyChoice";
import { useRecordView } from "../components/product/useRecordView";
import { ProductJsonLd } from "../components/seo/ProductJsonLd";
import { pageHead } from "../lib/seo";
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

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, attributes, reviews, sellerCoupons } = loaderData;
  const { state } = useStore();
  const revalidator = useRevalidator();
  const location = useLocation();
  const buy = useBuyChoice(product, attributes);
  useRecordView(product);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ProductJsonLd product={product} reviews={{ average: reviews.average, total: reviews.reviews.total }} />
      <ProductBreadcrumb breadcrumb={product.breadcrumb} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,5fr)_minmax(0,3fr)]">
        <Gallery items={product.gallery} name={product.product_name} focus={buy.focus} />
        <BuyBox product={product} attributes={attributes} buy={buy} />
        <SellerBox seller={product.seller} coupons={sellerCoupons} />
      </div>
      <ProductDescription product={product} />
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
      <RelatedProducts product={product} />
      <RecentlyViewed currentId={product.id} />
    </div>
  );
}
