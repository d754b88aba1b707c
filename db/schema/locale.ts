import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { decimal } from "./types";

export const languages = pgTable("languages", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  nativeName: text("native_name").notNull(),
  direction: text("direction", { enum: ["ltr", "rtl"] })
    .notNull()
    .default("ltr"),
  flag: text("flag").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const currencies = pgTable("currencies", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  exchangeRate: decimal("exchange_rate", { precision: 20, scale: 8 }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  position: integer("position").notNull().default(0),
});

/** One row per setting; `value` is JSON (per-language settings hold a Localized object). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Optional modules that the client checks (ishopet, reward, affiliate, video_shopping, …). */
export const addons = pgTable("addons", {
  identifier: text("identifier").primaryKey(),
  isActive: boolean("is_active").notNull().default(false),
});

/** Secrets the app makes for itself on first start (session signing), shared by all processes. */
export const systemKeys = pgTable("system_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's own wording of one UI string in one language (the language files' overrides; decision 043). */
export const uiStringOverrides = pgTable(
  "ui_string_overrides",
  {
    locale: text("locale").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);
