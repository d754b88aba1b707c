import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const GIFT_VOUCHER_STATUSES = ["pending_payment", "active", "redeemed", "expired", "cancelled"] as const;
export type GiftVoucherStatus = (typeof GIFT_VOUCHER_STATUSES)[number];

/**
 * A gift voucher bought by one user for an e-mail address (decision 028). The code itself is
 * never stored: `codeHash` is its SHA-256 (the code is shown once to the buyer and mailed to
 * the recipient), `codeTail` its last four characters for the masked lists. Buying books
 * `voucher_bought` (wallet → the buyer's voucher account); redeeming books `voucher_redeemed`
 * (voucher account → the redeemer's wallet), once, under the row's lock.
 */
export const giftVouchers = pgTable(
  "gift_vouchers",
  {
    id: serial("id").primaryKey(),
    codeHash: text("code_hash").notNull(),
    codeTail: text("code_tail").notNull(),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message").notNull().default(""),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    paymentType: text("payment_type").notNull(),
    status: text("status", { enum: GIFT_VOUCHER_STATUSES }).notNull().default("pending_payment"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedBy: integer("redeemed_by").references(() => users.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_vouchers_code_hash").on(t.codeHash),
    index("gift_vouchers_buyer_idx").on(t.buyerId, t.createdAt),
    index("gift_vouchers_redeemer_idx").on(t.redeemedBy, t.redeemedAt),
    check("gift_vouchers_positive", sql`${t.amountMinor} > 0`),
  ],
);
