import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ContactInfo } from "./catalog";
import { products } from "./catalog";
import { users } from "./users";

export const AD_STATES = ["pending", "published", "rejected", "sold", "expired"] as const;
export type AdState = (typeof AD_STATES)[number];
export const AD_CONDITIONS = ["new", "like_new", "used", "for_parts"] as const;
export type AdCondition = (typeof AD_CONDITIONS)[number];

/**
 * A user's classified ad (`/user/submit_ad`, decision 032). The ad is the user's own record;
 * an operator's approval publishes it as a product row (`productId`: `is_classified`, the
 * ad's contact details, owned by the marketplace's classified-ads shop) that the listings and
 * the product page show. Editing a published ad sends it back to pending (its product leaves
 * the listings until approved again); sold, expired and deleted ads hide their product.
 */
export const classifiedAds = pgTable(
  "classified_ads",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    categoryId: integer("category_id").notNull(),
    /** base cents; 0 is the negotiable price («توافقی») */
    priceCents: bigint("price_cents", { mode: "number" }).notNull().default(0),
    condition: text("condition", { enum: AD_CONDITIONS }).notNull(),
    /** plain text as typed (shown as text: the product's description escapes it) */
    description: text("description").notNull(),
    /** media keys of the re-encoded pictures (`ads/…`, every product size) */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    contact: text("contact_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull().default(""),
    status: text("status", { enum: AD_STATES }).notNull().default("pending"),
    rejectReason: text("reject_reason").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("classified_ads_user_idx").on(t.userId, t.createdAt),
    index("classified_ads_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    index("classified_ads_expiry_idx").on(t.expiresAt).where(sql`status = 'published'`),
  ],
);

export type ClassifiedAd = typeof classifiedAds.$inferSelect;
export type { ContactInfo };
