import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./users";

/** A signed-in shopper's wishlist. */
export const wishlists = pgTable(
  "wishlists",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("wishlists_user_idx").on(t.userId, t.createdAt)],
);

/** The compare list: a user's, or a guest's by session (joins the account at sign-in). */
export const compareItems = pgTable(
  "compare_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash"),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("compare_items_user_product").on(t.userId, t.productId),
    uniqueIndex("compare_items_session_product").on(t.sessionHash, t.productId),
  ],
);
