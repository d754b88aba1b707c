import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { shippingProfiles } from "./shipping";
import { shops } from "./shops";
import type { Localized, TagLabels } from "./types";
import { decimal } from "./types";

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    slug: text("slug").notNull().unique(),
    name: jsonb("name").$type<Localized>().notNull(),
    icon: text("icon"),
    image: text("image"),
    /** "/1/7/23/": ids from the root down to this one, for "this category and its descendants". */
    path: text("path").notNull(),
    depth: integer("depth").notNull(),
    position: integer("position").notNull().default(0),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** the marketplace's commission in percent on this category's sales (and its sub-categories' without their own); null: the parent's or the default (decision 037) */
    commissionRate: decimal("commission_rate", { precision: 5, scale: 2 }),
    /** days after delivery a buyer may return this category's items (and its sub-categories' without their own); null: the parent's, else the shop's or the marketplace's (decision 081) */
    returnDays: integer("return_days"),
  },
  (t) => [
    index("categories_parent_idx").on(t.parentId),
    index("categories_path_idx").on(t.path),
    check("categories_return_days", sql`${t.returnDays} is null or ${t.returnDays} between 0 and 365`),
  ],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<Localized>().notNull(),
  tagline: jsonb("tagline").$type<Localized>().notNull().default({}),
  logo: text("logo"),
  isActive: boolean("is_active").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const colors = pgTable("colors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<Localized>().notNull(),
  hex: text("hex").notNull(),
});

export const attributes = pgTable("attributes", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<Localized>().notNull(),
});

