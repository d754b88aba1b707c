import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderLines, products } from "../../db/schema";

/**
 * `products.total_sales` counts the units of paid orders (best-selling lists and rails order by
 * it): an order's units count while it is paid and not cancelled. Placing an order counts
 * nothing; it counts when it becomes paid, and stops counting when a paid order is refunded
 * or cancelled.
 */
export function countsAsSold(order: { status: string; paymentStatus: string }): boolean {
  return order.paymentStatus === "paid" && order.status !== "cancelled";
}

/**
 * Inside the caller's transaction: add (`1`) or take back (`-1`) an order's units in its
 * products' sales, one row at a time in product order (no deadlock with a checkout, which
 * takes stock in the same order). Sales never go below zero.
 */
export async function recordSales(tx: Database, orderId: number, sign: 1 | -1): Promise<void> {
  const units = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId)
    .orderBy(orderLines.productId);
  for (const u of units)
    await tx
      .update(products)
      .set({ totalSales: sql`greatest(${products.totalSales} + ${sign * u.quantity}, 0)` })
      .where(eq(products.id, u.productId));
}
