import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderEvents, refundRequests } from "../../db/schema";
import { centsToString } from "../catalog/pricing";

export type RefundRow = typeof refundRequests.$inferSelect;

const DAY_MS = 86_400_000;

/** A refund request on the wire: its state, what was asked, what was decided and how the money went back. */
export function refundView(r: RefundRow, appPath: string) {
  return {
    id: r.id,
    order_id: r.orderId,
    status: r.status,
    reason: r.reason,
    images: r.images.map((_, n) => `${appPath}/user/refund-picture/${r.id}/${n + 1}`),
    amount: centsToString(r.amountCents),
    payment_type: r.paymentType,
    /** "gateway": back through the payment provider; "manual": an operator pays it out; null until accepted */
    payout: r.payout,
    refund_reference: r.providerRef,
    decision_note: r.decisionNote,
    requested_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

export type RefundView = ReturnType<typeof refundView>;

/** The refund requests of some orders, by order id (one at most each). */
export async function refundsOfOrders(db: Database, orderIds: number[]): Promise<Map<number, RefundRow>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select().from(refundRequests).where(inArray(refundRequests.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** When each of some orders was delivered: the first "delivered" row of its history. */
export async function deliveredAt(db: Database, orderIds: number[]): Promise<Map<number, Date>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.status, "delivered")));
  const out = new Map<number, Date>();
  for (const r of rows) {
    const seen = out.get(r.orderId);
    if (!seen || r.at < seen) out.set(r.orderId, r.at);
  }
  return out;
}

/**
 * Whether a buyer may still ask for a refund of an order, and until when: delivered and paid,
 * no request yet, and within `refund_request_time` days of the delivery (0 turns refunds off).
 * `deadline` is when the window closes (null when it never opened). Pure: the same rule for the
 * order history's button and the `refund-request` call.
 */
export function refundWindow(
  order: { status: string; paymentStatus: string },
  delivered: Date | undefined,
  existing: RefundRow | undefined,
  days: number,
  now: Date,
): { open: boolean; deadline: string | null; problem: string | null } {
  if (order.status !== "delivered" || !delivered) return { open: false, deadline: null, problem: "refund_only_delivered" };
  if (!(days > 0)) return { open: false, deadline: null, problem: "refund_not_offered" };
  const deadline = new Date(delivered.getTime() + days * DAY_MS);
  const iso = deadline.toISOString();
  if (existing) return { open: false, deadline: iso, problem: "refund_already_requested" };
  if (order.paymentStatus !== "paid") return { open: false, deadline: iso, problem: "refund_only_paid" };
  if (now > deadline) return { open: false, deadline: iso, problem: "refund_window_closed" };
  return { open: true, deadline: iso, problem: null };
}
