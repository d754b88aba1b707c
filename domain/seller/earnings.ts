import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, ledgerEntries, orderLines, orders, products, shops } from "../../db/schema";
import { book, movePlatform } from "../ledger/book";
import { settingIn } from "../settings/setting-in";
import { ceilRate, commissionRates } from "./commission-rate";
import { lockSellerAccounts, netSellerDebt, warnOfDebt } from "./seller-debt";

type OrderRow = typeof orders.$inferSelect;

export const sellerEarningKey = (orderId: number) => `seller-earning-order-${orderId}`;

/** What a seller's earning entry's note keeps: the order, the goods, the commission taken and the rates by category. */
export interface EarningNote {
  order_id: number;
  code: string;
  goods_cents: number;
  commission_cents: number;
  rates_bp: Record<string, number>;
  earned?: number;
  short?: number;
}

/**
 * The marketplace's commission on one order: each line's goods (after its discounts and coupon)
 * at its category's rate, the nearest category up the tree that names one, else the default
 * rate (`seller_commission_rate`), in basis points; ⌈goods × rate ÷ 10 000⌉ per line (the
 * marketplace keeps the part of a cent, so the seller's share is never more than the goods).
 */
export async function orderCommission(tx: Database, orderId: number) {
  const lines = await tx
    .select({
      goods: sql<string>`((${orderLines.unitPriceCents} - ${orderLines.unitDiscountCents}) * ${orderLines.quantity} - ${orderLines.couponDiscountCents})::text`,
      path: categories.path,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId));
  const rateOf = await commissionRates(
    tx,
    lines.map((l) => l.path),
  );
  let goods = 0;
  let commission = 0;
  const rates: Record<string, number> = {};
  for (const line of lines) {
    const cents = Math.max(0, Number(line.goods));
    const { key, bp } = rateOf(line.path);
    rates[key] = bp;
    goods += cents;
    commission += ceilRate(cents, bp);
  }
  return { goods, commission, rates };
}

/** Cash on delivery: the seller, not the marketplace, holds the buyer's money (decision 071). */
export const sellerHoldsCash = (order: Pick<OrderRow, "paymentType">) => order.paymentType === "cash_on_delivery";

export const cashCommissionKey = (orderId: number) => `cash-commission-order-${orderId}`;
export const commissionMoveKey = (orderId: number) => `commission-order-${orderId}`;

/**
 * Inside `settleOrder` (paid and delivered, once): the marketplace takes its commission and the
 * seller gets the rest. Money the marketplace received (a gateway, a bank transfer, the wallet)
 * leaves the orders' clearing: the seller's account is credited with the total less the
 * commission (`seller-earning-order-{id}`) and the commission goes to the marketplace's revenue
 * (`commission-order-{id}`). Cash the seller collected stays with them: the commission becomes
 * their debt (`cash-commission-order-{id}`), netted against what they earn next.
 */
export async function earnSellerShare(tx: Database, order: OrderRow): Promise<void> {
  const [shop] = await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, order.shopId));
  if (!shop) return;
  const { goods, commission, rates } = await orderCommission(tx, order.id);
  const currencyCode = String(await settingIn(tx, "default_currency")).toUpperCase();
  const note: EarningNote = { order_id: order.id, code: order.code, goods_cents: goods, commission_cents: commission, rates_bp: rates };
  if (sellerHoldsCash(order)) {
    if (commission > 0) {
      const owed = await book(tx, {
        userId: shop.ownerId,
        account: "seller_debt",
        currencyCode,
        kind: "cash_commission",
        amountMinor: commission,
        ref: { type: "order", id: order.id },
        idempotencyKey: cashCommissionKey(order.id),
        note: JSON.stringify(note),
      });
      if (!owed.repeated) await warnOfDebt(tx, shop.ownerId, owed.account.balanceMinor - commission, currencyCode);
    }
  } else {
    const share = order.totalCents - commission;
    if (share > 0)
      await book(tx, {
        userId: shop.ownerId,
        account: "seller",
        currencyCode,
        kind: "seller_earning",
        amountMinor: share,
        ref: { type: "order", id: order.id },
        idempotencyKey: sellerEarningKey(order.id),
        note: JSON.stringify(note),
      });
    if (commission > 0)
      await movePlatform(tx, {
        from: "platform_clearing",
        to: "platform_commission",
        currencyCode,
        kind: "commission",
        amountMinor: commission,
        ref: { type: "order", id: order.id },
        idempotencyKey: commissionMoveKey(order.id),
      });
  }
  await netSellerDebt(tx, shop.ownerId, currencyCode);
}

/**
 * When a settled order is refunded, exactly what its settlement booked goes back, once per
 * refund: the seller's share leaves their account (what they no longer hold, having been paid
 * out, becomes their debt) and the commission leaves the marketplace's revenue; for cash the
 * seller collected, the commission they owed is forgiven (and what they already paid of it comes
 * back to their account). Answers the amount taken from the seller's side.
 */
export async function reverseSellerShare(tx: Database, input: { orderId: number; refundId: number }): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  const [shop] = order ? await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, order.shopId)) : [];
  if (!order || !shop) return 0;
  const [earned] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, sellerHoldsCash(order) ? cashCommissionKey(order.id) : sellerEarningKey(order.id)))
    .limit(1);
  const [moved] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, `${commissionMoveKey(order.id)}#to`))
    .limit(1);
  const currencyCode = earned?.currencyCode ?? moved?.currencyCode;
  if (!currencyCode) return 0;
  const key = (part: string) => `seller-reversed-refund-${input.refundId}-${part}`;
  const ref = { type: "refund" as const, id: input.refundId };
  const note = earned?.note ?? "";
  const [seller, debt] = await lockSellerAccounts(tx, shop.ownerId, currencyCode);
  const amount = earned?.amountMinor ?? 0;
  if (sellerHoldsCash(order)) {
    // the commission owed on the cash is forgiven; what was already netted comes back as earnings
    const forgiven = Math.min(amount, debt.balanceMinor);
    if (forgiven > 0)
      await book(tx, {
        userId: shop.ownerId,
        account: "seller_debt",
        currencyCode,
        kind: "cash_commission",
        amountMinor: -forgiven,
        ref,
        idempotencyKey: key("debt"),
        note,
      });
    if (amount - forgiven > 0)
      await book(tx, {
        userId: shop.ownerId,
        account: "seller",
        currencyCode,
        kind: "cash_commission",
        contra: "platform_commission",
        amountMinor: amount - forgiven,
        ref,
        idempotencyKey: key("paid"),
        note,
      });
    return amount;
  }
  const taken = Math.min(amount, seller.balanceMinor);
  if (taken > 0)
    await book(tx, {
      userId: shop.ownerId,
      account: "seller",
      currencyCode,
      kind: "seller_earning",
      amountMinor: -taken,
      ref,
      idempotencyKey: key("share"),
      note,
    });
  if (amount - taken > 0)
    await book(tx, {
      userId: shop.ownerId,
      account: "seller_debt",
      currencyCode,
      kind: "seller_earning",
      amountMinor: amount - taken,
      ref,
      idempotencyKey: key("debt"),
      note,
    });
  if (moved)
    await movePlatform(tx, {
      from: "platform_commission",
      to: "platform_clearing",
      currencyCode,
      kind: "commission",
      amountMinor: moved.amountMinor,
      ref,
      idempotencyKey: key("commission"),
    });
  return amount;
}
