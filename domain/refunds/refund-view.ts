import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderEvents, refundRequests } from "../../db/schema";
import { centsToString } from "../catalog/pricing";
import { type ReturnPolicy, returnDeadline } from "./return-policy";

export type RefundRow = typeof refundRequests.$inferSelect;

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

/** What an order's lines allow: each line's policy (`returnDaysFor`) and the shop's time zone their days are counted in. */
export interface OrderReturns {
  lines: ReturnPolicy[];
  timeZone: string;
}

/**
 * Why none of an order's lines can be returned: the reason they share (all digital, or all
 * marked non-returnable), `refund_not_offered` when the windows are 0 (returns off, as before
 * decision 081), `return_none_returnable` for a mix.
 */
function noReturnProblem(lines: ReturnPolicy[]): string {
  const reasons = new Set(lines.flatMap((l) => (l.returnable ? [] : [l.reason])));
  if (reasons.size === 0 || (reasons.size === 1 && reasons.has("returns_off"))) return "refund_not_offered";
  if (reasons.size === 1) return [...reasons][0];
  return "return_none_returnable";
}

/**
 * Whether a buyer may still ask for a refund of an order, and until when: delivered and paid,
 * no request yet, and while at least one of its lines is returnable and within its own window
 * (decision 081: the category's, else the shop's, else `refund_request_time` days; each ends
 * with the calendar day in the shop's time zone). `deadline` is the latest line's (null when no
 * line can go back or it is not delivered); `days` the longest window, for the message. Pure:
 * the same rule for the order history's button and the `refund-request` call.
 */
export function refundWindow(
  order: { status: string; paymentStatus: string },
  delivered: Date | undefined,
  existing: RefundRow | undefined,
  returns: OrderReturns,
  now: Date,
): { open: boolean; deadline: string | null; problem: string | null; days: number | null } {
  if (order.status !== "delivered" || !delivered) return { open: false, deadline: null, problem: "refund_only_delivered", days: null };
  const windows = returns.lines.flatMap((l) => (l.returnable ? [l.days] : []));
  if (!windows.length) return { open: false, deadline: null, problem: noReturnProblem(returns.lines), days: null };
  const days = Math.max(...windows);
  const deadline = Math.max(...windows.map((d) => returnDeadline(delivered, d, returns.timeZone).getTime()));
  const iso = new Date(deadline).toISOString();
  if (existing) return { open: false, deadline: iso, problem: "refund_already_requested", days };
  if (order.paymentStatus !== "paid") return { open: false, deadline: iso, problem: "refund_only_paid", days };
  if (now.getTime() > deadline) return { open: false, deadline: iso, problem: "refund_window_closed", days };
  return { open: true, deadline: iso, problem: null, days };
}
