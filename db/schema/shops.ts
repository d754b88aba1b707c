import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Localized } from "./types";
import { decimal } from "./types";
import { users } from "./users";

/**
 * One block of a shop's own page, in the order the page shows them: a wide picture, a text
 * (an "about us"), or a row of the shop's products (chosen ids, else its newest, best rated or
 * best selling). Kept as JSON on the shop; the seller edits it in the back office.
 */
export type ShopSection =
  | { type: "banner"; image: string; title?: Localized; link?: string }
  | { type: "text"; title?: Localized; body: Localized }
  | { type: "products"; title: Localized; product_ids?: number[]; sort?: "newest" | "top_rated" | "top_selling"; limit?: number };

/** What a shop promises about shipping and returns, in every language. */
export type ShopPolicies = { shipping?: Localized; returns?: Localized };

/** A seller's shop. One owner (a user with role seller); visible once an admin verified it. */
export const shops = pgTable(
  "shops",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .unique()
      .references(() => users.id),
    slug: text("slug").notNull().unique(),
    name: jsonb("name").$type<Localized>().notNull(),
    tagline: jsonb("tagline").$type<Localized>().notNull().default({}),
    logo: text("logo"),
    banner: text("banner"),
    sections: jsonb("sections").$type<ShopSection[]>().notNull().default([]),
    policies: jsonb("policies").$type<ShopPolicies>().notNull().default({}),
    phone: text("phone"),
    address: text("address"),
    countryId: integer("country_id"),
    /** the marketplace's riders deliver this shop's orders (decision 078; the operator switches it) */
    usesMarketplaceRiders: boolean("uses_marketplace_riders").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** an operator turned the application down (with the reason the owner sees); verifying later clears it */
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectReason: text("reject_reason").notNull().default(""),
    /**
     * Who the seller is for the tax authorities (EU DAC7; decision 075): the legal name, the
     * registered address, the country that issued the tax id, the tax id and the VAT number. The
     * seller enters them in the seller centre ('': not given); the yearly seller income report shows them.
     */
    legalName: text("legal_name").notNull().default(""),
    legalAddress: text("legal_address").notNull().default(""),
    taxCountry: text("tax_country").notNull().default(""),
    taxId: text("tax_id").notNull().default(""),
    vatNumber: text("vat_number").notNull().default(""),
    rating: decimal("rating", { precision: 3, scale: 2 }).notNull().default("0"),
    reviewsCount: integer("reviews_count").notNull().default(0),
    productsCount: integer("products_count").notNull().default(0),
    /** the least a buyer's part of this shop must come to (0: none; decision 076) */
    minimumOrderCents: bigint("minimum_order_cents", { mode: "number" }).notNull().default(0),
    /** the seller takes cash on delivery (decision 076) */
    cashOnDelivery: boolean("cash_on_delivery").notNull().default(true),
    /** days after delivery a buyer may return this shop's items where their category sets none; null: the marketplace's `refund_request_time` (decision 081) */
    returnDays: integer("return_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shops_verified_idx").on(t.verifiedAt),
    check("shops_return_days", sql`${t.returnDays} is null or ${t.returnDays} between 0 and 365`),
  ],
);

export const shopFollowers = pgTable(
  "shop_followers",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index("shop_followers_user_idx").on(t.userId)],
);
