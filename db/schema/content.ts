import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Localized, TagLabels } from "./types";
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
    /** the tags in the other languages, each its own list (`tagsIn`, kernel/localize.ts) */
    tagLabels: jsonb("tag_labels").$type<TagLabels>().notNull().default({}),
    views: integer("views").notNull().default(0),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blogs_published_idx").on(t.publishedAt)],
);
