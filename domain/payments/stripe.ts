import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { payments, walletRecharges } from "../../db/schema";
import { DomainError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { applyRechargeEvent } from "../wallet/settle-recharge";
import { type AppliedEvent, applyPaymentEvent, type PaymentOutcome } from "./apply-payment-event";
import { manualRefund, newPayment, type PaymentGateway, sessionOpen } from "./gateway";

/** The part of the Stripe SDK the shop uses (tests hand in a fake `checkout.sessions.create`). */
export interface StripeClient {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<Pick<Stripe.Checkout.Session, "id" | "url" | "expires_at">>;
    };
  };
  webhooks: { constructEvent(payload: string | Buffer, header: string, secret: string): Stripe.Event };
}

/** Stripe is offered only when both keys are set (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). */
export interface StripeConfig {
  client: StripeClient;
  webhookSecret: string;
}

/**
 * Stripe Checkout: a hosted session for the group's payable amount in its currency's
 * smallest unit; the shopper pays on Stripe's page and the verified webhook settles it.
 */
export function stripeGateway(config: StripeConfig): PaymentGateway {
  return {
    type: "stripe",
    online: true,
    reusable: sessionOpen,
    async start(input) {
      if (input.open) return { payment: input.open, redirectUrl: String(input.open.details.redirect_url) };
      const { ctx, group } = input;
      const payment = await newPayment(input, "stripe");
      const code = encodeURIComponent(group.code);
      let session: Awaited<ReturnType<StripeClient["checkout"]["sessions"]["create"]>>;
      try {
        session = await config.client.checkout.sessions.create(
          {
            mode: "payment",
            client_reference_id: group.code,
            customer_email: group.email,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: payment.currencyCode.toLowerCase(),
                  unit_amount: payment.amountCents,
                  product_data: { name: group.code },
                },
              },
            ],
            success_url: `${ctx.publicUrl}/order-confirmation?code=${code}`,
            cancel_url: `${ctx.publicUrl}/payment/${code}?payment=cancelled`,
            metadata: { payment_id: String(payment.id), group_code: group.code },
            payment_intent_data: { metadata: { payment_id: String(payment.id), group_code: group.code } },
          },
          { idempotencyKey: `bazaar-payment-${payment.id}` },
        );
      } catch (err) {
        ctx.log.error({ err, paymentId: payment.id }, "stripe checkout session not created");
        throw new DomainError("pay_gateway_unavailable", 502);
      }
      if (!session.url) throw new DomainError("pay_gateway_unavailable", 502);
      const [updated] = await input.tx
        .update(payments)
        .set({ providerRef: session.id, details: { redirect_url: session.url, expires_at: session.expires_at }, updatedAt: ctx.now() })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: updated, redirectUrl: session.url };
    },
    // TODO(refunds): the payment intent is not kept yet (only the checkout session), so an
    // accepted refund is recorded for an operator to refund in Stripe's dashboard. Keeping
    // `payment_intent` from the webhook lets this call `refunds.create` with the idempotency key.
    refund: manualRefund,
  };
}

/**
 * A Checkout Session for a wallet recharge (its amount in the wallet's currency): back to
 * `backPath` (`/my-wallet?recharge=`, or the voucher page's) with the outcome either way; only the verified webhook credits the wallet. Answers the session's
 * id, page and expiry; the recharge's id is in the metadata and the idempotency key.
 */
