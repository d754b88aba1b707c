import { eq } from "drizzle-orm";
import { z } from "zod";
import { giftVouchers, users } from "../../db/schema";
import { NotFoundError, UnprocessableError, ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import type { Ctx, Viewer } from "../context";
import { balanceOf, book, lockAccounts } from "../ledger/book";
import { walletCurrency } from "../ledger/wallet-account";
import type { PaymentConfig } from "../payments/gateways";
import { loadSettings } from "../settings/load-settings";
import { openOnlineRecharge } from "../wallet/recharge-wallet";
import { walletUser } from "../wallet/wallet-on";
import { rechargeTypes } from "../wallet/wallet-view";
import { bookVoucherPurchase, freshVoucherCode, mailVoucher } from "./activate-voucher";
import { hashVoucherCode, normalizeVoucherCode } from "./voucher-code";
import { voucherView } from "./voucher-views";

/** An amount as the form sends it: a plain decimal with at most the wallet's two places. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const DAY_MS = 86_400_000;

const BuyInput = z.object({
  amount: z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : v),
    z.string({ error: "wallet_amount_invalid" }).regex(AMOUNT, { error: "wallet_amount_invalid" }),
  ),
  recipient_email: field.email(),
  message: field.optional(500),
  payment_type: z.string({ error: "pay_type_unavailable" }).min(1, { error: "pay_type_unavailable" }),
});

const RedeemInput = z.object({
  code: z.string({ error: "gift_voucher_code_invalid" }).trim().min(1, { error: "gift_voucher_code_invalid" }),
});

/**
 * `POST user/gift-voucher/buy {amount, recipient_email, message?, payment_type}`: a signed-in
 * user buys a voucher. From the wallet, in one transaction: the voucher row (active) and
 * `voucher_bought` (wallet → the buyer's voucher account); not enough money rolls it all back
 * (422); the code is mailed to the recipient and shown once in the answer (only its hash is
 * kept). Through an online gateway (sandbox, Stripe): the voucher waits (`pending_payment`) for
 * a recharge of the same amount, answered as `redirect_url`; the gateway's verified event
 * credits the wallet and buys the voucher with that money in one transaction, and only then is
 * a code made and mailed (`activatePaidVoucher`). An offline transfer cannot pay for one.
 */
export async function buyGiftVoucher(ctx: Ctx, input: { viewer: Viewer; form: Record<string, unknown>; config: PaymentConfig }) {
  const userId = await walletUser(ctx, input.viewer);
  const form = parseInput(BuyInput, input.form);
  const cents = Number(parseMoney(form.amount));
  const settings = await loadSettings(ctx);
  const min = Number(settings.wallet_min_recharge_cents);
  const max = Number(settings.wallet_max_recharge_cents);
  if (cents <= 0) throw new UnprocessableError("wallet_amount_invalid", "amount");
  if (cents < min) throw new UnprocessableError("gift_voucher_amount_min", "amount", { amount: centsToDecimal(min) });
  if (cents > max) throw new UnprocessableError("gift_voucher_amount_max", "amount", { amount: centsToDecimal(max) });
  const gateway = form.payment_type === "wallet" ? null : await onlineWay(ctx, input.config, input.viewer.locale, form.payment_type);
  const currencyCode = await walletCurrency(ctx);
  const days = Math.max(1, Number(settings.gift_voucher_validity_days) || 365);
  const fresh = freshVoucherCode();
  const now = ctx.now();
  const values = {
    codeHash: fresh.codeHash,
    codeTail: fresh.codeTail,
    buyerId: userId,
    recipientEmail: form.recipient_email,
    message: form.message,
    amountMinor: cents,
    currencyCode,
    paymentType: gateway ?? "wallet",
    status: gateway ? ("pending_payment" as const) : ("active" as const),
    expiresAt: new Date(now.getTime() + days * DAY_MS),
    createdAt: now,
    updatedAt: now,
  };
  if (gateway) {
    const [voucher] = await ctx.db.insert(giftVouchers).values(values).returning();
    try {
      const opened = await openOnlineRecharge(ctx, {
        userId,
        cents,
        currencyCode,
        paymentType: gateway,
        locale: input.viewer.locale,
        config: input.config,
        giftVoucherId: voucher.id,
      });
      const { balanceMinor } = await balanceOf(ctx.db, userId, "wallet");
      return { voucher: voucherView(voucher, now), balance: centsToDecimal(balanceMinor), redirect_url: opened.redirectUrl };
    } catch (err) {
      await ctx.db.update(giftVouchers).set({ status: "cancelled", updatedAt: ctx.now() }).where(eq(giftVouchers.id, voucher.id));
      throw err;
    }
  }
  const voucher = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(giftVouchers).values(values).returning();
    await bookVoucherPurchase(tx, row);
    await mailVoucher(ctx, tx, input.viewer.locale, row, fresh.code);
    return row;
  });
  const { balanceMinor } = await balanceOf(ctx.db, userId, "wallet");
  return { voucher: { ...voucherView(voucher, now), code: fresh.code }, balance: centsToDecimal(balanceMinor), redirect_url: null };
}

