import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import type { Localized } from "./types";
import { users } from "./users";

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<Localized>().notNull(),
  /** sanitised HTML per language */
  content: jsonb("content").$type<Localized>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
  showInFooter: boolean("show_in_footer").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const sliders = pgTable("sliders", {
  id: serial("id").primaryKey(),
  image: text("image").notNull(),
  title: jsonb("title").$type<Localized>().notNull().default({}),
  subtitle: jsonb("subtitle").$type<Localized>().notNull().default({}),
  cta: jsonb("cta").$type<Localized>().notNull().default({}),
  link: text("link").notNull().default("/"),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  image: text("image").notNull(),
  title: jsonb("title").$type<Localized>().notNull().default({}),
  link: text("link").notNull().default("/"),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const services = pgTable("services", {
  id: serial("id").primaryKey(),
  icon: text("icon").notNull(),
  title: jsonb("title").$type<Localized>().notNull(),
  subtitle: jsonb("subtitle").$type<Localized>().notNull(),
  position: integer("position").notNull().default(0),
});

export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<Localized>().notNull(),
});

export const blogs = pgTable(
  "blogs",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => blogCategories.id),
    authorId: integer("author_id").references(() => users.id),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<Localized>().notNull(),
    excerpt: jsonb("excerpt").$type<Localized>().notNull(),
    body: jsonb("body").$type<Localized>().notNull(),
    image: text("image"),
    tags: text("tags").array().notNull(),
    views: integer("views").notNull().default(0),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blogs_published_idx").on(t.publishedAt)],
);

export const campaigns = pgTable("campaigns", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  image: text("image"),
  backgroundColor: text("background_color").notNull().default("#f5f3ff"),
  textColor: text("text_color").notNull().default("#1f2937"),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isFeatured: boolean("is_featured").notNull().default(false),
  isFlashSale: boolean("is_flash_sale").notNull().default(false),
});

export const campaignProducts = pgTable(
  "campaign_products",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    discountType: text("discount_type", { enum: ["flat", "percentage"] }).notNull(),
    /** flat: cents; percentage: hundredths of a percent */
    discountValue: integer("discount_value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] }), index("campaign_products_product_idx").on(t.productId)],
);
