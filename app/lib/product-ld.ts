import type { ProductDetails } from "../../domain/catalog/product-details";
import { formatAmountOnly, type MoneyCurrency } from "../../kernel/money";
import { negotiableChoice } from "./price";

type Product = ProductDetails["product"];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** A seller's rich text as plain text (no tags, entities read, spaces collapsed), at most `max` characters. */
export function plainText(html: string, max = 5000): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export interface ProductLdInput {
  product: Product;
  /** the published reviews' summary: the average ("4.33") and how many there are */
  reviews: { average: string; total: number };
  /** the shop's absolute base URL (origin + APP_PATH, no trailing slash) */
  base: string;
  /** the viewer's currency and the places the shop shows */
  currency: MoneyCurrency;
  decimals: number;
}

/**
 * schema.org Product for a product page: name, pictures, plain description, SKU, brand,
 * category, the offer in the viewer's currency (exact decimal strings; an AggregateOffer with
 * the lowest and highest price when the variants differ; none for a negotiable price), and the
 * rating only when there are reviews. `JsonLd` writes it so that no text can close the script
 * element.
 */
export function productLd({ product, reviews, base, currency, decimals }: ProductLdInput): Record<string, unknown> {
  const origin = base ? new URL(base).origin : "";
  const url = `${base}/product/${product.slug}`;
  const price = (amount: string) => formatAmountOnly(amount, currency, decimals);
  const inStock =
    product.is_digital ||
    (product.has_variant && product.variants.length ? product.variants.some((v) => v.current_stock > 0) : product.current_stock > 0);
  const range = product.price_range;
  const common = {
    priceCurrency: currency.code,
    availability: `https://schema.org/${inStock ? "InStock" : "OutOfStock"}`,
    url,
    ...(product.seller ? { seller: { "@type": "Organization", name: product.seller.shop_name } } : {}),
  };
  const offers =
    range && price(range.sale_min) !== price(range.sale_max)
      ? {
          "@type": "AggregateOffer",
          lowPrice: price(range.sale_min),
          highPrice: price(range.sale_max),
          offerCount: product.variants.length,
          ...common,
        }
      : {
          "@type": "Offer",
          price: price(range ? range.sale_min : product.sale_price),
          ...common,
          ...(product.discount_ends_at ? { priceValidUntil: product.discount_ends_at.slice(0, 10) } : {}),
        };
  const images = product.gallery
    .flatMap((g) => (g.mediaType === "image" ? [g.large.startsWith("http") ? g.large : `${origin}${g.large}`] : []))
    .slice(0, 10);
  const description = plainText(product.description) || plainText(product.short_description);
  const sku = product.variants.length === 1 ? product.variants[0].sku : String(product.id);
  const category = product.breadcrumb.map((b) => b.title).join(" > ") || product.category?.title;

  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.product_name,
    url,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    sku,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.title } } : {}),
    ...(category ? { category } : {}),
    // a negotiable price is asked of the seller: no offer, never a price of zero to search engines (decision 063)
    ...(negotiableChoice(product, null) ? {} : { offers }),
    ...(reviews.total > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.average,
            reviewCount: reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
