import Stripe from "stripe";
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig } from "../domain/payments/gateways";
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

export function paymentsOf(services: AppServices): PaymentConfig {
  return services.payments ?? DEFAULT_PAYMENT_CONFIG;
}
