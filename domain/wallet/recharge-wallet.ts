import { eq } from "drizzle-orm";
import { z } from "zod";
import { users, walletRecharges } from "../../db/schema";
import { UnprocessableError, ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import type { Ctx, Viewer } from "../context";
import { walletCurrency } from "../ledger/wallet-account";
import type { PaymentConfig } from "../payments/gateways";
import { BANK_TRANSFER_ID } from "../payments/offline-method";
import { removeReceipt, storeReceipt } from "../payments/receipt";
import { openSandboxCheckout } from "../payments/sandbox-provider";
import { openStripeRecharge } from "../payments/stripe";
import { loadSettings } from "../settings/load-settings";
import { walletUser } from "./wallet-on";
import { type RechargeRow, rechargeTypes } from "./wallet-view";

/** An amount as the form sends it: a plain decimal with at most the wallet's two places ("25", "25.5", "25.50"). */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const Input = z.object({
  amount: z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : v),
    z.string({ error: "wallet_amount_invalid" }).regex(AMOUNT, { error: "wallet_amount_invalid" }),
  ),
  payment_type: z.enum(["sandbox", "stripe", "offline_method"], { error: "pay_type_unavailable" }),
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), field.id().optional()),
  transaction_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(100).optional()),
});

/**
 * `POST user/recharge-wallet {amount|total, payment_type, id?, transaction_id?, file?}`: a
 * signed-in user asks to put money into the wallet. The amount is exact (two places at most),
 * more than zero and within the settings' least and most; the way must be on offer. Through the
 * sandbox or Stripe a hosted checkout opens (answered as `redirect_url`) and only its verified
 * event credits the wallet; through the offline method the receipt picture is required and the
 * recharge waits for an operator. Nothing is booked here.
 */
export async function rechargeWallet(
  ctx: Ctx,
  input: {
    viewer: Viewer;
    form: Record<string, unknown>;
    file: { bytes: Uint8Array } | null;
    config: PaymentConfig;
    uploadsDir: string;
  },
): Promise<{ recharge: RechargeRow; redirectUrl: string | null }> {
  const userId = await walletUser(ctx, input.viewer);
  const form = parseInput(Input, { ...input.form, amount: input.form.amount ?? input.form.total });
  const cents = Number(parseMoney(form.amount));
  const settings = await loadSettings(ctx);
  const min = Number(settings.wallet_min_recharge_cents);
  const max = Number(settings.wallet_max_recharge_cents);
  if (cents <= 0) throw new UnprocessableError("wallet_amount_invalid", "amount");
  if (cents < min) throw new UnprocessableError("wallet_amount_min", "amount", { amount: centsToDecimal(min) });
  if (cents > max) throw new UnprocessableError("wallet_amount_max", "amount", { amount: centsToDecimal(max) });
  const { types } = await rechargeTypes(ctx, input.config, input.viewer.locale);
  if (!types.some((t) => t.type === form.payment_type)) throw new ValidationError({ payment_type: ["pay_type_unavailable"] });
  const currencyCode = await walletCurrency(ctx);
  const now = ctx.now();
  if (form.payment_type !== "offline_method")
    return openOnlineRecharge(ctx, {
      userId,
      cents,
      currencyCode,
      paymentType: form.payment_type,
      locale: input.viewer.locale,
      config: input.config,
    });
  if (form.id !== undefined && form.id !== BANK_TRANSFER_ID) throw new ValidationError({ id: ["pay_method_unknown"] });
  if (!input.file) throw new ValidationError({ file: ["pay_receipt_required"] });
  const receipt = await storeReceipt(input.file, { uploadsDir: input.uploadsDir, userId });
  try {
    const [recharge] = await ctx.db
      .insert(walletRecharges)
      .values({
        userId,
        amountMinor: cents,
        currencyCode,
        paymentType: "offline_method",
        methodId: BANK_TRANSFER_ID,
        transactionId: form.transaction_id ?? null,
        receipt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { recharge, redirectUrl: null };
  } catch (err) {
    await removeReceipt(input.uploadsDir, receipt);
    throw err;
  }
}

/**
 * An online recharge: the row (pending) and a hosted checkout at the sandbox or Stripe; only
 * the gateway's verified event credits it (`applyRechargeEvent`). With `giftVoucherId` the money
 * comes in to buy that voucher at once (decision 028), and the shopper comes back to the
 * voucher page. A Stripe session that cannot be opened closes the recharge and is told.
 */
export async function openOnlineRecharge(
  ctx: Ctx,
  input: {
    userId: number;
    cents: number;
    currencyCode: string;
    paymentType: "sandbox" | "stripe";
    locale: string;
    config: PaymentConfig;
    giftVoucherId?: number;
  },
): Promise<{ recharge: RechargeRow; redirectUrl: string }> {
  const now = ctx.now();
  const base = {
    userId: input.userId,
    amountMinor: input.cents,
    currencyCode: input.currencyCode,
    giftVoucherId: input.giftVoucherId ?? null,
    createdAt: now,
    updatedAt: now,
  };
  if (input.paymentType === "sandbox") {
    const checkout = openSandboxCheckout(ctx);
    const [recharge] = await ctx.db
      .insert(walletRecharges)
      .values({
        ...base,
        paymentType: "sandbox",
        providerRef: checkout.ref,
        details: { redirect_url: checkout.url, expires_at: checkout.expiresAt, locale: input.locale },
      })
      .returning();
    return { recharge, redirectUrl: checkout.url };
  }
  if (!input.config.stripe) throw new ValidationError({ payment_type: ["pay_type_unavailable"] });
  const [recharge] = await ctx.db
    .insert(walletRecharges)
    .values({ ...base, paymentType: "stripe", details: { locale: input.locale } })
    .returning();
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  try {
    const backPath = input.giftVoucherId ? "/user/gift-voucher?voucher=" : "/my-wallet?recharge=";
    const session = await openStripeRecharge(ctx, input.config.stripe, { ...recharge, email: me.email, backPath });
    const [opened] = await ctx.db
      .update(walletRecharges)
      .set({
        providerRef: session.ref,
        details: { redirect_url: session.url, expires_at: session.expiresAt, locale: input.locale },
        updatedAt: ctx.now(),
      })
      .where(eq(walletRecharges.id, recharge.id))
      .returning();
    return { recharge: opened, redirectUrl: session.url };
  } catch (err) {
    // no session: the recharge is closed (it never took money) and the shopper is told
    await ctx.db.update(walletRecharges).set({ status: "failed", updatedAt: ctx.now() }).where(eq(walletRecharges.id, recharge.id));
    throw err;
  }
}
