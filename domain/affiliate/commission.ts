import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerAccounts, ledgerEntries, type orders, settings } from "../../db/schema";
import { book, lockAccount } from "../ledger/book";
import { SETTING_DEFAULTS } from "../settings/defaults";
import { affiliateOnIn } from "./affiliate-on";

type OrderRow = typeof orders.$inferSelect;

/** What a commission entry's note keeps: the order, the goods' amount it was taken on and the rate. */
export interface CommissionNote {
  order_id: number;
  code: string;
  base_cents: number;
  rate_bp: number;
  /** on a reversal: what was booked, and what could not be taken back (already withdrawn) */
  earned?: number;
  short?: number;
}

export const commissionKey = (orderId: number) => `affiliate-commission-order-${orderId}`;

/** The goods' money of an order: its total without shipping and tax (after its discounts and coupons), never below zero. */
export const commissionBase = (order: Pick<OrderRow, "totalCents" | "shippingCents" | "taxCents">) =>
  Math.max(0, order.totalCents - order.shippingCents - order.taxCents);

/** The commission in base cents: ⌊base × rate ÷ 10 000⌋ (rate in basis points); a fraction of a cent is not paid. */
export const commissionCents = (baseCents: number, rateBp: number) => Math.floor((baseCents * rateBp) / 10_000);

/**
 * Inside `changeOrderStatus`'s transaction, when a referred order becomes delivered: its
 * affiliate earns the commission on the affiliate account, once per order
 * (`affiliate-commission-order-{id}`), at the rate of that moment. Nothing with the program off
 * or for less than a cent.
 */
export async function earnCommission(tx: Database, order: OrderRow): Promise<void> {
  if (!order.affiliateUserId) return;
  const { on, rateBp } = await affiliateOnIn(tx);
  if (!on) return;
  const base = commissionBase(order);
  const cents = commissionCents(base, rateBp);
  if (cents < 1) return;
  const note: CommissionNote = { order_id: order.id, code: order.code, base_cents: base, rate_bp: rateBp };
  await book(tx, {
    userId: order.affiliateUserId,
    account: "affiliate",
    currencyCode: await baseCurrencyIn(tx),
    kind: "affiliate_commission",
    amountMinor: cents,
    ref: { type: "order", id: order.id },
    idempotencyKey: commissionKey(order.id),
    note: JSON.stringify(note),
  });
}

async function baseCurrencyIn(tx: Database): Promise<string> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "default_currency"));
  return String(row ? row.value : SETTING_DEFAULTS.default_currency).toUpperCase();
}

/**
 * Inside an accepted refund's transaction: take the order's commission back, once per refund
 * (`affiliate-reversed-refund-{id}`), never below zero. What the affiliate already withdrew
 * stays paid: the rest is taken and the shortfall written on the note. Works with the program off.
 */
export async function reverseCommission(tx: Database, input: { orderId: number; refundId: number }): Promise<number> {
  const [earned] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, commissionKey(input.orderId)))
    .limit(1);
  if (!earned || earned.amountMinor <= 0) return 0;
  const key = `affiliate-reversed-refund-${input.refundId}`;
  const [done] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
  if (done) return -done.amountMinor;
  const [owner] = await tx.select({ userId: ledgerAccounts.userId }).from(ledgerAccounts).where(eq(ledgerAccounts.id, earned.accountId));
  if (!owner) return 0;
  const account = await lockAccount(tx, { userId: owner.userId, account: "affiliate", currencyCode: earned.currencyCode });
  const take = Math.min(earned.amountMinor, account.balanceMinor);
  if (take <= 0) return 0;
  const before = JSON.parse(earned.note || "{}") as CommissionNote;
  const note: CommissionNote = { ...before, earned: earned.amountMinor, short: earned.amountMinor - take };
  await book(tx, {
    userId: owner.userId,
    account: "affiliate",
    currencyCode: earned.currencyCode,
    kind: "affiliate_commission",
    amountMinor: -take,
    ref: { type: "refund", id: input.refundId },
    idempotencyKey: key,
    note: JSON.stringify(note),
  });
  return take;
}
