import { bigint, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { shops } from "./shops";
import { users } from "./users";

/** How a seller is paid (decision 073): on request (as before), or automatically each week (Mondays) or month (the 1st). */
export const PAYOUT_SCHEDULES = ["manual", "weekly", "monthly"] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** The payout drivers: a SEPA credit-transfer file the operator gives the bank, or Stripe Connect transfers. */
export const PAYOUT_METHODS = ["bank_transfer", "stripe_connect"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_BATCH_STATUSES = ["building", "ready", "paid", "failed"] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/**
 * A seller's payout schedule and where the money goes (one row per shop; none: manual). The IBAN
 * is kept whole (the bank file needs it) and answered only masked.
 */
export const sellerPayoutSettings = pgTable("seller_payout_settings", {
  shopId: integer("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  schedule: text("schedule", { enum: PAYOUT_SCHEDULES }).notNull().default("manual"),
  /** below this balance an automatic payout waits for the next date (base minor units) */
  minimumMinor: bigint("minimum_minor", { mode: "number" }).notNull().default(0),
  method: text("method", { enum: PAYOUT_METHODS }).notNull().default("bank_transfer"),
  accountHolder: text("account_holder").notNull().default(""),
  iban: text("iban").notNull().default(""),
  bic: text("bic").notNull().default(""),
  stripeAccountId: text("stripe_account_id").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The automatic payouts of one date and one method (decision 073): built by the `payout-batch`
 * job, which books every payout's withdrawal with it; one per date and method, so a second run
 * finds the first. `message_id` names its SEPA file (pain.001 `MsgId`).
 */
export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: serial("id").primaryKey(),
    runDate: text("run_date").notNull(),
    method: text("method", { enum: PAYOUT_METHODS }).notNull(),
    status: text("status", { enum: PAYOUT_BATCH_STATUSES }).notNull().default("building"),
    currencyCode: text("currency_code").notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull().default(0),
    payoutCount: integer("payout_count").notNull().default(0),
    messageId: text("message_id").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("payout_batches_date_method").on(t.runDate, t.method), index("payout_batches_created_idx").on(t.createdAt)],
);
