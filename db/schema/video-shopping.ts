import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Localized } from "./types";
import { users } from "./users";

/** How a shopping video is played: a file of ours (under the uploads) or an embed of a video site. */
export const VIDEO_TYPES = ["mp4", "webm", "youtube", "vimeo"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
/** The reference's four page layouts of a video (`style_1` … `style_4`). */
export const VIDEO_STYLES = ["style_1", "style_2", "style_3", "style_4"] as const;
export type VideoStyle = (typeof VIDEO_STYLES)[number];

/**
 * A shopping video (the reference's `video_shoppings` add-on table): a video with the products
 * shown in it. The reference's `video_shopping_languages` rows (title, meta title and meta
 * description per language) are the jsonb `{en, fa, ar}` columns here, as for every other
 * translated text (decision 004; decision 033).
 */
export const videoShoppings = pgTable(
  "video_shoppings",
  {
    id: serial("id").primaryKey(),
    /** the seller (or operator) who published it */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<Localized>().notNull(),
    metaTitle: jsonb("meta_title").$type<Localized>().notNull().default({}),
    metaDescription: jsonb("meta_description").$type<Localized>().notNull().default({}),
    style: text("style", { enum: VIDEO_STYLES }).notNull().default("style_1"),
    videoType: text("video_type", { enum: VIDEO_TYPES }).notNull(),
    /** a file: its path under the uploads (`videos/x.webm`); an embed: the video site's address */
    videoUrl: text("video_url").notNull(),
    /** WebVTT captions under the uploads by language, `{en: "videos/x.en.vtt", …}` (files only) */
    captions: jsonb("captions").$type<Localized>().notNull().default({}),
    /** WebVTT of the preview sprite under the uploads (files only): Plyr's preview thumbnails */
    previewThumbnails: text("preview_thumbnails"),
    /** picture key (299×536 portrait, kernel/media.ts `videoThumb`) */
    thumbnail: text("thumbnail"),
    /** the VAST ad tag of its pre-roll (an http(s) address; empty: the shop's default, `video_ad_tag_url`; decision 069) */
    adTagUrl: text("ad_tag_url").notNull().default(""),
    productIds: integer("product_ids").array().notNull().default([]),
    isLive: boolean("is_live").notNull().default(false),
    enableRelatedProduct: boolean("enable_related_product").notNull().default(true),
    status: boolean("status").notNull().default(true),
    views: integer("views").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("video_shoppings_listing_idx").on(t.status, t.createdAt)],
);
