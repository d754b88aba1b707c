import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { categories, ledgerEntries, type orders } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import type { Ctx } from "../context";
import { MAX_PRICE_CENTS } from "../seller-products/product-schema";
import { ceilRate, commissionRates, feeTaxBasisPoints } from "./commission-rate";
import { cashCommissionKey, type EarningNote, orderCommission, sellerEarningKey } from "./earnings";
import type { SellerShop } from "./require-seller";

/** What `GET seller/fee-preview` reads: a price (two places at most, above zero), a category (optional: the default rate) and a quantity (1 when absent). */
export const FeePreviewQuery = z.object({
  price: z
    .string({ error: "v_amount_positive" })
    .trim()
    .regex(/^\d{1,11}(\.\d{1,2})?$/, "v_amount_positive")
    .transform((v) => Number(parseMoney(v)))
    .refine((c) => c > 0 && c <= MAX_PRICE_CENTS, "v_amount_positive"),
  category_id: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, "v_fee_category")
    .optional()
    .transform((v) => (v ? Number(v) : null)),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, "v_limit")
    .optional()
    .transform((v) => (v === undefined ? 1 : Number(v)))
    .refine((n) => n >= 1, "v_limit"),
});

const pct = (bp: number) => (bp / 100).toFixed(2);

/**
 * `GET seller/fee-preview?price=&category_id=&quantity=` (issue 37, item 5): what a sale of
 * `quantity` × `price` in the category leaves the seller, by the same rule settlement books
 * (`commissionRates`, ⌈goods × rate⌉): the commission, the fee tax on it
 * (`platform_fee_tax_rate`, ⌈commission × rate⌉) and the estimated payout. Rates in percent,
 * amounts as exact decimals. A bad price is 422 on `price`, an unknown category on `category_id`.
 */
export async function feePreview(ctx: Ctx, _shop: SellerShop, raw: Record<string, unknown>) {
  const input = parseInput(FeePreviewQuery, raw);
  let path: string | null = null;
  if (input.category_id !== null) {
    const [category] = await ctx.db.select({ path: categories.path }).from(categories).where(eq(categories.id, input.category_id));
    if (!category) throw new ValidationError({ category_id: ["v_fee_category"] });
    path = category.path;
  }
  const [rateOf, taxBp] = await Promise.all([commissionRates(ctx.db, [path]), feeTaxBasisPoints(ctx.db)]);
  const { bp } = rateOf(path);
  const goods = input.price * input.quantity;
  const commission = ceilRate(goods, bp);
  const feeTax = ceilRate(commission, taxBp);
  return {
    price: centsToDecimal(input.price),
    quantity: input.quantity,
    goods: centsToDecimal(goods),
    commission_rate: pct(bp),
    commission: centsToDecimal(commission),
    fee_tax_rate: pct(taxBp),
    fee_tax: centsToDecimal(feeTax),
    payout: centsToDecimal(goods - commission - feeTax),
  };
}

/**
 * What a sold order leaves its seller: the goods (each line's sale price less its discounts and
 * coupon), the commission, the fee tax and the payout (the order's total, shipping and tax
 * included, less commission and fee tax: the seller's share as settlement books it), with what
 * was collected besides the goods. Before settlement it is an estimate by today's rates; once
 * settled (`settled_at`), the goods and commission its ledger entry's note recorded (`EarningNote`),
 * and no fee tax, which settlement does not book.
 */
export async function orderFees(ctx: Ctx, order: typeof orders.$inferSelect) {
  const settled = order.settledAt !== null;
  const booked = settled
    ? await ctx.db
        .select({ note: ledgerEntries.note })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.idempotencyKey, [sellerEarningKey(order.id), cashCommissionKey(order.id)]))
        .limit(1)
    : [];
  const note = booked[0]?.note ? (JSON.parse(booked[0].note) as Partial<EarningNote>) : null;
  let goods: number;
  let commission: number;
  let feeTax = 0;
  if (note && note.goods_cents !== undefined && note.commission_cents !== undefined) {
    goods = note.goods_cents;
    commission = note.commission_cents;
  } else {
    ({ goods, commission } = await orderCommission(ctx.db, order.id));
    if (!settled) feeTax = ceilRate(commission, await feeTaxBasisPoints(ctx.db));
  }
  return {
    goods: centsToDecimal(goods),
    shipping_and_tax: centsToDecimal(order.totalCents - goods),
    commission: centsToDecimal(commission),
    fee_tax: centsToDecimal(feeTax),
    payout: centsToDecimal(order.totalCents - commission - feeTax),
    settled,
  };
}
