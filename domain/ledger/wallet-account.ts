import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type orderGroups, settings } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { SETTING_DEFAULTS } from "../settings/defaults";
import { loadSettings } from "../settings/load-settings";
import { book } from "./book";

type GroupRow = typeof orderGroups.$inferSelect;

/** The wallet's currency: the shop's default one, in its cents like every amount of the shop (decision 004). */
export async function walletCurrency(ctx: Ctx): Promise<string> {
  return String((await loadSettings(ctx)).default_currency).toUpperCase();
}

/**
 * The same, read through a transaction's own connection and not the cache: inside a transaction a
 * wait on the cache can wait forever on PGlite, whose one connection runs a load that another
 * request began only after the transaction ends.
 */
export async function walletCurrencyIn(tx: Database): Promise<string> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "default_currency"));
  return String(row ? row.value : SETTING_DEFAULTS.default_currency).toUpperCase();
}

/**
 * Inside the caller's transaction: credit a buyer's wallet with (part of) a group's money in
 * base cents, once per key (a refund accepted twice, a cancel retried: one entry).
 */
export async function refundToWallet(
  tx: Database,
  input: { group: GroupRow; amountCents: number; idempotencyKey: string; ref: { type: "order" | "refund"; id: number }; note: string },
) {
  if (input.group.userId === null) throw new NotFoundError("wallet_not_found");
  return book(tx, {
    userId: input.group.userId,
    account: "wallet",
    currencyCode: await walletCurrencyIn(tx),
    kind: "refund",
    amountMinor: input.amountCents,
    ref: input.ref,
    idempotencyKey: input.idempotencyKey,
    note: input.note,
  });
}
