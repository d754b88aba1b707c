import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema";
import { productImage } from "../../kernel/media";
import { priceView } from "./pricing";

/** `name->>locale`, falling back to English, computed in SQL so only one string travels. */
export function localizedColumn(column: unknown, locale: string | Placeholder): SQL<string> {
  return sql<string>`coalesce(nullif(${column}->>${locale}, ''), ${column}->>'en')`;
}

/** The columns every price reads (domain/catalog/pricing.ts): list price, own discount, campaign discount. */
export const priceColumns = {
  priceCents: products.priceCents,
  discountType: products.discountType,
  discountValue: products.discountValue,
  discountStartsAt: products.discountStartsAt,
  discountEndsAt: products.discountEndsAt,
  campaignId: products.campaignId,
  campaignDiscountType: products.campaignDiscountType,
  campaignDiscountValue: products.campaignDiscountValue,
  campaignStartsAt: products.campaignStartsAt,
  campaignEndsAt: products.campaignEndsAt,
};

/** The columns a product card needs: one narrow select shared by every list. */
export function cardColumns(locale: string) {
  return {
    id: products.id,
    slug: products.slug,
    name: localizedColumn(products.name, locale),
    image: sql<string | null>`${products.images}[1]`,
    ...priceColumns,
    stock: products.stock,
    minimumOrderQuantity: products.minimumOrderQuantity,
    stockVisibility: products.stockVisibility,
    hasVariants: products.hasVariants,
    rating: products.rating,
    reviewsCount: products.reviewsCount,
    isDigital: products.isDigital,
    isClassified: products.isClassified,
    isCatalog: products.isCatalog,
    todaysDeal: products.todaysDeal,
    categoryId: products.categoryId,
    shopId: products.shopId,
  };
}

export interface CardRow {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  priceCents: number;
  discountType: "flat" | "percentage" | null;
  discountValue: number;
  discountStartsAt: Date | null;
  discountEndsAt: Date | null;
  campaignId: number | null;
  campaignDiscountType: "flat" | "percentage" | null;
  campaignDiscountValue: number;
  campaignStartsAt: Date | null;
  campaignEndsAt: Date | null;
  stock: number;
  minimumOrderQuantity: number;
  stockVisibility: string;
  hasVariants: boolean;
  rating: string;
  reviewsCount: number;
  isDigital: boolean;
  isClassified: boolean;
  isCatalog: boolean;
  todaysDeal: boolean;
  categoryId: number;
  shopId: number;
}

/** The product card as the API and pages see it. */
export function productCard(row: CardRow, now: Date, mediaBase: string, wishlisted = false) {
  const img = productImage(mediaBase, row.image);
  return {
    id: row.id,
    slug: row.slug,
    product_name: row.name,
    image: img.card,
    image_srcset: img.srcset,
    ...priceView(row, now),
    rating: row.rating,
    reviews_count: row.reviewsCount,
    current_stock: row.stock,
    minimum_order_quantity: row.minimumOrderQuantity,
    stock_visibility: row.stockVisibility,
    has_variant: row.hasVariants,
    is_digital: row.isDigital,
    is_classified: row.isClassified,
    is_catalog: row.isCatalog,
    todays_deal: row.todaysDeal,
    category_id: row.categoryId,
    user_wishlist: wishlisted,
  };
}

export type ProductCard = ReturnType<typeof productCard>;
