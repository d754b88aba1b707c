import { boolean, index, integer, decimal as pgDecimal, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { cities, countries, states } from "./geo";
import { users } from "./users";

/** A shopper's saved address; one may be the default for shipping and one for billing. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull().default(""),
    latitude: pgDecimal("latitude", { precision: 9, scale: 6 }),
    longitude: pgDecimal("longitude", { precision: 9, scale: 6 }),
    isDefaultShipping: boolean("is_default_shipping").notNull().default(false),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

/**
 * A password reset code: only its SHA-256 is kept. Single use (used_at), short-lived
 * (expires_at); a newer request for the same user voids the older ones.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_code_idx").on(t.codeHash), index("password_resets_user_idx").on(t.userId)],
);

/** Mail the shop sent. The default transport keeps it here (read by tests and the dev mailbox). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    /** what the transport did: kept (outbox only) or sent (SMTP accepted it) */
    status: text("status", { enum: ["kept", "sent", "failed"] })
      .notNull()
      .default("kept"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);
