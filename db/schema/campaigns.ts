import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import type { Localized } from "./types";
import { FUNDED_BY } from "./types";
import { users } from "./users";

/**
 * A sale that runs between two moments (the reference's campaigns). Its products take part each
 * with its own discount (`campaign_products`); while a product takes part in a campaign that has
 * not ended, the product row carries that campaign's discount and window (products.campaign_*)
 * so every price path reads one row (decision 023).
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<Localized>().notNull(),
    shortDescription: jsonb("short_description").$type<Localized>().notNull().default({}),
    /** sanitised HTML per language */
    description: jsonb("description").$type<Localized>().notNull(),
    /** image keys (kernel/media.ts): the wide banner and the square thumbnail (the banner when none) */
    image: text("image"),
    thumbnail: text("thumbnail"),
    backgroundColor: text("background_color").notNull().default("#f5f3ff"),
    textColor: text("text_color").notNull().default("#1f2937"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** switched on by the operator; off hides the campaign and ends its prices */
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    isFlashSale: boolean("is_flash_sale").notNull().default(false),
    /** whether sellers may enter their products (the operator's switch); off: only the operator adds them */
    acceptsEntries: boolean("accepts_entries").notNull().default(true),
    /** who pays the campaign's discounts (decision 072): the platform unless the operator says otherwise */
    fundedBy: text("funded_by", { enum: FUNDED_BY }).notNull().default("platform"),
    /** shared: the seller's part of the discount, in hundredths of a percent */
    sellerShareBp: integer("seller_share_bp"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_window_idx").on(t.endsAt, t.startsAt).where(sql`is_active`),
    check("campaigns_seller_share", sql`${t.sellerShareBp} is null or ${t.sellerShareBp} between 0 and 10000`),
  ],
);

/** A product's place in a campaign: its discount there, who asked, the operator's answer, units sold at it. */
export const campaignProducts = pgTable(
  "campaign_products",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** the seller who entered the product (or the operator) */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    /** flat: cents off; percentage: hundredths of a percent off (as products' own discount) */
    discountType: text("discount_type", { enum: ["flat", "percentage"] }).notNull(),
    discountValue: integer("discount_value").notNull(),
    /** units sold at the campaign's price (orders placed while it ran) */
    soldCount: integer("sold_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] }), index("campaign_products_product_idx").on(t.productId)],
);
