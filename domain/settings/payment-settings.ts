import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";
import type { PaymentConfig } from "../payments/gateways";
import { loadSettings } from "./load-settings";

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
