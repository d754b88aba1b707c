import { eq } from "drizzle-orm";
import { type PaymentType, paymentEvents, payments } from "../../db/schema";
import { DomainError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { lockPaymentGroup, type PaymentRow } from "./gateway";
import { announcePaid, markGroupPaid } from "./mark-group-paid";

export type PaymentOutcome = "succeeded" | "failed" | "cancelled";

/** A gateway event, already verified as coming from the gateway (signature, timestamp). */
export interface GatewayEvent {
  gateway: PaymentType;
  /** the gateway's own event id: each one is applied at most once */
  eventId: string;
  type: string;
  paymentId: number;
  outcome: PaymentOutcome | null;
  /** what the gateway says was paid, checked against the payment row */
  amountMinor: number;
  currencyCode: string;
  /** the group code the gateway was given, when it sends one back */
  reference?: string;
}

export type AppliedEvent = { duplicate: boolean; changed: boolean; payment: PaymentRow; groupCode: string };

/**
 * Apply a verified gateway event once, in one transaction: the amount, currency and
 * reference must match the payment (else 400 and nothing is written); the event id is
 * recorded in `payment_events` (a replay finds it and changes nothing); then the payment
 * moves (a success from any unsettled state: the money was taken; a failure or cancel only
 * from pending) and a success marks every live order of the group paid.
 */
export async function applyPaymentEvent(ctx: Ctx, event: GatewayEvent): Promise<AppliedEvent> {
  const result = await ctx.db.transaction(async (tx) => {
    // the group first, then the payment: the same order as complete-order takes them (no deadlock)
    const group = await lockPaymentGroup(tx, event.paymentId);
    const [payment] = group ? await tx.select().from(payments).where(eq(payments.id, event.paymentId)).for("update") : [];
    if (!group || !payment || payment.gateway !== event.gateway) throw new DomainError("pay_unknown_payment", 400);
    const mismatch =
      payment.amountCents !== event.amountMinor ||
      payment.currencyCode !== event.currencyCode.toUpperCase() ||
      (event.reference !== undefined && event.reference !== group.code);
    if (mismatch) throw new DomainError("pay_amount_mismatch", 400);
    const now = ctx.now();
    const fresh = await tx
      .insert(paymentEvents)
      .values({ gateway: event.gateway, eventId: event.eventId, paymentId: payment.id, type: event.type, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh.length) return { duplicate: true, changed: false, payment, groupCode: group.code, paid: [] as number[] };
    const settled = payment.status === "succeeded" || payment.status === "refunded";
    const applies = event.outcome === "succeeded" ? !settled : event.outcome !== null && payment.status === "pending";
    if (!applies || !event.outcome) return { duplicate: false, changed: false, payment, groupCode: group.code, paid: [] as number[] };
    const [updated] = await tx
      .update(payments)
      .set({
        status: event.outcome,
        details: { ...payment.details, [`${event.outcome}_at`]: now.toISOString(), last_event: event.eventId },
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    const paid = event.outcome === "succeeded" ? await markGroupPaid(ctx, tx, updated, null) : [];
    await announcePaid(tx, group.code, paid);
    return { duplicate: false, changed: true, payment: updated, groupCode: group.code, paid };
  });
  return { duplicate: result.duplicate, changed: result.changed, payment: result.payment, groupCode: result.groupCode };
}
