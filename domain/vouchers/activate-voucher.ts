import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { giftVouchers, users, type walletRecharges } from "../../db/schema";
import { centsToDecimal } from "../../kernel/money";
import { present } from "../../kernel/present";
import type { Ctx } from "../context";
import { book, lockAccounts } from "../ledger/book";
import { queueMail } from "../mail/mailer";
import { giftVoucherMail } from "../mail/templates";
import { codeTail, hashVoucherCode, newVoucherCode, normalizeVoucherCode } from "./voucher-code";

type VoucherRow = typeof giftVouchers.$inferSelect;
type RechargeRow = typeof walletRecharges.$inferSelect;

/** A fresh code and what is stored of it (its hash and last four characters). */
export function freshVoucherCode() {
  const code = newVoucherCode();
  const normalized = present(normalizeVoucherCode(code), "the normal form of a new voucher code");
  return { code, codeHash: hashVoucherCode(normalized), codeTail: codeTail(normalized) };
}

/**
 * Inside the caller's transaction: the voucher's value leaves the buyer's wallet for the buyer's
 * voucher account (`voucher_bought`, keys `voucher-buy-{id}` and `voucher-buy-{id}-held`). Not
 * enough money throws (422) and rolls the caller's transaction back.
 */
export async function bookVoucherPurchase(tx: Database, voucher: VoucherRow) {
  const ref = { type: "voucher" as const, id: voucher.id };
  const base = { userId: voucher.buyerId, currencyCode: voucher.currencyCode, kind: "voucher_bought" as const, ref };
  await lockAccounts(tx, [
    { ...base, account: "wallet" },
    { ...base, account: "voucher" },
  ]);
  await book(tx, { ...base, account: "wallet", amountMinor: -voucher.amountMinor, idempotencyKey: `voucher-buy-${voucher.id}` });
  await book(tx, { ...base, account: "voucher", amountMinor: voucher.amountMinor, idempotencyKey: `voucher-buy-${voucher.id}-held` });
}

/**
 * A recharge that paid for a gift voucher has just been credited (inside its transaction): the
 * same money buys the voucher at once. The voucher, locked, goes from `pending_payment` to
 * `active` with a new code (the one made when it was ordered was never shown) and keeps the
 * validity it was ordered with, counted from now. Answers the code to mail after the commit, or
 * null when the voucher was already settled (a replayed event).
 */
export async function activatePaidVoucher(
  tx: Database,
  recharge: RechargeRow,
  now: Date,
): Promise<{ voucher: VoucherRow; code: string } | null> {
  if (recharge.giftVoucherId === null) return null;
  const [voucher] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, recharge.giftVoucherId)).for("update");
  if (voucher?.status !== "pending_payment") return null;
  await bookVoucherPurchase(tx, voucher);
  const fresh = freshVoucherCode();
  const validFor = voucher.expiresAt.getTime() - voucher.createdAt.getTime();
  const [active] = await tx
    .update(giftVouchers)
    .set({
      codeHash: fresh.codeHash,
      codeTail: fresh.codeTail,
      status: "active",
      expiresAt: new Date(now.getTime() + validFor),
      updatedAt: now,
    })
    .where(eq(giftVouchers.id, voucher.id))
    .returning();
  return { voucher: active, code: fresh.code };
}

/** A recharge for a voucher that failed or was cancelled: the voucher, still unpaid, is cancelled (inside the caller's transaction). */
export async function cancelUnpaidVoucher(tx: Database, recharge: RechargeRow, now: Date) {
  if (recharge.giftVoucherId === null) return;
  await tx
    .update(giftVouchers)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(giftVouchers.id, recharge.giftVoucherId), eq(giftVouchers.status, "pending_payment")));
}

/**
 * The code to the recipient, in the buyer's language: queued inside the purchase's transaction,
 * so the mail goes out once exactly when the voucher is bought (decision 035).
 */
export async function mailVoucher(ctx: Ctx, tx: Database, locale: string, voucher: VoucherRow, code: string) {
  const [buyer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, voucher.buyerId));
  await queueMail(
    tx,
    giftVoucherMail(locale, voucher.recipientEmail, {
      from: `${buyer?.firstName ?? ""} ${buyer?.lastName ?? ""}`.trim(),
      amount: `${centsToDecimal(voucher.amountMinor)} ${voucher.currencyCode}`,
      code,
      message: voucher.message,
      expires: voucher.expiresAt.toISOString().slice(0, 10),
      url: `${ctx.publicUrl}/user/gift-voucher`,
    }),
  );
}
