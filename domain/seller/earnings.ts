import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, ledgerAccounts, ledgerEntries, orderLines, type orders, products, settings, shops } from "../../db/schema";
import { rateBasisPoints } from "../affiliate/affiliate-on";
import { book, lockAccount } from "../ledger/book";
import { SETTING_DEFAULTS } from "../settings/defaults";

type OrderRow = typeof orders.$inferSelect;

export const sellerEarningKey = (orderId: number) => `seller-earning-order-${orderId}`;

/** What a seller's earning entry's note keeps: the order, the goods, the commission taken and the rates by category. */
export interface EarningNote {
  order_id: number;
  code: string;
  goods_cents: number;
  commission_cents: number;
  rates_bp: Record<string, number>;
  earned?: number;
  short?: number;
}

/** A setting's value inside a transaction (the cached settings are for requests), else its default. */
async function settingIn(tx: Database, key: "seller_commission_rate" | "default_currency"): Promise<string> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return String(row ? row.value : SETTING_DEFAULTS[key]);
}

/**
 * The marketplace's commission on one order: each line's goods (after its discounts and coupon)
 * at its category's rate, the nearest category up the tree that names one, else the default
 * rate (`seller_commission_rate`), in basis points; ⌈goods × rate ÷ 10 000⌉ per line (the
 * marketplace keeps the part of a cent, so the seller's share is never more than the goods).
 */
export async function orderCommission(tx: Database, orderId: number) {
  const defaultBp = rateBasisPoints(await settingIn(tx, "seller_commission_rate"));
  const lines = await tx
    .select({
      goods: sql<string>`((${orderLines.unitPriceCents} - ${orderLines.unitDiscountCents}) * ${orderLines.quantity} - ${orderLines.couponDiscountCents})::text`,
      path: categories.path,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId));
  const ids = [...new Set(lines.flatMap((l) => (l.path ?? "").split("/").filter(Boolean).map(Number)))];
  const rated = ids.length
    ? await tx
        .select({ id: categories.id, rate: categories.commissionRate })
        .from(categories)
        .where(and(inArray(categories.id, ids), sql`${categories.commissionRate} is not null`))
    : [];
  const rateOf = new Map(rated.map((c) => [c.id, rateBasisPoints(c.rate)]));
  let goods = 0;
  let commission = 0;
  const rates: Record<string, number> = {};
  for (const line of lines) {
    const cents = Math.max(0, Number(line.goods));
    const chain = (line.path ?? "").split("/").filter(Boolean).map(Number).reverse();
    const own = chain.find((id) => rateOf.has(id));
    const bp = own === undefined ? defaultBp : (rateOf.get(own) ?? defaultBp);
    rates[own === undefined ? "default" : String(own)] = bp;
    goods += cents;
    commission += Math.ceil((cents * bp) / 10_000);
  }
  return { goods, commission, rates };
}

/**
 * Inside `changeOrderStatus`'s transaction, when an order becomes delivered: its seller's
 * account is credited with the order's total less the marketplace's commission, once per order
 * (`seller-earning-order-{id}`). The commission stays with the marketplace (no entry of its own:
 * the note records it).
 */
export async function earnSellerShare(tx: Database, order: OrderRow): Promise<void> {
  const [shop] = await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, order.shopId));
  if (!shop) return;
  const { goods, commission, rates } = await orderCommission(tx, order.id);
  const share = order.totalCents - commission;
  if (share <= 0) return;
  const note: EarningNote = { order_id: order.id, code: order.code, goods_cents: goods, commission_cents: commission, rates_bp: rates };
  await book(tx, {
    userId: shop.ownerId,
    account: "seller",
    currencyCode: (await settingIn(tx, "default_currency")).toUpperCase(),
    kind: "seller_earning",
    amountMinor: share,
    ref: { type: "order", id: order.id },
    idempotencyKey: sellerEarningKey(order.id),
    note: JSON.stringify(note),
  });
}

/**
 * When a delivered order is refunded: its seller's earning is taken back, as far as the seller
 * account still holds it (what was already paid out is recorded as short), once per refund.
 */
export async function reverseSellerShare(tx: Database, input: { orderId: number; refundId: number }): Promise<number> {
  const [earned] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, sellerEarningKey(input.orderId)))
    .limit(1);
  if (!earned || earned.amountMinor <= 0) return 0;
  const key = `seller-earning-reversed-refund-${input.refundId}`;
  const [done] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
  if (done) return -done.amountMinor;
  const [owner] = await tx.select({ userId: ledgerAccounts.userId }).from(ledgerAccounts).where(eq(ledgerAccounts.id, earned.accountId));
  if (!owner) return 0;
  const account = await lockAccount(tx, { userId: owner.userId, account: "seller", currencyCode: earned.currencyCode });
  const take = Math.min(earned.amountMinor, account.balanceMinor);
  if (take <= 0) return 0;
  const note: EarningNote = {
    ...(JSON.parse(earned.note || "{}") as EarningNote),
    earned: earned.amountMinor,
    short: earned.amountMinor - take,
  };
  await book(tx, {
    userId: owner.userId,
    account: "seller",
    currencyCode: earned.currencyCode,
    kind: "seller_earning",
    amountMinor: -take,
    ref: { type: "refund", id: input.refundId },
    idempotencyKey: key,
    note: JSON.stringify(note),
  });
  return take;
}
