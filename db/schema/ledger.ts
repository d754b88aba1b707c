import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { giftVouchers } from "./gift-vouchers";
import { PAYMENT_TYPES } from "./orders";
import { decimal } from "./types";
import { users } from "./users";

/**
 * What a user's ledger account holds: the wallet's money, reward points, affiliate earnings,
 * voucher value (decision 027), a seller's earnings (decision 037); what a seller owes the
 * marketplace (the commission on cash they collected, a refund larger than their balance), and
 * affiliate commissions and points earned but not yet free (the return window; decision 071).
 */
export const USER_ACCOUNT_KINDS = [
  "wallet",
  "reward",
  "affiliate",
  "voucher",
  "seller",
  "seller_debt",
  "affiliate_pending",
  "reward_pending",
  /** cash a marketplace rider collected on delivery and has not handed in yet: owed to the marketplace (decision 078) */
  "rider_cash",
  /** what a rider earned per delivery (decision 078) */
  "rider_earnings",
] as const;

/**
 * The marketplace's own accounts (decision 071), one per currency, owned by no user: every entry
 * of a user's account has its counter-entry on one of them (double entry), and money that moves
 * between them (a gateway's payment into the orders' clearing, the commission out of it) is two
 * entries as well. Their balances are sums (no cached balance: no row every booking would lock).
 * - `platform_receipts`: money in from outside (gateways, bank transfers) and out (refunds to cards, payouts)
 * - `platform_clearing`: what paid orders hold until they are settled, and transfers between a user's accounts
 * - `platform_commission`: the marketplace's revenue from sellers
 * - `platform_promotions`: what the marketplace gives: opening balances, reward points, affiliate commissions
 * - `platform_delivery`: what its riders earned per delivery (decision 078)
 */
export const PLATFORM_ACCOUNT_KINDS = [
  "platform_receipts",
  "platform_clearing",
  "platform_commission",
  "platform_promotions",
  "platform_fee_tax",
  /** what the marketplace pays its riders per delivery, an expense (negative as they earn; decision 078) */
  "platform_delivery",
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

export const LEDGER_ACCOUNT_KINDS = [...USER_ACCOUNT_KINDS, ...PLATFORM_ACCOUNT_KINDS] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Why money moved. Each entry names one; the features that book them come one by one. */
export const LEDGER_ENTRY_KINDS = [
  "opening_balance",
  "recharge",
  "order_payment",
  "refund",
  "reward_earned",
  "reward_converted",
  "voucher_bought",
  "voucher_redeemed",
  "affiliate_commission",
  "withdrawal",
  /** a seller's share of a delivered order: its total less the marketplace's commission (decision 037) */
  "seller_earning",
  /** the marketplace's commission on a settled order, and its reversal (decision 071) */
  "commission",
  /** a settled cash-on-delivery order: the commission on the cash the seller collected, owed by the seller */
  "cash_commission",
  /** the tax on the marketplace's commission, which the seller pays (decision 072) */
  "fee_tax",
  /** the platform's part of a discount, paid to the seller at settlement (decision 072) */
  "promotion_funded",
  /** a seller's debt paid out of their earnings */
  "debt_netted",
  /** an affiliate commission or reward points freed after the return window */
  "pending_released",
  /** a gateway's or a bank transfer's money for orders came in; a refund of it went out */
  "payment_received",
  "payment_returned",
  /** a rider collected an order's cash on delivery; the operator confirmed cash a rider handed in; a rider's commission per delivery (decision 078) */
  "rider_cash_collected",
  "rider_cash_handed_in",
  "rider_commission",
  /** the counter-entry of an entry on a user's account (decision 071) */
  "contra",
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** What an entry points at: an order group or order, a wallet recharge, a refund request, a voucher. */
export const LEDGER_REF_TYPES = [
  "order_group",
  "order",
  "recharge",
  "refund",
  "voucher",
  "reward",
  "withdrawal",
  "payout",
  "rider_hand_in",
  "manual",
] as const;
export type LedgerRefType = (typeof LEDGER_REF_TYPES)[number];

/**
 * One balance of one user: its kind and currency. `balanceMinor` is a cache of the sum of its
 * entries (moved only by `book`, rebuilt by `rebuildBalances`); it can never go below zero.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    /** null for the marketplace's own accounts (`PLATFORM_ACCOUNT_KINDS`) */
    userId: integer("user_id").references(() => users.id),
    kind: text("kind", { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** wallet: the shop's default currency, in its cents (decision 004); reward: points */
    currencyCode: text("currency_code").notNull(),
    balanceMinor: bigint("balance_minor", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_owner_kind").on(t.userId, t.kind),
    uniqueIndex("ledger_accounts_platform_kind").on(t.kind, t.currencyCode).where(sql`${t.userId} is null`),
    check("ledger_accounts_not_negative", sql`${t.userId} is null or ${t.balanceMinor} >= 0`),
    check("ledger_accounts_platform_owner", sql`(${t.userId} is null) = (${t.kind} like 'platform_%')`),
  ],
);

/**
 * An append-only entry of an account: a signed amount in the account's minor units (credit >
 * 0, debit < 0). `idempotencyKey` is unique: a retried request or a replayed event finds the
 * earlier entry and books nothing. What was paid in another currency keeps that amount, its
 * currency and the rate used. A trigger refuses UPDATE and DELETE.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    /** the account's balance right after this entry (the history shows it; the check recomputes it); 0 on the marketplace's accounts */
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    /** when the money came in or went out in another currency: that amount, its currency and the rate (account → foreign) */
    foreignAmountMinor: bigint("foreign_amount_minor", { mode: "number" }),
    foreignCurrency: text("foreign_currency"),
    rate: decimal("rate", { precision: 20, scale: 8 }),
    refType: text("ref_type", { enum: LEDGER_REF_TYPES }),
    refId: integer("ref_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_entries_key").on(t.idempotencyKey),
    index("ledger_entries_account_idx").on(t.accountId, t.id),
    index("ledger_entries_ref_idx").on(t.refType, t.refId),
    check("ledger_entries_not_zero", sql`${t.amountMinor} <> 0`),
  ],
);

export const RECHARGE_STATUSES = ["pending", "paid", "approved", "rejected", "failed", "cancelled"] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/**
 * A request to put money into the wallet. Through a gateway it is "pending" until the verified
 * event makes it "paid" (or failed/cancelled); through an offline method (with a receipt) it is
 * "pending" until an operator approves or rejects it. Only "paid" and "approved" book an entry.
 */
export const walletRecharges = pgTable(
  "wallet_recharges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    paymentType: text("payment_type", { enum: PAYMENT_TYPES }).notNull(),
    status: text("status", { enum: RECHARGE_STATUSES }).notNull().default("pending"),
    /** offline method: its id, the shopper's transfer reference and the re-encoded receipt */
    methodId: integer("method_id"),
    transactionId: text("transaction_id"),
    receipt: text("receipt"),
    /** the gateway's session id */
    providerRef: text("provider_ref").unique(),
    /** a gift voucher bought through a gateway: the money comes in as this recharge and buys the voucher at once (decision 028) */
    giftVoucherId: integer("gift_voucher_id")
      .unique()
      .references(() => giftVouchers.id),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_recharges_user_idx").on(t.userId, t.createdAt),
    index("wallet_recharges_status_idx").on(t.status, t.createdAt),
    check("wallet_recharges_positive", sql`${t.amountMinor} > 0`),
  ],
);
