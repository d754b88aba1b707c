import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, refundRequests } from "../../db/schema";
import { commissionKey, earnCommission } from "../affiliate/commission";
import type { Ctx } from "../context";
import { enqueueJobs } from "../jobs/queue";
import { movePlatform } from "../ledger/book";
import { releaseEarning } from "../ledger/held-earnings";
import { walletCurrencyIn } from "../ledger/wallet-account";
import { linePolicies, lineReturnFacts } from "../refunds/line-returns";
import { deliveredAt, refundWindow } from "../refunds/refund-view";
import { earnedKey, earnReward } from "../rewards/earn-reward";
import { earnSellerShare } from "../seller/earnings";
import { countSettingIn, settingIn } from "../settings/setting-in";

type OrderRow = typeof orders.$inferSelect;

/**
 * The marketplace received the order's money itself (a gateway, a bank transfer, cash its rider
 * collected: decision 078) rather than through a wallet (whose `order_payment` entry is already
 * the clearing's) or the seller's hand (cash on delivery).
 */
export const receivedFromOutside = (o: Pick<OrderRow, "paymentType" | "riderCollectedCash">) =>
  o.paymentType !== "wallet" && (o.paymentType !== "cash_on_delivery" || o.riderCollectedCash);

/** Inside `changeOrderStatus`, when an order becomes paid from outside: its money enters the orders' clearing, once. */
export async function receivePayment(tx: Database, order: OrderRow): Promise<void> {
  if (!receivedFromOutside(order) || order.totalCents <= 0) return;
  await movePlatform(tx, {
    from: "platform_receipts",
    to: "platform_clearing",
    currencyCode: await walletCurrencyIn(tx),
    kind: "payment_received",
    amountMinor: order.totalCents,
    ref: { type: "order", id: order.id },
    idempotencyKey: `payment-received-order-${order.id}`,
  });
}

/** Inside an accepted refund, after the money went back by the way it came: what came from outside leaves the clearing, once. */
export async function returnPayment(tx: Database, order: OrderRow, refundId: number): Promise<void> {
  if (!receivedFromOutside(order) || order.totalCents <= 0) return;
  await movePlatform(tx, {
    from: "platform_clearing",
    to: "platform_receipts",
    currencyCode: await walletCurrencyIn(tx),
    kind: "payment_returned",
    amountMinor: order.totalCents,
    ref: { type: "refund", id: refundId },
    idempotencyKey: `payment-returned-refund-${refundId}`,
  });
}

/** An order is settled once it is both paid and delivered, whichever came last (decision 071). */
export const isSettleable = (o: Pick<OrderRow, "status" | "paymentStatus">) => o.status === "delivered" && o.paymentStatus === "paid";

/**
 * Inside `changeOrderStatus`'s transaction (the order's row locked): when the order has just
 * become paid and delivered, its money is shared out once: the seller's share (or, for cash the
 * seller collected, the commission as the seller's debt), the marketplace's commission, the
 * referring affiliate's commission and the buyer's points (both held until the return window
 * ends: a `release-earnings` job then frees them). Never for an unpaid order.
 */
export async function settleOrder(ctx: Ctx, tx: Database, order: OrderRow): Promise<OrderRow> {
  if (order.settledAt || !isSettleable(order)) return order;
  const now = ctx.now();
  const [settled] = await tx.update(orders).set({ settledAt: now }).where(eq(orders.id, order.id)).returning();
  await earnReward(tx, settled);
  await earnCommission(tx, settled);
  await earnSellerShare(tx, settled);
  const days = await countSettingIn(tx, "refund_request_time");
  await enqueueJobs(tx, [
    {
      kind: "release-earnings",
      payload: { orderId: order.id },
      dedupeKey: `release-earnings-${order.id}`,
      runAt: new Date(now.getTime() + days * 86_400_000),
    },
  ]);
  return settled;
}

/**
 * The `release-earnings` job, when the order's return window has ended: the affiliate's
 * commission and the buyer's points become withdrawable and spendable, once. A refunded order
 * has had them taken back: nothing is freed. A refund still being decided waits: the job is
 * queued again for a day later. Answers what it freed.
 */
export async function releaseOrderEarnings(ctx: Ctx, tx: Database, orderId: number): Promise<{ points: number; commission: number }> {
  const none = { points: 0, commission: 0 };
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order?.settledAt || order.paymentStatus !== "paid") return none;
  const [open] = await tx
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, "pending")))
    .limit(1);
  if (open) {
    const runAt = new Date(ctx.now().getTime() + 86_400_000);
    await enqueueJobs(tx, [
      { kind: "release-earnings", payload: { orderId }, dedupeKey: `release-earnings-${orderId}-${runAt.getTime()}`, runAt },
    ]);
    return none;
  }
  // a line whose own window (its category's or shop's, decision 081) is longer than the setting the
  // job was queued by, and has not ended: the earnings wait for the latest line's deadline
  const { window, settingDays } = await returnWindowIn(tx, order, ctx.now());
  if (window.open && window.deadline && (window.days ?? 0) > settingDays) {
    const runAt = new Date(new Date(window.deadline).getTime() + 1000);
    await enqueueJobs(tx, [
      { kind: "release-earnings", payload: { orderId }, dedupeKey: `release-earnings-${orderId}-${runAt.getTime()}`, runAt },
    ]);
    return none;
  }
  const points = await releaseEarning(tx, { earnedKey: earnedKey(orderId), pending: "reward_pending", free: "reward" });
  const commission = await releaseEarning(tx, { earnedKey: commissionKey(orderId), pending: "affiliate_pending", free: "affiliate" });
  return { points, commission };
}

/**
 * The order's return window as its lines' policies say now (the `refund-request` call's own rule),
 * read inside the job's transaction, and the setting's days the job was first queued after.
 */
async function returnWindowIn(tx: Database, order: OrderRow, now: Date) {
  const [facts, delivered, settingDays, timeZone] = await Promise.all([
    lineReturnFacts(tx, [order.id]),
    deliveredAt(tx, [order.id]),
    countSettingIn(tx, "refund_request_time"),
    settingIn(tx, "time_zone"),
  ]);
  const returns = { lines: linePolicies(facts.get(order.id), settingDays), timeZone: String(timeZone) };
  return { window: refundWindow(order, delivered.get(order.id), undefined, returns, now), settingDays };
}
