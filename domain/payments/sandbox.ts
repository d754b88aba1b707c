import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { payments, walletRecharges } from "../../db/schema";
import { DomainError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { applyRechargeEvent } from "../wallet/settle-recharge";
import { applyPaymentEvent, type PaymentOutcome } from "./apply-payment-event";
import { newPayment, type PaymentGateway, sessionOpen } from "./gateway";
import { openSandboxCheckout, rechargeReference, returnSubject, sandboxRefund, sandboxSignature } from "./sandbox-provider";

/** How far a webhook's timestamp may be from now (replays of old deliveries are refused). */
export const SANDBOX_TOLERANCE_SECONDS = 300;

/** The shop's side of the sandbox gateway: open a hosted checkout, then wait for its verified outcome. */
export const sandboxGateway: PaymentGateway = {
  type: "sandbox",
  online: true,
  reusable: sessionOpen,
  async start(input) {
    if (input.open) return { payment: input.open, redirectUrl: String(input.open.details.redirect_url) };
    const checkout = openSandboxCheckout(input.ctx);
    const payment = await newPayment(input, "sandbox", {
      providerRef: checkout.ref,
      details: { redirect_url: checkout.url, expires_at: checkout.expiresAt, locale: input.viewer.locale },
    });
    return { payment, redirectUrl: checkout.url };
  },
  /** the sandbox refunds at once (a real provider would answer a pending refund and confirm it by webhook) */
  async refund(input) {
    if (!input.payment) throw new DomainError("refund_payment_not_settled", 409);
    const done = await sandboxRefund(input.ctx, input.tx, {
      paymentId: input.payment.id,
      amountMinor: input.amountMinor,
      idempotencyKey: input.idempotencyKey,
    });
    return { payout: "gateway", providerRef: done.ref };
  },
};

const Event = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]{8,64}$/),
  type: z.enum(["payment.succeeded", "payment.failed", "payment.cancelled"]),
  data: z.object({
    ref: z.string().max(100),
    amount: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Za-z]{3}$/),
    reference: z.string().max(40),
  }),
});

const bad = () => new DomainError("pay_bad_signature", 400);

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a sandbox session pays: an order group's payment, or a wallet recharge. */
async function sandboxTarget(ctx: Ctx, ref: string): Promise<{ paymentId: number } | { rechargeId: number }> {
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerRef, ref), eq(payments.gateway, "sandbox")))
    .limit(1);
  if (payment) return { paymentId: payment.id };
  const [recharge] = await ctx.db
    .select({ id: walletRecharges.id })
    .from(walletRecharges)
    .where(and(eq(walletRecharges.providerRef, ref), eq(walletRecharges.paymentType, "sandbox")))
    .limit(1);
  if (recharge) return { rechargeId: recharge.id };
  throw new DomainError("pay_unknown_payment", 400);
}

/** The outcome of a sandbox event, for an order group or a wallet recharge. */
export type SandboxApplied = { duplicate: boolean; changed: boolean } & (
  | { groupCode: string }
  | { rechargeId: number; forVoucher: boolean }
);

type SandboxEvent = {
  eventId: string;
  type: string;
  outcome: PaymentOutcome;
  amountMinor: number;
  currencyCode: string;
  reference?: string;
};

/** Apply a verified sandbox event to what its session pays (the reference, when sent, must be the recharge's too). */
async function applySandboxEvent(ctx: Ctx, ref: string, event: SandboxEvent): Promise<SandboxApplied> {
  const target = await sandboxTarget(ctx, ref);
  if ("paymentId" in target) {
    const applied = await applyPaymentEvent(ctx, { gateway: "sandbox", paymentId: target.paymentId, ...event });
    return { duplicate: applied.duplicate, changed: applied.changed, groupCode: applied.groupCode };
  }
  if (event.reference !== undefined && event.reference !== rechargeReference(target.rechargeId))
    throw new DomainError("pay_amount_mismatch", 400);
  const applied = await applyRechargeEvent(ctx, { gateway: "sandbox", rechargeId: target.rechargeId, ...event });
  return {
    duplicate: applied.duplicate,
    changed: applied.changed,
    rechargeId: target.rechargeId,
    forVoucher: applied.recharge.giftVoucherId !== null,
  };
}

/**
 * `POST /payments/sandbox/webhook`: verified before anything changes: the signature over
 * "<t>.<raw body>", a timestamp within 5 minutes, then the payment, amount, currency and
 * reference (in `applyPaymentEvent`), and each event id applied once.
 */
export async function receiveSandboxWebhook(ctx: Ctx, input: { rawBody: string; signature: string | undefined }): Promise<SandboxApplied> {
  const parts = Object.fromEntries((input.signature ?? "").split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = /^\d{1,12}$/.test(parts.t ?? "") ? Number(parts.t) : NaN;
  if (!Number.isFinite(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) throw bad();
  if (Math.abs(ctx.now().getTime() / 1000 - t) > SANDBOX_TOLERANCE_SECONDS) throw bad();
  if (!sameHex(sandboxSignature(ctx, t, input.rawBody), parts.v1)) throw bad();
  let parsed: z.infer<typeof Event>;
  try {
    parsed = Event.parse(JSON.parse(input.rawBody));
  } catch {
    throw new DomainError("pay_bad_event", 400);
  }
  return applySandboxEvent(ctx, parsed.data.ref, {
    eventId: parsed.id,
    type: parsed.type,
    outcome: parsed.type.slice("payment.".length) as PaymentOutcome,
    amountMinor: parsed.data.amount,
    currencyCode: parsed.data.currency,
    reference: parsed.data.reference,
  });
}

const Return = z.object({
  ref: z.string().max(100),
  status: z.enum(["succeeded", "failed", "cancelled"]),
  amount: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  currency: z.string().regex(/^[A-Z]{3}$/),
  sig: z.string().max(200),
});

/**
 * `GET /payment/return`: the shopper back from the hosted page. The link's signature (over
 * the session, outcome, amount and currency, with an expiry) is checked, then the outcome is
 * applied once like a webhook (usually the webhook came first and this changes nothing).
 */
export async function receiveSandboxReturn(
  ctx: Ctx,
  query: Record<string, string | undefined>,
): Promise<SandboxApplied & { outcome: PaymentOutcome }> {
  const parsed = Return.safeParse(query);
  if (!parsed.success) throw bad();
  const r = parsed.data;
  if (!ctx.signer.verify("sandbox-return", returnSubject(r), r.sig, ctx.now())) throw bad();
  const applied = await applySandboxEvent(ctx, r.ref, {
    eventId: `return:${r.ref}:${r.status}`,
    type: `return.${r.status}`,
    outcome: r.status,
    amountMinor: r.amount,
    currencyCode: r.currency,
  });
  return { ...applied, outcome: r.status };
}
