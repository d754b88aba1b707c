import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders, PAYMENT_TYPES } from "./orders";
import { users } from "./users";

export const REFUND_STATUSES = ["pending", "accepted", "rejected"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** How the money went back: at once through the gateway, recorded for an operator to pay out by hand, or to the wallet. */
export const REFUND_PAYOUTS = ["gateway", "manual", "wallet"] as const;
export type RefundPayout = (typeof REFUND_PAYOUTS)[number];

/**
 * A buyer's request to refund a delivered, paid order (one seller's order, whole). One request
 * an order (a double click finds the first); the seller or an operator accepts or rejects it.
 * On acceptance the stock goes back and the money goes back by the order's payment type:
 * `payout` "gateway" (the gateway refunded it, `providerRef`) or "manual" (cash on delivery,
 * bank transfer: an operator pays it out) or "wallet" (credited to the buyer's wallet ledger).
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    reason: text("reason").notNull(),
    /** media keys of the re-encoded pictures (private: served only to the order's parties) */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /** the order's total in base cents when asked (what is refunded on acceptance) */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    paymentType: text("payment_type", { enum: PAYMENT_TYPES }),
    payout: text("payout", { enum: REFUND_PAYOUTS }),
    providerRef: text("provider_ref"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decisionNote: text("decision_note").notNull().default(""),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refund_requests_order").on(t.orderId),
    index("refund_requests_user_idx").on(t.userId, t.createdAt),
    // the console's requests waiting for a decision (issue 19)
    index("refund_requests_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
  ],
);
