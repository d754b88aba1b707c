import { z } from "zod";
import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";
import type { PaymentConfig } from "../payments/gateways";
import { loadSettings } from "./load-settings";
import { type SettingsChange, SettingsInput } from "./settings-input";

/**
 * The payments page's values (operators with `settings`): each method's switch, Stripe's
 * publishable key, whether each secret is set (never the secret itself), the bank details of a
 * transfer, and what the server itself runs (`available`: the sandbox as deployed, Stripe's keys
 * from the environment, which win over the stored ones).
 */
export async function paymentSettings(ctx: Ctx, input: { userId: number | null; config: PaymentConfig; envStripe: boolean }) {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const s = await loadSettings(ctx);
  return {
    values: {
      cash_on_delivery: Number(s.cash_on_delivery) === 1,
      offline_payment: Number(s.offline_payment) === 1,
      wallet_system: Number(s.wallet_system) === 1,
      payment_sandbox: Number(s.payment_sandbox) === 1,
      stripe_activated: Number(s.stripe_activated) === 1,
      stripe_publishable_key: String(s.stripe_publishable_key ?? ""),
      offline_bank_details: { en: "", fa: "", ar: "", ...(s.offline_bank_details as Record<string, string>) },
    },
    secrets: { stripe_secret_key: Boolean(s.stripe_secret_key), stripe_webhook_secret: Boolean(s.stripe_webhook_secret) },
    available: { sandbox: input.config.sandbox, stripe: Boolean(input.config.stripe), stripe_from_environment: input.envStripe },
  };
}

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
