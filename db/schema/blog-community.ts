import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { blogs } from "./content";
import { users } from "./users";

/** One row per visitor and post: a post's `views` grows only when a new visitor's row goes in (decision 026). */
export const blogViews = pgTable(
  "blog_views",
  {
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    /** `u:<user id>` for a signed-in reader, else `s:<session hash>` */
    visitor: text("visitor").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.visitor] })],
);

/**
 * A comment on a post and every reply below it, in one table: `parent_id` null is a top-level
 * comment; `root_id` is the top-level comment of its thread (itself for a top-level one), so a
 * page of ten threads is read in two queries; `depth` counts from 0 (top level).
 */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial("id").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    rootId: integer("root_id"),
    depth: smallint("depth").notNull().default(0),
    /** plain text as typed (trimmed); always shown escaped */
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_comments_top_idx").on(t.blogId, t.parentId, t.createdAt), index("blog_comments_root_idx").on(t.rootId, t.createdAt)],
);

/** A reader's like of a comment or reply: one per user (the spec finds an earlier like by user id). */
export const blogCommentLikes = pgTable(
  "blog_comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => blogComments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A message sent through the contact form (also mailed to the shop). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
