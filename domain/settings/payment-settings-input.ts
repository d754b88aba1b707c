import { z } from "zod";
import { type SettingsChange, SettingsInput } from "./settings-input";

/**
 * The payments page's form, checked in the browser with the settings verb's own rules: each
 * method's switch, Stripe's publishable key, the bank details, and the secrets, which start empty
 * (an empty secret keeps the stored one; `clear_<secret>` removes it).
 */
export const PaymentSettingsForm = SettingsInput.pick({
  cash_on_delivery: true,
  offline_payment: true,
  wallet_system: true,
  payment_sandbox: true,
  stripe_activated: true,
  stripe_publishable_key: true,
  stripe_secret_key: true,
  stripe_webhook_secret: true,
  offline_bank_details: true,
}).extend({ clear_stripe_secret_key: z.boolean().optional(), clear_stripe_webhook_secret: z.boolean().optional() });
export type PaymentSettingsValues = z.input<typeof PaymentSettingsForm>;
export type PaymentSettingsOutput = z.output<typeof PaymentSettingsForm>;

/** What the form sends to `POST admin/settings`: a secret only when typed, or "" to clear it. */
export function paymentSettingsChange(values: PaymentSettingsOutput): SettingsChange {
  const { clear_stripe_secret_key, clear_stripe_webhook_secret, stripe_secret_key, stripe_webhook_secret, ...rest } = values;
  const change: SettingsChange = { ...rest };
  if (clear_stripe_secret_key) change.stripe_secret_key = "";
  else if (stripe_secret_key) change.stripe_secret_key = stripe_secret_key;
  if (clear_stripe_webhook_secret) change.stripe_webhook_secret = "";
  else if (stripe_webhook_secret) change.stripe_webhook_secret = stripe_webhook_secret;
  return change;
}