export const attributeValues = pgTable(
  "attribute_values",
  {
    id: serial("id").primaryKey(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id),
    /** the value in the default language ("64 GB"): what the operator typed first, the one filters and variants name */
    value: text("value").notNull(),
    /** the value in the other languages ({fa: "۶۴ گیگابایت", ar: …}); a language without one shows `value` */
    labels: jsonb("labels").$type<Localized>().notNull().default({}),
  },
  (t) => [index("attribute_values_attr_idx").on(t.attributeId)],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A specification: its label per language, its value as text (every language alike) or per language ("12 months", «۱۲ ماه»). */
export type ProductSpec = { label: Localized; value: string | Localized };
export type ContactInfo = { contact_name: string; phone_no: string; email: string; address: string; others?: string };

/**
 * A product. Money is in cents of the default currency. `isVisible` is kept in step with
 * status, approval and the shop's verification so that every listing filters on one column.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    brandId: integer("brand_id"),
    categoryId: integer("category_id").notNull(),
    slug: text("slug").notNull().unique(),
    name: jsonb("name").$type<Localized>().notNull(),
    shortDescription: jsonb("short_description").$type<Localized>().notNull().default({}),
    description: jsonb("description").$type<Localized>().notNull().default({}),
    specs: jsonb("specs").$type<ProductSpec[]>().notNull().default([]),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    discountType: text("discount_type", { enum: ["flat", "percentage"] }),
    /** flat: cents; percentage: hundredths of a percent (1250 = 12.5 %) */
    discountValue: integer("discount_value").notNull().default(0),
    discountStartsAt: timestamp("discount_starts_at", { withTimezone: true }),
    discountEndsAt: timestamp("discount_ends_at", { withTimezone: true }),
    /**
     * The campaign the product takes part in (approved, not ended; at most one at a time) and its
     * discount and window there, copied from campaigns/campaign_products by domain/campaigns so
     * that every price path reads one row. Null once it leaves the campaign (decision 023).
     */
    campaignId: integer("campaign_id"),
    campaignDiscountType: text("campaign_discount_type", { enum: ["flat", "percentage"] }),
    campaignDiscountValue: integer("campaign_discount_value").notNull().default(0),
    campaignStartsAt: timestamp("campaign_starts_at", { withTimezone: true }),
    campaignEndsAt: timestamp("campaign_ends_at", { withTimezone: true }),
    /**
     * The price the shopper pays now (cents): the list price after the running discount. Kept by
     * the database: the trigger `products_sale_price` sets it whenever the price or the discount
     * is written, and `refreshSalePrices` (domain/catalog/sale-prices.ts) when a discount's window
     * opens or closes. Sorting by price, the price filter and the price facet read it.
     */
    salePriceCents: bigint("sale_price_cents", { mode: "number" }).notNull().default(0),
    /** total stock; for products with variants, the sum of the variants' stock */
    stock: integer("stock").notNull().default(0),
    minimumOrderQuantity: integer("minimum_order_quantity").notNull().default(1),
    stockVisibility: text("stock_visibility", { enum: ["hide_stock", "visible_with_quantity", "visible_with_text"] })
      .notNull()
      .default("visible_with_quantity"),
    hasVariants: boolean("has_variants").notNull().default(false),
    colorIds: integer("color_ids").array().notNull().default(sql`'{}'::integer[]`),
    attributeValueIds: integer("attribute_value_ids").array().notNull().default(sql`'{}'::integer[]`),
    isDigital: boolean("is_digital").notNull().default(false),
    /** whether a buyer may return it (the seller unticks it for, say, hygiene goods; decision 081) */
    returnable: boolean("returnable").notNull().default(true),
    isClassified: boolean("is_classified").notNull().default(false),
    contactInfo: jsonb("contact_info").$type<ContactInfo>(),
    isCatalog: boolean("is_catalog").notNull().default(false),
    externalLink: text("external_link"),
    status: text("status", { enum: ["draft", "published", "trash"] })
      .notNull()
      .default("published"),
    isApproved: boolean("is_approved").notNull().default(true),
    /**
     * An operator's decision on a seller's product (decision 038): a seller's new or changed
     * product is `pending` until an operator approves it (`isApproved` follows `approved`);
     * `rejected` carries the operator's reason. Listings read `isVisible` only.
     */
    approval: text("approval", { enum: ["approved", "pending", "rejected"] })
      .notNull()
      .default("approved"),
    rejectReason: text("reject_reason").notNull().default(""),
    /** the product page's title and description for search engines (empty: the product's own) */
    metaTitle: jsonb("meta_title").$type<Localized>().notNull().default({}),
    metaDescription: jsonb("meta_description").$type<Localized>().notNull().default({}),
    isVisible: boolean("is_visible").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    todaysDeal: boolean("todays_deal").notNull().default(false),
    giftIdea: boolean("gift_idea").notNull().default(false),
    businessIdea: boolean("business_idea").notNull().default(false),
    rating: decimal("rating", { precision: 3, scale: 2 }).notNull().default("0"),
    reviewsCount: integer("reviews_count").notNull().default(0),
    totalSales: integer("total_sales").notNull().default(0),
    views: integer("views").notNull().default(0),
    rewardPoints: integer("reward_points").notNull().default(0),
    shippingFeeCents: integer("shipping_fee_cents").notNull().default(0),
    /** the parcel's weight (shipping by weight, decision 076) */
    weightGrams: integer("weight_grams").notNull().default(0),
    /** the shop's shipping profile the product ships by (null: the shop's default) */
    shippingProfileId: integer("shipping_profile_id").references(() => shippingProfiles.id, { onDelete: "set null" }),
    /** tax of this product when tax is per product (vat_and_tax_type product_base): hundredths of a percent */
    taxRate: integer("tax_rate").notNull().default(0),
    /** a digital product's file under DATA_DIR/downloads, served only through signed, expiring links to its paying owner */
    digitalFile: text("digital_file"),
    unit: text("unit").notNull().default("pc"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** the tags in the other languages, each its own list (`tagsIn`, kernel/localize.ts) */
    tagLabels: jsonb("tag_labels").$type<TagLabels>().notNull().default({}),
    /** image keys, first is the thumbnail; see kernel/media.ts for the sizes */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text("video_url"),
    /** search text, normalised (domain/catalog/search-text.ts): the names in every language, brand and tags */
    searchName: text("search_name").notNull().default(""),
    /** search text, normalised: short descriptions and category names (ranked below the name) */
    searchBody: text("search_body").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', "search_name"), 'A') || setweight(to_tsvector('simple', "search_body"), 'B')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_search_vector_idx").using("gin", t.searchVector),
    index("products_search_name_trgm_idx").using("gin", t.searchName.op("gin_trgm_ops")),
    index("products_colors_idx").using("gin", t.colorIds),
    index("products_attribute_values_idx").using("gin", t.attributeValueIds),
    index("products_shipping_profile_idx").on(t.shippingProfileId).where(sql`${t.shippingProfileId} is not null`),
    index("products_sale_price_idx").on(t.salePriceCents, t.id).where(sql`is_visible`),
    // the listing's top_rated order whole (rating, then reviews, then id): with only the rating, a filtered
    // listing had to read every product of the top ratings to sort them (decision 048)
    index("products_rating_idx")
      .on(t.rating.desc().nullsFirst(), t.reviewsCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_visible`),
    index("products_visible_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`is_visible`),
    index("products_category_idx").on(t.categoryId, t.createdAt.desc().nullsFirst()).where(sql`is_visible`),
    index("products_brand_idx").on(t.brandId, t.createdAt.desc().nullsFirst()).where(sql`is_visible`),
    index("products_shop_idx").on(t.shopId, t.createdAt.desc().nullsFirst()),
    // the seller centre's list of one shop's products, sorted by what changed last, price or stock
    index("products_shop_updated_idx").on(t.shopId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_shop_price_idx").on(t.shopId, t.priceCents, t.id),
    index("products_shop_stock_idx").on(t.shopId, t.stock, t.id),
    // the operator's queue of sellers' products waiting for approval
    index("products_pending_idx").on(t.updatedAt).where(sql`approval = 'pending'`),
    index("products_sales_idx").on(t.totalSales.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`is_visible`),
    index("products_deal_idx").on(t.createdAt.desc().nullsFirst()).where(sql`is_visible and todays_deal`),
    index("products_offer_idx").on(t.discountEndsAt).where(sql`is_visible and discount_type is not null`),
    // a discount's window opening or closing: refreshSalePrices looks these up since its last run
    index("products_discount_starts_idx").on(t.discountStartsAt).where(sql`discount_type is not null`),
    index("products_discount_ends_idx").on(t.discountEndsAt).where(sql`discount_type is not null`),
    index("products_campaign_idx").on(t.campaignId).where(sql`campaign_id is not null`),
    index("products_campaign_starts_idx").on(t.campaignStartsAt).where(sql`campaign_id is not null`),
    index("products_campaign_ends_idx").on(t.campaignEndsAt).where(sql`campaign_id is not null`),
  ],
);

/** A sellable combination (colour and/or attribute values) with its own price, stock and image. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    /** human name, e.g. "Red-XL" */
    name: text("name").notNull(),
    colorId: integer("color_id"),
    attributeValueIds: integer("attribute_value_ids").array().notNull().default(sql`'{}'::integer[]`),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    stock: integer("stock").notNull().default(0),
    image: text("image"),
  },
  (t) => [index("product_variants_product_idx").on(t.productId)],
);

export const productViews = pgTable(
  "product_views",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id"),
    sessionHash: text("session_hash"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_views_session_idx").on(t.sessionHash, t.viewedAt),
    index("product_views_user_idx").on(t.userId, t.viewedAt),
    index("product_views_recent_idx").on(t.viewedAt),
  ],
);
