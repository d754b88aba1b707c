import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type orders, settings } from "../../db/schema";
import { book } from "../ledger/book";
import { releasedKey, takeBackEarning } from "../ledger/held-earnings";
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
 * Inside `settleOrder` (a referred order paid and delivered): its affiliate earns the
 * commission, held on `affiliate_pending` until the return window ends, once per order
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
    account: "affiliate_pending",
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
 * Inside an accepted refund's transaction: take the order's commission back, once per refund,
 * exactly while it is still held (the return window: `affiliate_pending`); once freed, what the
 * affiliate already withdrew stays paid and the shortfall is written on the note. Works with the
 * program off.
 */
export async function reverseCommission(tx: Database, input: { orderId: number; refundId: number }): Promise<number> {
  return takeBackEarning(tx, {
    earnedKey: commissionKey(input.orderId),
    releasedKey: releasedKey(commissionKey(input.orderId)),
    reversalKey: `affiliate-reversed-refund-${input.refundId}`,
    pending: "affiliate_pending",
    free: "affiliate",
    kind: "affiliate_commission",
    refundId: input.refundId,
  });
}
