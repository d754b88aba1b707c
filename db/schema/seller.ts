import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PAYOUT_METHODS, payoutBatches } from "./payouts";
import { shops } from "./shops";
import { users } from "./users";

export const PAYOUT_STATUSES = ["pending", "paid", "rejected", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * A seller's request to be paid what the seller account holds (decision 037), as the affiliates'
 * withdrawals: the money is held by a `withdrawal` debit when asked, an operator pays it or
 * rejects it (which books it back). An automatic payout (decision 073) belongs to a batch, keeps
 * where it was sent (the IBAN whole, for the bank file; answered masked) and fails back once.
 */
export const sellerPayouts = pgTable(
  "seller_payouts",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    payoutDetails: text("payout_details").notNull().default(""),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull().default("pending"),
    decisionNote: text("decision_note").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    batchId: integer("batch_id").references(() => payoutBatches.id),
    method: text("method", { enum: PAYOUT_METHODS }),
    accountHolder: text("account_holder").notNull().default(""),
    iban: text("iban").notNull().default(""),
    bic: text("bic").notNull().default(""),
    destination: text("destination").notNull().default(""),
    providerRef: text("provider_ref").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("seller_payouts_shop_idx").on(t.shopId, t.createdAt),
    index("seller_payouts_status_idx").on(t.status, t.createdAt),
    uniqueIndex("seller_payouts_batch_shop").on(t.batchId, t.shopId),
    check("seller_payouts_positive", sql`${t.amountMinor} > 0`),
  ],
);
