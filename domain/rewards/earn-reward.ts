import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, orderLines, type orders, products } from "../../db/schema";
import { book } from "../ledger/book";
import { releasedKey, takeBackEarning } from "../ledger/held-earnings";
import { rewardOnIn } from "./reward-on";

type OrderRow = typeof orders.$inferSelect;

/** The reward account's unit: whole points (decision 029). */
export const POINTS = "PTS";

/** What an earning entry's note keeps: the order's code and, per product, the units and the points they earned. */
export interface EarnedNote {
  order_id: number;
  code: string;
  lines: { product_id: number; quantity: number; reward: number }[];
  /** on a take-back: the points earned, and how many could not be taken back (already converted) */
  earned?: number;
  short?: number;
}

export const earnedKey = (orderId: number) => `reward-earned-order-${orderId}`;

/**
 * Inside `settleOrder` (paid and delivered): its buyer earns each product's `reward_points` ×
 * units, booked once per order (`reward-earned-order-{id}`) on the buyer's `reward_pending`
 * account until the return window ends. Nothing for a guest, for products without points, or with
 * rewards off.
 */
export async function earnReward(tx: Database, order: OrderRow): Promise<void> {
  if (!(await rewardOnIn(tx))) return;
  const [group] = await tx.select({ userId: orderGroups.userId }).from(orderGroups).where(eq(orderGroups.id, order.groupId));
  if (!group?.userId) return;
  const rows = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity, points: products.rewardPoints })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id));
  const byProduct = new Map<number, { product_id: number; quantity: number; reward: number }>();
  for (const r of rows) {
    if (r.points <= 0) continue;
    const line = byProduct.get(r.productId) ?? { product_id: r.productId, quantity: 0, reward: 0 };
    line.quantity += r.quantity;
    line.reward += r.quantity * r.points;
    byProduct.set(r.productId, line);
  }
  const lines = [...byProduct.values()];
  const total = lines.reduce((s, l) => s + l.reward, 0);
  if (total <= 0) return;
  const note: EarnedNote = { order_id: order.id, code: order.code, lines };
  await book(tx, {
    userId: group.userId,
    account: "reward_pending",
    currencyCode: POINTS,
    kind: "reward_earned",
    amountMinor: total,
    ref: { type: "order", id: order.id },
    idempotencyKey: earnedKey(order.id),
    note: JSON.stringify(note),
  });
}

/**
 * Inside an accepted refund's transaction: take back the points the order earned, once per
 * refund, exactly while they are still held (the return window: `reward_pending`); points freed
 * and already converted into wallet money stay converted: what is left is taken and the
 * shortfall is written on the note. Works with rewards off too.
 */
export async function takeBackReward(tx: Database, input: { orderId: number; refundId: number }): Promise<number> {
  return takeBackEarning(tx, {
    earnedKey: earnedKey(input.orderId),
    releasedKey: releasedKey(earnedKey(input.orderId)),
    reversalKey: `reward-reversed-refund-${input.refundId}`,
    pending: "reward_pending",
    free: "reward",
    kind: "reward_earned",
    refundId: input.refundId,
  });
}
