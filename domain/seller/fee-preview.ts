import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { categories, ledgerEntries, type orders } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import type { Ctx } from "../context";
import { MAX_PRICE_CENTS } from "../seller-products/product-schema";
import { feeTaxBasisPoints } from "./commission-rate";
import { commissionTerms, lineFees } from "./commission-rules";
import { cashCommissionKey, cashFeeTaxKey, type EarningNote, orderCommission, promotionKey, sellerEarningKey } from "./earnings";
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
 * `quantity` × `price` in the category leaves the seller, by the same computation settlement
 * books (decision 072: `commissionTerms` for the seller's shop and the category now, `lineFees`):
 * the commission (rate and fixed fee per line), the fee tax on it (`platform_fee_tax_rate`) and
 * the estimated payout. Rates in percent, amounts as exact decimals. A bad price is 422 on
 * `price`, an unknown category on `category_id`.
 */
export async function feePreview(ctx: Ctx, shop: SellerShop, raw: Record<string, unknown>) {
  const input = parseInput(FeePreviewQuery, raw);
  let path: string | null = null;
  if (input.category_id !== null) {
    const [category] = await ctx.db.select({ path: categories.path }).from(categories).where(eq(categories.id, input.category_id));
    if (!category) throw new ValidationError({ category_id: ["v_fee_category"] });
    path = category.path;
  }
  const [[terms], taxBp] = await Promise.all([
    commissionTerms(ctx.db, [{ productId: null, shopId: shop.id, path }], ctx.now()),
    feeTaxBasisPoints(ctx.db),
  ]);
  const goods = input.price * input.quantity;
  const { commission, feeTax } = lineFees({ baseCents: goods, bp: terms.bp, fixedCents: terms.fixedCents, feeTaxBp: taxBp });
  return {
    price: centsToDecimal(input.price),
    quantity: input.quantity,
    goods: centsToDecimal(goods),
    commission_rate: pct(terms.bp),
    commission_fixed: centsToDecimal(terms.fixedCents),
    commission: centsToDecimal(commission),
    fee_tax_rate: pct(taxBp),
    fee_tax: centsToDecimal(feeTax),
    payout: centsToDecimal(goods - commission - feeTax),
  };
}

/**
 * What a sold order leaves its seller (decision 072): the goods (each line's sale price less its
 * discounts and coupons), the platform's part of the discounts (paid to the seller), the
 * commission, the fee tax and the payout (the order's total, shipping and tax included, plus the
 * platform's part, less commission and fee tax: the seller's share as settlement books it). The
 * same `orderCommission` settlement uses, at the rates the lines were sold at; once settled
 * (`settled_at`), what its ledger entry's note recorded (`EarningNote`).
 */
export async function orderFees(ctx: Ctx, order: typeof orders.$inferSelect) {
  const settled = order.settledAt !== null;
  const booked = settled
    ? await ctx.db
        .select({ note: ledgerEntries.note })
        .from(ledgerEntries)
        .where(
          inArray(ledgerEntries.idempotencyKey, [
            sellerEarningKey(order.id),
            cashCommissionKey(order.id),
            cashFeeTaxKey(order.id),
            promotionKey(order.id),
          ]),
        )
        .limit(1)
    : [];
  const note = booked[0]?.note ? (JSON.parse(booked[0].note) as Partial<EarningNote>) : null;
  const fees =
    note && note.goods_cents !== undefined && note.commission_cents !== undefined
      ? {
          goods: note.goods_cents,
          commission: note.commission_cents,
          feeTax: note.fee_tax_cents ?? 0,
          platformFunded: note.platform_funded_cents ?? 0,
        }
      : await orderCommission(ctx.db, order.id);
  return {
    goods: centsToDecimal(fees.goods),
    shipping_and_tax: centsToDecimal(order.totalCents - fees.goods),
    platform_funded: centsToDecimal(fees.platformFunded),
    commission: centsToDecimal(fees.commission),
    fee_tax: centsToDecimal(fees.feeTax),
    payout: centsToDecimal(order.totalCents + fees.platformFunded - fees.commission - fees.feeTax),
    settled,
  };
}
