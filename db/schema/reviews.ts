import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./users";

/** A customer's review of a product: one per customer and product; text is shown escaped. */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    title: text("title").notNull().default(""),
    comment: text("comment").notNull().default(""),
    /** re-encoded picture keys (media sizes as kernel/media.ts) */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    likesCount: integer("likes_count").notNull().default(0),
    status: text("status", { enum: ["published", "hidden"] })
      .notNull()
      .default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_reviews_one_per_user").on(t.productId, t.userId),
    index("product_reviews_product_idx").on(t.productId, t.createdAt.desc().nullsFirst()),
  ],
);

export const reviewReplies = pgTable(
  "review_replies",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_replies_review_idx").on(t.reviewId, t.createdAt)],
);

export const reviewLikes = pgTable(
  "review_likes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
