import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type LedgerEntryKind, ledgerEntries, orders, type PlatformAccountKind, shops } from "../../db/schema";
import { book, movePlatform } from "../ledger/book";
import {
  cashCommissionKey,
  cashFeeTaxKey,
  commissionMoveKey,
  feeTaxMoveKey,
  promotionKey,
  sellerEarningKey,
  sellerHoldsCash,
} from "./earnings";
import { lockSellerAccounts } from "./seller-debt";

/**
 * When a settled order is refunded, exactly what its settlement booked goes back, once per
 * refund (decisions 071, 072): the seller's share leaves their account (what they no longer hold,
 * having been paid out, becomes their debt), the commission and the fee tax go back to the
 * clearing and the platform's part of the discounts back to `platform_promotions`; for cash the
 * seller collected, the commission and fee tax they owed are forgiven (what they already paid of
 * them comes back to their account) and the platform's part they were credited is taken back.
 * Answers the amount taken from the seller's side.
 */
export async function reverseSellerShare(tx: Database, input: { orderId: number; refundId: number }): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  const [shop] = order ? await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, order.shopId)) : [];
  if (!order || !shop) return 0;
  const id = order.id;
  const keys = sellerHoldsCash(order)
    ? [cashCommissionKey(id), cashFeeTaxKey(id), promotionKey(id)]
    : [sellerEarningKey(id), `${commissionMoveKey(id)}#to`, `${feeTaxMoveKey(id)}#to`, `${promotionKey(id)}#to`];
  const found = await tx.select().from(ledgerEntries).where(inArray(ledgerEntries.idempotencyKey, keys));
  const entry = (key: string) => found.find((e) => e.idempotencyKey === key);
  const currencyCode = found[0]?.currencyCode;
  if (!currencyCode) return 0;
  const key = (part: string) => `seller-reversed-refund-${input.refundId}-${part}`;
  const ref = { type: "refund" as const, id: input.refundId };
  const userId = shop.ownerId;
  const [seller, debt] = await lockSellerAccounts(tx, userId, currencyCode);
  let held = seller.balanceMinor;
  let owed = debt.balanceMinor;
  const noteOf = (e: { note: string } | undefined) => e?.note ?? "";

  /** what the seller was credited comes off their account, as far as it holds it; the rest becomes their debt */
  const takeBack = async (amount: number, kind: LedgerEntryKind, part: string, debtPart: string, note: string) => {
    const taken = Math.min(amount, held);
    held -= taken;
    if (taken > 0)
      await book(tx, { userId, account: "seller", currencyCode, kind, amountMinor: -taken, ref, idempotencyKey: key(part), note });
    if (amount - taken > 0)
      await book(tx, {
        userId,
        account: "seller_debt",
        currencyCode,
        kind,
        amountMinor: amount - taken,
        ref,
        idempotencyKey: key(debtPart),
        note,
      });
  };
  /** what the seller owed is forgiven as far as still owed; what was netted already comes back to their account */
  const forgive = async (amount: number, kind: LedgerEntryKind, contra: PlatformAccountKind, part: string, note: string) => {
    const forgiven = Math.min(amount, owed);
    owed -= forgiven;
    if (forgiven > 0)
      await book(tx, { userId, account: "seller_debt", currencyCode, kind, amountMinor: -forgiven, ref, idempotencyKey: key(part), note });
    if (amount - forgiven > 0) {
      held += amount - forgiven;
      await book(tx, {
        userId,
        account: "seller",
        currencyCode,
        kind,
        contra,
        amountMinor: amount - forgiven,
        ref,
        idempotencyKey: key(part === "debt" ? "paid" : `${part}-paid`),
        note,
      });
    }
  };

  if (sellerHoldsCash(order)) {
    const commission = entry(cashCommissionKey(id));
    const feeTax = entry(cashFeeTaxKey(id));
    const promotion = entry(promotionKey(id));
    await forgive(commission?.amountMinor ?? 0, "cash_commission", "platform_commission", "debt", noteOf(commission));
    await forgive(feeTax?.amountMinor ?? 0, "fee_tax", "platform_fee_tax", "fee-tax", noteOf(feeTax));
    await takeBack(promotion?.amountMinor ?? 0, "promotion_funded", "promotion", "promotion-debt", noteOf(promotion));
    return (commission?.amountMinor ?? 0) + (feeTax?.amountMinor ?? 0);
  }
  const earned = entry(sellerEarningKey(id));
  const amount = earned?.amountMinor ?? 0;
  await takeBack(amount, "seller_earning", "share", "debt", noteOf(earned));
  for (const [moveKey, from, to, kind, part] of [
    [commissionMoveKey(id), "platform_commission", "platform_clearing", "commission", "commission"],
    [feeTaxMoveKey(id), "platform_fee_tax", "platform_clearing", "fee_tax", "fee-tax"],
    [promotionKey(id), "platform_clearing", "platform_promotions", "promotion_funded", "promotion"],
  ] as const) {
    const moved = entry(`${moveKey}#to`);
    if (moved) await movePlatform(tx, { from, to, currencyCode, kind, amountMinor: moved.amountMinor, ref, idempotencyKey: key(part) });
  }
  return amount;
}
