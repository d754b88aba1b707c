import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, type PaymentType, payments } from "../../db/schema";
import type { Ctx, Viewer } from "../context";
import { payableAmount } from "./payable";

export type PaymentRow = typeof payments.$inferSelect;
export type GroupRow = typeof orderGroups.$inferSelect;
/** A payment not yet settled either way: what a repeated "complete order" answers again. */
export const OPEN_STATUSES = ["pending", "awaiting_approval"] as const;

/** What a gateway's `start` receives: inside the group's lock (`tx`), with the group still unpaid. */
export interface StartInput {
  ctx: Ctx;
  tx: Database;
  group: GroupRow;
  viewer: Viewer;
  /** this gateway's open payment for the group, if any: answered again instead of a new one */
  open: PaymentRow | null;
  /** offline method: the chosen method's id and the re-encoded receipt's media key */
  methodId?: number;
  receipt?: string | null;
}

export interface StartResult {
  payment: PaymentRow;
  /** online gateways: the hosted page to send the shopper to */
  redirectUrl: string | null;
  /** a way that settles at once (the wallet): the orders it made paid, announced after the commit */
  paidOrders?: number[];
}

/**
 * What a gateway's `refund` receives, inside the caller's transaction: the group, its settled
 * payment through this gateway (null for cash on delivery and other ways without one), the
 * amount to give back in the payment's currency, and a key that is the same for every retry.
 */
export interface RefundInput {
  ctx: Ctx;
  tx: Database;
  group: GroupRow;
  payment: PaymentRow | null;
  amountMinor: number;
  currencyCode: string;
  /** the same amount in base cents (the wallet gives back what it took, without a rate's rounding) */
  amountBaseCents?: number;
  /** what the refund is for (the wallet's entry points at it) */
  ref?: { type: "order" | "refund"; id: number };
  idempotencyKey: string;
}

/** "gateway": the money went back through the provider (`providerRef`); "manual": recorded for an operator to pay out; "wallet": credited to the buyer's wallet (`providerRef` names the ledger entry). */
export interface RefundResult {
  payout: "gateway" | "manual" | "wallet";
  providerRef: string | null;
}

/** A refund an operator pays out by hand (cash on delivery, bank transfer): nothing to call. */
export const manualRefund = async (): Promise<RefundResult> => ({ payout: "manual", providerRef: null });

/**
 * One way to pay an order group. Every driver takes the amount from the group (never from
 * the client); online drivers answer a hosted page to redirect to and learn the outcome
 * from a verified callback (`applyPaymentEvent`), never from the browser's word.
 */
export interface PaymentGateway {
  readonly type: PaymentType;
  readonly online: boolean;
  /** whether an open payment may be answered again (an online session may have expired) */
  reusable(payment: PaymentRow, now: Date): boolean;
  start(input: StartInput): Promise<StartResult>;
  /** give (part of) a settled payment back; an accepted refund request calls it once (`idempotencyKey`) */
  refund(input: RefundInput): Promise<RefundResult>;
}

/** A new payment row of a group for its payable amount. */
export async function newPayment(
  input: StartInput,
  gateway: PaymentType,
  values: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow> {
  const { amountMinor, currencyCode } = payableAmount(input.group);
  const now = input.ctx.now();
  const [row] = await input.tx
    .insert(payments)
    .values({
      groupId: input.group.id,
      gateway,
      amountCents: amountMinor,
      currencyCode,
      status: "pending",
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row;
}

/** An online session still open: not past the `expires_at` its gateway gave it. */
export function sessionOpen(payment: PaymentRow, now: Date): boolean {
  const expires = Number(payment.details.expires_at ?? 0);
  return typeof payment.details.redirect_url === "string" && expires * 1000 > now.getTime() + 60_000;
}

/**
 * Inside a transaction, lock the group of a payment (`FOR UPDATE`) before the payment itself:
 * every payment change takes the group first, so two of them never wait on each other.
 */
export async function lockPaymentGroup(tx: Database, paymentId: number): Promise<GroupRow | null> {
  const [peek] = await tx.select({ groupId: payments.groupId }).from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!peek) return null;
  const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, peek.groupId)).for("update");
  return group ?? null;
}