export async function openStripeRecharge(
  ctx: Ctx,
  config: StripeConfig,
  recharge: { id: number; amountMinor: number; currencyCode: string; email: string; backPath: string },
): Promise<{ ref: string; url: string; expiresAt: number }> {
  const reference = `WALLET-${recharge.id}`;
  let session: Awaited<ReturnType<StripeClient["checkout"]["sessions"]["create"]>>;
  try {
    session = await config.client.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: reference,
        customer_email: recharge.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: recharge.currencyCode.toLowerCase(),
              unit_amount: recharge.amountMinor,
              product_data: { name: reference },
            },
          },
        ],
        success_url: `${ctx.publicUrl}${recharge.backPath}succeeded`,
        cancel_url: `${ctx.publicUrl}${recharge.backPath}cancelled`,
        metadata: { recharge_id: String(recharge.id) },
        payment_intent_data: { metadata: { recharge_id: String(recharge.id) } },
      },
      { idempotencyKey: `bazaar-recharge-${recharge.id}` },
    );
  } catch (err) {
    ctx.log.error({ err, rechargeId: recharge.id }, "stripe checkout session not created");
    throw new DomainError("pay_gateway_unavailable", 502);
  }
  if (!session.url) throw new DomainError("pay_gateway_unavailable", 502);
  return { ref: session.id, url: session.url, expiresAt: session.expires_at };
}

/** A verified Stripe event about a wallet recharge: the session must be the recharge's, with its amount, currency and reference. */
async function receiveStripeRecharge(ctx: Ctx, event: Stripe.Event, session: Stripe.Checkout.Session, outcome: PaymentOutcome | null) {
  const [recharge] = await ctx.db
    .select({ id: walletRecharges.id })
    .from(walletRecharges)
    .where(and(eq(walletRecharges.providerRef, session.id), eq(walletRecharges.paymentType, "stripe")))
    .limit(1);
  if (!recharge || String(recharge.id) !== session.metadata?.recharge_id || session.client_reference_id !== `WALLET-${recharge.id}`)
    throw new DomainError("pay_unknown_payment", 400);
  const applied = await applyRechargeEvent(ctx, {
    gateway: "stripe",
    eventId: event.id,
    type: event.type,
    rechargeId: recharge.id,
    outcome,
    amountMinor: session.amount_total ?? -1,
    currencyCode: session.currency ?? "",
  });
  return { duplicate: applied.duplicate, changed: applied.changed, rechargeId: recharge.id };
}

const OUTCOMES: Record<string, PaymentOutcome> = {
  "checkout.session.completed": "succeeded",
  "checkout.session.async_payment_succeeded": "succeeded",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "cancelled",
};

/**
 * `POST /payments/stripe/webhook`: the SDK verifies the signature over the raw body (and its
 * age); then the session must be one of ours with the same amount, currency and group code,
 * and each event id is applied once. A completed session still waiting for a delayed payment
 * method changes nothing until `async_payment_succeeded`.
 */
export async function receiveStripeWebhook(
  ctx: Ctx,
  config: StripeConfig,
  input: { rawBody: string; signature: string | undefined },
): Promise<AppliedEvent | { duplicate: boolean; changed: boolean; rechargeId: number } | { ignored: true }> {
  let event: Stripe.Event;
  try {
    event = config.client.webhooks.constructEvent(input.rawBody, input.signature ?? "", config.webhookSecret);
  } catch {
    throw new DomainError("pay_bad_signature", 400);
  }
  const outcome = OUTCOMES[event.type];
  if (!outcome) return { ignored: true };
  const session = event.data.object as Stripe.Checkout.Session;
  const waiting = event.type === "checkout.session.completed" && session.payment_status === "unpaid";
  if (session.metadata?.recharge_id) return receiveStripeRecharge(ctx, event, session, waiting ? null : outcome);
  // a session of another integration on the same Stripe account is not ours to judge
  if (!session.metadata?.payment_id) return { ignored: true };
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerRef, session.id), eq(payments.gateway, "stripe")))
    .limit(1);
  if (!payment || String(payment.id) !== session.metadata.payment_id) throw new DomainError("pay_unknown_payment", 400);
  return applyPaymentEvent(ctx, {
    gateway: "stripe",
    eventId: event.id,
    type: event.type,
    paymentId: payment.id,
    outcome: waiting ? null : outcome,
    amountMinor: session.amount_total ?? -1,
    currencyCode: session.currency ?? "",
    reference: session.client_reference_id ?? "",
  });
}
