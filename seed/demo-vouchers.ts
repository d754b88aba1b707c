import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { giftVouchers, users } from "../db/schema";
import { book } from "../domain/ledger/book";
import { SETTING_DEFAULTS } from "../domain/settings/defaults";
import { codeTail, hashVoucherCode, normalizeVoucherCode } from "../domain/vouchers/voucher-code";
import { present } from "../kernel/present";
import { DEMO_ACCOUNTS } from "./demo-catalog";

/** The demo gift voucher's code (README): 25.00, from the demo seller to the demo customer, ready to redeem once. */
export const DEMO_VOUCHER_CODE = "DEM0-GFT2-6VCH-R000-0025";
export const DEMO_VOUCHER_CENTS = 2_500;

/**
 * A voucher ready to redeem at first start. It is booked as a real purchase: the seller's
 * wallet gets the amount as an opening balance and pays it out (`voucher_bought`) into the
 * seller's voucher account, so the ledger's check holds and redeeming moves real money.
 */
export async function seedDemoVouchers(db: Database, now: Date) {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  if (!seller) return;
  const normalized = present(normalizeVoucherCode(DEMO_VOUCHER_CODE), "the normal form of the demo voucher code");
  const currencyCode = SETTING_DEFAULTS.default_currency;
  const [voucher] = await db
    .insert(giftVouchers)
    .values({
      codeHash: hashVoucherCode(normalized),
      codeTail: codeTail(normalized),
      buyerId: seller.id,
      recipientEmail: DEMO_ACCOUNTS.customer.email,
      message: "Enjoy your shopping!",
      amountMinor: DEMO_VOUCHER_CENTS,
      currencyCode,
      paymentType: "wallet",
      status: "active",
      expiresAt: new Date(now.getTime() + SETTING_DEFAULTS.gift_voucher_validity_days * 86_400_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const ref = { type: "voucher" as const, id: voucher.id };
  const base = { userId: seller.id, currencyCode, ref, note: "demo" };
  await book(db, {
    ...base,
    account: "wallet",
    kind: "opening_balance",
    amountMinor: DEMO_VOUCHER_CENTS,
    idempotencyKey: `opening-balance-${seller.id}`,
  });
  await book(db, {
    ...base,
    account: "wallet",
    kind: "voucher_bought",
    amountMinor: -DEMO_VOUCHER_CENTS,
    idempotencyKey: `voucher-buy-${voucher.id}`,
  });
  await book(db, {
    ...base,
    account: "voucher",
    kind: "voucher_bought",
    amountMinor: DEMO_VOUCHER_CENTS,
    idempotencyKey: `voucher-buy-${voucher.id}-held`,
  });
}
