import type { Database } from "../../db/client";
import type { orderGroups } from "../../db/schema";
import type { Ctx } from "../context";
import { NotFoundError } from "../../kernel/errors";
import { loadSettings } from "../settings/load-settings";
import { book } from "./book";

type GroupRow = typeof orderGroups.$inferSelect;

/** The wallet's currency: the shop's default one, in its cents like every amount of the shop (decision 004). */
export async function walletCurrency(ctx: Ctx): Promise<string> {
  return String((await loadSettings(ctx)).default_currency).toUpperCase();
}

/**
 * Inside the caller's transaction: credit a buyer's wallet with (part of) a group's money in
 * base cents, once per key (a refund accepted twice, a cancel retried: one entry).
 */
export async function refundToWallet(
  ctx: Ctx,
  tx: Database,
  input: { group: GroupRow; amountCents: number; idempotencyKey: string; ref: { type: "order" | "refund"; id: number }; note: string },
) {
  if (input.group.userId === null) throw new NotFoundError("wallet_not_found");
  return book(tx, {
    userId: input.group.userId,
    account: "wallet",
    currencyCode: await walletCurrency({ ...ctx, db: tx }),
    kind: "refund",
    amountMinor: input.amountCents,
    ref: input.ref,
    idempotencyKey: input.idempotencyKey,
    note: input.note,
  });
}
