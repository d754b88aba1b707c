import { and, eq } from "drizzle-orm";
import { orderLines, orders, type PaymentType, shops } from "../../db/schema";
import type { Ctx } from "../context";
import { cityPlace } from "../orders/city-shipping";
import type { Settings } from "../settings/defaults";
import { loadSettings } from "../settings/load-settings";
import { cashOnDelivery } from "./cash-on-delivery";
import type { GroupRow, PaymentGateway } from "./gateway";
import { offlineMethod, offlineMethods } from "./offline-method";
import { sandboxGateway } from "./sandbox";
import { type StripeConfig, stripeGateway } from "./stripe";
import { walletGateway } from "./wallet";

/** Which online gateways this server runs: the sandbox (demo, tests) and Stripe when its keys are set. */
export interface PaymentConfig {
  sandbox: boolean;
  stripe?: StripeConfig;
}

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = { sandbox: true };

/**
 * The online gateways on offer: those the server runs that the operator has not switched off
 * (admin console, payments page: `payment_sandbox`, `stripe_activated`). Only for what is offered
 * (checkout, recharges, gift vouchers): webhooks and refunds of payments made earlier use `config`
 * as it is, so money already on its way is still booked and can go back.
 */
export function gatewaysOn(config: PaymentConfig, settings: Pick<Settings, "payment_sandbox" | "stripe_activated">): PaymentConfig {
  return {
    sandbox: config.sandbox && Number(settings.payment_sandbox) === 1,
    stripe: Number(settings.stripe_activated) === 1 ? config.stripe : undefined,
  };
}

/**
 * The ways a group may be paid, in the order the payment page shows them: cash on delivery
 * (on in settings, and nothing digital to deliver), a bank transfer (on, with bank details),
 * the sandbox and Stripe (as configured), and the wallet (`wallet_system` on, and a signed-in
 * buyer's group: a guest has no wallet; whether the balance covers it is told when paying).
 */
export async function offeredGateways(ctx: Ctx, config: PaymentConfig, group: GroupRow): Promise<PaymentGateway[]> {
  const settings = await loadSettings(ctx);
  const [digital] = await ctx.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.groupId, group.id), eq(orderLines.isDigital, true)))
    .limit(1);
  const list: PaymentGateway[] = [];
  if (Number(settings.cash_on_delivery) && !digital && (await codWhereItGoes(ctx, group))) list.push(cashOnDelivery);
  if (offlineMethods(settings, settings.default_language).length) list.push(offlineMethod);
  const on = gatewaysOn(config, settings);
  if (on.sandbox) list.push(sandboxGateway);
  if (on.stripe) list.push(stripeGateway(on.stripe));
  if (Number(settings.wallet_system) && group.userId !== null) list.push(walletGateway);
  return list;
}

/** Cash on delivery is taken in the address's city and by every seller of the group (decision 076), never at a pickup point. */
async function codWhereItGoes(ctx: Ctx, group: GroupRow): Promise<boolean> {
  // a pickup point takes no cash (decision 080)
  if (group.shippingAddress.pickup_point) return false;
  if ((await cityPlace(ctx, group.shippingAddress.city_id ?? 0))?.cod === false) return false;
  const [refuses] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(eq(orders.groupId, group.id), eq(shops.cashOnDelivery, false)))
    .limit(1);
  return !refuses;
}

/**
 * The driver that gives an order's money back, by the type it was paid with, whether or not
 * that type is still offered. Null when there is none (Stripe no longer configured). The
 * wallet's driver credits the buyer's wallet, even with `wallet_system` since turned off:
 * money taken from a wallet goes back to it.
 */
export function refundDriver(config: PaymentConfig, type: PaymentType | null): PaymentGateway | null {
  switch (type) {
    case "cash_on_delivery":
      return cashOnDelivery;
    case "offline_method":
      return offlineMethod;
    case "sandbox":
      return sandboxGateway;
    case "stripe":
      return config.stripe ? stripeGateway(config.stripe) : null;
    case "wallet":
      return walletGateway;
    default:
      return null;
  }
}
