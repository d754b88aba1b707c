import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries } from "../../db/schema";
import { centsToDecimal } from "../../kernel/money";
import { book, lockAccount, lockAccounts } from "../ledger/book";
import { notifyUser } from "../notifications/notify";
import { countSettingIn } from "../settings/setting-in";

/**
 * What a seller owes the marketplace (decision 071): the commission on the cash they collected
 * for cash-on-delivery orders, and a refund larger than their balance. It is paid out of their
 * earnings as they come (`netSellerDebt`); past `seller_debt_limit_cents` they are told, and
 * while they owe anything they cannot ask for a payout.
 */
/** The seller's earnings and debt accounts, locked in the one order (user, kind). */
export async function lockSellerAccounts(tx: Database, userId: number, currencyCode: string) {
  await lockAccounts(tx, [
    { userId, account: "seller", currencyCode },
    { userId, account: "seller_debt", currencyCode },
  ]);
  return Promise.all([
    lockAccount(tx, { userId, account: "seller", currencyCode }),
    lockAccount(tx, { userId, account: "seller_debt", currencyCode }),
  ]);
}

/**
 * A seller's debt is paid out of their earnings as far as they reach (`debt_netted`, both
 * accounts, one key per state of the debt account). Answers the debt left.
 */
export async function netSellerDebt(tx: Database, userId: number, currencyCode: string): Promise<number> {
  const [seller, debt] = await lockSellerAccounts(tx, userId, currencyCode);
  const netted = Math.min(seller.balanceMinor, debt.balanceMinor);
  if (netted <= 0) return debt.balanceMinor;
  const [last] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, debt.id))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  const key = `debt-netted-${debt.id}-${last?.id ?? 0}`;
  await book(tx, { userId, account: "seller", currencyCode, kind: "debt_netted", amountMinor: -netted, idempotencyKey: `${key}-earnings` });
  await book(tx, {
    userId,
    account: "seller_debt",
    currencyCode,
    kind: "debt_netted",
    amountMinor: -netted,
    idempotencyKey: `${key}-debt`,
  });
  return debt.balanceMinor - netted;
}

/**
 * After the debt grew (inside the same transaction, after netting): when it has just passed the
 * limit, the seller hears of it once per crossing.
 */
export async function warnOfDebt(tx: Database, userId: number, before: number, currencyCode: string): Promise<void> {
  const limit = await countSettingIn(tx, "seller_debt_limit_cents");
  const left = await netSellerDebt(tx, userId, currencyCode);
  if (before > limit || left <= limit) return;
  await notifyUser(tx, {
    userId,
    message: {
      title: "seller_debt_notice_title",
      details: "seller_debt_notice_details",
      params: { debt: centsToDecimal(left), limit: centsToDecimal(limit), currency: currencyCode },
    },
    url: "/seller/earnings",
  });
}