/** The online way a voucher is paid by: one the wallet's recharge offers now and that is not the offline transfer (else 422). */
async function onlineWay(ctx: Ctx, config: PaymentConfig, locale: string, type: string): Promise<"sandbox" | "stripe"> {
  const { types } = await rechargeTypes(ctx, config, locale);
  const way = types.find((t) => t.type === type);
  if (!way) throw new UnprocessableError("pay_type_unavailable", "payment_type");
  if (way.type === "offline_method") throw new UnprocessableError("gift_voucher_choose_online", "payment_type");
  return way.type;
}

/**
 * `POST user/gift-voucher/redeem {code}`: the recipient (the signed-in user whose e-mail the
 * voucher was sent to) puts its value into the wallet, exactly once. The voucher row is locked
 * (`FOR UPDATE`): of parallel redemptions one books, the others find it redeemed (422). An
 * unknown code, or one meant for someone else, is 404; expired or cancelled is 422.
 */
export async function redeemGiftVoucher(ctx: Ctx, input: { viewer: Viewer; form: Record<string, unknown> }) {
  const userId = await walletUser(ctx, input.viewer);
  const form = parseInput(RedeemInput, input.form);
  const normalized = normalizeVoucherCode(form.code);
  if (!normalized) throw new ValidationError({ code: ["gift_voucher_code_invalid"] });
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const now = ctx.now();
  const voucher = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.codeHash, hashVoucherCode(normalized)))
      .for("update");
    if (!row || !me || row.recipientEmail.toLowerCase() !== me.email.toLowerCase()) throw new NotFoundError("gift_voucher_not_found");
    if (row.status === "redeemed") throw new UnprocessableError("gift_voucher_redeemed", "code");
    if (row.status !== "active") throw new UnprocessableError("gift_voucher_inactive", "code");
    if (row.expiresAt.getTime() <= now.getTime()) throw new UnprocessableError("gift_voucher_expired", "code");
    const ref = { type: "voucher" as const, id: row.id };
    const base = { kind: "voucher_redeemed" as const, currencyCode: row.currencyCode, ref };
    await lockAccounts(tx, [
      { userId: row.buyerId, account: "voucher", currencyCode: row.currencyCode },
      { userId, account: "wallet", currencyCode: row.currencyCode },
    ]);
    await book(tx, {
      ...base,
      userId: row.buyerId,
      account: "voucher",
      amountMinor: -row.amountMinor,
      idempotencyKey: `voucher-redeem-${row.id}-held`,
    });
    await book(tx, { ...base, userId, account: "wallet", amountMinor: row.amountMinor, idempotencyKey: `voucher-redeem-${row.id}` });
    const [done] = await tx
      .update(giftVouchers)
      .set({ status: "redeemed", redeemedBy: userId, redeemedAt: now, updatedAt: now })
      .where(eq(giftVouchers.id, row.id))
      .returning();
    return done;
  });
  const { balanceMinor } = await balanceOf(ctx.db, userId, "wallet");
  return { voucher: voucherView(voucher, now), balance: centsToDecimal(balanceMinor) };
}
