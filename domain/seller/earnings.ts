import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type orders, shops } from "../../db/schema";
import { book, movePlatform } from "../ledger/book";
import { settingIn } from "../settings/setting-in";
import { type EarningNote, orderCommission } from "./order-commission";
import { lockSellerAccounts, netSellerDebt, warnOfDebt } from "./seller-debt";

export { type EarningNote, orderCommission } from "./order-commission";

type OrderRow = typeof orders.$inferSelect;

export const sellerEarningKey = (orderId: number) => `seller-earning-order-${orderId}`;

/** Cash on delivery: the seller, not the marketplace, holds the buyer's money (decision 071), unless a marketplace rider collected it (decision 078). */
export const sellerHoldsCash = (order: Pick<OrderRow, "paymentType" | "riderCollectedCash">) =>
  order.paymentType === "cash_on_delivery" && !order.riderCollectedCash;

export const cashCommissionKey = (orderId: number) => `cash-commission-order-${orderId}`;
export const commissionMoveKey = (orderId: number) => `commission-order-${orderId}`;
/** the fee tax (decision 072): out of the clearing, or the seller's debt for cash they collected */
export const feeTaxMoveKey = (orderId: number) => `fee-tax-order-${orderId}`;
export const cashFeeTaxKey = (orderId: number) => `cash-fee-tax-order-${orderId}`;
/** the platform's part of the discounts (decision 072): into the clearing, or straight to the seller for cash */
export const promotionKey = (orderId: number) => `promotion-order-${orderId}`;

/**
 * Inside `settleOrder` (paid and delivered, once): the marketplace takes its commission and fee
 * tax, pays the discount it funded, and the seller gets the rest (decision 072). Money the
 * marketplace received (a gateway, a bank transfer, the wallet) is in the orders' clearing: the
 * platform's part of the discounts comes in from `platform_promotions` (`promotion-order-{id}`),
 * the seller's account is credited with the total + that part − commission − fee tax
 * (`seller-earning-order-{id}`), the commission goes to `platform_commission`
 * (`commission-order-{id}`) and the fee tax to `platform_fee_tax` (`fee-tax-order-{id}`). Cash
 * the seller collected stays with them: commission and fee tax become their debt
 * (`cash-commission-order-{id}`, `cash-fee-tax-order-{id}`) and the platform's part of the
 * discounts is credited to them (`promotion-order-{id}`); the debt is netted against what they earn.
 */
export async function earnSellerShare(tx: Database, order: OrderRow): Promise<void> {
  const [shop] = await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, order.shopId));
  if (!shop) return;
  const { goods, commission, feeTax, platformFunded, rates } = await orderCommission(tx, order.id);
  const currencyCode = String(await settingIn(tx, "default_currency")).toUpperCase();
  const note: EarningNote = {
    order_id: order.id,
    code: order.code,
    goods_cents: goods,
    commission_cents: commission,
    fee_tax_cents: feeTax,
    platform_funded_cents: platformFunded,
    rates_bp: rates,
  };
  const ref = { type: "order" as const, id: order.id };
  const text = JSON.stringify(note);
  const userId = shop.ownerId;
  // both of the seller's accounts, in the one lock order (seller, then debt), before any booking on either
  await lockSellerAccounts(tx, userId, currencyCode);
  if (sellerHoldsCash(order)) {
    let before: number | null = null;
    for (const [amountMinor, kind, idempotencyKey] of [
      [commission, "cash_commission", cashCommissionKey(order.id)],
      [feeTax, "fee_tax", cashFeeTaxKey(order.id)],
    ] as const) {
      if (amountMinor <= 0) continue;
      const owed = await book(tx, { userId, account: "seller_debt", currencyCode, kind, amountMinor, ref, idempotencyKey, note: text });
      if (!owed.repeated && before === null) before = owed.account.balanceMinor - amountMinor;
    }
    if (platformFunded > 0)
      await book(tx, {
        userId,
        account: "seller",
        currencyCode,
        kind: "promotion_funded",
        amountMinor: platformFunded,
        ref,
        idempotencyKey: promotionKey(order.id),
        note: text,
      });
    if (before !== null) await warnOfDebt(tx, userId, before, currencyCode);
  } else {
    if (platformFunded > 0)
      await movePlatform(tx, {
        from: "platform_promotions",
        to: "platform_clearing",
        currencyCode,
        kind: "promotion_funded",
        amountMinor: platformFunded,
        ref,
        idempotencyKey: promotionKey(order.id),
      });
    const share = order.totalCents + platformFunded - commission - feeTax;
    if (share > 0)
      await book(tx, {
        userId,
        account: "seller",
        currencyCode,
        kind: "seller_earning",
        amountMinor: share,
        ref,
        idempotencyKey: sellerEarningKey(order.id),
        note: text,
      });
    for (const [amountMinor, to, kind, idempotencyKey] of [
      [commission, "platform_commission", "commission", commissionMoveKey(order.id)],
      [feeTax, "platform_fee_tax", "fee_tax", feeTaxMoveKey(order.id)],
    ] as const)
      if (amountMinor > 0) await movePlatform(tx, { from: "platform_clearing", to, currencyCode, kind, amountMinor, ref, idempotencyKey });
  }
  await netSellerDebt(tx, userId, currencyCode);
}
