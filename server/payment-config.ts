import Stripe from "stripe";
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig } from "../domain/payments/gateways";
import type { StripeConfig } from "../domain/payments/stripe";
import type { StripeTransfers } from "../domain/seller/payout-drivers/stripe-connect";
import type { Settings } from "../domain/settings/defaults";
import type { Env } from "./env";
import type { AppServices } from "./services";

/**
 * The online gateways from the environment: Stripe when both of its keys are set; the
 * sandbox (which marks orders paid without money: demo and tests) unless Stripe is set,
 * or as PAYMENT_SANDBOX says.
 */
export function paymentConfig(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "PAYMENT_SANDBOX">): PaymentConfig {
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { client: new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 }), webhookSecret: env.STRIPE_WEBHOOK_SECRET }
      : undefined;
  const sandbox = env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === "1" : !stripe;
  return { sandbox, stripe };
}

/** Stripe built from the keys an operator stored in the admin console, per app, by the keys it was made with. */
const storedStripe = new WeakMap<AppServices, { keys: string; config: StripeConfig } | null>();

/**
 * Keep Stripe in line with the keys stored in the settings (admin console, payments page) where
 * the environment sets none: called wherever a request reads the settings (resolveViewer, the
 * webhook), so a change holds from the next request on. The environment's keys always win.
 */
export function syncStoredStripeKeys(services: AppServices, settings: Pick<Settings, "stripe_secret_key" | "stripe_webhook_secret">): void {
  const secret = String(settings.stripe_secret_key ?? "");
  const webhookSecret = String(settings.stripe_webhook_secret ?? "");
  if (!secret || !webhookSecret) {
    storedStripe.delete(services);
    return;
  }
  const keys = `${secret}\n${webhookSecret}`;
  if (storedStripe.get(services)?.keys === keys) return;
  storedStripe.set(services, { keys, config: { client: new Stripe(secret, { maxNetworkRetries: 2, timeout: 20_000 }), webhookSecret } });
}

/** The online gateways of this server: as configured at start, with Stripe from the stored keys should the environment set none. */
export function paymentsOf(services: AppServices): PaymentConfig {
  const base = services.payments ?? DEFAULT_PAYMENT_CONFIG;
  const stored = storedStripe.get(services);
  return base.stripe || !stored ? base : { ...base, stripe: stored.config };
}

/** Stripe Connect transfers for sellers' payouts (decision 073): the payment driver's own client, when Stripe is on. */
export function payoutTransfersOf(services: AppServices): StripeTransfers | null {
  const client = paymentsOf(services).stripe?.client as Partial<StripeTransfers> | undefined;
  return client?.transfers ? (client as StripeTransfers) : null;
}
