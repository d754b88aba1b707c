import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A member of the affiliate program (decision 030): one per user, with the code that `?ref=`
 * carries. Joining does not change the user's role: a customer who joins keeps buying as one.
 */
export const affiliateProfiles = pgTable("affiliate_profiles", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A referral link an affiliate built: a storefront path (with its query, without `ref`), once per affiliate. */
export const affiliateLinks = pgTable(
  "affiliate_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("affiliate_links_owner_path").on(t.userId, t.path)],
);

/** A counted visit through an affiliate's `?ref=` (one per visitor, affiliate and hour). */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: serial("id").primaryKey(),
    affiliateUserId: integer("affiliate_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("affiliate_clicks_affiliate_idx").on(t.affiliateUserId, t.path)],
);

export const WITHDRAWAL_STATUSES = ["pending", "paid", "rejected", "cancelled"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * An affiliate's request to be paid out. Asking books a `withdrawal` debit on the affiliate
 * account at once (the money is held); an operator marks it paid, or rejects it, which books
 * the money back; the affiliate may cancel a pending one (money back too). Amounts in the shop's default currency, in its cents.
 */
export const affiliateWithdrawals = pgTable(
  "affiliate_withdrawals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    /** where the affiliate wants the money (an account number, a PayPal address …) */
    payoutDetails: text("payout_details").notNull().default(""),
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull().default("pending"),
    decisionNote: text("decision_note").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("affiliate_withdrawals_user_idx").on(t.userId, t.createdAt),
    index("affiliate_withdrawals_status_idx").on(t.status, t.createdAt),
    check("affiliate_withdrawals_positive", sql`${t.amountMinor} > 0`),
  ],
);
