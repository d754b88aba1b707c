import type { Database } from "../../db/client";
import { book } from "../ledger/book";

/**
 * The rider's money in the ledger (decision 078). Cash collected on delivery is owed by the rider
 * to the marketplace (`rider_cash`, counted as what the marketplace is owed); its counter-entry
 * stands in `platform_receipts` as money come in, so the order's ordinary `receivePayment` then
 * moves it into the clearing as a gateway's payment. A hand-in takes it off the rider's account
 * into the till (`platform_receipts`). A commission is the marketplace's delivery expense.
 */
export const riderCashKey = (orderId: number) => `rider-cash-order-${orderId}`;
export const riderCommissionKey = (orderId: number) => `rider-commission-order-${orderId}`;
export const riderHandInKey = (key: string) => `rider-hand-in-${key}`;

export async function bookCashCollected(
  tx: Database,
  input: { riderUserId: number; orderId: number; code: string; amountMinor: number; currencyCode: string },
) {
  return book(tx, {
    userId: input.riderUserId,
    account: "rider_cash",
    currencyCode: input.currencyCode,
    kind: "rider_cash_collected",
    amountMinor: input.amountMinor,
    ref: { type: "order", id: input.orderId },
    idempotencyKey: riderCashKey(input.orderId),
    note: input.code,
  });
}

export async function bookRiderCommission(
  tx: Database,
  input: { riderUserId: number; orderId: number; code: string; amountMinor: number; currencyCode: string },
) {
  if (input.amountMinor <= 0) return null;
  return book(tx, {
    userId: input.riderUserId,
    account: "rider_earnings",
    currencyCode: input.currencyCode,
    kind: "rider_commission",
    amountMinor: input.amountMinor,
    ref: { type: "order", id: input.orderId },
    idempotencyKey: riderCommissionKey(input.orderId),
    note: input.code,
  });
}

export async function bookHandIn(
  tx: Database,
  input: { riderUserId: number; handInId: number; key: string; amountMinor: number; currencyCode: string; note: string },
) {
  return book(tx, {
    userId: input.riderUserId,
    account: "rider_cash",
    currencyCode: input.currencyCode,
    kind: "rider_cash_handed_in",
    amountMinor: -input.amountMinor,
    ref: { type: "rider_hand_in", id: input.handInId },
    idempotencyKey: riderHandInKey(input.key),
    note: input.note,
  });
}
